import type { AttendanceTotals as Totals } from '@quad/shared'
import { useId } from 'react'
import { formatNumber } from '../../../lib/i18n/format.ts'
import { t, type PlainMessageKey } from '../../../lib/i18n/t.ts'

const SHOWN: readonly [keyof Totals, PlainMessageKey][] = [
  ['events', 'attendance.events'],
  ['checkedIn', 'attendance.checkedIn'],
  ['attendees', 'attendance.attendees'],
  ['repeatAttendees', 'attendance.repeatAttendees'],
  ['noShows', 'attendance.noShows'],
  ['newMembers', 'attendance.newMembers'],
]

/** A term's totals as tiles, a number each with what it counts. */
export function AttendanceTotals({ totals }: { totals: Totals }) {
  const heading = useId()
  return (
    <div>
      <h4 id={heading} className="sr-only">
        {t('attendance.totals')}
      </h4>
      <dl aria-labelledby={heading} className="grid grid-cols-2 gap-3 sm:grid-cols-3">
        {SHOWN.map(([key, label]) => (
          <div
            key={key}
            className="flex flex-col-reverse rounded-2xl bg-zinc-50 p-3 ring-1 ring-zinc-200 dark:bg-zinc-950 dark:ring-zinc-800"
          >
            <dt className="text-sm text-zinc-700 dark:text-zinc-300">{t(label)}</dt>
            <dd className="text-2xl font-semibold tabular-nums">{formatNumber(totals[key])}</dd>
          </div>
        ))}
      </dl>
    </div>
  )
}
