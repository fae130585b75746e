import {
  expect,
  request,
  type APIRequestContext,
  type BrowserContext,
  type Page,
} from '@playwright/test'
import axe, { type AxeResults, type RunOptions } from 'axe-core'
import { Secret, TOTP } from 'otpauth'
import { ports } from './ports.ts'

/** The demo seed's accounts (apps/server seed, SEED=demo); all share one password. */
export const DEMO_PASSWORD = 'quad-demo'
export const demo = {
  school: { name: 'Demo University', colour: 'rgb(0, 95, 191)' },
  student: { email: 'student@demo.edu', firstName: 'Maya' },
  friend: { email: 'friend@demo.edu', firstName: 'Jonah' },
  /** Only notifications.spec.ts uses these three (the seed keeps them apart for it). */
  notify: {
    sender: { email: 'amara@demo.edu', firstName: 'Amara', lastName: 'Nwosu' },
    receiver: { email: 'theo@demo.edu', firstName: 'Theo', lastName: 'Laurent' },
    third: { email: 'sofia@demo.edu', firstName: 'Sofia', lastName: 'Marques' },
  },
  /** Only events-journey.spec.ts uses these three: they answer Maya's event. */
  attendees: [
    { email: 'lena@demo.edu', firstName: 'Lena', lastName: 'Fischer' },
    { email: 'omar@demo.edu', firstName: 'Omar', lastName: 'Haddad' },
    { email: 'priya@demo.edu', firstName: 'Priya', lastName: 'Raman' },
  ],
  staff: { email: 'staff@demo.edu', firstName: 'Grace' },
} as const
export const north = {
  origin: `http://north.localhost:${String(ports.app)}`,
  school: { name: 'North College' },
  student: { email: 'student@north.edu', firstName: 'Elena' },
} as const

/**
 * The demo's fixed authenticator keys (apps/server/src/seed/demo-second-factors.ts, README):
 * school admins and staff sign in with a code (issue 18, decision 055).
 */
export const DEMO_TOTP_SECRETS: Readonly<Record<string, string>> = {
  'admin@demo.edu': 'QUADDEMOADMINTOTPKEYFORTESTSONLY',
  'staff@demo.edu': 'QUADDEMOSTAFFTOTPKEYFORTESTSONLY',
  'staff@north.edu': 'QUADNORTHSTAFFTOTPKEYFORTESTSXYZ',
}

/** The current code of a demo account's key, `offset` steps of 30 s from now. */
export function demoTotpCode(email: string, offset = 0): string {
  const secret = DEMO_TOTP_SECRETS[email]
  if (!secret) throw new Error(`${email} has no demo authenticator key`)
  return totpCode(secret, offset)
}

/** A code of a base32 key, `offset` steps of 30 s from now, as an authenticator app shows it. */
export function totpCode(secret: string, offset = 0): string {
  const totp = new TOTP({
    algorithm: 'SHA1',
    digits: 6,
    period: 30,
    secret: Secret.fromBase32(secret),
  })
  return totp.generate({ timestamp: Date.now() + offset * 30_000 })
}

type Post = (url: string, data: object) => Promise<{ status: number; body: unknown }>

const challengeOf = (body: unknown) =>
  typeof body === 'object' && body !== null && 'ticket' in body && typeof body.ticket === 'string'
    ? body.ticket
    : null

/**
 * The password, then the code when one is due: the steps now, next, previous (a code is
 * accepted once, and parallel workers may sign in as the admin in the same 30 s), and a new
 * password step when another sign-in made the ticket stale. Answers the last status.
 */
async function signInWith(post: Post, email: string, password: string): Promise<number> {
  let status = 0
  for (let round = 0; round < 4; round++) {
    const first = await post('/mobile_ws/v18/login', { email, password })
    const ticket = first.status === 200 ? challengeOf(first.body) : null
    if (!ticket) return first.status
    for (const offset of [0, 1, -1]) {
      const answer = await post('/mobile_ws/v18/login/second-factor', {
        ticket,
        code: demoTotpCode(email, offset),
      })
      status = answer.status
      if (status === 200) return status
      if (status === 401) break
    }
    if (round >= 1)
      await new Promise((resolve) => setTimeout(resolve, 30_000 - (Date.now() % 30_000) + 100))
  }
  return status
}

/** `signInWith`'s Post over a Playwright request context (a page's own, or one of its own). */
const postThrough =
  (api: APIRequestContext): Post =>
  async (url, data) => {
    const response = await api.post(url, { data })
    return { status: response.status(), body: await response.json().catch(() => null) }
  }

type Cookies = Awaited<ReturnType<BrowserContext['cookies']>>

/*
 * Accounts with a second factor sign in once per worker: a code is accepted once per
 * 30 s step (decision 055), so a second sign-in in the same step waits for the next one,
 * and the server allows only a few codes a minute per account. Later logins reuse the
 * session while the server still answers it; a test that ended it causes a fresh sign-in.
 */
const sessionsWithCode = new Map<string, Cookies>()

async function reuseSession(page: Page, email: string): Promise<boolean> {
  const cookies = sessionsWithCode.get(email)
  if (!cookies) return false
  await page.context().addCookies(cookies)
  const answer = await page.request.get('/mobile_ws/v18/auth_tokens')
  if (answer.ok()) return true
  sessionsWithCode.delete(email)
  await page.context().clearCookies()
  return false
}

/**
 * Waits until the app listens (`html[data-ready]`, set once React has hydrated or drawn the
 * page, decision 075). A server-rendered page is on screen before: its links work as plain
 * links and its buttons wait, but what only the app does (restoring an inner scroll
 * position on Back) needs the app.
 */
export async function appStarted(page: Page): Promise<void> {
  await expect(page.locator('html[data-ready]')).toBeAttached()
}

/** After a sign-in through the form: later `login()`s as `email` reuse this session. */
export async function rememberSession(page: Page, email: string): Promise<void> {
  if (email in DEMO_TOTP_SECRETS) sessionsWithCode.set(email, await page.context().cookies())
}

/**
 * Signs in through the API, not the form: faster, and the form has its own tests.
 * page.request shares the browser context's cookies, so the page is signed in too.
 * The server limits logins to 10 a minute per address: use this only where a test needs it.
 */
export async function login(page: Page, email: string, password = DEMO_PASSWORD): Promise<void> {
  if (!(password === DEMO_PASSWORD && (await reuseSession(page, email)))) {
    const status = await signInWith(postThrough(page.request), email, password)
    expect(status, `login as ${email}`).toBe(200)
    if (password === DEMO_PASSWORD) await rememberSession(page, email)
  }
  await nameZone(page)
}

/**
 * A browser that signed in through the sign-in page has named its zone to the server
 * (apps/web lib/ssr/zone-cookie.ts), so the server draws its pages' times as it will: the
 * same here, for a sign-in through the API (decision 075).
 */
async function nameZone(page: Page): Promise<void> {
  const zone = await page.evaluate(() => Intl.DateTimeFormat().resolvedOptions().timeZone)
  const url = `http://localhost:${String(ports.app)}`
  await page.context().addCookies([{ name: 'quad_tz', value: encodeURIComponent(zone), url }])
}

/**
 * A request context of its own signed in as `email` (no page), kept per worker: the
 * development outbox answers only a school admin or staff member (issue 30 security 1).
 * A test that ended the session (a password reset, "sign out everywhere") causes a new one.
 */
const signedInRequests = new Map<string, APIRequestContext>()

export async function signedInRequest(email: string): Promise<APIRequestContext> {
  const kept = signedInRequests.get(email)
  if (kept && (await kept.get('/mobile_ws/v18/auth_tokens')).ok()) return kept
  await kept?.dispose()
  const baseURL = `http://localhost:${String(ports.app)}`
  // The session a page of this worker signed in with, when the server still answers it: a
  // second sign-in with a code in the same 30 s step spends the next codes and, with the
  // per-account limit (ten codes a minute, issue 30), can lock the account out for a minute.
  const cookies = sessionsWithCode.get(email)
  if (cookies) {
    const reused = await request.newContext({ baseURL, storageState: { cookies, origins: [] } })
    if ((await reused.get('/mobile_ws/v18/auth_tokens')).ok()) {
      signedInRequests.set(email, reused)
      return reused
    }
    await reused.dispose()
    sessionsWithCode.delete(email)
  }
  const context = await request.newContext({ baseURL })
  const status = await signInWith(postThrough(context), email, DEMO_PASSWORD)
  expect(status, `login as ${email}`).toBe(200)
  signedInRequests.set(email, context)
  // And the other way round: a page's login() reuses this session.
  if (email in DEMO_TOTP_SECRETS)
    sessionsWithCode.set(email, (await context.storageState()).cookies)
  return context
}

/**
 * Signs in from the page itself, for a school on another host: Node cannot resolve
 * north.localhost (Chromium can), so page.request would miss it.
 */
export async function loginFromPage(page: Page, email: string): Promise<void> {
  const key = `page:${email}`
  const cookies = sessionsWithCode.get(key)
  await page.goto('/login')
  if (cookies) {
    await page.context().addCookies(cookies)
    const status = await page.evaluate(async () => {
      const answer = await fetch('/mobile_ws/v18/auth_tokens')
      return answer.status
    })
    if (status === 200) return
    sessionsWithCode.delete(key)
    await page.context().clearCookies()
  }
  const status = await signInWith(
    (url, data) =>
      page.evaluate(
        async ({ url, data }) => {
          const response = await fetch(url, {
            method: 'POST',
            headers: { 'Content-Type': 'application/json' },
            body: JSON.stringify(data),
          })
          return {
            status: response.status,
            body: (await response.json().catch(() => null)) as unknown,
          }
        },
        { url, data },
      ),
    email,
    DEMO_PASSWORD,
  )
  expect(status, `login as ${email}`).toBe(200)
  if (email in DEMO_TOTP_SECRETS) sessionsWithCode.set(key, await page.context().cookies())
}

/** A seeded student's uid, found through the directory API as the signed-in viewer. */
export async function uidOf(page: Page, search: string, firstName: string): Promise<string> {
  const response = await page.request.get(
    `/mobile_ws/v18/mobile_people?range=0&limit=20&search=${search}`,
  )
  const [first] = (await response.json()) as [{ people: { uid: string; firstName: string }[] }]
  const person = first.people.find((p) => p.firstName === firstName)
  if (!person) throw new Error(`no ${firstName} ${search} in the demo seed`)
  return person.uid
}

/**
 * Resolves when the app's realtime socket says hello. Call before the navigation that
 * opens it: frames are only seen by listeners attached in time.
 */
export function realtimeHello(page: Page): Promise<void> {
  return new Promise((resolve) => {
    page.on('websocket', (socket) => {
      if (!socket.url().includes('/api/v1/realtime')) return
      socket.on('framereceived', (frame) => {
        if (String(frame.payload).includes('"type":"hello"')) resolve()
      })
    })
  })
}

/**
 * The WCAG AA rules whose outcome depends on colours: all a second colour scheme can change,
 * since the document, its names, roles and sizes are the same in both.
 */
const COLOUR_RULES = ['color-contrast', 'link-in-text-block']

/**
 * Axe on what is on screen in light mode (every rule), then in dark mode (the colour
 * rules): the same document twice, so the second run checks only what dark mode changes
 * (decision 070). Leaves the page in light mode.
 */
export async function expectNoAxeViolationsLightAndDark(page: Page, within?: string) {
  await inColourScheme(page, 'light')
  await expectNoAxeViolations(page, within)
  await inColourScheme(page, 'dark')
  await expectNoAxeViolations(page, within, 'colours')
  await inColourScheme(page, 'light')
}

/**
 * Switches the colour scheme and waits for the colour transitions it starts to end, so axe
 * measures the colours a student sees, not a frame halfway between two schemes. Endless
 * animations (a spinner) are not waited for.
 */
export async function inColourScheme(page: Page, colorScheme: 'light' | 'dark'): Promise<void> {
  await page.emulateMedia({ colorScheme })
  await page.evaluate(() =>
    Promise.all(
      document
        .getAnimations()
        .filter((animation) => animation.effect?.getComputedTiming().iterations !== Infinity)
        .map((animation) => animation.finished.catch(() => undefined)),
    ),
  )
}

/** The WCAG 2.2 AA rule tags axe runs (the whole-page and dialog checks). */
const WCAG_TAGS = ['wcag2a', 'wcag2aa', 'wcag21a', 'wcag21aa', 'wcag22aa']

/**
 * WCAG 2.2 AA, the level Quad promises (quality brief). `within` scopes the run to what a
 * modal dialog shows (e.g. 'dialog[open]'): the page behind it is inert, and has its own
 * whole-page check (a11y.spec.ts), so the dialog is all that is new on screen. Axe over a
 * long page costs seconds on a loaded machine; a dialog costs a fraction of that.
 */
export async function expectNoAxeViolations(
  page: Page,
  within?: string,
  rules: 'all' | 'colours' = 'all',
): Promise<void> {
  const results = await runAxe(page, within, {
    runOnly:
      rules === 'colours'
        ? { type: 'rule', values: COLOUR_RULES }
        : { type: 'tag', values: WCAG_TAGS },
    // Only violations need their nodes listed: passes and incomplete results keep one node
    // each, which spares most of axe's reporting work on a long page (axe `resultTypes`).
    resultTypes: ['violations'],
  })
  // A check that ran no rule would pass whatever the page holds.
  const ran = [results.passes, results.violations, results.incomplete, results.inapplicable]
  expect(new Set(ran.flat().map((rule) => rule.id)).size).toBeGreaterThanOrEqual(
    rules === 'colours' ? COLOUR_RULES.length : 50,
  )
  expect(
    results.violations.map(({ id, help, nodes }) => ({
      id,
      help,
      targets: nodes.map((n) => n.target),
    })),
  ).toEqual([])
}

/**
 * axe-core run in the page itself, put into each of its frames once per document (decision
 * 070 "Since (stop 63)"). @axe-core/playwright's builder evaluated axe's 550 KB source in the
 * main frame twice for every check, 160-550 ms each here, more than the check itself on most
 * screens; a screen checked light and dark paid four. Same-origin frames are checked through
 * axe's own frame messaging, as the builder's legacy mode did; Quad's pages have no
 * cross-origin frames to merge.
 */
async function runAxe(
  page: Page,
  within: string | undefined,
  options: RunOptions,
): Promise<AxeResults> {
  for (const frame of page.frames()) {
    const held = frame.evaluate(() => 'axe' in window)
    const put = held.then((has) => (has ? undefined : frame.evaluate(axe.source)))
    if (frame === page.mainFrame()) await put
    // A frame that went away while this ran has nothing left to check.
    else await put.catch(() => undefined)
  }
  return page.evaluate(
    ({ within, options }) =>
      (window as unknown as { axe: typeof axe }).axe.run(
        within === undefined ? document : { include: [within] },
        options,
      ),
    { within, options },
  )
}

/**
 * A screenshot for a person to look at (quality brief), taken only when E2E_SHOTS names a
 * folder (`E2E_SHOTS=/tmp npm run test:e2e`): in an ordinary run each cost CPU that the
 * suite's 15 minutes (issue 31) need, and nobody looked at them.
 */
export async function lookAt(page: Page, name: string, fullPage = false): Promise<void> {
  const dir = process.env['E2E_SHOTS']
  if (dir) await page.screenshot({ path: `${dir}/${name}.png`, fullPage })
}
