import { t } from '../../../lib/i18n/t.ts'
import type { ProfileFormApi } from '../use-profile-form.ts'
import { FormField } from '../../../components/form-field.tsx'
import { FormSection } from '../../../components/form-section.tsx'
import { VisibilitySelect } from './visibility-select.tsx'

/** Spec 3 "current job": company and title, shown together on the card. */
export function WorkSection({ form }: { form: ProfileFormApi }) {
  const { values, errors, set, setVisibility } = form
  return (
    <FormSection id="work" title={t('settings.workTitle')}>
      <div className="grid gap-5 sm:grid-cols-2">
        <FormField
          label={t('settings.jobTitle')}
          field="workTitle"
          value={values.workTitle}
          onChange={(value) => {
            set('workTitle', value)
          }}
          error={errors.workTitle}
          autoComplete="organization-title"
          maxLength={120}
        />
        <FormField
          label={t('settings.company')}
          field="companyName"
          value={values.companyName}
          onChange={(value) => {
            set('companyName', value)
          }}
          error={errors.companyName}
          autoComplete="organization"
          maxLength={120}
        />
      </div>
      <VisibilitySelect
        group="job"
        value={values.visibility.job}
        onChange={(value) => {
          setVisibility('job', value)
        }}
        error={errors['visibility.job']}
      />
    </FormSection>
  )
}
