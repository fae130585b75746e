import { PRIVATE_FIELDS, Visibility, type PrivateField } from '@quad/shared'
import { useId } from 'react'
import { fieldControlClass, fieldLabelClass } from '../../../components/field-styles.ts'
import { t, type PlainMessageKey } from '../../../lib/i18n/t.ts'
import type { SchoolFormValues } from '../school-form.ts'
import { SettingsCard } from './settings-card.tsx'

/** The settings section's words for groups and audiences (the route composes them in). */
export interface PrivacyLabels {
  groups: Record<PrivateField, PlainMessageKey>
  audiences: Record<Visibility, PlainMessageKey>
}

interface PrivacyCardProps {
  values: SchoolFormValues
  labels: PrivacyLabels
  onChange: (patch: Partial<SchoolFormValues>) => void
}

/** Who sees each profile field until its owner chooses (issue 4 "Privacy" defaults). */
export function PrivacyCard({ values, labels, onChange }: PrivacyCardProps) {
  return (
    <SettingsCard
      id="privacy"
      title={t('adminSchool.privacyTitle')}
      description={t('adminSchool.privacyBody')}
    >
      <div className="grid gap-4 sm:grid-cols-2">
        {PRIVATE_FIELDS.map((field) => (
          <AudienceSelect
            key={field}
            field={field}
            labels={labels}
            value={values.profile_visibility_defaults[field] ?? 'school'}
            onChange={(audience) =>
              onChange({
                profile_visibility_defaults: {
                  ...values.profile_visibility_defaults,
                  [field]: audience,
                },
              })
            }
          />
        ))}
      </div>
    </SettingsCard>
  )
}

function AudienceSelect(props: {
  field: PrivateField
  labels: PrivacyLabels
  value: Visibility
  onChange: (value: Visibility) => void
}) {
  const id = useId()
  return (
    <div className="flex flex-col gap-1.5">
      <label htmlFor={id} className={fieldLabelClass}>
        {t('settings.visibilityLabel', { group: t(props.labels.groups[props.field]) })}
      </label>
      <select
        id={id}
        data-field={`profile_visibility_defaults.${props.field}`}
        value={props.value}
        className={fieldControlClass}
        onChange={(event) => {
          const parsed = Visibility.safeParse(event.target.value)
          if (parsed.success) props.onChange(parsed.data)
        }}
      >
        {Visibility.options.map((audience) => (
          <option key={audience} value={audience}>
            {t(props.labels.audiences[audience])}
          </option>
        ))}
      </select>
    </div>
  )
}
