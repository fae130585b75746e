import { describe, expect, it } from 'vitest'
import { schoolClock } from '../../lib/school/school-clock.ts'
import { dateBlock, endOfWeek, eventZoneTime, formatTime, whenText } from './event-time.ts'

/** A school in `zone` seen from a device in the same zone: no label. */
const at = (zone: string) => schoolClock(zone, zone)

const timed = {
  startsAt: '2026-03-10T18:00:00.000Z',
  endsAt: '2026-03-10T20:00:00.000Z',
  localStart: '2026-03-10T19:00',
  localEnd: '2026-03-10T21:00',
  isAllDay: false,
  timeZone: 'Europe/Berlin',
}

describe('event times on the school’s clock', () => {
  it('shows a timed event in the school’s zone, with the event’s own clock when it differs', () => {
    expect(whenText(timed, at('Europe/Berlin'))).toEqual({
      text: 'Tue, Mar 10, 7:00 PM – 9:00 PM',
      allDay: false,
    })
    expect(eventZoneTime(timed, at('Europe/Berlin'))).toBeNull()
    expect(whenText(timed, at('America/New_York')).text).toBe('Tue, Mar 10, 2:00 PM – 4:00 PM')
    expect(eventZoneTime(timed, at('America/New_York'))).toEqual({
      time: '7:00 PM – 9:00 PM',
      zone: 'Europe/Berlin',
    })
  })

  it('a timed event crossing midnight names both days', () => {
    const late = { ...timed, endsAt: '2026-03-11T01:00:00.000Z' }
    expect(whenText(late, at('Europe/Berlin')).text).toBe(
      'Tue, Mar 10, 7:00 PM – Wed, Mar 11, 2:00 AM',
    )
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
    expect(whenText(fair, at('Pacific/Auckland'))).toEqual({
      text: 'Mon, Mar 9 – Wed, Mar 11',
      allDay: true,
    })
    expect(whenText({ ...fair, localEnd: '2026-03-09' }, at('America/Los_Angeles')).text).toBe(
      'Mon, Mar 9',
    )
    expect(dateBlock(fair, at('America/Los_Angeles'))).toEqual({
      month: 'Mar',
      day: '9',
      weekday: 'Mon',
    })
    expect(eventZoneTime(fair, at('America/Los_Angeles'))).toBeNull()
  })

  it('the date block follows the school’s zone for a timed event', () => {
    expect(dateBlock(timed, at('Pacific/Auckland'))).toEqual({
      month: 'Mar',
      day: '11',
      weekday: 'Wed',
    })
  })

  it('names the school’s zone after the time when the device is elsewhere (issue 30 bug 4)', () => {
    const walk = {
      ...timed,
      startsAt: '2026-03-05T22:30:00.000Z',
      endsAt: '2026-03-05T23:30:00.000Z',
    }
    const newYork = { ...walk, timeZone: 'America/New_York' }
    expect(whenText(newYork, schoolClock('America/New_York', 'UTC')).text).toBe(
      'Thu, Mar 5, 5:30 PM – 6:30 PM\u00a0EST',
    )
    expect(whenText(newYork, schoolClock('America/New_York', 'America/New_York')).text).toBe(
      'Thu, Mar 5, 5:30 PM – 6:30 PM',
    )
    // Summer time changes the name; another zone without an English abbreviation is GMT±n.
    const july = {
      ...newYork,
      startsAt: '2026-07-09T21:30:00.000Z',
      endsAt: '2026-07-09T22:30:00.000Z',
    }
    expect(whenText(july, schoolClock('America/New_York', 'UTC')).text).toMatch(
      /5:30 PM – 6:30 PM\u00a0EDT$/,
    )
    expect(formatTime('2026-03-05T22:30:00.000Z', schoolClock('Europe/Paris', 'UTC'))).toBe(
      '11:30 PM\u00a0GMT+1',
    )
    // A zone this browser does not know: the device's clock, unlabelled, never a crash.
    expect(schoolClock('Mars/Olympus_Mons', 'Asia/Tokyo')).toEqual({
      zone: 'Asia/Tokyo',
      labelled: false,
    })
  })

  it('“this week” ends at the school’s next Monday midnight (spec 9), whatever the device', () => {
    const ny = 'America/New_York'
    // Wednesday 11 March 15:00 in New York → Monday 16 March 00:00 New York (04:00 UTC, DST).
    expect(endOfWeek(new Date('2026-03-11T19:00:00Z'), ny).toISOString()).toBe(
      '2026-03-16T04:00:00.000Z',
    )
    // Sunday 23:00 in New York is already Monday in UTC: still that New York week.
    expect(endOfWeek(new Date('2026-03-16T03:00:00Z'), ny).toISOString()).toBe(
      '2026-03-16T04:00:00.000Z',
    )
    expect(endOfWeek(new Date('2026-03-16T04:30:00Z'), ny).toISOString()).toBe(
      '2026-03-23T04:00:00.000Z',
    )
  })
})
