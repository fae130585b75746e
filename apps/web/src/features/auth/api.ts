import type { LoginBody } from '@quad/shared'
import { useMutation, useQueryClient } from '@tanstack/react-query'
import { request, requestContract } from '../../lib/http/http.ts'
import { t } from '../../lib/i18n/t.ts'
import { rememberSignIn, SESSION_BASE as BASE, signOut } from '../../lib/session/session.ts'
import { toast } from '../../lib/toasts/toast.ts'

export function useLogin() {
  const queryClient = useQueryClient()
  return useMutation({
    mutationFn: (body: LoginBody) =>
      requestContract(`${BASE}/login`, (contracts) => contracts.LoginAnswer, {
        method: 'POST',
        json: body,
      }),
    // Tokens belong to a session; the login answer already names the user (unless a
    // second factor is due first: issue 18).
    onSuccess: (answer) => {
      if ('user' in answer) rememberSignIn(queryClient, answer.user)
    },
  })
}

export function useLogout() {
  const queryClient = useQueryClient()
  return useMutation({
    mutationFn: () => signOut(queryClient, () => request(`${BASE}/logout`, { method: 'POST' })),
    onSuccess: () => {
      // Here rather than in a button, so every way of logging out confirms it.
      toast(t('logout.done'), { type: 'Success' })
    },
  })
}
