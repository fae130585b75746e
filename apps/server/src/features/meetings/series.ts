import { TZDate } from '@date-fns/tz'
import type { CreateMeetingSeriesBody } from '@quad/shared'

/** One slot of a series: its instants, and its wall-clock day for an error's sentence. */
export interface SeriesSlot {
  day: string
  startsAt: Date
  endsAt: Date
}

const DAY_MS = 86_400_000

/** 'HH:MM' as hours and minutes (the contract checked the shape). */
function hoursMinutes(time: string): [number, number] {
  const [hours = 0, minutes = 0] = time.split(':').map(Number)
  return [hours, minutes]
}

/** The instant a wall-clock day and time is in `timeZone` (a DST gap moves it forward). */
function onClock(day: Date, time: string, timeZone: string): Date {
  const [hours, minutes] = hoursMinutes(time)
  const at = new TZDate(
    day.getUTCFullYear(),
    day.getUTCMonth(),
    day.getUTCDate(),
    hours,
    minutes,
    timeZone,
  )
  return new Date(at.getTime())
}

/**
 * The series' slots, soonest first: every day of `weeks` weeks from `firstDay` whose
 * weekday is chosen, from `startTime` to `endTime` on the school's clock, so office hours
 * stay at 10:00 across a change of summer time.
 */
export function seriesSlots(body: CreateMeetingSeriesBody, timeZone: string): SeriesSlot[] {
  const weekdays = new Set(body.weekdays)
  const first = Date.parse(`${body.firstDay}T00:00:00Z`)
  const slots: SeriesSlot[] = []
  for (let offset = 0; offset < body.weeks * 7; offset++) {
    const day = new Date(first + offset * DAY_MS)
    if (!weekdays.has(day.getUTCDay())) continue
    slots.push({
      day: day.toISOString().slice(0, 10),
      startsAt: onClock(day, body.startTime, timeZone),
      endsAt: onClock(day, body.endTime, timeZone),
    })
  }
  return slots
}
