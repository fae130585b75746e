import { renderNow } from '../ssr/render-clock.ts'
import { formatDate } from './format.ts'
import { locale } from './messages.ts'
import { t } from './t.ts'

const relative = new Intl.RelativeTimeFormat(locale, { numeric: 'auto' })
const STEPS = [
  { unit: 'minute', seconds: 60, below: 60 },
  { unit: 'hour', seconds: 3600, below: 24 },
  { unit: 'day', seconds: 86_400, below: 7 },
] as const

/** The bell and the feed: "just now", "5 minutes ago", "yesterday", "3 days ago"; a date from a week back. */
export function relativeTime(iso: string, now = renderNow()): string {
  const then = new Date(iso)
  const seconds = Math.round((now - then.getTime()) / 1000)
  if (seconds < 45) return t('time.justNow')
  for (const { unit, seconds: size, below } of STEPS) {
    const amount = Math.max(1, Math.round(seconds / size))
    if (amount < below) return relative.format(-amount, unit)
  }
  return formatDate(then)
}
