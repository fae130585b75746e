import { createServer, type Server } from 'node:http'
import { readFileSync } from 'node:fs'
import { fileURLToPath } from 'node:url'
import { expect, test, type APIRequestContext, type Browser, type Page } from '../test.ts'
import { ports } from '../ports.ts'
import {
  DEMO_PASSWORD,
  demo,
  expectNoAxeViolations,
  login,
  loginFromPage,
  north,
} from '../fixtures.ts'

/*
 * Issue 17's "Done when", end to end against the real server and the Canvas stand-in the
 * demo seed fills (no faked answers): Jonah connects Canvas and sees his courses, due work
 * and grades; his grant is revoked and Quad answers 498 with an oauthURL, the page offers
 * "Reconnect Canvas"; framed in a host page, the reconnect round trip posts `oauthStatus`
 * to the host; the school's SIS pushes a schedule, a balance and a hold that appear on
 * /calendar, student_schedule and /financial; the same batch again changes nothing; a key
 * is refused at another school's address; axe on the pages at phone and laptop width.
 * The steps share Jonah's state and run in order.
 */
test.describe.configure({ mode: 'serial' })

const STANDIN = `http://127.0.0.1:${String(ports.canvasStandin)}`
const CANVAS_PASSWORD = 'canvas-demo'
const JONAH = demo.friend
const ADMIN = 'admin@demo.edu'
const CONNECT_PATH = '/api/v1/integrations/lms/connect?redirect=%2Fedu'
const CALLBACK_PATH = '/api/v1/integrations/lms/callback'
/** Waits on the first sync (a job, then several Canvas calls) on a busy machine. */
const SYNC_WAIT = 90_000
const ZONE = 'America/New_York'
const phone = { width: 390, height: 844 }
const laptop = { width: 1280, height: 800 }

/** Calls the stand-in's control API (packages/canvas-standin control-http.ts). */
async function standin(request: APIRequestContext, method: string, args: unknown[] = []) {
  const response = await request.post(`${STANDIN}/__standin/${method}`, { data: args })
  expect(response.status(), `stand-in ${method}`).toBe(200)
  return ((await response.json()) as { result: unknown }).result
}

async function signedIn(browser: Browser, email: string, baseURL?: string): Promise<Page> {
  const context = await browser.newContext({ baseURL, viewport: laptop })
  const page = await context.newPage()
  await login(page, email)
  return page
}

/** The session's bearer and CSRF token, as the app holds them. */
async function tokensOf(page: Page): Promise<{ jwt: string; csrfToken: string }> {
  const response = await page.request.get('/mobile_ws/v18/auth_tokens')
  expect(response.status()).toBe(200)
  return (await response.json()) as { jwt: string; csrfToken: string }
}

/** The stand-in's login and consent pages, in whichever page the round trip runs. */
async function authorizeAtCanvas(page: Page, email: string): Promise<void> {
  await page.getByLabel('Email').fill(email)
  await page.getByLabel('Password').fill(CANVAS_PASSWORD)
  await page.getByRole('button', { name: 'Log in' }).click()
  await page.getByRole('button', { name: 'Authorize' }).click()
}

/** Today on the demo school's clock, YYYY-MM-DD. */
function schoolDay(offsetDays = 0): string {
  const at = new Date(Date.now() + offsetDays * 86_400_000)
  return new Intl.DateTimeFormat('en-CA', { timeZone: ZONE }).format(at)
}

test('Jonah connects Canvas and sees his courses, due work and grades', async ({
  browser,
  baseURL,
}) => {
  test.slow()
  const page = await signedIn(browser, JONAH.email, baseURL)
  await page.goto('/edu')
  await page.getByRole('link', { name: 'Connect Canvas' }).click()
  await expect(page).toHaveURL(new RegExp(`^${STANDIN}/`))
  await authorizeAtCanvas(page, JONAH.email)
  await expect(page).toHaveURL(/\/edu/)
  await expect(page.getByText('Canvas connected')).toBeVisible()
  // The first sync is a job: the page shows the copy once it has run.
  await expect(async () => {
    await page.goto('/edu')
    await expect(page.getByText(/^Grade [A-F][+-]? · \d+/).first()).toBeVisible({
      timeout: 3_000,
    })
  }).toPass({ timeout: SYNC_WAIT })
  await expect(page.getByRole('heading', { name: 'My courses' })).toBeVisible()
  await expect(page.getByRole('heading', { name: 'Due next' })).toBeVisible()
  await expect(page.getByText(/^Due /).first()).toBeVisible()
  await page.context().close()
})

/*
 * Quad notices a revoked grant only when it next calls Canvas: a sync, queued every 10
 * minutes for students last synced over 30 minutes ago, or right after a round trip.
 * Nothing makes it call Canvas sooner, so the test revokes the grant Jonah has just given
 * again, while the sync that round trip queued waits on a slow Canvas (the stand-in's
 * latency holds every API answer, and it checks the token after the wait).
 */
test('a revoked grant: the next academic call answers 498 with an oauthURL, the page offers Reconnect', async ({
  browser,
  baseURL,
}) => {
  test.slow()
  const page = await signedIn(browser, JONAH.email, baseURL)
  const canvasUser = (await standin(page.request, 'findUserByEmail', [JONAH.email])) as {
    id: number
  }
  await standin(page.request, 'setLatency', [8_000])
  try {
    await page.goto(CONNECT_PATH)
    const back = page.waitForResponse((r) => r.url().includes(CALLBACK_PATH))
    await authorizeAtCanvas(page, JONAH.email)
    await back
    expect(await standin(page.request, 'revokeTokensOf', [canvasUser.id])).toBeGreaterThan(0)
    const { jwt } = await tokensOf(page)
    const courses = () =>
      page.request.get('/api/v1/courses', { headers: { Authorization: `Bearer ${jwt}` } })
    await expect.poll(async () => (await courses()).status(), { timeout: SYNC_WAIT }).toBe(498)
    const body = (await (await courses()).json()) as { oauthURL: string }
    expect(body.oauthURL).toContain(CONNECT_PATH.split('?')[0])
  } finally {
    await standin(page.request, 'setLatency', [0])
  }
  await page.goto('/edu')
  await expect(page.getByText('Canvas is no longer connected')).toBeVisible()
  await expect(page.getByRole('link', { name: 'Reconnect Canvas' })).toBeVisible()
  await page.context().close()
})

const servers: Server[] = []
test.afterAll(async () => {
  await Promise.all(servers.map((s) => new Promise((resolve) => s.close(resolve))))
})

test('framed in a host page, reconnecting posts oauthStatus success to the host', async ({
  page,
  baseURL,
}) => {
  test.slow()
  const example = readFileSync(
    fileURLToPath(new URL('../../docs/embedding/host-example.html', import.meta.url)),
    'utf8',
  )
  const server = createServer((_req, res) => {
    res.writeHead(200, { 'content-type': 'text/html; charset=utf-8' })
    res.end(example)
  })
  await new Promise<void>((resolve) => server.listen(ports.hostPage, '127.0.0.1', resolve))
  servers.push(server)
  const host = `http://127.0.0.1:${String(ports.hostPage)}/`
  // The round trip's window is Quad at top level, and the session cookie is partitioned
  // (CHIPS): the frame's sign-in does not reach that window, whose connect answers 401.
  // Jonah is therefore signed in at top level too (the gap is described below).
  await loginFromPage(page, JONAH.email)
  await page.goto(`${host}?quad=${encodeURIComponent(`${baseURL ?? ''}/login`)}`)
  const quad = page.frameLocator('#quad')
  await quad.getByLabel('Email').fill(JONAH.email)
  await quad.getByLabel('Password').fill(DEMO_PASSWORD)
  await quad.getByRole('button', { name: 'Sign in' }).click()
  await expect(quad.getByRole('heading', { name: /Welcome/ })).toBeVisible()
  await page.goto(`${host}?quad=${encodeURIComponent(`${baseURL ?? ''}/edu`)}`)
  const popupOpened = page.waitForEvent('popup')
  await quad.getByRole('link', { name: 'Reconnect Canvas' }).click()
  const popup = await popupOpened
  await authorizeAtCanvas(popup, JONAH.email)
  const status = page.locator('#log li[data-type="oauthStatus"]')
  await expect(status).toHaveCount(1, { timeout: 30_000 })
  await expect(status).toHaveText('{"type":"oauthStatus","status":"success"}')
})

/*
 * A product gap found here: a student signed in only inside the host's frame cannot
 * reconnect. The framed page opens the round trip in a window of its own at top level
 * (the LMS refuses frames), but the session cookie is Partitioned (CHIPS) to the host's
 * site, so that window has no session and the connect route answers 401. The connect
 * link would need to carry the student (e.g. a short-lived signed link) for this case.
 */

/** One SIS batch at the demo school's address with `key`. */
function push(request: APIRequestContext, key: string, kind: string, items: unknown[]) {
  return request.put(`/api/v1/integrations/sis/${kind}`, {
    headers: { Authorization: `Bearer ${key}` },
    data: { items },
  })
}

const TITLE = 'Journey Seminar in Field Ecology'
const HOLD = 'Journey library fine'
const batches = (): [string, unknown[]][] => [
  [
    'terms',
    [
      {
        externalId: 'JRN-T',
        name: 'Journey term',
        startsOn: schoolDay(-30),
        endsOn: schoolDay(60),
      },
    ],
  ],
  [
    'courses',
    [
      {
        externalId: 'JRN-ECO-A',
        term: 'JRN-T',
        courseCode: 'ECO 377',
        title: TITLE,
        sectionCode: 'A',
        instructor: 'Dr. Ines Ortega',
        credits: '3',
      },
    ],
  ],
  [
    'meetings',
    [
      {
        externalId: 'JRN-ECO-A-LEC',
        section: 'JRN-ECO-A',
        days: ['MO', 'TU', 'WE', 'TH', 'FR', 'SA', 'SU'],
        startTime: '12:00',
        endTime: '12:50',
        timeZone: ZONE,
        location: 'Greenhouse 3',
        kind: 'lecture',
      },
    ],
  ],
  [
    'enrollments',
    [
      {
        externalId: 'JRN-ENR-1',
        studentEmail: JONAH.email,
        section: 'JRN-ECO-A',
        status: 'enrolled',
      },
    ],
  ],
  [
    'balances',
    [
      {
        externalId: 'JRN-BAL-1',
        studentEmail: JONAH.email,
        term: 'JRN-T',
        currency: 'USD',
        balance: 1234.56,
        dueDate: schoolDay(20),
        charges: [
          {
            externalId: 'JRN-CHG-1',
            description: 'Field trip fee',
            amount: 1234.56,
            date: schoolDay(-5),
          },
        ],
        payments: [],
      },
    ],
  ],
  [
    'holds',
    [
      {
        externalId: 'JRN-HOLD-1',
        studentEmail: JONAH.email,
        title: HOLD,
        blocks: ['transcripts'],
        howToClear: 'Return the overdue books to the library.',
        contact: 'library@demo.edu',
        placedOn: schoolDay(-2),
      },
    ],
  ],
]

test('the SIS feed: a pushed schedule, balance and hold reach Jonah; a re-push changes nothing; another school refuses the key', async ({
  browser,
  baseURL,
}) => {
  test.slow()
  // The admin creates the key on /admin/integrations: it is shown once, read from the page.
  const admin = await signedIn(browser, ADMIN, baseURL)
  await admin.goto('/admin/integrations')
  await admin.getByRole('button', { name: 'Create API key' }).click()
  const dialog = admin.getByRole('dialog')
  await dialog.getByLabel('Name').fill('Journey nightly export')
  await dialog.getByRole('button', { name: 'Create API key' }).click()
  const shown = dialog.getByLabel('API key')
  await expect(shown).toHaveValue(/^quad_sk_/)
  const key = await shown.inputValue()

  for (const [kind, items] of batches()) {
    const response = await push(admin.request, key, kind, items)
    expect(response.status(), kind).toBe(200)
    expect(await response.json(), kind).toMatchObject({ accepted: 1, inserted: 1, errors: [] })
  }
  // The same batches again: nothing changes.
  for (const [kind, items] of batches()) {
    const response = await push(admin.request, key, kind, items)
    expect(await response.json(), kind).toMatchObject({
      accepted: 1,
      inserted: 0,
      updated: 0,
      unchanged: 1,
    })
  }

  const jonah = await signedIn(browser, JONAH.email, baseURL)
  await jonah.goto(`/calendar?view=week&date=${schoolDay()}`)
  await expect(jonah.getByText(TITLE).first()).toBeVisible()
  const { csrfToken } = await tokensOf(jonah)
  const schedule = await jonah.request.get('/mobile_ws/v18/student_schedule', {
    headers: { 'X-CG-CSRF-Token': csrfToken },
  })
  expect(schedule.status()).toBe(200)
  expect(JSON.stringify(await schedule.json())).toContain(TITLE)

  await jonah.goto('/financial')
  await expect(jonah.getByText('$1,234.56').first()).toBeVisible()
  await expect(jonah.getByText(HOLD)).toBeVisible()

  // The demo school's key at North College's address (no North admin exists in the demo
  // seed to make a North key): refused. Chromium resolves north.localhost, Node does not.
  const northPage = await browser.newPage()
  await northPage.goto(`${north.origin}/login`)
  const status = await northPage.evaluate(
    async ({ key, items }) =>
      (
        await fetch('/api/v1/integrations/sis/terms', {
          method: 'PUT',
          headers: { Authorization: `Bearer ${key}`, 'Content-Type': 'application/json' },
          body: JSON.stringify({ items }),
        })
      ).status,
    { key, items: batches()[0]?.[1] ?? [] },
  )
  expect(status).toBe(401)
  await Promise.all([admin, jonah, northPage].map((p) => p.context().close()))
})

for (const viewport of [phone, laptop]) {
  test(`axe: /edu connected, /financial, /admin/integrations at ${String(viewport.width)} px`, async ({
    browser,
    baseURL,
  }) => {
    test.slow()
    const jonah = await signedIn(browser, JONAH.email, baseURL)
    await jonah.setViewportSize(viewport)
    await jonah.goto('/edu')
    await expect(jonah.getByRole('heading', { name: 'My courses' })).toBeVisible()
    await expect(jonah.getByText(/^Grade /).first()).toBeVisible()
    await expectNoAxeViolations(jonah)
    await jonah.goto('/financial')
    await expect(jonah.getByText(HOLD)).toBeVisible()
    await expectNoAxeViolations(jonah)
    const admin = await signedIn(browser, ADMIN, baseURL)
    await admin.setViewportSize(viewport)
    await admin.goto('/admin/integrations')
    await expect(admin.getByText('Journey nightly export').first()).toBeVisible()
    await expectNoAxeViolations(admin)
    await Promise.all([jonah, admin].map((p) => p.context().close()))
  })
}
