import '../../features/admin/messages.ts'
import type { LoaderFunctionArgs } from 'react-router'
import { AdminPageHeader } from '../../features/admin/components/admin-page-header.tsx'
import { FinanceSettingsPanel } from '../../features/finances/components/finance-settings-panel.tsx'
import { LmsSettingsPanel } from '../../features/lms/components/lms-settings-panel.tsx'
import { SisKeysPanel } from '../../features/student-records/components/sis-keys-panel.tsx'
import { t } from '../../lib/i18n/t.ts'
import { queryClientContext } from '../../lib/query-client.ts'
import { useSchool } from '../../lib/school/school.ts'
import { authTokensQuery } from '../../lib/session/session.ts'

/** The admin calls use the bearer client (spec 7), which needs the session's JWT first. */
export async function loader({ context }: LoaderFunctionArgs) {
  await context.get(queryClientContext).ensureQueryData(authTokensQuery)
  return null
}

/**
 * /admin/integrations (issue 17): the school's connected systems, one panel each: the
 * LMS (features/lms), the student-records feed (features/student-records), the Pay link
 * (features/finances).
 */
export function Component() {
  const school = useSchool()
  return (
    <div className="flex flex-col gap-6">
      <AdminPageHeader
        title={t('admin.integrationsPage')}
        intro={t('admin.integrationsIntro', { school: school.name })}
      />
      <LmsSettingsPanel />
      <SisKeysPanel />
      <FinanceSettingsPanel />
    </div>
  )
}
