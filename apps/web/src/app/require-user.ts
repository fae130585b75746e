import type { AuthUser } from '@quad/shared'
import { createContext, redirect, type MiddlewareFunction } from 'react-router'
import { fetchCurrentUser } from '../features/auth/api.ts'
import { loginHref } from './login-href.ts'
import { queryClientContext } from './query-client.ts'

/** The logged-in user, for loaders below a route guarded by requireUser. */
export const userContext = createContext<AuthUser>()

/**
 * Spec 4: logged out outside a frame redirects to the login page. Middleware, not a
 * parent loader, because it runs before every child loader rather than beside them.
 */
export const requireUser: MiddlewareFunction = async ({ context, request }) => {
  const user = await fetchCurrentUser(context.get(queryClientContext))
  if (!user) throw redirect(loginHref(new URL(request.url)))
  context.set(userContext, user)
}
