import type { LoaderFunctionArgs } from 'react-router'
import { AdminPageHeader } from '../../features/admin/components/admin-page-header.tsx'
import { PeoplePage } from '../../features/admin-people/components/people-page.tsx'
import { queryClientContext } from '../../lib/query-client.ts'
import { authTokensQuery } from '../../lib/session/session.ts'

/** The page's calls are bearer calls: the session's JWT is fetched before it renders. */
export async function loader({ context }: LoaderFunctionArgs) {
  await context.get(queryClientContext).ensureQueryData(authTokensQuery)
  return null
}

/** /admin/people (issue 14 item 2); the frame around it is app/routes/admin.tsx. */
export function Component() {
  return <PeoplePage renderHeader={(heading) => <AdminPageHeader {...heading} />} />
}
