import { TZDate } from '@date-fns/tz'
import { WEEKDAYS, isTimeZone, type Weekday } from '@quad/shared'

const DAY_MS = 24 * 60 * 60 * 1000

/** The instants asked for: `from` inclusive, `to` exclusive. */
export interface Window {
  from: Date
  to: Date
}

/** What expanding a meeting needs: its weekly pattern and the dates it runs between. */
export interface WeeklyPattern {
  days: readonly string[]
  /** 'HH:MM' on the wall clock of `timeZone`. */
  startTime: string
  endTime: string
  timeZone: string
  /** 'YYYY-MM-DD', inclusive: the meeting's own dates, else its term's. */
  firstDay: string
  lastDay: string
}

/** One dated class: the day on the meeting's wall clock and its instants. */
export interface Occurrence {
  day: string
  start: Date
  end: Date
}

/** 'YYYY-MM-DD' of an instant on the wall clock of `timeZone`. */
export function dayIn(at: Date, timeZone: string): string {
  const local = new TZDate(at.getTime(), timeZone)
  return isoDay(new Date(Date.UTC(local.getFullYear(), local.getMonth(), local.getDate())))
}

const isoDay = (floating: Date) => floating.toISOString().slice(0, 10)
const floatingDay = (day: string) => new Date(`${day}T00:00:00Z`)
const minutesOf = (time: string) => Number(time.slice(0, 2)) * 60 + Number(time.slice(3, 5))

/** The instant of `minutes` past midnight of the floating `day` on the zone's wall clock. */
function instantAt(floating: Date, minutes: number, timeZone: string): Date {
  // Past midnight (an end on the next day): that day's wall clock.
  const day = new Date(floating.getTime() + Math.floor(minutes / (24 * 60)) * DAY_MS)
  const inDay = minutes % (24 * 60)
  const at = new TZDate(
    day.getUTCFullYear(),
    day.getUTCMonth(),
    day.getUTCDate(),
    Math.floor(inDay / 60),
    inDay % 60,
    timeZone,
  )
  return new Date(at.getTime())
}

/** RFC 5545 code of a floating day (Date's Sunday-first index to the Monday-first list). */
const weekdayOf = (day: Date): Weekday => WEEKDAYS[(day.getUTCDay() + 6) % 7] as Weekday

/**
 * A weekly meeting's classes overlapping the window (issue 17): on each of its days
 * between its first and last day, from its start to its end time on the wall clock of its
 * zone, so a 09:00 class stays 09:00 across a DST change (its UTC instant moves). An end
 * time not after the start ends on the next day (a class past midnight). A zone the
 * runtime does not know gives no classes rather than wrong ones.
 */
export function occurrences(pattern: WeeklyPattern, window: Window): Occurrence[] {
  const { timeZone } = pattern
  if (!isTimeZone(timeZone)) return []
  const days = new Set(pattern.days)
  const startMinutes = minutesOf(pattern.startTime)
  let endMinutes = minutesOf(pattern.endTime)
  if (endMinutes <= startMinutes) endMinutes += 24 * 60
  // A class starting the local day before `from` may still run into the window.
  const before = isoDay(new Date(floatingDay(dayIn(window.from, timeZone)).getTime() - DAY_MS))
  const first = maxDay(pattern.firstDay, before)
  const last = minDay(pattern.lastDay, dayIn(window.to, timeZone))
  const found: Occurrence[] = []
  for (let day = floatingDay(first); isoDay(day) <= last; day = new Date(day.getTime() + DAY_MS)) {
    if (!days.has(weekdayOf(day))) continue
    const start = instantAt(day, startMinutes, timeZone)
    const end = instantAt(day, endMinutes, timeZone)
    if (start < window.to && end > window.from) found.push({ day: isoDay(day), start, end })
  }
  return found
}

const maxDay = (a: string, b: string) => (a > b ? a : b)
const minDay = (a: string, b: string) => (a < b ? a : b)

/** Monday 00:00 UTC of the week holding `now` (spec 9: the week starts on Monday). */
export function mondayOf(now: Date): Date {
  const day = floatingDay(now.toISOString().slice(0, 10))
  return new Date(day.getTime() - ((day.getUTCDay() + 6) % 7) * DAY_MS)
}
