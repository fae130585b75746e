import { screen, waitFor, within } from '@testing-library/react'
import { afterEach, describe, expect, it, vi } from 'vitest'
import { demoSchool, maya } from '../../test/fake-api.ts'
import { fakeClub } from '../../test/fake-club.ts'
import { fakeEvent } from '../../test/fake-event.ts'
import { useEventEditorApi } from '../../test/fake-event-editor.ts'
import { renderRoute } from '../../test/render-route.tsx'
import { fakeEventsApi } from './events-fakes.ts'

/*
 * Issue 30 bug 4: event times read on the school's clock with the zone named whenever the
 * device is elsewhere: a 5:30 PM New York walk is "5:30 PM EST" on a laptop in UTC, never
 * "10:30 PM". The device's zone is stood in for (Intl's resolvedOptions), so the test holds
 * in whatever zone the machine runs.
 */
const newYork = { ...demoSchool, time_zone: 'America/New_York' }

/** This device is in `zone`, as Intl reports it to the app. */
function deviceIn(zone: string) {
  const real = Intl.DateTimeFormat.prototype.resolvedOptions
  vi.spyOn(Intl.DateTimeFormat.prototype, 'resolvedOptions').mockImplementation(function (
    this: Intl.DateTimeFormat,
  ) {
    return { ...real.call(this), timeZone: zone }
  })
}
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
