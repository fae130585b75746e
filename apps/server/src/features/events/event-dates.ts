import { subMinutes } from 'date-fns'
import { wallClock } from './event-presenter.ts'

/**
 * An all-day event's first and last dates in its own zone ('YYYY-MM-DD', both
 * inclusive): the stored end is the midnight after the last day, so the last date is
 * read a minute before it (as `presentEvent` does).
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
