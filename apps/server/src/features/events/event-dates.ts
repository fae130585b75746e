// Subpaths: the 'date-fns' barrel loads ~250 modules, seconds of a start (decision 064).
import { subMinutes } from 'date-fns/subMinutes'

/**
 * An all-day event's first and last dates in its own zone ('YYYY-MM-DD', both
 * inclusive): the stored end is the midnight after the last day, so the last date is
 * read a minute before it (`presentEvent`'s `localEnd`).
 */
export function allDayDates(
  startsAt: Date,
  endsAt: Date,
  timeZone: string,
): { first: string; last: string } {
  return {
    first: wallClock(startsAt, timeZone, true),
    last: wallClock(subMinutes(endsAt, 1), timeZone, true),
  }
}

/**
 * The wall-clock reading of an instant in a zone: 'YYYY-MM-DDTHH:mm', or for an all-day
 * event's dates 'YYYY-MM-DD'. An all-day event's stored end is the midnight after its
 * last day, so its last date is read a minute before.
 */
export function wallClock(at: Date, timeZone: string, dateOnly = false): string {
  const parts: Record<string, string> = {}
  for (const part of formatterFor(timeZone).formatToParts(at)) parts[part.type] = part.value
  const date = `${parts['year'] ?? ''}-${parts['month'] ?? ''}-${parts['day'] ?? ''}`
  return dateOnly ? date : `${date}T${parts['hour'] ?? ''}:${parts['minute'] ?? ''}`
}

/**
 * One formatter per zone, kept: building an `Intl.DateTimeFormat` costs far more than
 * using one, and a calendar month formats hundreds of times (P8 profile: a `TZDate` per
 * item was the answer's largest cost). The zones are the few a school's events use.
 */
const formatters = new Map<string, Intl.DateTimeFormat>()
function formatterFor(timeZone: string): Intl.DateTimeFormat {
  let formatter = formatters.get(timeZone)
  if (!formatter) {
    formatter = new Intl.DateTimeFormat('en-CA', {
      timeZone,
      year: 'numeric',
      month: '2-digit',
      day: '2-digit',
      hour: '2-digit',
      minute: '2-digit',
      hourCycle: 'h23',
    })
    formatters.set(timeZone, formatter)
  }
  return formatter
}
