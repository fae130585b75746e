import { DeviceSessionList, NotificationPreferences, PushKey, PushStatus } from '@quad/shared'
import { screen, waitFor } from '@testing-library/react'
import { http, HttpResponse } from 'msw'
import { afterEach, describe, expect, it, vi } from 'vitest'
import { answer, ORIGIN } from '../../test/fake-api.ts'
import { renderRoute } from '../../test/render-route.tsx'
import { server } from '../../test/setup-routes.ts'
import { preferences, useSettingsApi } from './settings-fakes.ts'

/*
 * Issue 34: "Notifications on this device" in Settings → Security. jsdom has no service
 * worker, Push API or Notification: each test gives the page a browser's, which answers
 * as the test says (granted, refused, or a push service that cannot be reached).
 */
const KEY = `B${'A'.repeat(86)}`
const subscription = {
  endpoint: 'https://push.example/send/device-1',
  expirationTime: null,
  keys: { p256dh: `B${'Q'.repeat(86)}`, auth: 'AAAAAAAAAAAAAAAAAAAAAA' },
}

function fakeBrowser(options: { permission: NotificationPermission; subscribeFails?: boolean }) {
  const state = { permission: options.permission, asked: 0, subscribedWith: null as unknown }
  const pushManager = {
    subscribe: vi.fn((init: { applicationServerKey: Uint8Array }) => {
      state.subscribedWith = init.applicationServerKey
      if (options.subscribeFails)
        return Promise.reject(new DOMException('no push service', 'AbortError'))
      return Promise.resolve({
        toJSON: () => subscription,
        unsubscribe: () => Promise.resolve(true),
      })
    }),
    getSubscription: () => Promise.resolve(null),
  }
  const registration = { pushManager }
  vi.stubGlobal('PushManager', function PushManager() {})
  vi.stubGlobal('Notification', {
    get permission() {
      return state.permission
    },
    requestPermission: () => {
      state.asked += 1
      if (state.permission === 'default')
        state.permission = options.subscribeFails ? 'granted' : 'granted'
      return Promise.resolve(state.permission)
    },
  })
  Object.defineProperty(navigator, 'serviceWorker', {
    configurable: true,
    value: {
      ready: Promise.resolve(registration),
      getRegistration: () => Promise.resolve(registration),
    },
  })
  return state
}

function usePushApi(initial: boolean) {
  const stored = { subscribed: initial, puts: [] as unknown[], lockScreen: [] as unknown[] }
  server.use(
    http.get(`${ORIGIN}/api/v1/me/sessions`, () => answer(DeviceSessionList, { items: [] })),
    http.get(`${ORIGIN}/api/v1/push/key`, () => answer(PushKey, { publicKey: KEY })),
    http.get(`${ORIGIN}/api/v1/me/push-subscription`, () =>
      answer(PushStatus, {
        subscribed: stored.subscribed,
        endpoint: stored.subscribed ? subscription.endpoint : null,
      }),
    ),
    http.put(`${ORIGIN}/api/v1/me/push-subscription`, async ({ request }) => {
      stored.puts.push(await request.json())
      stored.subscribed = true
      return new HttpResponse(null, { status: 204 })
    }),
    http.delete(`${ORIGIN}/api/v1/me/push-subscription`, () => {
      stored.subscribed = false
      return new HttpResponse(null, { status: 204 })
    }),
    http.patch(`${ORIGIN}/api/v1/notifications/preferences/push`, async ({ request }) => {
      const body = (await request.json()) as { lockScreenText: boolean }
      stored.lockScreen.push(body)
      return answer(NotificationPreferences, { ...preferences, push: body })
    }),
  )
  return stored
}

afterEach(() => {
  vi.unstubAllGlobals()
  vi.restoreAllMocks()
  Reflect.deleteProperty(navigator, 'serviceWorker')
})

const turnOn = () =>
  screen.findByRole('button', { name: 'Turn on notifications' }, { timeout: 10_000 })

describe('settings: security (/settings/security) — notifications on this device', () => {
  it('asks the browser only after the tap, subscribes with Quad’s key and says it is on', async () => {
    useSettingsApi()
    const browser = fakeBrowser({ permission: 'default' })
    const api = usePushApi(false)
    const { user } = renderRoute('/settings/security')
    await user.click(await turnOn())
    expect(browser.asked).toBe(1)
    await screen.findByText('Notifications are on for this device.')
    expect(api.puts).toEqual([subscription])
    expect((browser.subscribedWith as Uint8Array).length).toBe(65)
    await user.click(screen.getByRole('button', { name: 'Turn off' }))
    await screen.findByText('Notifications are off for this device.')
  })

  it('says what to do when the browser refuses, and offers no button it would refuse again', async () => {
    useSettingsApi()
    fakeBrowser({ permission: 'denied' })
    usePushApi(false)
    renderRoute('/settings/security')
    await screen.findByText(
      /Notifications are blocked for Quad in this browser/,
      {},
      { timeout: 10_000 },
    )
    expect(screen.queryByRole('button', { name: 'Turn on notifications' })).toBeNull()
  })

  it('says so when the push service cannot be reached, and keeps the button', async () => {
    useSettingsApi()
    fakeBrowser({ permission: 'granted', subscribeFails: true })
    const api = usePushApi(false)
    const { user } = renderRoute('/settings/security')
    await user.click(await turnOn())
    const alert = await screen.findByText(/couldn’t reach its notification service/)
    expect(alert).toHaveAttribute('role', 'alert')
    expect(api.puts).toEqual([])
    expect(screen.getByRole('button', { name: 'Turn on notifications' })).toBeEnabled()
  })

  it('keeps message text off the lock screen until the student turns it on', async () => {
    useSettingsApi()
    fakeBrowser({ permission: 'granted' })
    const api = usePushApi(true)
    const { user } = renderRoute('/settings/security')
    const box = await screen.findByRole(
      'checkbox',
      { name: 'Show message text on the lock screen' },
      { timeout: 10_000 },
    )
    expect(box).not.toBeChecked()
    await user.click(box)
    await waitFor(() => expect(box).toBeChecked())
    expect(api.lockScreen).toEqual([{ lockScreenText: true }])
  })

  it('tells an iPhone to add Quad to the Home Screen first', async () => {
    useSettingsApi()
    usePushApi(false)
    vi.spyOn(navigator, 'userAgent', 'get').mockReturnValue(
      'Mozilla/5.0 (iPhone; CPU iPhone OS 17_5 like Mac OS X) AppleWebKit/605.1.15 (KHTML, like Gecko) Version/17.5 Mobile/15E148 Safari/604.1',
    )
    renderRoute('/settings/security')
    await screen.findByText(/add Quad to your Home Screen first/, {}, { timeout: 10_000 })
  })
})
