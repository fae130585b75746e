import type { Overview } from '@quad/shared'
import { formatNumber } from '../../../lib/i18n/format.ts'
import { t } from '../../../lib/i18n/t.ts'
import { bucketName, bucketWords, formatDay } from '../format.ts'

const cell = 'px-3 py-2 text-right tabular-nums'

/** The charts' numbers in a real table: a row per day or week, a column per measure. */
export function ActivityTable({ overview }: { overview: Overview }) {
  const rows = overview.measures[0]?.points ?? []
  return (
    <div className="overflow-x-auto rounded-xl border border-zinc-200 bg-white dark:border-zinc-700 dark:bg-zinc-900">
      <table className="w-full min-w-[36rem] border-collapse text-sm text-zinc-900 dark:text-zinc-100">
        <caption className="px-3 py-2 text-left font-medium text-zinc-700 dark:text-zinc-300">
          {t('overview.tableCaption', {
            bucket: bucketWords(overview.bucket),
            from: formatDay(overview.from),
            to: formatDay(overview.to),
          })}
        </caption>
        <thead className="bg-zinc-50 dark:bg-zinc-800">
          <tr>
            <th scope="col" className="px-3 py-2 text-left font-semibold">
              {overview.bucket === 'week' ? t('overview.tableWeek') : t('overview.tableDay')}
            </th>
            {overview.measures.map((m) => (
              <th key={m.key} scope="col" className="px-3 py-2 text-right font-semibold">
                {t(`overview.measure.${m.key}`)}
              </th>
            ))}
          </tr>
        </thead>
        <tbody className="divide-y divide-zinc-200 dark:divide-zinc-700">
          {rows.map((row, i) => (
            <tr key={row.start}>
              <th scope="row" className="px-3 py-2 text-left font-normal">
                {bucketName(row.start, overview.bucket)}
              </th>
              {overview.measures.map((m) => (
                <td key={m.key} className={cell}>
                  {formatNumber(m.points[i]?.count ?? 0)}
                </td>
              ))}
            </tr>
          ))}
        </tbody>
        <tfoot className="border-t-2 border-zinc-300 font-semibold dark:border-zinc-600">
          <tr>
            <th scope="row" className="px-3 py-2 text-left">
              {t('overview.tableTotal')}
            </th>
            {overview.measures.map((m) => (
              <td key={m.key} className={cell}>
                {formatNumber(m.total)}
              </td>
            ))}
          </tr>
        </tfoot>
      </table>
    </div>
  )
}
