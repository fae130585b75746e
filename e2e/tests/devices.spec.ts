import { expect, test, type Browser } from '../test.ts'
import {
  demo,
  expectNoAxeViolationsLightAndDark,
  login,
  lookAt,
  realtimeHello,
} from '../fixtures.ts'

/*
 * Issue 18 items 3 and 5 in Chromium: "Sign out everywhere else" ends another browser's
 * session and socket at once; the analytics opt-out persists; axe on both settings pages.
 * Sofia (a seed account few specs use) signs in twice: ending Maya's other sessions
 * would sign out the specs that share her stored session.
 */
const who = demo.notify.third

async function signedInPage(browser: Browser, baseURL: string | undefined) {
  const context = await browser.newContext({ baseURL, viewport: { width: 1280, height: 900 } })
  const page = await context.newPage()
  await login(page, who.email)
  return { context, page }
}

test('"Sign out everywhere else" signs the other browser out at once, socket included', async ({
  browser,
  baseURL,
}) => {
  const first = await signedInPage(browser, baseURL)
  const second = await signedInPage(browser, baseURL)
  const hello = realtimeHello(second.page)
  const closed = new Promise<void>((resolve) => {
    second.page.on('websocket', (socket) => {
      if (socket.url().includes('/api/v1/realtime')) socket.on('close', () => resolve())
    })
  })
  await second.page.goto('/')
  await hello

  await first.page.goto('/settings/security')
  const devices = first.page.getByRole('list', { name: 'Where you’re signed in' })
  // Two here, and any an earlier spec left (clubs.spec.ts signs Sofia in too).
  await expect(devices.getByText('This device')).toHaveCount(1)
  expect(await devices.getByRole('listitem').count()).toBeGreaterThanOrEqual(2)
  await first.page.getByRole('button', { name: 'Sign out everywhere else' }).click()
  const dialog = first.page.getByRole('dialog', { name: 'Sign out everywhere else?' })
  await dialog.getByRole('button', { name: 'Sign out everywhere else' }).click()
  await expect(first.page.getByText('No other device is signed in.')).toBeVisible()
  await expect(devices.getByRole('listitem')).toHaveCount(1)

  // The second browser's socket closes and it shows the sign-in page, without a reload.
  await closed
  await expect(second.page).toHaveURL(/\/login/, { timeout: 5_000 })
  const me = await second.page.request.get('/mobile_ws/v18/auth_tokens')
  expect(me.status()).toBe(401)
  // The first stays signed in.
  await first.page.reload()
  await expect(devices.getByRole('listitem')).toHaveCount(1)
  await first.context.close()
  await second.context.close()
})

test('the analytics opt-out persists', async ({ browser, baseURL }) => {
  const { context, page } = await signedInPage(browser, baseURL)
  await page.goto('/settings/data')
  const share = page.getByRole('switch', { name: 'Share usage analytics' })
  await expect(share).toHaveAttribute('aria-checked', 'true')
  const saved = page.waitForResponse((r) => r.url().endsWith('/api/v1/me/analytics'))
  await share.click()
  expect((await saved).status()).toBe(200)
  await page.reload()
  await expect(share).toHaveAttribute('aria-checked', 'false')
  const back = page.waitForResponse((r) => r.url().endsWith('/api/v1/me/analytics'))
  await share.click()
  await back
  await page.reload()
  await expect(share).toHaveAttribute('aria-checked', 'true')
  await context.close()
})

for (const width of [390, 1280]) {
  test(`Security and Your data have no WCAG 2.2 AA violations at ${String(width)} px`, async ({
    browser,
    baseURL,
  }) => {
    const { context, page } = await signedInPage(browser, baseURL)
    await page.setViewportSize({ width, height: 900 })
    for (const [path, heading] of [
      ['/settings/security', 'Where you’re signed in'],
      ['/settings/data', 'What Quad records about you'],
    ] as const) {
      await page.goto(path)
      await expect(page.getByRole('heading', { name: heading })).toBeVisible()
      await expectNoAxeViolationsLightAndDark(page)
      await lookAt(page, `devices-${path.slice(10)}-${String(width)}`, true)
    }
    await context.close()
  })
}
