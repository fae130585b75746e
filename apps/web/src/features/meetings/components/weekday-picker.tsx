import '../messages.ts'
import { useId } from 'react'
import { fieldErrorClass, fieldLabelClass } from '../../../components/field-styles.ts'
import { locale } from '../../../lib/i18n/messages.ts'
import { t } from '../../../lib/i18n/t.ts'

interface WeekdayPickerProps {
  /** 0 Sunday … 6 Saturday. */
  value: readonly number[]
  error?: string | undefined
  onChange: (weekdays: number[]) => void
}

/** Monday first, as a school week reads; 4 January 2026 was a Sunday. */
const ORDER = [1, 2, 3, 4, 5, 6, 0]
const weekdayName = (day: number, style: 'short' | 'long') =>
  new Intl.DateTimeFormat(locale, { weekday: style, timeZone: 'UTC' }).format(
    new Date(Date.UTC(2026, 0, 4 + day)),
  )

/** The weekdays of a weekly series: a checkbox each, in a group named by its legend. */
export function WeekdayPicker({ value, error, onChange }: WeekdayPickerProps) {
  const errorId = useId()
  return (
    <fieldset className="flex flex-col gap-1.5" aria-describedby={error ? errorId : undefined}>
      <legend className={`${fieldLabelClass} mb-1.5`}>{t('meetings.weekdays')}</legend>
      <div className="flex flex-wrap gap-2">
        {ORDER.map((day) => {
          const checked = value.includes(day)
          return (
            <label
              key={day}
              className={
                'inline-flex min-h-11 min-w-11 cursor-pointer items-center justify-center rounded-full border px-3 text-sm font-semibold has-[:focus-visible]:outline-2 has-[:focus-visible]:outline-offset-2 has-[:focus-visible]:outline-focus ' +
                (checked
                  ? 'border-zinc-900 bg-zinc-900 text-white dark:border-zinc-100 dark:bg-zinc-100 dark:text-zinc-900'
                  : 'border-zinc-400 bg-white text-zinc-800 dark:border-zinc-600 dark:bg-zinc-900 dark:text-zinc-100')
              }
            >
              <input
                type="checkbox"
                className="sr-only"
                checked={checked}
                aria-label={weekdayName(day, 'long')}
                onChange={() => {
                  onChange(checked ? value.filter((d) => d !== day) : [...value, day].sort())
                }}
              />
              <span aria-hidden="true">{weekdayName(day, 'short')}</span>
            </label>
          )
        })}
      </div>
      {error ? (
        <p id={errorId} className={fieldErrorClass}>
          {error}
        </p>
      ) : null}
    </fieldset>
  )
}
