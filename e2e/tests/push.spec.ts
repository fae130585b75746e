import { startPushStandin, type PushStandin } from '@quad/push-standin'
import { PushMessage } from '@quad/shared'
import type { CDPSession, Page } from '@playwright/test'
import { mayaConnections } from '../chat-helpers.ts'
import { fullChromiumLaunch } from '../chromium.ts'
import { demo, expectNoAxeViolations, login } from '../fixtures.ts'
import { ports } from '../ports.ts'
import { expect, test } from '../test.ts'

/*
 * Issue 34 item 4: the service worker installs and controls the app, and a push goes the
 * whole way — Quad encrypts it for the device and posts it to the push service (the
 * stand-in, which decrypts it with the device's keys), the service worker receives those
 * bytes (the DevTools protocol delivers them, as the browser's push service would) and
 * shows the notification leading to the conversation.
 *
 * The browser's own push service (Google's, for Chromium) cannot be reached here, so the
 * page's PushManager.subscribe answers with a subscription on the stand-in: that, and
 * nothing of Quad's, is what stands in.
 */
let standin: PushStandin

// The headless shell has no notifications (it answers "denied" whatever was granted).
test.use({ launchOptions: fullChromiumLaunch })

test.beforeAll(async () => {
  standin = await startPushStandin({ port: ports.pushStandin })
})

test.afterAll(async () => {
  await standin.close()
})

/** The page's service worker registration id, as the DevTools protocol names it. */
async function registrationOf(page: Page, cdp: CDPSession): Promise<string> {
  const ids = new Map<string, string>()
  cdp.on('ServiceWorker.workerRegistrationUpdated', ({ registrations }) => {
    for (const r of registrations) ids.set(r.scopeURL, r.registrationId)
  })
  await cdp.send('ServiceWorker.enable')
  const scope = await page.evaluate(async () => (await navigator.serviceWorker.ready).scope)
  await expect.poll(() => ids.get(scope)).toBeTruthy()
  return ids.get(scope) as string
}

test('the service worker installs after first paint, controls the app, and a push reaches it', async ({
  page,
  browser,
  baseURL,
}) => {
  test.slow()
  const origin = baseURL as string
  await page.context().grantPermissions(['notifications'], { origin })
  const subscription = standin.subscribe()
  await page.addInitScript((device) => {
    PushManager.prototype.subscribe = () =>
      Promise.resolve({
        endpoint: device.endpoint,
        toJSON: () => device,
        unsubscribe: () => Promise.resolve(true),
      } as unknown as PushSubscription)
  }, subscription)
  // A friend of Maya's (found first: finding one signs Maya in anew, which ends the session
  // a subscription would belong to).
  const [friend] = await mayaConnections(page, 1)
  await login(page, demo.student.email)
  await page.goto('/settings/security')
  // Registered once the page has loaded and settled; the next page is the worker's.
  await expect(page.locator('html[data-worker]')).toHaveAttribute('data-worker', 'registered', {
    timeout: 30_000,
  })
  await page.evaluate(() => navigator.serviceWorker.ready)
  await page.reload()
  expect(await page.evaluate(() => navigator.serviceWorker.controller?.scriptURL)).toBe(
    `${origin}/service-worker.js`,
  )

  await page.getByRole('button', { name: 'Turn on notifications' }).click()
  await expect(page.getByText('Notifications are on for this device.')).toBeVisible()
  await expect(page.getByText('Notifications on', { exact: true })).toBeVisible()
  await expectNoAxeViolations(page, '#push')

  // A friend writes: Quad pushes to Maya's device.
  const friendPage = await (await browser.newContext({ baseURL: origin })).newPage()
  await login(friendPage, friend?.email ?? '')
  const jwtOf = async (of: Page) => {
    const tokens = await of.request.get('/mobile_ws/v18/auth_tokens')
    return ((await tokens.json()) as { jwt: string }).jwt
  }
  const headers = { authorization: `Bearer ${await jwtOf(friendPage)}` }
  const claims = (await jwtOf(page)).split('.')[1] ?? ''
  const mayaUid = (JSON.parse(Buffer.from(claims, 'base64url').toString()) as { sub: string }).sub
  const started = await friendPage.request.post('/api/v1/chat/conversations', {
    headers,
    data: { participantUids: [mayaUid] },
  })
  expect(started.status(), await started.text()).toBeLessThan(300)
  const { id } = (await started.json()) as { id: number }
  const sent = await friendPage.request.post(`/api/v1/chat/conversations/${String(id)}/messages`, {
    headers,
    data: { body: 'push me a coffee', clientId: `e2e-push-${String(Date.now())}` },
  })
  expect(sent.status(), await sent.text()).toBe(201)
  const push = await standin.waitFor((p) => p.endpoint === subscription.endpoint, 30_000)
  const message = PushMessage.parse(JSON.parse(push.payload ?? 'null'))
  expect(message.notification.navigate).toBe(`${origin}/chat/${String(id)}`)
  expect(message.notification.body).not.toContain('coffee')

  // The push service hands the bytes to the browser; the worker shows the notification.
  const cdp = await page.context().newCDPSession(page)
  await cdp.send('ServiceWorker.deliverPushMessage', {
    origin,
    registrationId: await registrationOf(page, cdp),
    data: push.payload ?? '',
  })
  // A loaded machine may take a while to wake the worker for the push.
  await expect
    .poll(
      () =>
        page.evaluate(async () => {
          const registration = await navigator.serviceWorker.ready
          return (await registration.getNotifications()).map((n) => ({
            title: n.title,
            body: n.body,
            tag: n.tag,
            navigate: (n.data as { navigate: string }).navigate,
          }))
        }),
      { timeout: 30_000 },
    )
    .toEqual([
      {
        title: demo.school.name,
        body: message.notification.body,
        tag: message.notification.tag,
        navigate: `${origin}/chat/${String(id)}`,
      },
    ])

  // Turned off again: this session receives nothing more.
  await page.getByRole('button', { name: 'Turn off' }).click()
  await expect(page.getByText('Notifications are off for this device.')).toBeVisible()
  await friendPage.context().close()
})
