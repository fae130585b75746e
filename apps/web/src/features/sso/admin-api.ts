import { SsoSettingsAnswer, type SsoSettingsBody } from '@quad/shared'
import { queryOptions, useMutation, useQueryClient } from '@tanstack/react-query'
import { bearerRequestJson } from '../../lib/http/bearer-client.ts'

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
