import { addDays, isSameMonth, isSameYear } from 'date-fns'
import { dateFormatter } from '../../lib/i18n/format.ts'
import type { VisibleRange } from './calendar-dates.ts'
import type { CalendarView } from './calendar-params.ts'

/*
 * The calendar's dates through Intl in the catalogue's locale; each formatter is built on its
 * first use, not as the page's modules load (issue 32: the page's first Intl use starts ICU,
 * a long task on a phone, which its start then runs in a task of its own, main.tsx).
 * Titles name days before months ("9–15 March 2026"), as the design does.
 */
const monthYear = dateFormatter({ month: 'long', year: 'numeric' })
const monthName = dateFormatter({ month: 'long' })
const fullDay = dateFormatter({
  weekday: 'long',
  day: 'numeric',
  month: 'long',
  year: 'numeric',
})
// With its month: a span of days can cross into the next one.
const shortDay = dateFormatter({
  weekday: 'short',
  day: 'numeric',
  month: 'short',
})
const weekdayShort = dateFormatter({ weekday: 'short' })
const weekdayLong = dateFormatter({ weekday: 'long' })
const time = dateFormatter({ hour: 'numeric', minute: '2-digit' })
const hourOnly = dateFormatter({ hour: 'numeric' })

const dayMonth = (date: Date) => `${String(date.getDate())} ${monthName(date)}`

/** "March 2026", "9–15 March 2026", "30 March – 5 April 2026", "Tuesday, 10 March 2026". */
export function calendarTitle(view: CalendarView, date: Date, range: VisibleRange): string {
  if (view === 'month' || view === 'agenda') return monthYear(date)
  if (view === 'day') return formatFullDay(date)
  const first = range.start
  const last = addDays(range.end, -1)
  const year = String(last.getFullYear())
  if (isSameMonth(first, last)) {
    return `${String(first.getDate())}–${String(last.getDate())} ${monthName(last)} ${year}`
  }
  if (isSameYear(first, last)) return `${dayMonth(first)} – ${dayMonth(last)} ${year}`
  return `${dayMonth(first)} ${String(first.getFullYear())} – ${dayMonth(last)} ${year}`
}

export const formatFullDay = (date: Date): string => fullDay(date)
export const formatShortDay = (date: Date): string => shortDay(date)
export const formatWeekday = (date: Date, style: 'short' | 'long'): string =>
  (style === 'short' ? weekdayShort : weekdayLong)(date)
export const formatTime = (date: Date): string => time(date)
export const formatHour = (date: Date): string => hourOnly(date)
