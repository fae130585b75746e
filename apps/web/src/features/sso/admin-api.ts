import { SsoSettingsAnswer, type SsoSettingsBody } from '@quad/shared'
import { queryOptions, useMutation, useQueryClient } from '@tanstack/react-query'
import { bearerRequest, bearerRequestJson } from '../../lib/http/bearer-client.ts'

const PATH = '/api/v1/admin/sso'

/** The school's identity provider (issue 18): never the secret, only whether one is stored. */
export const ssoSettingsQuery = queryOptions({
  queryKey: ['admin', 'sso'],
  queryFn: ({ signal }) => bearerRequestJson(PATH, SsoSettingsAnswer, { signal }),
})

export function useSaveSsoSettings() {
  const queryClient = useQueryClient()
  return useMutation({
    mutationFn: (body: SsoSettingsBody) =>
      bearerRequestJson(PATH, SsoSettingsAnswer, { method: 'PUT', json: body }),
    onSuccess: (saved) => {
      queryClient.setQueryData(ssoSettingsQuery.queryKey, saved)
      void queryClient.invalidateQueries({ queryKey: ['sso', 'public'] })
    },
  })
}

/** Removes the school's provider: the login page loses its button, passwords work again. */
export function useRemoveSsoSettings() {
  const queryClient = useQueryClient()
  return useMutation({
    mutationFn: async () => {
      await bearerRequest(PATH, { method: 'DELETE' })
    },
    onSuccess: () => {
      void queryClient.invalidateQueries({ queryKey: ssoSettingsQuery.queryKey })
      void queryClient.invalidateQueries({ queryKey: ['sso', 'public'] })
    },
  })
}
