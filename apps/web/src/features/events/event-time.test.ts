import { describe, expect, it } from 'vitest'
import { dateBlock, endOfWeek, eventZoneTime, whenText } from './event-time.ts'

const timed = {
  startsAt: '2026-03-10T18:00:00.000Z',
  endsAt: '2026-03-10T20:00:00.000Z',
  localStart: '2026-03-10T19:00',
  localEnd: '2026-03-10T21:00',
  isAllDay: false,
  timeZone: 'Europe/Berlin',
}

describe('event times as the viewer reads them', () => {
  it('shows a timed event in the viewer’s zone, with the event’s own clock when it differs', () => {
    expect(whenText(timed, 'Europe/Berlin')).toEqual({
      text: 'Tue, Mar 10, 7:00 PM – 9:00 PM',
      allDay: false,
    })
    expect(eventZoneTime(timed, 'Europe/Berlin')).toBeNull()
    expect(whenText(timed, 'America/New_York').text).toBe('Tue, Mar 10, 2:00 PM – 4:00 PM')
    expect(eventZoneTime(timed, 'America/New_York')).toEqual({
      time: '7:00 PM – 9:00 PM',
      zone: 'Europe/Berlin',
    })
  })

  it('a timed event crossing midnight names both days', () => {
    const late = { ...timed, endsAt: '2026-03-11T01:00:00.000Z' }
    expect(whenText(late, 'Europe/Berlin').text).toBe('Tue, Mar 10, 7:00 PM – Wed, Mar 11, 2:00 AM')
  })

  it('keeps an all-day event’s dates in every zone, one day or several', () => {
    const fair = {
      ...timed,
      isAllDay: true,
      localStart: '2026-03-09',
      localEnd: '2026-03-11',
      startsAt: '2026-03-08T23:00:00.000Z',
      endsAt: '2026-03-11T23:00:00.000Z',
    }
    expect(whenText(fair, 'Pacific/Auckland')).toEqual({
      text: 'Mon, Mar 9 – Wed, Mar 11',
      allDay: true,
    })
    expect(whenText({ ...fair, localEnd: '2026-03-09' }, 'America/Los_Angeles').text).toBe(
      'Mon, Mar 9',
    )
    expect(dateBlock(fair, 'America/Los_Angeles')).toEqual({
      month: 'Mar',
      day: '9',
      weekday: 'Mon',
    })
    expect(eventZoneTime(fair, 'America/Los_Angeles')).toBeNull()
  })

  it('the date block follows the viewer’s zone for a timed event', () => {
    expect(dateBlock(timed, 'Pacific/Auckland')).toEqual({
      month: 'Mar',
      day: '11',
      weekday: 'Wed',
    })
  })

  it('“this week” ends at next Monday’s midnight (spec 9: the week starts on Monday)', () => {
    expect(endOfWeek(new Date(2026, 2, 11, 15))).toEqual(new Date(2026, 2, 16))
    expect(endOfWeek(new Date(2026, 2, 15, 23))).toEqual(new Date(2026, 2, 16))
    expect(endOfWeek(new Date(2026, 2, 16, 0, 30))).toEqual(new Date(2026, 2, 23))
  })
})
