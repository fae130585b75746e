import { CheckInAnswer, CheckInBody, CheckInRoster, EventDetail, SyncPage } from '@quad/shared'
import { screen, waitFor } from '@testing-library/react'
import { http, HttpResponse } from 'msw'
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest'
import { answer, ORIGIN } from '../../test/fake-api.ts'
import { fakeEventDetail } from '../../test/fake-event-editor.ts'
import { renderRoute } from '../../test/render-route.tsx'
import { server } from '../../test/setup-routes.ts'

/*
 * Check-in (issue 15 item 4, decision 039): a typed code found, repeated, unknown; offline,
 * the saved roster answers and the check-in waits, then syncs when the browser is online.
 * IndexedDB is a Map here (jsdom has none); navigator.onLine is the test's to set.
 */
const stored = new Map<string, unknown>()
vi.mock('idb-keyval', () => ({
  get: (key: string) => Promise.resolve(stored.get(key)),
  set: (key: string, value: unknown) => {
    stored.set(key, value)
    return Promise.resolve()
  },
  update: (key: string, change: (old: unknown) => unknown) => {
    stored.set(key, change(stored.get(key)))
    return Promise.resolve()
  },
}))

let online = true
beforeEach(() => {
  online = true
  stored.clear()
  Object.defineProperty(navigator, 'onLine', { configurable: true, get: () => online })
})
afterEach(() => {
  online = true
})

const jonah = { uid: 'u-jonah', firstName: 'Jonah', lastName: 'Smith', avatarUrl: null }
const roster = CheckInRoster.parse({
  items: [
    { code: 'ABC234', uid: 'u-jonah', firstName: 'Jonah', lastName: 'Smith', checkedInAt: null },
    { code: 'XYZ789', uid: 'u-lena', firstName: 'Lena', lastName: 'Ruiz', checkedInAt: null },
  ],
  going: 2,
  checkedIn: 0,
})

/** The server's check-in: Jonah's code only; the second time it says so. */
function useCheckInApi() {
  const posted: CheckInBody[] = []
  let checkedInAt: string | null = null
  server.use(
    // Coming back online, the shell's chat catches up too: nothing new.
    http.get(`${ORIGIN}/api/v1/chat/sync`, () =>
      answer(SyncPage, { items: [], lastSeq: 0, hasMore: false }),
    ),
    http.get(`${ORIGIN}/api/v1/events/walk`, () =>
      answer(EventDetail, fakeEventDetail({ id: 'walk', title: 'Photo walk' })),
    ),
    http.get(`${ORIGIN}/api/v1/events/walk/check-ins`, () => answer(CheckInRoster, roster)),
    http.post(`${ORIGIN}/api/v1/events/walk/check-ins`, async ({ request }) => {
      const body = CheckInBody.parse(await request.json())
      posted.push(body)
      if (body.code !== 'ABC234') {
        return HttpResponse.json(
          { error: { code: 'not_found', message: 'No ticket with this code' } },
          { status: 404 },
        )
      }
      const already = checkedInAt !== null
      checkedInAt ??= body.scannedAt ?? '2026-10-14T17:04:00.000Z'
      return answer(CheckInAnswer, {
        attendee: jonah,
        checkedInAt,
        alreadyCheckedIn: already,
        checkedInCount: 1,
      })
    }),
  )
  return posted
}

async function openCheckIn() {
  const rendered = renderRoute('/events/walk/check-in')
  const input = await screen.findByRole('textbox', { name: 'Ticket code' })
  const type = async (code: string) => {
    await rendered.user.type(input, code)
    await rendered.user.click(screen.getByRole('button', { name: 'Check in' }))
  }
  return { ...rendered, input, type }
}

describe('/events/:eventId/check-in', () => {
  it('checks a typed code in, upper-cased as typed, and counts it', async () => {
    const posted = useCheckInApi()
    const { input, user, type } = await openCheckIn()
    expect(screen.getByRole('heading', { level: 1, name: 'Check in' })).toBeVisible()
    expect(await screen.findByText('Photo walk')).toBeVisible()
    expect(screen.getByTestId('check-in-counts')).toHaveTextContent('0 checked in of 2 going')
    await user.type(input, 'abc-2')
    expect(input).toHaveValue('ABC2')
    await user.clear(input)
    await type('abc234')
    await waitFor(() => {
      expect(screen.getByText('Jonah Smith checked in')).toBeVisible()
    })
    expect(screen.getByTestId('check-in-counts')).toHaveTextContent('1 checked in of 2 going')
    expect(posted).toEqual([{ code: 'ABC234' }])
    expect(input).toHaveValue('')
    expect(input).toHaveFocus()
  })

  it('says when a ticket was already checked in, and when no ticket has the code', async () => {
    useCheckInApi()
    const { type } = await openCheckIn()
    await type('ABC234')
    await screen.findByText('Jonah Smith checked in')
    await type('ABC234')
    expect(await screen.findByText(/^Already checked in at \d\d:\d\d: Jonah Smith$/)).toBeVisible()
    await type('ZZZ999')
    expect(await screen.findByText('No ticket with code ZZZ999')).toBeVisible()
  })

  it('offline: checks the saved roster, queues the check-in, and syncs it when online', async () => {
    const posted = useCheckInApi()
    const { type } = await openCheckIn()
    await screen.findByTestId('check-in-counts')
    online = false
    window.dispatchEvent(new Event('offline'))
    expect(await screen.findByText(/Offline: codes are checked against the list/)).toBeVisible()
    await type('ABC234')
    expect(await screen.findByText(/^Jonah Smith checked in \(saved on this phone/)).toBeVisible()
    expect(screen.getByText('1 check-in waiting to sync')).toBeVisible()
    expect(screen.getByTestId('check-in-counts')).toHaveTextContent('1 checked in of 2 going')
    await type('ABC234')
    expect(await screen.findByText(/^Already checked in at \d\d:\d\d: Jonah Smith$/)).toBeVisible()
    await type('ZZZ999')
    expect(await screen.findByText('No ticket with code ZZZ999')).toBeVisible()
    expect(posted).toEqual([])

    online = true
    window.dispatchEvent(new Event('online'))
    await waitFor(() => {
      expect(posted).toHaveLength(1)
    })
    expect(posted[0]?.code).toBe('ABC234')
    expect(posted[0]?.scannedAt).toMatch(/^\d{4}-\d\d-\d\dT/)
    await waitFor(() => {
      expect(screen.queryByText(/waiting to sync/)).toBeNull()
    })
  })

  it('keeps a check-in the server asked to slow down (429), and sends it again', async () => {
    const posted = useCheckInApi()
    server.use(
      http.post(
        `${ORIGIN}/api/v1/events/walk/check-ins`,
        () =>
          HttpResponse.json(
            { error: { code: 'rate_limited', message: 'Too many check-ins' } },
            { status: 429 },
          ),
        { once: true },
      ),
    )
    const { type } = await openCheckIn()
    await screen.findByTestId('check-in-counts')
    await type('ABC234')
    expect(await screen.findByText(/^Jonah Smith checked in \(saved on this phone/)).toBeVisible()
    expect(screen.getByText('1 check-in waiting to sync')).toBeVisible()
    window.dispatchEvent(new Event('online'))
    await waitFor(() => {
      expect(posted).toHaveLength(1)
    })
    expect(posted[0]?.code).toBe('ABC234')
    await waitFor(() => {
      expect(screen.queryByText(/waiting to sync/)).toBeNull()
    })
  })

  it('tells someone who does not run the event that check-in is not theirs', async () => {
    useCheckInApi()
    server.use(
      http.get(`${ORIGIN}/api/v1/events/walk/check-ins`, () =>
        HttpResponse.json(
          { error: { code: 'forbidden', message: 'Officers only' } },
          { status: 403 },
        ),
      ),
    )
    renderRoute('/events/walk/check-in')
    expect(
      await screen.findByRole('heading', { name: 'You cannot check people in to this event' }),
    ).toBeVisible()
    expect(screen.queryByRole('textbox', { name: 'Ticket code' })).toBeNull()
  })
})
