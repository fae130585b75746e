import { t } from '../../../lib/i18n/t.ts'
import { TEXT_FIELDS } from '../profile-form.ts'
import type { ProfileFormApi } from '../use-profile-form.ts'
import { AddressFields } from './address-fields.tsx'
import { FormField } from '../../../components/form-field.tsx'
import { FormSection } from '../../../components/form-section.tsx'
import { fieldHintClass } from '../../../components/field-styles.ts'
import { VisibilitySelect } from './visibility-select.tsx'

interface ContactSectionProps {
  form: ProfileFormApi
  /** The school account's email: shown, not editable here. */
  email: string | null
}

const PHONES = [
  { field: 'phoneMobile', label: 'settings.phoneMobile', autoComplete: 'mobile tel' },
  { field: 'phoneHome', label: 'settings.phoneHome', autoComplete: 'home tel' },
  { field: 'phoneWork', label: 'settings.phoneWork', autoComplete: 'work tel' },
] as const satisfies readonly {
  field: (typeof TEXT_FIELDS)[number]
  label: string
  autoComplete: string
}[]

/** Email, phones and address: three privacy groups, each with its own audience. */
export function ContactSection({ form, email }: ContactSectionProps) {
  const { values, errors, set, setVisibility } = form
  return (
    <FormSection id="contact" title={t('settings.contactTitle')}>
      <div className="flex flex-col gap-3">
        <p className={fieldHintClass}>
          {email ? t('settings.emailNote', { email }) : t('settings.emailNone')}
        </p>
        <VisibilitySelect
          group="email"
          value={values.visibility.email}
          onChange={(value) => {
            setVisibility('email', value)
          }}
          error={errors['visibility.email']}
        />
      </div>
      <hr className="border-zinc-200 dark:border-zinc-800" />
      <div className="grid gap-5 sm:grid-cols-3">
        {PHONES.map(({ field, label, autoComplete }) => (
          <FormField
            key={field}
            label={t(label)}
            field={field}
            type="tel"
            autoComplete={autoComplete}
            value={values[field]}
            onChange={(value) => {
              set(field, value)
            }}
            error={errors[field]}
            maxLength={40}
          />
        ))}
      </div>
      <VisibilitySelect
        group="phones"
        value={values.visibility.phones}
        onChange={(value) => {
          setVisibility('phones', value)
        }}
        error={errors['visibility.phones']}
      />
      <hr className="border-zinc-200 dark:border-zinc-800" />
      <AddressFields form={form} />
      <VisibilitySelect
        group="address"
        value={values.visibility.address}
        onChange={(value) => {
          setVisibility('address', value)
        }}
        error={errors['visibility.address']}
      />
    </FormSection>
  )
}
