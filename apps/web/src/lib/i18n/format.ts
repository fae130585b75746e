import { locale } from './messages.ts'

/*
 * Dates and numbers go through Intl in the catalogue's locale, so a translated catalogue
 * also gets its own date order and digit grouping. Formatters are cached: building one is
 * far slower than using it.
 */
const dateStyles = {
  long: { weekday: 'long', day: 'numeric', month: 'long' },
  short: { day: 'numeric', month: 'short', year: 'numeric' },
  dateTime: { dateStyle: 'medium', timeStyle: 'short' },
} as const satisfies Record<string, Intl.DateTimeFormatOptions>
type DateStyle = keyof typeof dateStyles

const dateFormats = new Map<string, Intl.DateTimeFormat>()

const numberFormat = new Intl.NumberFormat(locale)

/** A date in the device's zone, or in `timeZone` (the school's, for an event's day). */
export function formatDate(date: Date, style: DateStyle = 'short', timeZone?: string): string {
  const key = `${style}|${timeZone ?? ''}`
  let format = dateFormats.get(key)
  if (!format) {
    format = new Intl.DateTimeFormat(locale, { ...dateStyles[style], timeZone })
    dateFormats.set(key, format)
  }
  return format.format(date)
}

export function formatNumber(value: number): string {
  return numberFormat.format(value)
}
