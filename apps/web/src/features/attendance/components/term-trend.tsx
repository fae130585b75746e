import type { ReportTermLine } from '@quad/shared'
import { useId } from 'react'
import { formatNumber } from '../../../lib/i18n/format.ts'
import { t } from '../../../lib/i18n/t.ts'

/** The terms the trend shows, the latest ones. */
const TERMS_SHOWN = 6

/**
 * Check-ins term by term, oldest first, the shown term marked: a list whose items say their
 * numbers in words, each with a bar beside it (the bars only draw the numbers). Shown once
 * there are two terms to compare.
 */
export function TermTrend({ terms, shown }: { terms: readonly ReportTermLine[]; shown: string }) {
  const heading = useId()
  if (terms.length < 2) return null
  const lines = terms.slice(0, TERMS_SHOWN).reverse()
  const most = Math.max(1, ...lines.map((line) => line.checkedIn))
  return (
    <div>
      <h4 id={heading} className="text-base font-semibold">
        {t('attendance.trend')}
      </h4>
      <ul aria-labelledby={heading} className="mt-2 flex flex-col gap-2">
        {lines.map((line) => (
          <li
            key={line.key}
            aria-current={line.key === shown ? 'true' : undefined}
            className="grid grid-cols-[minmax(7rem,auto)_1fr] items-center gap-x-3 gap-y-1 text-sm sm:grid-cols-[10rem_1fr_auto]"
          >
            <span className={line.key === shown ? 'font-semibold' : ''}>{line.name}</span>
            <span aria-hidden="true" className="h-2 rounded-full bg-zinc-100 dark:bg-zinc-800">
              <span
                className="block h-2 rounded-full bg-school"
                style={{ width: `${String((line.checkedIn / most) * 100)}%` }}
              />
            </span>
            <span className="col-span-2 text-zinc-700 sm:col-span-1 dark:text-zinc-300">
              {t('attendance.trendLine', {
                checkedIn: formatNumber(line.checkedIn),
                attendees: formatNumber(line.attendees),
                events: formatNumber(line.events),
              })}
            </span>
          </li>
        ))}
      </ul>
    </div>
  )
}
