import { Field } from '../../../components/labelled-fields.tsx'
import { fieldControlClass } from '../../../components/field-styles.ts'
import { SwitchField } from '../../../components/switch-field.tsx'
import { t } from '../../../lib/i18n/t.ts'
import { timeZones } from '../../../lib/time-zones.ts'
import type { EventFormApi } from '../use-event-form.ts'
import { FormPart } from './form-part.tsx'
import { RecurrenceFields } from './recurrence-fields.tsx'

/** All day, start and end (native date and time inputs) in a zone, and how it repeats. */
export function WhenFields({ form, canRepeat }: { form: EventFormApi; canRepeat: boolean }) {
  const { values, errors, set } = form
  const known = timeZones()
  const zones = known.includes(values.timeZone) ? known : [values.timeZone, ...known]
  const input = (key: 'startDate' | 'startTime' | 'endDate' | 'endTime', field: string) => {
    const isDate = key.endsWith('Date')
    return (
      <Field label={t(`eventEditor.${key}`)} error={undefined}>
        {(control) => (
          <input
            {...control}
            type={isDate ? 'date' : 'time'}
            required
            data-field={isDate ? field : undefined}
            aria-invalid={Boolean(errors[field])}
            aria-describedby={errors[field] ? `${field}-error` : undefined}
            value={values[key]}
            onChange={(event) => {
              set(key, event.target.value)
              // A new start date moves an empty end date along with it.
              if (key === 'startDate' && values.endDate === '') set('endDate', event.target.value)
            }}
            className={fieldControlClass}
          />
        )}
      </Field>
    )
  }
  const error = (field: 'localStart' | 'localEnd') =>
    errors[field] ? (
      <p id={`${field}-error`} className="text-sm font-medium text-red-700 dark:text-red-300">
        {errors[field]}
      </p>
    ) : null
  return (
    <FormPart title={t('eventEditor.when')}>
      <SwitchField
        field="isAllDay"
        label={t('eventEditor.allDay')}
        description={t('eventEditor.allDayHint')}
        checked={values.isAllDay}
        onChange={(on) => {
          set('isAllDay', on)
        }}
      />
      <div className="grid gap-4 sm:grid-cols-2">
        <div className="flex flex-col gap-3">
          {input('startDate', 'localStart')}
          {values.isAllDay ? null : input('startTime', 'localStart')}
          {error('localStart')}
        </div>
        <div className="flex flex-col gap-3">
          {input('endDate', 'localEnd')}
          {values.isAllDay ? null : input('endTime', 'localEnd')}
          {error('localEnd')}
        </div>
      </div>
      <Field
        label={t('eventEditor.timeZone')}
        hint={t('eventEditor.timeZoneHint')}
        error={errors['timeZone']}
      >
        {(control) => (
          <select
            {...control}
            data-field="timeZone"
            value={values.timeZone}
            onChange={(event) => {
              set('timeZone', event.target.value)
            }}
            className={fieldControlClass}
          >
            {zones.map((zone) => (
              <option key={zone} value={zone}>
                {zone}
              </option>
            ))}
          </select>
        )}
      </Field>
      {canRepeat ? <RecurrenceFields form={form} /> : null}
    </FormPart>
  )
}
