import { t } from '../../../lib/i18n/t.ts'
import type { ProfileFormApi } from '../use-profile-form.ts'
import { FormSection } from '../../../components/form-section.tsx'
import { SwitchField } from '../../../components/switch-field.tsx'
import { VisibilitySelect } from './visibility-select.tsx'

/** Issue 4: directory opt-out, visitableProfile, and the groups edited elsewhere in Quad. */
export function PrivacySection({ form }: { form: ProfileFormApi }) {
  const { values, errors, set, setVisibility } = form
  return (
    <FormSection
      id="privacy"
      title={t('settings.privacyTitle')}
      description={t('settings.privacyIntro')}
    >
      <SwitchField
        label={t('settings.showInDirectory')}
        description={t('settings.showInDirectoryHint')}
        field="showInDirectory"
        checked={values.showInDirectory}
        onChange={(checked) => {
          set('showInDirectory', checked)
        }}
        error={errors.showInDirectory}
      />
      <SwitchField
        label={t('settings.visitable')}
        description={t('settings.visitableHint')}
        field="visitableProfile"
        checked={values.visitableProfile}
        onChange={(checked) => {
          set('visitableProfile', checked)
        }}
        error={errors.visitableProfile}
      />
      <hr className="border-zinc-200 dark:border-zinc-800" />
      {(['experiences', 'badges'] as const).map((group) => (
        <VisibilitySelect
          key={group}
          group={group}
          value={values.visibility[group]}
          onChange={(value) => {
            setVisibility(group, value)
          }}
          error={errors[`visibility.${group}`]}
        />
      ))}
    </FormSection>
  )
}
