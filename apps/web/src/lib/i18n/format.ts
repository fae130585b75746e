import { locale } from './messages.ts'

/*
 * Dates and numbers go through Intl in the catalogue's locale, so a translated catalogue
 * also gets its own date order and digit grouping. Formatters are cached: building one is
 * far slower than using it.
 */
const dateFormats = {
  long: new Intl.DateTimeFormat(locale, { weekday: 'long', day: 'numeric', month: 'long' }),
  short: new Intl.DateTimeFormat(locale, { day: 'numeric', month: 'short', year: 'numeric' }),
} as const

const numberFormat = new Intl.NumberFormat(locale)

export function formatDate(date: Date, style: keyof typeof dateFormats = 'short'): string {
  return dateFormats[style].format(date)
}

export function formatNumber(value: number): string {
  return numberFormat.format(value)
}
