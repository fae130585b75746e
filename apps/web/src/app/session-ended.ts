import type { QueryClient } from '@tanstack/react-query'
import { cachedCurrentUser, forgetSession, isSigningOut } from '../lib/session/session.ts'
import { alert } from '../lib/alerts/alert.ts'
import { hasHost, tellHostLoggedOut } from '../lib/host/host-bridge.ts'
import { t } from '../lib/i18n/t.ts'
import { loginHref } from '../lib/session/login-href.ts'
import type { AppRouter } from './router.ts'

/**
 * The one auth-error handler (spec 7-8): a 401 from either client means the session
 * ended elsewhere (expired, signed out in another tab). Someone who was signed in is
 * told why, and the alert outlives the redirect (keepAfterRouteChange). Inside a host
 * frame the host handles signing in (spec 4); outside, we go to the login page and
 * come back afterwards.
 */
export function handleSessionEnded(queryClient: QueryClient, router: AppRouter): void {
  // The student's own sign-out ends the session: it forgets it and leads to sign-in itself.
  if (isSigningOut()) return
  const wasLoggedIn = cachedCurrentUser(queryClient) !== null
  forgetSession(queryClient)
  if (wasLoggedIn) {
    alert({ type: 'Info', message: t('session.ended'), keepAfterRouteChange: true })
  }
  if (hasHost()) {
    tellHostLoggedOut()
    return
  }
  // A 401 met while loading the next page: come back to that page, not the one before.
  const { location, navigation } = router.state
  const target = navigation.location ?? location
  if (target.pathname !== '/login') void router.navigate(loginHref(target))
}
