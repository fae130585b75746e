import { createServer, type Server } from 'node:http'
import { readFileSync } from 'node:fs'
import { fileURLToPath } from 'node:url'
import { expect, test, type Page } from '../test.ts'
import { ports } from '../ports.ts'
import { DEMO_PASSWORD, demo } from '../fixtures.ts'

/**
 * A host page on another origin embeds Quad and receives the spec's messages
 * (spec 1, 4, 7; docs/embedding.md). The page under test is the shipped example.
 */
const example = readFileSync(
  fileURLToPath(new URL('../../docs/embedding/host-example.html', import.meta.url)),
  'utf8',
)
const servers: Server[] = []

async function serveExample(port: number): Promise<string> {
  const server = createServer((_req, res) => {
    res.writeHead(200, { 'content-type': 'text/html; charset=utf-8' })
    res.end(example)
  })
  await new Promise<void>((resolve) => server.listen(port, '127.0.0.1', resolve))
  servers.push(server)
  return `http://127.0.0.1:${String(port)}/`
}

test.afterAll(async () => {
  await Promise.all(servers.map((s) => new Promise((resolve) => s.close(resolve))))
})

const messages = (page: Page, type?: string) =>
  page.locator(type ? `#log li[data-type="${type}"]` : '#log li')

/** Opens the host page on Quad's login page and signs in through the framed form. */
async function signInInFrame(page: Page, baseURL: string | undefined) {
  await page.goto(
    `http://127.0.0.1:${String(ports.hostPage)}/?quad=${encodeURIComponent(`${baseURL ?? ''}/login`)}`,
  )
  const quad = page.frameLocator('#quad')
  await quad.getByLabel('Email').fill(demo.student.email)
  await quad.getByLabel('Password').fill(DEMO_PASSWORD)
  await quad.getByRole('button', { name: 'Sign in' }).click()
  await expect(quad.getByRole('heading', { name: /Welcome/ })).toBeVisible()
  return quad
}

test.describe.configure({ mode: 'serial' })

test('a logged-out student inside the host: Quad says so instead of redirecting', async ({
  page,
  baseURL,
}) => {
  const host = await serveExample(ports.hostPage)
  await page.goto(`${host}?quad=${encodeURIComponent(`${baseURL}/directory`)}`)
  await expect(messages(page, 'webapp_ready')).toHaveCount(1)
  await expect(messages(page, 'webapp_logged_out')).toHaveCount(1)
  // Framed, Quad never takes the user to its own login page (spec 4).
  await expect(messages(page, 'angular-route').filter({ hasText: '/login' })).toHaveCount(0)
})

test('signing in inside the frame posts each route URL to the host', async ({ page, baseURL }) => {
  const quad = await signInInFrame(page, baseURL)
  await expect(messages(page, 'angular-route').last()).toHaveText(
    '{"type":"angular-route","url":"/"}',
  )
  // Framed, Quad registers no service worker, which could break the host (issue 34 item 1):
  // once the page has settled, the app says it skipped it, and there is none.
  await expect(quad.locator('html[data-worker]')).toHaveAttribute('data-worker', 'framed', {
    timeout: 30_000,
  })
  const frame = page.frames().find((f) => f.url().startsWith(baseURL ?? ''))
  expect(await frame?.evaluate(() => navigator.serviceWorker.getRegistrations())).toEqual([])
  await quad
    .getByRole('navigation', { name: 'Main sections' })
    .getByRole('link', { name: 'Events' })
    .click()
  await expect(messages(page, 'angular-route').last()).toHaveText(
    '{"type":"angular-route","url":"/events"}',
  )
})

test('signed out in the frame, the host hears webapp_logged_out once, not once per page', async ({
  page,
  baseURL,
}) => {
  await page.goto(
    `http://127.0.0.1:${String(ports.hostPage)}/?quad=${encodeURIComponent(`${baseURL ?? ''}/directory`)}`,
  )
  await expect(messages(page, 'webapp_logged_out')).toHaveCount(1)
  await expect(
    page.frameLocator('#quad').getByRole('heading', { name: 'You are signed out' }),
  ).toBeVisible()
  // The student moves on inside the frame (Back/Forward): first to another page that needs a
  // sign-in, then to the login page. Messages arrive in order, so once the login page's
  // route report is in, anything the other page posted is in too.
  const frame = page.frames().find((f) => f.url().startsWith(baseURL ?? '-'))
  if (!frame) throw new Error('no Quad frame')
  for (const path of ['/chat', '/login']) {
    await frame.evaluate((to) => {
      window.history.pushState(null, '', to)
      window.dispatchEvent(new PopStateEvent('popstate'))
    }, path)
  }
  await expect(messages(page, 'angular-route').last()).toHaveText(
    '{"type":"angular-route","url":"/login"}',
  )
  await expect(messages(page, 'webapp_logged_out')).toHaveCount(1)
})

test('a school supplied by the host is used, and Quad skips its own school call', async ({
  page,
  baseURL,
}) => {
  const schoolCalls: string[] = []
  page.on('request', (request) => {
    if (request.url().includes('/mobile_ws/v18/school')) schoolCalls.push(request.url())
  })
  await page.goto(
    `http://127.0.0.1:${String(ports.hostPage)}/?school=1&quad=${encodeURIComponent(`${baseURL}/login`)}`,
  )
  const quad = page.frameLocator('#quad')
  await expect(quad.getByText('Demo University (from the host)')).toBeVisible()
  expect(schoolCalls).toEqual([])
})

test('a page on an origin not in HOST_ORIGINS cannot frame Quad or hear from it', async ({
  page,
  baseURL,
}) => {
  const stranger = await serveExample(ports.hostPage + 1)
  await page.goto(`${stranger}?quad=${encodeURIComponent(`${baseURL}/login`)}`)
  await page.waitForTimeout(1500)
  await expect(messages(page)).toHaveCount(0)
  await expect(page.frameLocator('#quad').getByLabel('Email')).toHaveCount(0)
})
