import { userFromAuthentication, type AuthUser } from '@quad/shared'
import { isCancelledError, queryOptions, type QueryClient } from '@tanstack/react-query'
import { setJwt } from '../http/bearer-client.ts'
import { requestContract, setCsrfToken } from '../http/http.ts'

/** The session surface's prefix (spec 7). */
export const SESSION_BASE = '/mobile_ws/v18'
const BASE = SESSION_BASE

export const authKeys = {
  all: ['auth'] as const,
  authentication: ['auth', 'authentication'] as const,
  tokens: ['auth', 'tokens'] as const,
}

/** Spec 7 "authentication path": never a 401; an empty or flagged list means logged out. */
export const authenticationQuery = queryOptions({
  queryKey: authKeys.authentication,
  queryFn: ({ signal }) =>
    requestContract(`${BASE}/authentication`, (contracts) => contracts.AuthenticationResponse, {
      signal,
    }),
})

/**
 * The logged-in user, or null (spec 4 "Authentication status"). Served from the cache while
 * fresh, so navigating does not ask the server every time, yet a stale answer is rechecked.
 */
export async function fetchCurrentUser(queryClient: QueryClient): Promise<AuthUser | null> {
  try {
    return userFromAuthentication(await queryClient.query(authenticationQuery))
  } catch (error) {
    // The session was forgotten while this asked (`forgetSession` removes the question): a
    // sign-out meeting its own "session ended" from the socket did that, and the sign-in
    // page's loader failed with "Something went wrong". The question stands: ask again.
    if (!isCancelledError(error)) throw error
    return userFromAuthentication(await queryClient.query(authenticationQuery))
  }
}

/** The user as last seen by the authentication call, without asking the server again. */
export function cachedCurrentUser(queryClient: QueryClient): AuthUser | null {
  const list = queryClient.getQueryData(authenticationQuery.queryKey)
  return list ? userFromAuthentication(list) : null
}

/** Spec 7 "auth tokens path". Holding the CSRF token is what lets later calls change state. */
export const authTokensQuery = queryOptions({
  queryKey: authKeys.tokens,
  queryFn: async ({ signal }) => {
    const tokens = await requestContract(
      `${BASE}/auth_tokens`,
      (contracts) => contracts.AuthTokens,
      {
        signal,
      },
    )
    setCsrfToken(tokens.csrfToken)
    // The same answer carries the bearer client's JWT (spec 7 "A second client").
    setJwt(tokens.jwt)
    return tokens
  },
})

/**
 * A sign-in answered with its user (login, an accepted invitation, a password reset): the
 * old session's tokens go, and the answer stands in for the authentication call.
 */
export function rememberSignIn(queryClient: QueryClient, user: AuthUser): void {
  setCsrfToken(null)
  queryClient.removeQueries({ queryKey: authKeys.tokens })
  queryClient.setQueryData(authKeys.authentication, [user])
}

let signingOut = false

/**
 * Signs out through `request` (the logout call) and forgets the session, as one step: the
 * 401s met meanwhile are this sign-out's own doing (its sockets closed, a query asked after
 * the server let the session go), not news of a session ended elsewhere (`isSigningOut`).
 */
export async function signOut(queryClient: QueryClient, request: () => Promise<unknown>) {
  signingOut = true
  try {
    await request()
    forgetSession(queryClient)
  } finally {
    signingOut = false
  }
}

/** A sign-out is under way: its own 401s say nothing the student should be told. */
export const isSigningOut = (): boolean => signingOut

/**
 * Drops everything tied to the session, after a logout or when the server says it is gone:
 * the tokens, the cached user, and what the device kept for reading offline (issue 34 item
 * 3: nothing left after sign-out; loaded then, as it is no part of a start).
 */
export function forgetSession(queryClient: QueryClient): void {
  setCsrfToken(null)
  setJwt(null)
  queryClient.removeQueries({ queryKey: authKeys.all })
  void import('../offline/offline-data.ts').then(({ clearOfflineData }) => clearOfflineData())
}
