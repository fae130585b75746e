import { locale } from './messages.ts'

const labels = new Map<string, Intl.DateTimeFormat>()

/**
 * A zone's short name at a moment, as the catalogue's locale writes it: "EST" or "EDT" for
 * New York in English, "GMT+1" where the locale has no abbreviation. The moment matters:
 * the name changes with daylight saving time.
 */
export function zoneLabel(zone: string, at: Date): string {
  let format = labels.get(zone)
  if (!format) {
    format = new Intl.DateTimeFormat(locale, { timeZone: zone, timeZoneName: 'short' })
    labels.set(zone, format)
  }
  return format.formatToParts(at).find((part) => part.type === 'timeZoneName')?.value ?? zone
}
