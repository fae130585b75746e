import { TZDate } from '@date-fns/tz'
import type { MeetingSlot } from '@quad/shared'
import { locale } from '../../lib/i18n/messages.ts'
import { withZoneLabel, type SchoolClock } from '../../lib/school/school-clock.ts'

/*
 * Meetings on the school's clock (decision 072): grouped by the school's day, their times
 * its, the zone named when the device is elsewhere.
 */
const formats = new Map<string, Intl.DateTimeFormat>()
const styles = {
  day: { weekday: 'long', day: 'numeric', month: 'long' },
  key: { year: 'numeric', month: '2-digit', day: '2-digit' },
  time: { hour: 'numeric', minute: '2-digit' },
} satisfies Record<string, Intl.DateTimeFormatOptions>

/** One formatter per zone and style, built on first use (no Intl as modules load, decision 079). */
function format(zone: string, style: keyof typeof styles): Intl.DateTimeFormat {
  const key = `${zone}|${style}`
  const cached = formats.get(key)
  if (cached) return cached
  const made = new Intl.DateTimeFormat(style === 'key' ? 'en-CA' : locale, {
    ...styles[style],
    timeZone: zone,
  })
  formats.set(key, made)
  return made
}

/** "Tuesday, 1 December": the school's day a slot starts on. */
export const dayText = (at: string, clock: SchoolClock) =>
  format(clock.zone, 'day').format(new Date(at))

/** "10:00 AM – 10:30 AM" ("… EST" on a device elsewhere). */
export function timeRange(slot: Pick<MeetingSlot, 'startsAt' | 'endsAt'>, clock: SchoolClock) {
  const time = format(clock.zone, 'time')
  const start = new Date(slot.startsAt)
  const text = `${time.format(start)} – ${time.format(new Date(slot.endsAt))}`
  return withZoneLabel(clock, text, start)
}

/** "Tuesday, 1 December, 10:00 AM – 10:30 AM": a slot in one phrase. */
export const whenText = (slot: Pick<MeetingSlot, 'startsAt' | 'endsAt'>, clock: SchoolClock) =>
  `${dayText(slot.startsAt, clock)}, ${timeRange(slot, clock)}`

/** Slots in start order, grouped by the school's day ('YYYY-MM-DD' keys, in order). */
export function byDay<T extends Pick<MeetingSlot, 'startsAt'>>(
  slots: readonly T[],
  clock: SchoolClock,
): { day: string; slots: T[] }[] {
  const days = new Map<string, T[]>()
  for (const slot of slots) {
    const key = format(clock.zone, 'key').format(new Date(slot.startsAt))
    days.set(key, [...(days.get(key) ?? []), slot])
  }
  return [...days].map(([day, list]) => ({ day, slots: list }))
}

/** Today on the school's clock, 'YYYY-MM-DD' (a form's first day). */
export const schoolToday = (clock: SchoolClock, now = new Date()) =>
  format(clock.zone, 'key').format(now)

/** A day and 'HH:MM' on the school's clock as an instant (ISO 8601). */
export function onSchoolClock(day: string, time: string, clock: SchoolClock): string {
  const [y = 1970, m = 1, d = 1] = day.split('-').map(Number)
  const [hours = 0, minutes = 0] = time.split(':').map(Number)
  return new Date(new TZDate(y, m - 1, d, hours, minutes, clock.zone).getTime()).toISOString()
}

/** The weekday (0 Sunday … 6 Saturday) of a 'YYYY-MM-DD' day. */
export const weekdayOf = (day: string) => new Date(`${day}T12:00:00Z`).getUTCDay()
