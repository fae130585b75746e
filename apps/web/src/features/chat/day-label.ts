import { formatDate } from '../../lib/i18n/format.ts'
import { t } from '../../lib/i18n/t.ts'

/** The local calendar day of a time, as a comparable key. */
export function dayKey(date: Date): string {
  return `${String(date.getFullYear())}-${String(date.getMonth())}-${String(date.getDate())}`
}

/** A day separator's words: Today, Yesterday, or the date. */
export function dayLabel(date: Date, now: Date): string {
  if (dayKey(date) === dayKey(now)) return t('chat.today')
  const yesterday = new Date(now)
  yesterday.setDate(now.getDate() - 1)
  if (dayKey(date) === dayKey(yesterday)) return t('chat.yesterday')
  return formatDate(date, 'long')
}

const timeFormat = new Intl.DateTimeFormat(undefined, { hour: 'numeric', minute: '2-digit' })
const weekdayFormat = new Intl.DateTimeFormat(undefined, { weekday: 'short' })
const dateFormat = new Intl.DateTimeFormat(undefined, { day: 'numeric', month: 'short' })

export function formatTime(date: Date): string {
  return timeFormat.format(date)
}

/** The list's time column: the time today, the weekday this week, else the date. */
export function listTime(date: Date, now: Date): string {
  if (dayKey(date) === dayKey(now)) return formatTime(date)
  if (now.getTime() - date.getTime() < 6 * 24 * 3_600_000) return weekdayFormat.format(date)
  return dateFormat.format(date)
}

/** `m:ss` of a length in milliseconds. */
export function clockTime(ms: number): string {
  const seconds = Math.max(0, Math.round(ms / 1000))
  return `${String(Math.floor(seconds / 60))}:${String(seconds % 60).padStart(2, '0')}`
}
