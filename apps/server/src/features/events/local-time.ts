import { TZDate } from '@date-fns/tz'
// Subpaths: the 'date-fns' barrel loads ~250 modules, seconds of a start (decision 064).
import { addDays } from 'date-fns/addDays'
import { EVENT_DURATION_MAX_DAYS, isTimeZone } from '@quad/shared'
import { fieldError } from '../../platform/errors.ts'
import { wallClock } from './event-dates.ts'

/** A wall-clock reading: its fields, as written ('YYYY-MM-DD' or 'YYYY-MM-DDTHH:mm'). */
export interface WallTime {
  year: number
  month: number
  day: number
  hour: number
  minute: number
  dateOnly: boolean
}

const DAY_MS = 24 * 60 * 60 * 1000

/** Reads 'YYYY-MM-DD' or 'YYYY-MM-DDTHH:mm'; null when it names no real day or time. */
export function parseWallTime(text: string): WallTime | null {
  const match = /^(\d{4})-(\d{2})-(\d{2})(?:T(\d{2}):(\d{2}))?$/.exec(text)
  if (!match) return null
  const [year, month, day, hour, minute] = match.slice(1, 6).map((part) => Number(part ?? 0))
  const wall = {
    year: year ?? 0,
    month: month ?? 0,
    day: day ?? 0,
    hour: hour ?? 0,
    minute: minute ?? 0,
    dateOnly: match[4] === undefined,
  }
  // Date.UTC rolls 31 February over into March: a date that does not round-trip is none.
  const floating = floatingDate(wall)
  const real =
    floating.getUTCMonth() + 1 === wall.month &&
    floating.getUTCDate() === wall.day &&
    wall.hour < 24 &&
    wall.minute < 60
  return real ? wall : null
}

/** The wall time as a UTC date with the same fields ("floating": how rrule expands). */
export function floatingDate(wall: Omit<WallTime, 'dateOnly'>): Date {
  return new Date(Date.UTC(wall.year, wall.month - 1, wall.day, wall.hour, wall.minute))
}

/** A floating date's fields back as a wall time. */
export function wallOf(floating: Date, dateOnly = false): WallTime {
  return {
    year: floating.getUTCFullYear(),
    month: floating.getUTCMonth() + 1,
    day: floating.getUTCDate(),
    hour: floating.getUTCHours(),
    minute: floating.getUTCMinutes(),
    dateOnly,
  }
}

/**
 * The instant a wall time names in `timeZone`. A time a DST change skips (02:30 on the
 * March change in Berlin) is read forward, as the zone's clocks did.
 */
export function instantOf(wall: Omit<WallTime, 'dateOnly'>, timeZone: string): Date {
  const at = new TZDate(wall.year, wall.month - 1, wall.day, wall.hour, wall.minute, timeZone)
  return new Date(at.getTime())
}

/** What an event's times are once checked: instants, and the wall clock they came from. */
export interface EventTimes {
  startsAt: Date
  endsAt: Date
  allDay: boolean
  /** The first start's wall time: a series is expanded from it. */
  start: WallTime
  /** How long each occurrence lasts on the wall clock, in minutes (an all-day: whole days). */
  wallMinutes: number
}

/**
 * Turns written times into instants (issue 15): a known zone; dates for an all-day event
 * (local midnight of the first day to the midnight after the last), wall-clock times
 * otherwise; the end not before the start; at most EVENT_DURATION_MAX_DAYS long; and a
 * new event not in the past. Each refusal is a 400 naming its field.
 */
export function eventTimes(
  input: { localStart: string; localEnd: string; timeZone: string; isAllDay: boolean },
  options: { now: Date; refusePast: boolean },
): EventTimes {
  const { timeZone, isAllDay } = input
  if (!isTimeZone(timeZone)) throw fieldError('body.timeZone', 'is not a known IANA time zone')
  const start = readWall(input.localStart, 'body.localStart', isAllDay)
  const end = readWall(input.localEnd, 'body.localEnd', isAllDay)
  const startsAt = instantOf(start, timeZone)
  const endFloating = isAllDay ? addDays(floatingDate(end), 1) : floatingDate(end)
  const endsAt = instantOf(wallOf(endFloating), timeZone)
  const wallMinutes = (endFloating.getTime() - floatingDate(start).getTime()) / 60_000
  if (wallMinutes < 0) throw fieldError('body.localEnd', 'must not be before the start')
  if (endsAt.getTime() - startsAt.getTime() > EVENT_DURATION_MAX_DAYS * DAY_MS) {
    throw fieldError('body.localEnd', `an event lasts at most ${EVENT_DURATION_MAX_DAYS} days`)
  }
  if (options.refusePast && isPast(startsAt, start, timeZone, options.now)) {
    throw fieldError('body.localStart', 'must not be in the past')
  }
  return { startsAt, endsAt, allDay: isAllDay, start, wallMinutes }
}

function readWall(text: string, path: string, dateOnly: boolean): WallTime {
  const wall = parseWallTime(text)
  if (!wall) throw fieldError(path, 'is not a real date and time')
  if (dateOnly && !wall.dateOnly) throw fieldError(path, 'must be a date for an all-day event')
  if (!dateOnly && wall.dateOnly) throw fieldError(path, 'must be a date and a time')
  return wall
}

/** An all-day event may start today (its midnight has passed); a timed one not before now. */
function isPast(startsAt: Date, start: WallTime, timeZone: string, now: Date): boolean {
  if (!start.dateOnly) return startsAt.getTime() < now.getTime()
  return wallClock(floatingDate(start), 'UTC', true) < wallClock(now, timeZone, true)
}

/**
 * One occurrence's instants: its wall-clock start in the zone, and its end as long after
 * on the wall clock as the first one's (19:00–21:00 stays 19:00–21:00 across DST).
 */
export function occurrenceTimes(
  start: WallTime,
  times: Pick<EventTimes, 'wallMinutes' | 'allDay'>,
  timeZone: string,
): { startsAt: Date; endsAt: Date; allDay: boolean } {
  const end = new Date(floatingDate(start).getTime() + times.wallMinutes * 60_000)
  return {
    startsAt: instantOf(start, timeZone),
    endsAt: instantOf(wallOf(end), timeZone),
    allDay: times.allDay,
  }
}
