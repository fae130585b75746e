import '../../features/admin-school/messages.ts'
// The School page speaks of profile fields and notification settings in their sections'
// own words: their catalogues are registered here, where the features are composed.
import '../../features/settings/messages.ts'
import '../../features/notifications/messages.ts'
import { useQuery } from '@tanstack/react-query'
import type { LoaderFunctionArgs } from 'react-router'
import { AdminPageHeader } from '../../features/admin/components/admin-page-header.tsx'
import { schoolAdminQuery } from '../../features/admin-school/api.ts'
import { SchoolSettingsForm } from '../../features/admin-school/components/school-settings-form.tsx'
import { GROUP_NAMES, VISIBILITY_LABELS } from '../../features/settings/visibility-labels.ts'
import { t } from '../../lib/i18n/t.ts'
import { queryClientContext } from '../../lib/query-client.ts'
import { useSchool } from '../../lib/school/school.ts'
import { authTokensQuery } from '../../lib/session/session.ts'

const privacyLabels = { groups: GROUP_NAMES, audiences: VISIBILITY_LABELS }

/** The admin calls use the bearer client (spec 7), which needs the session's JWT first. */
export async function loader({ context }: LoaderFunctionArgs) {
  const queryClient = context.get(queryClientContext)
  await queryClient.ensureQueryData(authTokensQuery)
  void queryClient.prefetchQuery(schoolAdminQuery)
  return null
}

/** /admin/school (issue 14 item 1): the school's settings; the frame is app/routes/admin.tsx. */
export function Component() {
  const school = useSchool()
  const settings = useQuery(schoolAdminQuery)
  return (
    <div className="flex flex-col gap-6">
      <AdminPageHeader
        title={t('admin.schoolPage')}
        intro={t('adminSchool.intro', { school: school.name })}
      />
      {settings.data ? (
        <SchoolSettingsForm school={settings.data} privacyLabels={privacyLabels} />
      ) : (
        <p
          role={settings.isError ? 'alert' : 'status'}
          className="text-zinc-700 dark:text-zinc-300"
        >
          {settings.isError ? t('adminSchool.loadFailed') : t('adminSchool.loading')}
        </p>
      )}
    </div>
  )
}
