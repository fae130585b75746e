import '../i18n/settings-messages.ts'
import { useId } from 'react'
import type { LoaderFunctionArgs } from 'react-router'
import { BlockedStudents } from '../../features/connections/components/blocked-students.tsx'
import { NotificationSettings } from '../../features/notifications/components/notification-settings.tsx'
import { ProfileCard } from '../../features/profile/components/profile-card.tsx'
import { ownProfileQuery } from '../../features/settings/api.ts'
import { SettingsPage } from '../../features/settings/components/settings-page.tsx'
import { useSchool } from '../../features/school/api.ts'
import { queryClientContext } from '../query-client.ts'

/** The form starts from the saved profile: load it before the page renders. */
export async function loader({ context }: LoaderFunctionArgs) {
  await context.get(queryClientContext).ensureQueryData(ownProfileQuery)
  return null
}

/** Spec 2 /settings: the settings feature, with the profile card, block list and notification settings it shows. */
export function Component() {
  const school = useSchool()
  const previewTitleId = useId()
  return (
    <SettingsPage
      renderPreviewCard={(data) => (
        <ProfileCard
          data={data}
          connect={school.config.connect}
          titleId={previewTitleId}
          headingLevel={2}
        />
      )}
      blockedStudents={<BlockedStudents headingLevel={2} />}
      notifications={<NotificationSettings sectionId="notifications" />}
    />
  )
}
