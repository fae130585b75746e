import type { OverviewBucket, OverviewMeasure } from '@quad/shared'
import { locale } from '../../lib/i18n/messages.ts'
import { t } from '../../lib/i18n/t.ts'

// The server counts by UTC day; a day shown in the browser's zone could be the one before.
const dayFormat = new Intl.DateTimeFormat(locale, {
  day: 'numeric',
  month: 'short',
  timeZone: 'UTC',
})
const whenFormat = new Intl.DateTimeFormat(locale, { dateStyle: 'medium', timeStyle: 'short' })

/** "5 Jan" for a `YYYY-MM-DD` day. */
export const formatDay = (day: string) => dayFormat.format(new Date(`${day}T00:00:00Z`))

/** An audit entry's moment, in the reader's own zone. */
export const formatWhen = (iso: string) => whenFormat.format(new Date(iso))

/** A bucket's name: the day, or "Week of 5 Jan". */
export const bucketName = (start: string, bucket: OverviewBucket) =>
  bucket === 'week' ? t('overview.weekOf', { day: formatDay(start) }) : formatDay(start)

export const bucketWords = (bucket: OverviewBucket) =>
  bucket === 'week' ? t('overview.bucketWeek') : t('overview.bucketDay')

/** The change against the period before, in words (never colour alone): "Up 25% on…". */
export function changeWords(
  measure: OverviewMeasure,
  days: number,
): {
  direction: 'up' | 'down' | 'same'
  text: string
} {
  const { total, previousTotal: previous } = measure
  if (total === previous) return { direction: 'same', text: t('overview.changeSame', { days }) }
  if (previous === 0) return { direction: 'up', text: t('overview.changeFromNone', { days }) }
  const exact = (Math.abs(total - previous) / previous) * 100
  // 303 against 302 is not "0%": small changes keep a decimal.
  const percent = exact < 10 ? Math.round(exact * 10) / 10 : Math.round(exact)
  const args = { percent, days, previous }
  return total > previous
    ? { direction: 'up', text: t('overview.changeUp', args) }
    : { direction: 'down', text: t('overview.changeDown', args) }
}
