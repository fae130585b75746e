import { screen, waitFor, within } from '@testing-library/react'
import { afterEach, beforeAll, describe, expect, it, vi } from 'vitest'
import { setViewportWidth } from '../../test/browser-gaps.ts'
import { deviceIn } from '../../test/device-zone.ts'
import { demoSchool, maya } from '../../test/fake-api.ts'
import { calendarHandlers, calendarItem } from '../../test/fake-calendar.ts'
import { fakeClub } from '../../test/fake-club.ts'
import { fakeEvent } from '../../test/fake-event.ts'
import { useEventEditorApi } from '../../test/fake-event-editor.ts'
import { renderRoute } from '../../test/render-route.tsx'
import { server } from '../../test/setup-routes.ts'
import { fakeEventsApi } from './events-fakes.ts'

/*
 * Issue 30 bug 4: event times read on the school's clock with the zone named whenever the
 * device is elsewhere: a 5:30 PM New York walk is "5:30 PM EST" on a laptop in UTC, never
 * "10:30 PM". The device's zone is stood in for (Intl's resolvedOptions), so the test holds
 * in whatever zone the machine runs.
 */
const newYork = { ...demoSchool, time_zone: 'America/New_York' }

afterEach(() => {
  vi.restoreAllMocks()
})

// Thursday 9 January 2031, 5:30–7:00 PM in New York (EST, UTC−5): fixed, not "now".
const walk = fakeEvent({
  id: 'walk',
  title: 'Harbour photo walk',
  startsAt: '2031-01-09T22:30:00.000Z',
  endsAt: '2031-01-10T00:00:00.000Z',
  localStart: '2031-01-09T17:30',
  localEnd: '2031-01-09T19:00',
  timeZone: 'America/New_York',
})

const card = async () => {
  const region = await screen.findByRole('region', { name: 'Events' })
  const link = await within(region).findByRole('link', { name: 'Harbour photo walk' })
  return link.closest('article') ?? region
}

describe('event times on the school’s clock (issue 30 bug 4)', () => {
  it('a New York walk reads 5:30 PM EST on a device in UTC', async () => {
    deviceIn('UTC')
    fakeEventsApi({ events: [walk] })
    renderRoute('/events', { school: newYork })
    const shown = await card()
    expect(shown).toHaveTextContent('Thu, Jan 9, 5:30 PM – 7:00 PM EST')
    expect(shown).not.toHaveTextContent('10:30 PM')
  })

  it('names no zone when the device is in the school’s', async () => {
    deviceIn('America/New_York')
    fakeEventsApi({ events: [walk] })
    renderRoute('/events', { school: newYork })
    const shown = await card()
    expect(shown).toHaveTextContent('Thu, Jan 9, 5:30 PM – 7:00 PM')
    expect(shown).not.toHaveTextContent('EST')
  })

  it('“This week” ends with the school’s week, not the device’s', async () => {
    deviceIn('Asia/Tokyo')
    const calls = fakeEventsApi({ events: [walk] })
    const { user } = renderRoute('/events', { school: newYork })
    await card()
    await user.click(screen.getByRole('button', { name: 'This week' }))
    await waitFor(() => {
      expect(calls.list.at(-1)?.searchParams.has('to')).toBe(true)
    })
    const to = new Date(calls.list.at(-1)?.searchParams.get('to') ?? '')
    // Monday midnight in New York: 00:00 on its clock, whatever Tokyo's reads.
    const clock = new Intl.DateTimeFormat('en-GB', {
      timeZone: 'America/New_York',
      weekday: 'short',
      hour: '2-digit',
      minute: '2-digit',
      hourCycle: 'h23',
    })
    expect(clock.format(to)).toBe('Mon 00:00')
  })

  it('a new event starts in the school’s zone, wherever the officer’s laptop is', async () => {
    deviceIn('UTC')
    useEventEditorApi({
      clubs: [fakeClub({ id: 'photo', name: 'Photography Club', membership: 'officer' })],
    })
    renderRoute('/events/new', { school: newYork, user: maya })
    await screen.findByRole('form', { name: 'The event' })
    expect(screen.getByRole('combobox', { name: 'Time zone' })).toHaveValue('America/New_York')
  })
})

describe('the calendar on the school’s clock (issue 30 bug 4)', () => {
  beforeAll(async () => {
    await import('./calendar.tsx')
  }, 60_000)

  it('draws a New York evening on its New York day and hour, seen from Tokyo', async () => {
    deviceIn('Asia/Tokyo')
    setViewportWidth(1280)
    // Tuesday 7 January 2031, 5:30–7:00 PM in New York: Wednesday morning in Tokyo.
    const { handlers, calls } = calendarHandlers([
      calendarItem({
        id: 'walk',
        title: 'Harbour photo walk',
        dateStart: '2031-01-07T22:30:00.000Z',
        dateEnd: '2031-01-08T00:00:00.000Z',
      }),
    ])
    server.use(...handlers)
    renderRoute('/calendar?view=week&date=2031-01-07', { school: newYork })
    const tuesday = await screen.findByRole('group', { name: 'Tuesday, January 7, 2031' })
    const walkLink = await within(tuesday).findByRole('link', { name: /^Harbour photo walk/ })
    expect(walkLink).toHaveAccessibleName(/5:30\sPM to 7:00\sPM\sEST/)
    expect(screen.getByText('Times are the school’s: America/New York (EST).')).toBeVisible()
    // 17:30 is 70 rem down the day (an hour is 4rem).
    expect(walkLink.style.top).toBe('70rem')
    const wednesday = screen.getByRole('group', { name: 'Wednesday, January 8, 2031' })
    expect(within(wednesday).queryAllByRole('link')).toHaveLength(0)
    // The week asked for is New York's: Monday 6 January 00:00 there to the next Monday.
    expect(calls.ranges.at(-1)?.get('from')).toBe('2031-01-06T05:00:00.000Z')
    expect(calls.ranges.at(-1)?.get('to')).toBe('2031-01-13T05:00:00.000Z')
  })
})
