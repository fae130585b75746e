import { CalendarSource } from '@quad/shared'
import { isValid, parseISO } from 'date-fns'
import * as z from 'zod/mini'
import { dayKey } from './calendar-dates.ts'

/*
 * The calendar's state lives in its address (`?view=week&date=2026-03-10&sources=mine,clubs`),
 * so a view can be shared, bookmarked and restored by Back. Anything unreadable falls back to
 * the default rather than failing: an old or hand-typed link still opens the calendar.
 */
export const CALENDAR_VIEWS = ['month', 'week', 'day', 'agenda'] as const
export const CalendarView = z.enum(CALENDAR_VIEWS)
export type CalendarView = z.infer<typeof CalendarView>

export const ALL_SOURCES: readonly CalendarSource[] = CalendarSource.options

export interface CalendarState {
  view: CalendarView
  /** The day the view is about ('YYYY-MM-DD'), local to the viewer. */
  date: string
  sources: readonly CalendarSource[]
}

/** Below the `md` breakpoint (spec 9: 768 px) agenda reads best, on a phone; the month grid above. */
export function defaultView(isPhone: boolean): CalendarView {
  return isPhone ? 'agenda' : 'month'
}

function readDate(value: string | null, today: Date): string {
  if (value && /^\d{4}-\d{2}-\d{2}$/.test(value) && isValid(parseISO(value))) return value
  return dayKey(today)
}

export function readSources(value: string | null): readonly CalendarSource[] {
  if (value === null) return ALL_SOURCES
  const wanted = new Set(value.split(','))
  // Kept in the contract's order, so the address and the toggles never disagree.
  return ALL_SOURCES.filter((source) => wanted.has(source))
}

export function readCalendarState(
  params: URLSearchParams,
  fallbackView: CalendarView,
  today = new Date(),
): CalendarState {
  const view = z.safeParse(CalendarView, params.get('view'))
  return {
    view: view.success ? view.data : fallbackView,
    date: readDate(params.get('date'), today),
    sources: readSources(params.get('sources')),
  }
}

/** Writes a change into the params, leaving others (share=1) as they are. */
export function writeCalendarState(
  previous: URLSearchParams,
  change: Partial<CalendarState>,
): URLSearchParams {
  const next = new URLSearchParams(previous)
  if (change.view) next.set('view', change.view)
  if (change.date) next.set('date', change.date)
  if (change.sources) {
    // All three is the default: a clean address.
    if (change.sources.length === ALL_SOURCES.length) next.delete('sources')
    else next.set('sources', change.sources.join(','))
  }
  return next
}
