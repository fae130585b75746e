import { FormSection } from '../../components/form-section.tsx'
import { NotificationSettings } from '../../features/notifications/components/notification-settings.tsx'
import { t } from '../../lib/i18n/t.ts'

/** /settings/notifications: the spec 3 matrix, each switch saved at once. */
export function Component() {
  return (
    <FormSection
      id="notifications"
      title={t('notifications.settingsTitle')}
      description={t('notifications.settingsIntro')}
    >
      <NotificationSettings sectionId="notifications" />
    </FormSection>
  )
}
