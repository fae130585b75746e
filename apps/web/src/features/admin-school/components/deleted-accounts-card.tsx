import { useId } from 'react'
import { fieldControlClass, fieldLabelClass } from '../../../components/field-styles.ts'
import { t } from '../../../lib/i18n/t.ts'
import type { SchoolFormErrors, SchoolFormValues } from '../school-form.ts'
import { FormField } from './form-field.tsx'
import { SettingsCard } from './settings-card.tsx'

interface DeletedAccountsCardProps {
  values: SchoolFormValues
  errors: SchoolFormErrors
  onChange: (patch: Partial<SchoolFormValues>) => void
}

/** Issue 18 item 4: what a deleted account leaves behind, and the days before it goes. */
export function DeletedAccountsCard({ values, errors, onChange }: DeletedAccountsCardProps) {
  const id = useId()
  const grace = values.deletion_grace_days ?? 14
  return (
    <SettingsCard
      id="deleted-accounts"
      title={t('adminSchool.deletedTitle')}
      description={t('adminSchool.deletedBody')}
    >
      <div className="flex flex-col gap-1.5 sm:w-96">
        <label htmlFor={id} className={fieldLabelClass}>
          {t('adminSchool.deletedContent')}
        </label>
        <select
          id={id}
          data-field="deleted_content"
          value={values.deleted_content ?? 'anonymise'}
          className={fieldControlClass}
          onChange={(event) =>
            onChange({ deleted_content: event.target.value === 'remove' ? 'remove' : 'anonymise' })
          }
        >
          <option value="anonymise">{t('adminSchool.deletedKeep')}</option>
          <option value="remove">{t('adminSchool.deletedRemove')}</option>
        </select>
      </div>
      <FormField
        className="sm:w-56"
        type="number"
        inputMode="numeric"
        min={0}
        max={30}
        label={t('adminSchool.graceDays')}
        field="deletion_grace_days"
        value={Number.isNaN(grace) ? '' : grace}
        error={errors.deletion_grace_days}
        onChange={(event) => onChange({ deletion_grace_days: event.target.valueAsNumber })}
      />
    </SettingsCard>
  )
}
