import { t } from '../../../lib/i18n/t.ts'
import { PrivacySection } from './privacy-section.tsx'
import { ProfileSettingsForm } from './profile-settings-form.tsx'

/** /settings/privacy: whether students find and open the profile; one explicit Save. */
export function PrivacySettings() {
  return (
    <ProfileSettingsForm label={t('settings.privacyFormLabel')}>
      {(form) => <PrivacySection form={form} />}
    </ProfileSettingsForm>
  )
}
