import { AuthStatus } from '@quad/shared'
import type { LoaderFunctionArgs, Params } from 'react-router'
import { authTokensQuery } from '../../lib/session/session.ts'
import { authStateContext } from '../../lib/session/auth-status.ts'
import { queryClientContext } from '../../lib/query-client.ts'
import { hubParam, NO_HUB } from './hub-params.ts'

/**
 * The club section is public in share mode, but its calls need a bearer token (spec 6):
 * a visitor gets no calls at all; a student's JWT is fetched before the page renders.
 */
export async function loader({ context }: LoaderFunctionArgs) {
  if (context.get(authStateContext).status === AuthStatus.VISITOR) return { isVisitor: true }
  await context.get(queryClientContext).ensureQueryData(authTokensQuery)
  return { isVisitor: false }
}

/** The section's own path, keeping its hub segments (`_` when none, spec 2). */
export function clubsPath(params: Params): string {
  const hub = encodeURIComponent(hubParam(params['hubId']) ?? NO_HUB)
  const menu = encodeURIComponent(hubParam(params['hubMenuId']) ?? NO_HUB)
  return `/${hub}/${menu}/clubs`
}
