import { deviceTimeZone } from '../time-zones.ts'
import { locale } from './messages.ts'

/*
 * Dates and numbers go through Intl in the catalogue's locale, so a translated catalogue
 * also gets its own date order and digit grouping. Formatters are cached: building one is
 * far slower than using it.
 */
const dateStyles = {
  long: { weekday: 'long', day: 'numeric', month: 'long' },
  short: { day: 'numeric', month: 'short', year: 'numeric' },
  month: { month: 'short', year: 'numeric' },
  dateTime: { dateStyle: 'medium', timeStyle: 'short' },
  full: { dateStyle: 'full', timeStyle: 'short' },
} as const satisfies Record<string, Intl.DateTimeFormatOptions>
type DateStyle = keyof typeof dateStyles

const dateFormats = new Map<string, Intl.DateTimeFormat>()

/*
 * Built on first use, not as the module loads: the page's first Intl object starts the
 * browser's ICU (~30 ms on this project's test machine, four times that on Lighthouse's
 * phone), which a page that draws no number should not pay in its start (issue 32).
 */
let numberFormat: Intl.NumberFormat | undefined

/**
 * A date in the device's zone, or in `timeZone` (the school's, for an event's day). The
 * server's render has no device: it draws the visitor's (decision 075).
 */
export function formatDate(date: Date, style: DateStyle = 'short', zone?: string): string {
  const timeZone = zone ?? (import.meta.env.SSR ? deviceTimeZone() : undefined)
  const key = `${style}|${timeZone ?? ''}`
  let format = dateFormats.get(key)
  if (!format) {
    format = new Intl.DateTimeFormat(locale, { ...dateStyles[style], timeZone })
    dateFormats.set(key, format)
  }
  return format.format(date)
}

export function formatNumber(value: number): string {
  numberFormat ??= new Intl.NumberFormat(locale)
  return numberFormat.format(value)
}

/** A file's size as people read it: "12 KB", "3.4 MB" (at least 1 KB). */
export function formatFileSize(bytes: number): string {
  if (bytes < 1024 * 1024) return `${formatNumber(Math.max(1, Math.round(bytes / 1024)))} KB`
  return `${formatNumber(Math.round((bytes / (1024 * 1024)) * 10) / 10)} MB`
}

/** A date formatter in the catalogue's locale for a module to keep, built on its first use. */
export function dateFormatter(options: Intl.DateTimeFormatOptions): (date: Date) => string {
  let format: Intl.DateTimeFormat | undefined
  return (date) => {
    format ??= new Intl.DateTimeFormat(locale, options)
    return format.format(date)
  }
}
