import type { HostContextMessage } from '@quad/shared'
import { queryOptions, type QueryClient } from '@tanstack/react-query'
import { authTokensQuery } from '../session/session.ts'
import { schoolQuery } from '../school/school.ts'
import { requestContract, setCsrfToken } from '../http/http.ts'
import { awaitHostContext, connectToHost, isFramed, onHostContext } from './host-bridge.ts'

/** Deployment settings: host origins and analytics (server: app_config). */
export const appConfigQuery = queryOptions({
  queryKey: ['app-config'],
  queryFn: ({ signal }) =>
    requestContract('/mobile_ws/v18/app_config', (contracts) => contracts.AppConfig, { signal }),
  staleTime: Number.POSITIVE_INFINITY,
})

/**
 * Inside a frame: learn which host may talk to us, then give that host a moment
 * to hand over its session and school, so those calls are skipped (spec 7). Outside
 * a frame there is nothing to wait for.
 */
let booted: Promise<void> | undefined

/** Once per page load: the root loader runs again on search-param changes. */
export function bootHost(queryClient: QueryClient): Promise<void> {
  booted ??= connectAndAwait(queryClient)
  return booted
}

async function connectAndAwait(queryClient: QueryClient): Promise<void> {
  if (!isFramed()) return
  const config = await queryClient.query(appConfigQuery)
  if (!connectToHost(config.hostOrigins)) return
  const context = await awaitHostContext()
  if (context) applyHostContext(queryClient, context)
  onHostContext((message) => applyHostContext(queryClient, message))
}

function applyHostContext(queryClient: QueryClient, context: HostContextMessage): void {
  if (context.school) queryClient.setQueryData(schoolQuery.queryKey, context.school)
  if (context.session) {
    setCsrfToken(context.session.csrfToken)
    queryClient.setQueryData(authTokensQuery.queryKey, context.session)
  }
}
