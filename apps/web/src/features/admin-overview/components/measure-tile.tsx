import type { OverviewBucket, OverviewMeasure } from '@quad/shared'
import { formatNumber } from '../../../lib/i18n/format.ts'
import { t } from '../../../lib/i18n/t.ts'
import { bucketWords, changeWords, formatDay } from '../format.ts'
import { BarChart } from './bar-chart.tsx'

const arrows = { up: '▲', down: '▼', same: '■' } as const

/** One measure: its total, how it changed (in words, with an arrow) and its chart. */
export function MeasureTile({
  measure,
  days,
  from,
  to,
  bucket,
}: {
  measure: OverviewMeasure
  days: number
  from: string
  to: string
  bucket: OverviewBucket
}) {
  const name = t(`overview.measure.${measure.key}`)
  const change = changeWords(measure, days)
  return (
    <article className="rounded-xl border border-zinc-200 bg-white p-4 shadow-sm dark:border-zinc-700 dark:bg-zinc-900">
      <h4 className="text-base font-medium text-zinc-700 dark:text-zinc-300">{name}</h4>
      <p className="mt-1 text-3xl font-semibold tracking-tight text-zinc-900 tabular-nums dark:text-zinc-50">
        {formatNumber(measure.total)}
      </p>
      <p className="mt-1 flex items-start gap-1.5 text-sm text-zinc-700 dark:text-zinc-300">
        <span aria-hidden="true" className="text-xs leading-5">
          {arrows[change.direction]}
        </span>
        <span>{change.text}</span>
      </p>
      <BarChart
        label={t('overview.chartLabel', {
          measure: name,
          bucket: bucketWords(bucket),
          from: formatDay(from),
          to: formatDay(to),
        })}
        points={measure.points}
        bucket={bucket}
      />
    </article>
  )
}
