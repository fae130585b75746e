import { locale } from '../../lib/i18n/messages.ts'
import { renderNow } from '../../lib/ssr/render-clock.ts'

/*
 * When work is due, as the student reads it: relative ("in 2 days", "yesterday") beside the
 * absolute date and time in the student's own zone (issue 17 /edu "due date relative and
 * absolute in the student's zone"). The zone is passed in, so tests fix it.
 */
const relative = new Intl.RelativeTimeFormat(locale, { numeric: 'auto' })
const STEPS = [
  { unit: 'minute', seconds: 60, below: 60 },
  { unit: 'hour', seconds: 3600, below: 24 },
  { unit: 'day', seconds: 86_400, below: 14 },
  { unit: 'week', seconds: 604_800, below: Infinity },
] as const

/** "in 3 hours", "tomorrow", "2 days ago": ahead or behind, to the largest whole unit. */
export function relativeDue(iso: string, now = renderNow()): string {
  const seconds = Math.round((Date.parse(iso) - now) / 1000)
  const size = Math.abs(seconds)
  for (const { unit, seconds: step, below } of STEPS) {
    const amount = Math.max(1, Math.round(size / step))
    if (amount < below) return relative.format(Math.sign(seconds || 1) * amount, unit)
  }
  return relative.format(0, 'minute')
}

const formats = new Map<string, Intl.DateTimeFormat>()

/** "Tue, Mar 10, 11:59 PM" in `zone`; one formatter per zone (building one is slow). */
export function absoluteDue(iso: string, zone: string): string {
  let format = formats.get(zone)
  if (!format) {
    format = new Intl.DateTimeFormat(locale, {
      weekday: 'short',
      day: 'numeric',
      month: 'short',
      hour: 'numeric',
      minute: '2-digit',
      timeZone: zone,
    })
    formats.set(zone, format)
  }
  return format.format(new Date(iso))
}
