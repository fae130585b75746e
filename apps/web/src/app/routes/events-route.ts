import { AuthStatus } from '@quad/shared'
import type { LoaderFunctionArgs } from 'react-router'
import type { Audience } from '../../lib/http/audience-request.ts'
import { authStateContext } from '../../lib/session/auth-status.ts'
import { authTokensQuery } from '../../lib/session/session.ts'
import { queryClientContext } from '../../lib/query-client.ts'

/**
 * The events section is public in share mode (api.md): a visitor's calls go without a token
 * and the server answers only public events; a student's JWT is fetched before the page
 * renders, since every student call uses the bearer client (spec 7).
 */
export async function loader({ context }: LoaderFunctionArgs): Promise<{ audience: Audience }> {
  if (context.get(authStateContext).status === AuthStatus.VISITOR) return { audience: 'visitor' }
  await context.get(queryClientContext).ensureQueryData(authTokensQuery)
  return { audience: 'student' }
}
