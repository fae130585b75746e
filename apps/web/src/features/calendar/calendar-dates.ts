import {
  addDays,
  addMonths,
  endOfMonth,
  format,
  parseISO,
  startOfMonth,
  startOfWeek,
} from 'date-fns'
import type { CalendarView } from './calendar-params.ts'

/** Spec 9 "Week starts Monday". */
export const WEEK_STARTS_ON = 1

/** A local day as the address and the layout name it. */
export const dayKey = (date: Date): string => format(date, 'yyyy-MM-dd')
export const fromDayKey = (key: string): Date => parseISO(key)

export const startOfCalendarWeek = (date: Date): Date =>
  startOfWeek(date, { weekStartsOn: WEEK_STARTS_ON })

/** The days a view shows: [start, end) as local midnights. */
export interface VisibleRange {
  start: Date
  end: Date
}

/**
 * Month: the 6-week grid from the Monday on or before the 1st (always 42 days, so the grid
 * never changes height between months: no layout shift). Agenda: the calendar month.
 */
export function visibleRange(view: CalendarView, date: Date): VisibleRange {
  if (view === 'month') {
    const start = startOfCalendarWeek(startOfMonth(date))
    return { start, end: addDays(start, 42) }
  }
  if (view === 'week') {
    const start = startOfCalendarWeek(date)
    return { start, end: addDays(start, 7) }
  }
  if (view === 'day') return { start: date, end: addDays(date, 1) }
  return { start: startOfMonth(date), end: addDays(endOfMonth(date), 1) }
}

/** Previous/next: a month for month and agenda, a week, a day. */
export function stepDate(view: CalendarView, date: Date, direction: 1 | -1): Date {
  if (view === 'week') return addDays(date, 7 * direction)
  if (view === 'day') return addDays(date, direction)
  return addMonths(date, direction)
}

/** Every local day in [start, end). */
export function daysOf({ start, end }: VisibleRange): Date[] {
  const days: Date[] = []
  for (let day = start; day < end; day = addDays(day, 1)) days.push(day)
  return days
}
