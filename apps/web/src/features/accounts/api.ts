import {
  EmailChanged,
  InvitationInfo,
  LoginResponse,
  MobilePeopleResponse,
  type AcceptInvitationBody,
  type AuthUser,
  type ChangeEmailBody,
  type ForgotPasswordBody,
  type ResetPasswordBody,
} from '@quad/shared'
import { queryOptions, useMutation, useQueryClient, type QueryClient } from '@tanstack/react-query'
import { isHttpError, request, requestJson } from '../../lib/http/http.ts'
import {
  authKeys,
  authTokensQuery,
  cachedCurrentUser,
  fetchCurrentUser,
  rememberSignIn,
} from '../../lib/session/session.ts'

const BASE = '/mobile_ws/v18'

/** What an invitation link opens: the names to prefill; a 410 when it no longer works. */
export function invitationQuery(token: string) {
  return queryOptions({
    queryKey: ['accounts', 'invitation', token],
    queryFn: ({ signal }) =>
      requestJson(`${BASE}/invitation?token=${encodeURIComponent(token)}`, InvitationInfo, {
        signal,
      }),
    retry: (count, error) => !isHttpError(error, 410) && !isHttpError(error, 400) && count < 2,
    staleTime: Infinity,
  })
}

/** A link that no longer works (used, expired, or never valid: a malformed token is a 400). */
export const isGoneLink = (error: unknown) => isHttpError(error, 410) || isHttpError(error, 400)

/** A link used up while its form was open (a 400 there names a field instead). */
export const isUsedUp = (error: unknown) => isHttpError(error, 410)

/** A link that signs the browser in (accept an invitation, reset a password). */
function useSigningIn<Body>(path: string) {
  const queryClient = useQueryClient()
  return useMutation({
    mutationFn: (body: Body) =>
      requestJson(`${BASE}/${path}`, LoginResponse, { method: 'POST', json: body }),
    onSuccess: ({ user }) => {
      rememberSignIn(queryClient, user)
    },
  })
}

export const useAcceptInvitation = () => useSigningIn<AcceptInvitationBody>('invitation/accept')
export const useResetPassword = () => useSigningIn<ResetPasswordBody>('password/reset')

export function useForgotPassword() {
  return useMutation({
    mutationFn: async (body: ForgotPasswordBody) => {
      await request(`${BASE}/password/forgot`, { method: 'POST', json: body })
    },
  })
}

export function useChangeEmail() {
  return useMutation({
    mutationFn: async (body: ChangeEmailBody) => {
      await request(`${BASE}/email/change`, { method: 'POST', json: body })
    },
  })
}

/** Opens an email change link; the signed-in user's email follows. */
export function useVerifyEmail() {
  const queryClient = useQueryClient()
  return useMutation({
    mutationFn: (token: string) =>
      requestJson(`${BASE}/email/verify`, EmailChanged, { method: 'POST', json: { token } }),
    onSuccess: () => {
      void queryClient.invalidateQueries({ queryKey: authKeys.authentication })
      void queryClient.invalidateQueries({ queryKey: ['settings'] })
    },
  })
}

/** The welcome is finished (or skipped): the home page no longer sends the user to it. */
export function useFinishWelcome() {
  const queryClient = useQueryClient()
  return useMutation({
    mutationFn: async () => {
      await request(`${BASE}/welcome/done`, { method: 'POST' })
    },
    onSuccess: () => {
      markOnboarded(queryClient)
    },
  })
}

function markOnboarded(queryClient: QueryClient) {
  const user = cachedCurrentUser(queryClient)
  if (user)
    queryClient.setQueryData<AuthUser[]>(authKeys.authentication, [{ ...user, onboarded: true }])
}

/** A few schoolmates to suggest (the directory's own first page). */
export const suggestedPeopleQuery = queryOptions({
  queryKey: ['accounts', 'suggested-people'],
  queryFn: async ({ signal }) => {
    const response = await requestJson(
      `${BASE}/mobile_people?range=0&limit=6`,
      MobilePeopleResponse,
      {
        signal,
      },
    )
    return response[0]?.people ?? []
  },
})

/**
 * A link page opened in a browser that is signed in: its session's CSRF token is fetched
 * first, since the server checks it on every change that session makes.
 */
export async function readySession(queryClient: QueryClient): Promise<void> {
  if (await fetchCurrentUser(queryClient)) await queryClient.query(authTokensQuery)
}
