import '../../features/admin/messages.ts'
import type { LoaderFunctionArgs } from 'react-router'
import { AdminPageHeader } from '../../features/admin/components/admin-page-header.tsx'
import { SsoAdminPanel } from '../../features/sso/components/sso-admin-panel.tsx'
import { t } from '../../lib/i18n/t.ts'
import { queryClientContext } from '../../lib/query-client.ts'
import { authTokensQuery } from '../../lib/session/session.ts'

/** The admin calls use the bearer client (spec 7), which needs the session's JWT first. */
export async function loader({ context }: LoaderFunctionArgs) {
  await context.get(queryClientContext).ensureQueryData(authTokensQuery)
  return null
}

/** /admin/sign-in (issue 18): the school's identity provider and SSO-only sign-in. */
export function Component() {
  return (
    <div className="flex flex-col gap-6">
      <AdminPageHeader title={t('admin.signInPage')} intro={t('admin.signInIntro')} />
      <SsoAdminPanel />
    </div>
  )
}
