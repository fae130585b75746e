import { TZDate } from '@date-fns/tz'
import type { Event } from '@quad/shared'
import { locale } from '../../lib/i18n/messages.ts'
import { withZoneLabel, type SchoolClock } from '../../lib/school/school-clock.ts'

/*
 * When an event happens. A timed event is shown on the school's clock (issue 30 bug 4,
 * decision 072), its zone named when the device is elsewhere, with the event's own wall
 * clock added when its zone is not the school's (an online talk from another campus). An
 * all-day event is its dates, never converted: a fair on 10 March is on 10 March everywhere
 * (api.md: all-day dates, both inclusive).
 */

type EventTimes = Pick<
  Event,
  'startsAt' | 'endsAt' | 'localStart' | 'localEnd' | 'isAllDay' | 'timeZone'
>

const formats = new Map<string, Intl.DateTimeFormat>()

/** Building a formatter is far slower than using one: one per zone and style. */
function format(
  zone: string,
  style: 'day' | 'weekday' | 'month' | 'time' | 'long',
): Intl.DateTimeFormat {
  const key = `${zone}|${style}`
  const cached = formats.get(key)
  if (cached) return cached
  const options: Record<typeof style, Intl.DateTimeFormatOptions> = {
    day: { day: 'numeric' },
    weekday: { weekday: 'short' },
    month: { month: 'short' },
    time: { hour: 'numeric', minute: '2-digit' },
    long: { weekday: 'short', day: 'numeric', month: 'short' },
  }
  const made = new Intl.DateTimeFormat(locale, { ...options[style], timeZone: zone })
  formats.set(key, made)
  return made
}

/** 'YYYY-MM-DD' as the instant of that date's midnight in UTC, to be formatted in UTC. */
function dateOnly(value: string): Date {
  const [y = 1970, m = 1, d = 1] = value.slice(0, 10).split('-').map(Number)
  return new Date(Date.UTC(y, m - 1, d))
}

/** Where the event starts, and the zone to read it in. */
function startOf(event: EventTimes, zone: string): { at: Date; zone: string } {
  return event.isAllDay
    ? { at: dateOnly(event.localStart), zone: 'UTC' }
    : { at: new Date(event.startsAt), zone }
}

/** The card's date block: month, day and weekday of the first day. */
export function dateBlock(event: EventTimes, clock: SchoolClock) {
  const { at, zone } = startOf(event, clock.zone)
  return {
    month: format(zone, 'month').format(at),
    day: format(zone, 'day').format(at),
    weekday: format(zone, 'weekday').format(at),
  }
}

const sameDay = (a: Date, b: Date, zone: string) =>
  format(zone, 'long').format(a) === format(zone, 'long').format(b)

/**
 * "Tue, Mar 10, 7:00 PM – 9:00 PM" ("… 9:00 PM EDT" on a device elsewhere), "Fri, Mar 13,
 * 6:00 PM – Sun, Mar 15, 12:00 PM", or for an all-day event its dates alone ("Mon, Mar 9 –
 * Wed, Mar 11"); `allDay` says which.
 */
export function whenText(event: EventTimes, clock: SchoolClock): { text: string; allDay: boolean } {
  if (event.isAllDay) {
    const first = dateOnly(event.localStart)
    const last = dateOnly(event.localEnd)
    const day = format('UTC', 'long')
    const text = sameDay(first, last, 'UTC')
      ? day.format(first)
      : `${day.format(first)} – ${day.format(last)}`
    return { text, allDay: true }
  }
  const start = new Date(event.startsAt)
  const end = new Date(event.endsAt)
  const { zone } = clock
  const day = format(zone, 'long')
  const time = format(zone, 'time')
  const text = sameDay(start, end, zone)
    ? `${day.format(start)}, ${time.format(start)} – ${time.format(end)}`
    : `${day.format(start)}, ${time.format(start)} – ${day.format(end)}, ${time.format(end)}`
  return { text: withZoneLabel(clock, text, start), allDay: false }
}

/**
 * The event's own wall clock when its zone is not the school's ("7:00 PM – 9:00 PM" in
 * "Europe/Paris"); null when they agree or for an all-day event.
 */
export function eventZoneTime(
  event: EventTimes,
  clock: SchoolClock,
): { time: string; zone: string } | null {
  if (event.isAllDay || event.timeZone === clock.zone) return null
  const time = format(event.timeZone, 'time')
  return {
    time: `${time.format(new Date(event.startsAt))} – ${time.format(new Date(event.endsAt))}`,
    zone: event.timeZone.replaceAll('_', ' '),
  }
}

/**
 * Week starts Monday (spec 9): "This week" runs from now to next Monday's midnight on the
 * school's clock, whatever the device's zone.
 */
export function endOfWeek(now: Date, zone: string): Date {
  const local = new TZDate(now, zone)
  const daysToMonday = (8 - local.getDay()) % 7 || 7
  const monday = new TZDate(
    local.getFullYear(),
    local.getMonth(),
    local.getDate() + daysToMonday,
    zone,
  )
  return new Date(monday.getTime())
}

/** A moment of today on the school's clock ("7:04 PM", "7:04 PM EST"): a check-in time. */
export function formatTime(at: string, clock: SchoolClock): string {
  const when = new Date(at)
  return withZoneLabel(clock, format(clock.zone, 'time').format(when), when)
}
