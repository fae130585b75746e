import type { QueryClient } from '@tanstack/react-query'
import { isFramed } from './host/host-bridge.ts'
import { schoolQuery } from './school/school.ts'
import { authTokensQuery, fetchCurrentUser } from './session/session.ts'

/**
 * Outside a host frame nothing else can supply the school or the session (spec 7), so ask
 * for both at once as the app starts, and for the tokens as soon as a user is known, instead
 * of one after the other as the router's middleware and loaders reach them: on a phone each
 * is a round trip before the first paint (decision 062). The loaders then find them cached.
 * Failures are left to the loaders, which ask again and show their errors.
 */
export function prefetchStartup(queryClient: QueryClient): void {
  if (isFramed()) return
  void queryClient.prefetchQuery(schoolQuery)
  fetchCurrentUser(queryClient)
    .then((user) => (user ? queryClient.prefetchQuery(authTokensQuery) : undefined))
    .catch(() => undefined)
}
