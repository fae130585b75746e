import type { QueryClient } from '@tanstack/react-query'
import { isFramed } from './host/host-bridge.ts'
import { schoolQuery } from './school/school.ts'
import { isShareUrl } from './session/public-mode.ts'
import { authTokensQuery, fetchCurrentUser } from './session/session.ts'

/**
 * Outside a host frame nothing else can supply the school or the session (spec 7), so ask
 * for both at once as the app starts, and for the tokens as soon as a user is known, instead
 * of one after the other as the router's middleware and loaders reach them: on a phone each
 * is a round trip before the first paint (decision 062). The loaders then find them cached.
 * Failures are left to the loaders, which ask again and show their errors.
 * A shared page (share=1) is seen with no authentication call at all (spec 4, api.md
 * "Public share mode"): only the school is asked for.
 */
export function prefetchStartup(
  queryClient: QueryClient,
  url: URL = new URL(window.location.href),
): void {
  if (isFramed()) return
  void queryClient.prefetchQuery(schoolQuery)
  if (isShareUrl(url)) return
  fetchCurrentUser(queryClient)
    .then((user) => (user ? queryClient.prefetchQuery(authTokensQuery) : undefined))
    .catch(() => undefined)
}
