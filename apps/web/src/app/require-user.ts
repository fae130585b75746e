import { AuthStatus, type AuthUser } from '@quad/shared'
import { createContext, data, redirect, type MiddlewareFunction } from 'react-router'
import { fetchCurrentUser } from '../lib/session/session.ts'
import { authStateContext } from '../lib/session/auth-status.ts'
import { hasHost, noteSignedIn, tellHostLoggedOut } from '../lib/host/host-bridge.ts'
import { loginHref } from '../lib/session/login-href.ts'
import { isShareUrl } from '../lib/session/public-mode.ts'
import { queryClientContext } from '../lib/query-client.ts'

/** The logged-in user, for loaders below a route guarded by requireUser. */
export const userContext = createContext<AuthUser>()

/** Thrown (as a 401 route error) when a framed Quad finds the user logged out. */
export const LOGGED_OUT_IN_FRAME = 'logged-out-in-frame'

/**
 * Spec 4: logged out outside a frame redirects to the login page; inside a host
 * frame it posts webapp_logged_out and leaves signing in to the host. Middleware,
 * not a parent loader, because it runs before every child loader.
 */
export const requireUser: MiddlewareFunction = async ({ context, request }) => {
  const user = await fetchCurrentUser(context.get(queryClientContext))
  if (!user) {
    if (hasHost()) {
      tellHostLoggedOut()
      throw data(LOGGED_OUT_IN_FRAME, { status: 401 })
    }
    throw redirect(loginHref(new URL(request.url)))
  }
  noteSignedIn()
  context.set(userContext, user)
  context.set(authStateContext, { status: AuthStatus.LOGGED_IN, user })
}

/**
 * For routes flagged public (spec 2, 6): with share=1 a visitor sees them without
 * authentication and without tokens; otherwise they need a login like any other.
 * Runs on every navigation, so toggling share=1 restarts authentication (spec 4).
 */
export const requireUserUnlessShared: MiddlewareFunction = async (args, next) => {
  if (isShareUrl(new URL(args.request.url))) {
    args.context.set(authStateContext, { status: AuthStatus.VISITOR, user: null })
    return next()
  }
  return requireUser(args, next)
}
