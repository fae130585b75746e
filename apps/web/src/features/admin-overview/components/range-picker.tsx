import { useId } from 'react'
import { t } from '../../../lib/i18n/t.ts'
import { RANGES, type RangeDays } from '../api.ts'

const labels = {
  7: 'overview.range7',
  30: 'overview.range30',
  90: 'overview.range90',
} as const

/** 7, 30 or 90 days, as a row of radio buttons (one tab stop, arrows move). */
export function RangePicker({
  value,
  onChange,
}: {
  value: RangeDays
  onChange: (days: RangeDays) => void
}) {
  const name = useId()
  return (
    <fieldset className="flex flex-wrap items-center gap-2">
      <legend className="sr-only">{t('overview.rangeLabel')}</legend>
      <div className="inline-flex rounded-lg border border-zinc-500 bg-white p-1 dark:border-zinc-400 dark:bg-zinc-900">
        {RANGES.map((days) => (
          <label
            key={days}
            className="inline-flex min-h-11 min-w-20 cursor-pointer items-center justify-center rounded-md px-3 text-base font-semibold text-zinc-800 has-checked:bg-school has-checked:text-on-school has-focus-visible:outline-2 has-focus-visible:outline-offset-2 has-focus-visible:outline-focus dark:text-zinc-100 dark:has-focus-visible:outline-white"
          >
            <input
              type="radio"
              name={name}
              className="sr-only"
              checked={value === days}
              onChange={() => onChange(days)}
            />
            {t(labels[days])}
          </label>
        ))}
      </div>
    </fieldset>
  )
}
