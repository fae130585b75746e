import { LoginResponse, type LoginBody } from '@quad/shared'
import { useMutation, useQueryClient } from '@tanstack/react-query'
import { request, requestJson, setCsrfToken } from '../../lib/http/http.ts'
import { t } from '../../lib/i18n/t.ts'
import { authKeys, forgetSession, SESSION_BASE as BASE } from '../../lib/session/session.ts'
import { toast } from '../../lib/toasts/toast.ts'

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
