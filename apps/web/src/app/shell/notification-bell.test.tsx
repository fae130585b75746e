import { NotificationItem, NotificationList, UnreadCount } from '@quad/shared'
import { screen, waitFor, within } from '@testing-library/react'
import { http, HttpResponse } from 'msw'
import { afterEach, describe, expect, it, vi } from 'vitest'
import { deviceIn } from '../../test/device-zone.ts'
import { answer, demoSchool, ORIGIN } from '../../test/fake-api.ts'
import { renderRoute } from '../../test/render-route.tsx'
import { server } from '../../test/setup-routes.ts'
import { useSettingsApi } from '../routes/settings-fakes.ts'

/*
 * The bell and its panel in every state: the live count, the list (loading, error, empty,
 * paged), an item's actions, "Why did I get this?". Delivery from another student's
 * browser, the email, focus across the real dialog and axe are e2e
 * (e2e/tests/notifications.spec.ts).
 */
const NOTIFICATIONS = `${ORIGIN}/api/v1/notifications`
/** The notifications settings sub-page itself (no redirect through /settings#…); the anchor focuses its heading. */
const NOTIFICATION_SETTINGS = '/settings/notifications#notifications'
const at = '2026-11-20T10:00:00.000Z'

function item(id: number, overrides: Partial<NotificationItem> = {}): NotificationItem {
  return NotificationItem.parse({
    id,
    type: 'connection_request',
    category: 'general',
    setting: 'connectionRequests',
    group: null,
    text: 'Amara Nwosu wants to connect',
    link: '/student_profile?uid=u-amara',
    actor: null,
    count: 1,
    read: false,
    createdAt: at,
    updatedAt: at,
    ...overrides,
  })
}

/**
 * The server's side: the items, what the client changed, and the unread count that follows.
 * Call after renderRoute: handlers added later win over the shell's defaults.
 */
function answerNotifications(initial: NotificationItem[]) {
  let items = initial
  const changes: unknown[] = []
  server.use(
    http.get(NOTIFICATIONS, ({ request }) => {
      // Keyset paging (decision 025): the cursor names the last item sent; an opaque string.
      const query = new URL(request.url).searchParams
      const after = query.get('cursor')
      const count = Number(query.get('count'))
      const start =
        after === null ? 0 : items.findIndex((i) => `after-${String(i.id)}` === after) + 1
      const page = items.slice(start, start + count)
      const last = page.at(-1)
      const more = start + count < items.length && last !== undefined
      return answer(NotificationList, {
        items: page,
        nextCursor: more ? `after-${String(last.id)}` : null,
        total: items.length,
      })
    }),
    http.get(`${NOTIFICATIONS}/unread-count`, () =>
      answer(UnreadCount, { count: items.filter((i) => !i.read).length }),
    ),
    http.patch(NOTIFICATIONS, async ({ request }) => {
      const body = (await request.json()) as { ids: number[]; read: boolean }
      changes.push(body)
      items = items.map((i) => (body.ids.includes(i.id) ? { ...i, read: body.read } : i))
      return new HttpResponse(null, { status: 204 })
    }),
    http.patch(`${NOTIFICATIONS}/mark-all-as-read`, () => {
      changes.push('all read')
      items = items.map((i) => ({ ...i, read: true }))
      return new HttpResponse(null, { status: 204 })
    }),
    http.delete(NOTIFICATIONS, ({ request }) => {
      const ids = (new URL(request.url).searchParams.get('ids') ?? '').split(',').map(Number)
      changes.push({ deleted: ids })
      items = items.filter((i) => !ids.includes(i.id))
      return new HttpResponse(null, { status: 204 })
    }),
  )
  return changes
}

/** An unread item's name: "Unread:" is read out first (jsdom joins the two without a space). */
const unread = (text: string) => new RegExp(`^Unread: ?${text}$`)
const bell = () => screen.getByRole('button', { name: /^Notifications/ })
const panel = () => screen.getByRole('dialog', { name: 'Notifications' })

async function openPanel(user: ReturnType<typeof renderRoute>['user']) {
  await user.click(await screen.findByRole('button', { name: /^Notifications/ }))
  return within(await screen.findByRole('dialog', { name: 'Notifications' }))
}

describe('the notification bell and panel', () => {
  it('counts a notification the socket brings, without a reload', async () => {
    const { realtime } = renderRoute('/')
    answerNotifications([])
    await screen.findByRole('heading', { level: 1, name: /Maya/ })
    await waitFor(() => {
      expect(bell()).toHaveAccessibleName('Notifications')
    })
    // The socket's hello has been answered (the count was read) before a frame can land.
    const frame = { type: 'notification', unreadCount: 1, notification: item(1) } as const
    await waitFor(() => {
      realtime.send(frame)
      expect(bell()).toHaveAccessibleName('Notifications, 1 unread')
    })
    expect(screen.getByTestId('notification-badge')).toHaveTextContent('1')
    realtime.send({ type: 'notification', unreadCount: 120 })
    await waitFor(() => {
      expect(bell()).toHaveAccessibleName('Notifications, 99+ unread')
    })
  })

  it('shows the unread count on the installed app’s icon, and clears it at none (issue 34)', async () => {
    const setAppBadge = vi.fn(() => Promise.resolve())
    const clearAppBadge = vi.fn(() => Promise.resolve())
    Object.assign(navigator, { setAppBadge, clearAppBadge })
    try {
      const { realtime } = renderRoute('/')
      answerNotifications([])
      await waitFor(() => {
        expect(clearAppBadge).toHaveBeenCalled()
      })
      await waitFor(() => {
        realtime.send({ type: 'notification', unreadCount: 3 })
        expect(setAppBadge).toHaveBeenLastCalledWith(3)
      })
    } finally {
      Reflect.deleteProperty(navigator, 'setAppBadge')
      Reflect.deleteProperty(navigator, 'clearAppBadge')
    }
  })

  it('lists an unread item, marks it read and unread, and the bell follows', async () => {
    const { user } = renderRoute('/')
    const changes = answerNotifications([item(1)])
    await waitFor(() => {
      expect(bell()).toHaveAccessibleName('Notifications, 1 unread')
    })
    const open = await openPanel(user)
    const list = await open.findByRole('list', { name: 'Your notifications' })
    const row = within(within(list).getByRole('listitem'))
    expect(row.getByRole('link', { name: unread('Amara Nwosu wants to connect') })).toHaveAttribute(
      'href',
      '/student_profile?uid=u-amara',
    )
    expect(open.getByText('1 unread')).toBeInTheDocument()
    expect(open.getByText('That is everything.')).toBeInTheDocument()

    await user.click(row.getByRole('button', { name: 'Actions for this notification' }))
    await user.click(row.getByRole('button', { name: 'Mark as read' }))
    expect(bell()).toHaveAccessibleName('Notifications')
    expect(row.getByRole('link', { name: 'Amara Nwosu wants to connect' })).toBeInTheDocument()
    expect(open.getByText('All caught up')).toBeInTheDocument()
    expect(open.getByRole('button', { name: 'Mark all as read' })).toBeDisabled()
    await user.click(row.getByRole('button', { name: 'Mark as unread' }))
    expect(bell()).toHaveAccessibleName('Notifications, 1 unread')
    await waitFor(() => {
      expect(changes).toEqual([
        { ids: [1], read: true },
        { ids: [1], read: false },
      ])
    })
  })

  it('explains why it came, names the club and role, and links to the setting', async () => {
    const { user } = renderRoute('/')
    answerNotifications([
      item(2, {
        type: 'club_new_member',
        category: 'groups',
        setting: 'newMember',
        group: { id: 'c3', name: 'Photography Club', role: 'officer' },
        text: 'Jonah Okafor joined Photography Club',
        link: '/_/_/clubs/c3',
      }),
      item(1),
    ])
    const open = await openPanel(user)
    const rows = await open.findAllByRole('listitem')
    for (const [index, why] of [
      'Because Clubs → Photography Club (as an officer) → New members is on for In-app.',
      'Because General → Connection requests is on for In-app.',
    ].entries()) {
      const row = within(rows[index] as HTMLElement)
      await user.click(row.getByRole('button', { name: 'Actions for this notification' }))
      const button = row.getByRole('button', { name: 'Why did I get this?' })
      expect(button).toHaveAttribute('aria-expanded', 'false')
      await user.click(button)
      expect(button).toHaveAttribute('aria-expanded', 'true')
      const text = row.getByText(why)
      expect(text).toHaveFocus()
      expect(row.getByRole('link', { name: 'Change it in Settings' })).toHaveAttribute(
        'href',
        NOTIFICATION_SETTINGS,
      )
    }
  })

  it('“Change it in Settings” opens the notifications settings directly, heading focused', async () => {
    useSettingsApi()
    const { user, router } = renderRoute('/')
    answerNotifications([item(1)])
    const open = await openPanel(user)
    const row = within(await open.findByRole('listitem'))
    await user.click(row.getByRole('button', { name: 'Actions for this notification' }))
    await user.click(row.getByRole('button', { name: 'Why did I get this?' }))
    await user.click(row.getByRole('link', { name: 'Change it in Settings' }))
    const heading = await screen.findByRole('heading', { level: 2, name: 'Notifications' })
    await waitFor(() => {
      expect(heading).toHaveFocus()
    })
    expect(router.state.location.pathname).toBe('/settings/notifications')
    // Reached by the link itself: a redirect from /settings#notifications would be a REPLACE.
    expect(router.state.historyAction).toBe('PUSH')
  })

  it('Escape folds an item’s actions only, and focus goes back to their button', async () => {
    const { user } = renderRoute('/')
    answerNotifications([item(1)])
    const open = await openPanel(user)
    const row = within(await open.findByRole('listitem'))
    const toggle = row.getByRole('button', { name: 'Actions for this notification' })
    await user.click(toggle)
    expect(toggle).toHaveAttribute('aria-expanded', 'true')
    row.getByRole('button', { name: 'Delete' }).focus()
    await user.keyboard('{Escape}')
    expect(row.queryByRole('button', { name: 'Delete' })).toBeNull()
    expect(toggle).toHaveFocus()
    expect(panel()).toBeInTheDocument()
  })

  it('opening an item goes to its subject, marks it read and closes the panel', async () => {
    server.use(
      http.get(`${ORIGIN}/mobile_ws/v18/user_profile`, () =>
        HttpResponse.json({ error: { code: 'not_found', message: 'No' } }, { status: 404 }),
      ),
    )
    const { user, router } = renderRoute('/')
    const changes = answerNotifications([item(1)])
    const open = await openPanel(user)
    await user.click(await open.findByRole('link', { name: /Amara Nwosu wants to connect/ }))
    await waitFor(() => {
      expect(router.state.location.search).toBe('?uid=u-amara')
    })
    expect(router.state.location.pathname).toBe('/student_profile')
    expect(screen.queryByRole('dialog', { name: 'Notifications' })).toBeNull()
    expect(bell()).toHaveAccessibleName('Notifications')
    await waitFor(() => {
      expect(changes).toEqual([{ ids: [1], read: true }])
    })
  })

  it('Mark all as read, then Delete: the empty state says what will come and where to choose', async () => {
    const { user } = renderRoute('/')
    const changes = answerNotifications([
      item(1),
      item(2, { text: 'Sofia Marques wants to connect' }),
    ])
    await waitFor(() => {
      expect(bell()).toHaveAccessibleName('Notifications, 2 unread')
    })
    const open = await openPanel(user)
    expect(await open.findByText('2 unread')).toBeInTheDocument()
    await user.click(open.getByRole('button', { name: 'Mark all as read' }))
    expect(open.getByText('All caught up')).toBeInTheDocument()
    expect(bell()).toHaveAccessibleName('Notifications')
    for (const row of open.getAllByRole('listitem')) {
      await user.click(within(row).getByRole('button', { name: 'Actions for this notification' }))
      await user.click(within(row).getByRole('button', { name: 'Delete' }))
    }
    expect(await open.findByText('Nothing here yet')).toBeInTheDocument()
    expect(open.getByRole('link', { name: 'Notification settings' })).toHaveAttribute(
      'href',
      NOTIFICATION_SETTINGS,
    )
    await waitFor(() => {
      expect(changes).toEqual(['all read', { deleted: [1] }, { deleted: [2] }])
    })
  })

  it('pages older notifications 20 at a time', async () => {
    const { user } = renderRoute('/')
    answerNotifications(Array.from({ length: 25 }, (_, index) => item(index + 1, { read: true })))
    const open = await openPanel(user)
    await waitFor(() => {
      expect(open.getAllByRole('listitem')).toHaveLength(20)
    })
    await user.click(open.getByRole('button', { name: 'Show older notifications' }))
    await waitFor(() => {
      expect(open.getAllByRole('listitem')).toHaveLength(25)
    })
    expect(open.getByText('That is everything.')).toBeInTheDocument()
  })

  it('a list that did not load offers a retry; a refused change is undone and said', async () => {
    const { user } = renderRoute('/')
    answerNotifications([item(1)])
    let listStatus = 400
    server.use(
      http.get(NOTIFICATIONS, () =>
        listStatus === 200
          ? undefined
          : HttpResponse.json({ error: { code: 'x', message: 'No' } }, { status: listStatus }),
      ),
      http.patch(NOTIFICATIONS, () =>
        HttpResponse.json({ error: { code: 'x', message: 'Not now.' } }, { status: 409 }),
      ),
    )
    const open = await openPanel(user)
    const alert = await open.findByRole('alert')
    expect(alert).toHaveTextContent('Your notifications did not load.')
    listStatus = 200
    await user.click(within(alert).getByRole('button', { name: 'Try again' }))
    const row = within(await open.findByRole('listitem'))
    await user.click(row.getByRole('button', { name: 'Actions for this notification' }))
    await user.click(row.getByRole('button', { name: 'Mark as read' }))
    expect(
      await row.findByText(/^That did not work: .+ Try again in a moment\.$/),
    ).toBeInTheDocument()
    expect(
      row.getByRole('link', { name: unread('Amara Nwosu wants to connect') }),
    ).toBeInTheDocument()
    expect(bell()).toHaveAccessibleName('Notifications, 1 unread')
  })
})

describe('a notification’s moment on the school’s clock (issue 30 bug 4)', () => {
  afterEach(() => {
    vi.restoreAllMocks()
  })

  it('its tooltip reads New York’s time, named, on a device in UTC', async () => {
    deviceIn('UTC')
    const { user } = renderRoute('/', { school: { ...demoSchool, time_zone: 'America/New_York' } })
    answerNotifications([item(1)])
    const list = await openPanel(user)
    // By the item, not by its relative words: from a week on they are a date (the test's
    // item is fixed in time, the clock is not).
    const time = (await list.findByText('Amara Nwosu wants to connect'))
      .closest('li')
      ?.querySelector('time')
    expect(time).toHaveAttribute('title', expect.stringMatching(/^Nov 20, 2026, 5:00\sAM\sEST$/))
  })
})
