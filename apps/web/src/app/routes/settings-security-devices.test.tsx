import { DeviceSessionList, type DeviceSession } from '@quad/shared'
import { screen, waitFor, within } from '@testing-library/react'
import { http, HttpResponse } from 'msw'
import { describe, expect, it } from 'vitest'
import { answer, ORIGIN } from '../../test/fake-api.ts'
import { renderRoute } from '../../test/render-route.tsx'
import { server } from '../../test/setup-routes.ts'
import { useSettingsApi } from './settings-fakes.ts'

const minutesAgo = (minutes: number) => new Date(Date.now() - minutes * 60_000).toISOString()
const device = (id: string, fields: Partial<DeviceSession>): DeviceSession => ({
  id,
  current: false,
  userAgent: 'UA',
  browser: 'Firefox 128',
  os: 'macOS 14.5',
  deviceType: 'desktop',
  place: 'Local network',
  ipRange: '192.168.1.0/24',
  method: 'password',
  push: false,
  createdAt: minutesAgo(600),
  lastActiveAt: minutesAgo(1),
  ...fields,
})

/** The sessions API as the server keeps it: DELETE removes, or fails when told to. */
function useDevicesApi(items: DeviceSession[], options: { failDeletes?: boolean } = {}) {
  const stored = { items: [...items] }
  const deletes: string[] = []
  const refuse = () => HttpResponse.json({ error: { code: 'x', message: 'down' } }, { status: 503 })
  server.use(
    http.get(`${ORIGIN}/api/v1/me/sessions`, () => answer(DeviceSessionList, stored)),
    http.delete(`${ORIGIN}/api/v1/me/sessions/:id`, ({ params }) => {
      deletes.push(String(params.id))
      if (options.failDeletes) return refuse()
      stored.items = stored.items.filter((item) => item.id !== params.id)
      return new HttpResponse(null, { status: 204 })
    }),
    http.delete(`${ORIGIN}/api/v1/me/sessions`, ({ request }) => {
      deletes.push(new URL(request.url).search)
      if (options.failDeletes) return refuse()
      const ended = stored.items.filter((item) => !item.current).length
      stored.items = stored.items.filter((item) => item.current)
      return HttpResponse.json({ ended })
    }),
  )
  return { deletes }
}

const here = device('here', { current: true, browser: 'Chrome 131', os: 'Linux' })
const phone = device('phone', {
  browser: 'Safari 17',
  os: 'iOS 17.5',
  deviceType: 'mobile',
  place: '203.0.113.0/24',
  lastActiveAt: minutesAgo(5),
})
const laptop = device('laptop', { lastActiveAt: minutesAgo(180) })

const list = () => screen.findByRole('list', { name: 'Where you’re signed in' }, { timeout: 5_000 })

describe('settings: security (/settings/security) — where you are signed in', () => {
  it('says so when no other device is signed in', async () => {
    useSettingsApi()
    useDevicesApi([here])
    renderRoute('/settings/security')
    await screen.findByText('No other device is signed in.')
    expect(screen.queryByRole('button', { name: 'Sign out everywhere else' })).toBeNull()
  })

  it('lists each device with browser, OS, place and last activity; this one marked', async () => {
    useSettingsApi()
    useDevicesApi([here, phone, laptop])
    renderRoute('/settings/security')
    await screen.findByText('Safari 17 on iOS 17.5', {}, { timeout: 10_000 })
    const rows = within(await list()).getAllByRole('listitem')
    expect(rows).toHaveLength(3)
    expect(rows[0]).toHaveTextContent('Chrome 131 on LinuxThis device')
    expect(within(rows[0] as HTMLElement).queryByRole('button')).toBeNull()
    expect(rows[1]).toHaveTextContent('Safari 17 on iOS 17.5')
    expect(rows[1]).toHaveTextContent('203.0.113.0/24 · Last active 5 minutes ago')
    expect(rows[2]).toHaveTextContent('Local network · Last active 3 hours ago')
  })

  it('signs one device out, removing it at once', async () => {
    useSettingsApi()
    const { deletes } = useDevicesApi([here, phone, laptop])
    const { user } = renderRoute('/settings/security')
    await user.click(await screen.findByRole('button', { name: 'Sign out Safari 17 on iOS 17.5' }))
    await waitFor(async () => expect(within(await list()).getAllByRole('listitem')).toHaveLength(2))
    expect(screen.queryByText('Safari 17 on iOS 17.5')).toBeNull()
    expect(deletes).toEqual(['phone'])
  })

  it('puts the device back when signing it out fails', async () => {
    useSettingsApi()
    useDevicesApi([here, phone], { failDeletes: true })
    const { user } = renderRoute('/settings/security')
    await user.click(await screen.findByRole('button', { name: 'Sign out Safari 17 on iOS 17.5' }))
    await screen.findByText('Couldn’t sign that device out. Try again.')
    expect(screen.getByText('Safari 17 on iOS 17.5')).toBeInTheDocument()
  })

  it('"Sign out everywhere else" asks first, then leaves only this device', async () => {
    useSettingsApi()
    const { deletes } = useDevicesApi([here, phone, laptop])
    const { user } = renderRoute('/settings/security')
    await user.click(await screen.findByRole('button', { name: 'Sign out everywhere else' }))
    const dialog = await screen.findByRole('dialog', { name: 'Sign out everywhere else?' })
    await user.click(within(dialog).getByRole('button', { name: 'Cancel' }))
    expect(deletes).toEqual([])
    await user.click(screen.getByRole('button', { name: 'Sign out everywhere else' }))
    const again = await screen.findByRole('dialog', { name: 'Sign out everywhere else?' })
    await user.click(within(again).getByRole('button', { name: 'Sign out everywhere else' }))
    await screen.findByText('No other device is signed in.')
    expect(within(await list()).getAllByRole('listitem')).toHaveLength(1)
    expect(deletes).toEqual(['?others=true'])
  })
})
