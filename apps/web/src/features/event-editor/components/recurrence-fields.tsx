import { useId } from 'react'
import { Field } from '../../../components/labelled-fields.tsx'
import { fieldControlClass, fieldLabelClass } from '../../../components/field-styles.ts'
import { EVENT_OCCURRENCES_MAX } from '@quad/shared'
import { t } from '../../../lib/i18n/t.ts'
import { NO_RECURRENCE, type Frequency, type Recurrence } from '../recurrence.ts'
import { recurrenceSentence, weekdayNames } from '../recurrence-sentence.ts'
import type { EventFormApi } from '../use-event-form.ts'

const FREQUENCIES: { value: Frequency; label: () => string }[] = [
  { value: 'none', label: () => t('eventEditor.repeatNone') },
  { value: 'daily', label: () => t('eventEditor.repeatDaily') },
  { value: 'weekly', label: () => t('eventEditor.repeatWeekly') },
  { value: 'monthly', label: () => t('eventEditor.repeatMonthly') },
]

const checkClass = 'size-5 accent-zinc-900 dark:accent-zinc-100'

/** Does not repeat / daily / weekly on chosen days / monthly, ending after N times or on a date. */
export function RecurrenceFields({ form }: { form: EventFormApi }) {
  const id = useId()
  const { values, errors, set } = form
  if ('custom' in values.recurrence) {
    return <p>{t('eventEditor.repeatCustom', { rule: values.recurrence.custom })}</p>
  }
  const recurrence = values.recurrence
  const change = (next: Partial<Recurrence>) => {
    set('recurrence', { ...recurrence, ...next })
  }
  const sentence = recurrenceSentence(recurrence, values.startDate)
  return (
    <div className="flex flex-col gap-4">
      <Field label={t('eventEditor.repeat')} error={errors['recurrence']}>
        {(control) => (
          <select
            {...control}
            data-field="recurrence"
            value={recurrence.frequency}
            onChange={(event) => {
              const frequency = FREQUENCIES.find((f) => f.value === event.target.value)?.value
              change(frequency === 'none' ? NO_RECURRENCE : { frequency: frequency ?? 'none' })
            }}
            className={fieldControlClass}
          >
            {FREQUENCIES.map(({ value, label }) => (
              <option key={value} value={value}>
                {label()}
              </option>
            ))}
          </select>
        )}
      </Field>
      {recurrence.frequency === 'weekly' ? (
        <fieldset className="flex flex-col gap-2">
          <legend className={fieldLabelClass}>{t('eventEditor.repeatDays')}</legend>
          <div className="flex flex-wrap gap-x-4 gap-y-2">
            {weekdayNames().map(({ day, name }) => (
              <label key={day} className="flex min-h-11 items-center gap-2">
                <input
                  type="checkbox"
                  className={checkClass}
                  checked={recurrence.weekdays.includes(day)}
                  onChange={(event) => {
                    const others = recurrence.weekdays.filter((other) => other !== day)
                    change({ weekdays: event.target.checked ? [...others, day] : others })
                  }}
                />
                {name}
              </label>
            ))}
          </div>
        </fieldset>
      ) : null}
      {recurrence.frequency === 'none' ? null : (
        <fieldset className="flex flex-col gap-2">
          <legend className={fieldLabelClass}>{t('eventEditor.repeatEnds')}</legend>
          <div className="grid gap-3 sm:grid-cols-2">
            <EndChoice
              name={`${id}-ends`}
              checked={recurrence.ends === 'count'}
              label={t('eventEditor.repeatAfter')}
              onChoose={() => {
                change({ ends: 'count' })
              }}
            >
              <input
                type="number"
                min={2}
                max={EVENT_OCCURRENCES_MAX}
                aria-label={t('eventEditor.repeatCount')}
                disabled={recurrence.ends !== 'count'}
                value={recurrence.count}
                onChange={(event) => {
                  change({ count: Number(event.target.value) })
                }}
                className={`${fieldControlClass} max-w-28`}
              />
            </EndChoice>
            <EndChoice
              name={`${id}-ends`}
              checked={recurrence.ends === 'until'}
              label={t('eventEditor.repeatOn')}
              onChoose={() => {
                change({ ends: 'until' })
              }}
            >
              <input
                type="date"
                aria-label={t('eventEditor.repeatUntil')}
                disabled={recurrence.ends !== 'until'}
                value={recurrence.until}
                min={values.startDate || undefined}
                onChange={(event) => {
                  change({ until: event.target.value })
                }}
                className={fieldControlClass}
              />
            </EndChoice>
          </div>
        </fieldset>
      )}
      {sentence ? (
        <p aria-live="polite" className="font-medium" data-testid="recurrence-sentence">
          {sentence}
        </p>
      ) : null}
    </div>
  )
}

interface EndChoiceProps {
  name: string
  checked: boolean
  label: string
  onChoose: () => void
  children: React.ReactNode
}

function EndChoice({ name, checked, label, onChoose, children }: EndChoiceProps) {
  return (
    <div className="flex flex-col gap-2">
      <label className="flex min-h-11 items-center gap-2">
        <input
          type="radio"
          name={name}
          className={checkClass}
          checked={checked}
          onChange={onChoose}
        />
        {label}
      </label>
      {children}
    </div>
  )
}
