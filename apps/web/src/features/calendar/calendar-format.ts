import { addDays, isSameMonth, isSameYear } from 'date-fns'
import { locale } from '../../lib/i18n/messages.ts'
import type { VisibleRange } from './calendar-dates.ts'
import type { CalendarView } from './calendar-params.ts'

/*
 * The calendar's dates through Intl in the catalogue's locale; formatters are built once.
 * Titles name days before months ("9–15 March 2026"), as the design does.
 */
const monthYear = new Intl.DateTimeFormat(locale, { month: 'long', year: 'numeric' })
const monthName = new Intl.DateTimeFormat(locale, { month: 'long' })
const fullDay = new Intl.DateTimeFormat(locale, {
  weekday: 'long',
  day: 'numeric',
  month: 'long',
  year: 'numeric',
})
// With its month: a span of days can cross into the next one.
const shortDay = new Intl.DateTimeFormat(locale, {
  weekday: 'short',
  day: 'numeric',
  month: 'short',
})
const weekdayShort = new Intl.DateTimeFormat(locale, { weekday: 'short' })
const weekdayLong = new Intl.DateTimeFormat(locale, { weekday: 'long' })
const time = new Intl.DateTimeFormat(locale, { hour: 'numeric', minute: '2-digit' })
const hourOnly = new Intl.DateTimeFormat(locale, { hour: 'numeric' })

const dayMonth = (date: Date) => `${String(date.getDate())} ${monthName.format(date)}`

/** "March 2026", "9–15 March 2026", "30 March – 5 April 2026", "Tuesday, 10 March 2026". */
export function calendarTitle(view: CalendarView, date: Date, range: VisibleRange): string {
  if (view === 'month' || view === 'agenda') return monthYear.format(date)
  if (view === 'day') return formatFullDay(date)
  const first = range.start
  const last = addDays(range.end, -1)
  const year = String(last.getFullYear())
  if (isSameMonth(first, last)) {
    return `${String(first.getDate())}–${String(last.getDate())} ${monthName.format(last)} ${year}`
  }
  if (isSameYear(first, last)) return `${dayMonth(first)} – ${dayMonth(last)} ${year}`
  return `${dayMonth(first)} ${String(first.getFullYear())} – ${dayMonth(last)} ${year}`
}

export const formatFullDay = (date: Date): string => fullDay.format(date)
export const formatShortDay = (date: Date): string => shortDay.format(date)
export const formatWeekday = (date: Date, style: 'short' | 'long'): string =>
  (style === 'short' ? weekdayShort : weekdayLong).format(date)
export const formatTime = (date: Date): string => time.format(date)
export const formatHour = (date: Date): string => hourOnly.format(date)
