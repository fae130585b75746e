import { LmsSettingsAnswer, type LmsSettingsBody } from '@quad/shared'
import { queryOptions, useMutation, useQueryClient } from '@tanstack/react-query'
import { bearerRequestJson } from '../../lib/http/bearer-client.ts'

const PATH = '/api/v1/admin/integrations/lms'

/** The school's LMS settings (issue 17): never the secret, only whether one is stored. */
export const lmsSettingsQuery = queryOptions({
  queryKey: ['admin', 'integrations', 'lms'],
  queryFn: ({ signal }) => bearerRequestJson(PATH, LmsSettingsAnswer, { signal }),
})

export function useSaveLmsSettings() {
  const queryClient = useQueryClient()
  return useMutation({
    mutationFn: (body: LmsSettingsBody) =>
      bearerRequestJson(PATH, LmsSettingsAnswer, { method: 'PUT', json: body }),
    onSuccess: (saved) => queryClient.setQueryData(lmsSettingsQuery.queryKey, saved),
  })
}
