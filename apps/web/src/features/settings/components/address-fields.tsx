import { t } from '../../../lib/i18n/t.ts'
import type { ProfileFormApi } from '../use-profile-form.ts'
import { fieldErrorClass } from '../../../components/field-styles.ts'
import { FormField } from '../../../components/form-field.tsx'

const PLACE = [
  { field: 'city', label: 'settings.city', autoComplete: 'address-level2', maxLength: 100 },
  { field: 'state', label: 'settings.state', autoComplete: 'address-level1', maxLength: 100 },
  { field: 'zipcode', label: 'settings.zipcode', autoComplete: 'postal-code', maxLength: 20 },
  { field: 'country', label: 'settings.country', autoComplete: 'country-name', maxLength: 100 },
] as const

/** Spec 3: street lines (stored joined by [[SEP]]), then city, state, ZIP and country. */
export function AddressFields({ form }: { form: ProfileFormApi }) {
  const { values, errors, set } = form
  return (
    <fieldset className="flex flex-col gap-5">
      <legend className="mb-3 font-medium text-zinc-900 dark:text-zinc-50">
        {t('settings.addressTitle')}
      </legend>
      {values.addressLines.map((line, index) => (
        <FormField
          // The lines are positions, not items: index is their identity.
          key={index}
          label={t('settings.addressLine', { number: index + 1 })}
          field="addressLines"
          autoComplete={`address-line${String(index + 1)}`}
          value={line}
          onChange={(value) => {
            set(
              'addressLines',
              values.addressLines.map((old, at) => (at === index ? value : old)),
            )
          }}
          aria-invalid={errors.addressLines ? true : undefined}
        />
      ))}
      {errors.addressLines ? <p className={fieldErrorClass}>{errors.addressLines}</p> : null}
      <div className="grid gap-5 sm:grid-cols-2">
        {PLACE.map(({ field, label, autoComplete, maxLength }) => (
          <FormField
            key={field}
            label={t(label)}
            field={field}
            autoComplete={autoComplete}
            value={values[field]}
            onChange={(value) => {
              set(field, value)
            }}
            error={errors[field]}
            maxLength={maxLength}
          />
        ))}
      </div>
    </fieldset>
  )
}
