import {
  AuthenticationResponse,
  AuthTokens,
  LoginResponse,
  userFromAuthentication,
  type AuthUser,
  type LoginBody,
} from '@quad/shared'
import { queryOptions, useMutation, useQueryClient, type QueryClient } from '@tanstack/react-query'
import { setJwt } from '../../app/bearer-client.ts'
import { request, requestJson, setCsrfToken } from '../../app/http.ts'
import { t } from '../../app/i18n/t.ts'
import { toast } from '../../app/toasts/toast.ts'

const BASE = '/mobile_ws/v18'

const authKeys = {
  all: ['auth'] as const,
  authentication: ['auth', 'authentication'] as const,
  tokens: ['auth', 'tokens'] as const,
}

/** Spec 7 "authentication path": never a 401; an empty or flagged list means logged out. */
export const authenticationQuery = queryOptions({
  queryKey: authKeys.authentication,
  queryFn: ({ signal }) =>
    requestJson(`${BASE}/authentication`, AuthenticationResponse, { signal }),
})

/**
 * The logged-in user, or null (spec 4 "Authentication status"). Served from the cache while
 * fresh, so navigating does not ask the server every time, yet a stale answer is rechecked.
 */
export async function fetchCurrentUser(queryClient: QueryClient): Promise<AuthUser | null> {
  return userFromAuthentication(await queryClient.query(authenticationQuery))
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
    const tokens = await requestJson(`${BASE}/auth_tokens`, AuthTokens, { signal })
    setCsrfToken(tokens.csrfToken)
    // The same answer carries the bearer client's JWT (spec 7 "A second client").
    setJwt(tokens.jwt)
    return tokens
  },
})

export function useLogin() {
  const queryClient = useQueryClient()
  return useMutation({
    mutationFn: (body: LoginBody) =>
      requestJson(`${BASE}/login`, LoginResponse, { method: 'POST', json: body }),
    onSuccess: ({ user }) => {
      // Tokens belong to a session; a new session must fetch its own.
      setCsrfToken(null)
      queryClient.removeQueries({ queryKey: authKeys.tokens })
      // The login answer already names the user: no need to ask the authentication call again.
      queryClient.setQueryData(authKeys.authentication, [user])
    },
  })
}

export function useLogout() {
  const queryClient = useQueryClient()
  return useMutation({
    mutationFn: async () => {
      await request(`${BASE}/logout`, { method: 'POST' })
    },
    onSuccess: () => {
      forgetSession(queryClient)
      // Here rather than in a button, so every way of logging out confirms it.
      toast(t('logout.done'), { type: 'Success' })
    },
  })
}

/** Drops everything tied to the session, after a logout or when the server says it is gone. */
export function forgetSession(queryClient: QueryClient): void {
  setCsrfToken(null)
  setJwt(null)
  queryClient.removeQueries({ queryKey: authKeys.all })
}
