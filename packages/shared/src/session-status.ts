import type { AuthenticationResponse, AuthUser } from './auth.ts'

/*
 * The session's plain values, apart from auth.ts's schemas: the web shell needs these at
 * start and must not load zod for them (decision 066), since a module's schemas are built
 * when it is imported, used or not.
 */

/** Spec 7: the header the session client adds to /mobile_ws/ requests. */
export const CSRF_HEADER = 'X-CG-CSRF-Token'
export const SESSION_COOKIE = 'quad_session'

/** Spec 4 "Authentication status". */
export const AuthStatus = { VISITOR: 0, LOGGED_IN: 1, LOGGED_OUT: 2 } as const
export type AuthStatus = (typeof AuthStatus)[keyof typeof AuthStatus]

/**
 * Spec 5: logged in only when the result is a non-empty list with no logout flag.
 * Returns the user, or null when the list means "logged out".
 */
export function userFromAuthentication(list: AuthenticationResponse): AuthUser | null {
  const first = list[0]
  if (!first || 'logout' in first) return null
  return first
}
