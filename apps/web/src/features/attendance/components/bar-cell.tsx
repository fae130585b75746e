import { formatNumber } from '../../../lib/i18n/format.ts'
import { t } from '../../../lib/i18n/t.ts'

/**
 * A table cell's number with a bar beside it, its length against the column's `most`: the
 * number is the text, the bar only draws it.
 */
export function BarCell({ value, most }: { value: number; most: number }) {
  return (
    <td className="py-2 pr-3">
      <div className="flex items-center gap-2">
        <span className="w-10 text-right font-semibold tabular-nums">{formatNumber(value)}</span>
        <span
          aria-hidden="true"
          className="hidden h-2 w-24 rounded-full bg-zinc-100 sm:block dark:bg-zinc-800"
        >
          <span
            className="block h-2 rounded-full bg-school"
            style={{ width: `${String((value / Math.max(1, most)) * 100)}%` }}
          />
        </span>
      </div>
    </td>
  )
}

/** A plain number cell (null: no-shows of an event that has not ended). */
export function NumberCell({ value }: { value: number | null }) {
  return (
    <td className="py-2 pr-3 text-right tabular-nums">
      {value === null ? (
        <span className="text-zinc-700 dark:text-zinc-300">{t('attendance.notEnded')}</span>
      ) : (
        formatNumber(value)
      )}
    </td>
  )
}
