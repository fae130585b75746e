import { DeviceSessionList, EndedSessions } from '@quad/shared'
import { queryOptions, useMutation, useQueryClient } from '@tanstack/react-query'
import { bearerRequest, bearerRequestJson, signedInJson } from '../../lib/http/bearer-client.ts'

const PATH = '/api/v1/me/sessions'

/** My signed-in devices (api.md `GET /api/v1/me/sessions`). */
export const devicesQuery = queryOptions({
  queryKey: ['me', 'sessions'],
  queryFn: async ({ signal }) => {
    return signedInJson(PATH, DeviceSessionList, { signal })
  },
})

/**
 * Signing devices out, optimistically: the rows leave the list at once and come back if
 * the server refuses. `keep` says which rows stay.
 */
function useEndSessions<Input>(
  send: (input: Input) => Promise<unknown>,
  keep: (input: Input) => (item: DeviceSessionList['items'][number]) => boolean,
) {
  const queryClient = useQueryClient()
  const key = devicesQuery.queryKey
  return useMutation({
    mutationFn: send,
    onMutate: async (input) => {
      await queryClient.cancelQueries({ queryKey: key })
      const before = queryClient.getQueryData(key)
      if (before) queryClient.setQueryData(key, { items: before.items.filter(keep(input)) })
      return { before }
    },
    onError: (_error, _input, context) => {
      if (context?.before) queryClient.setQueryData(key, context.before)
    },
    onSettled: () => queryClient.invalidateQueries({ queryKey: key }),
  })
}

export function useSignOutDevice() {
  return useEndSessions(
    async (id: string) => {
      await bearerRequest(`${PATH}/${encodeURIComponent(id)}`, { method: 'DELETE' })
    },
    (id) => (item) => item.id !== id,
  )
}

export function useSignOutOthers() {
  return useEndSessions(
    (_: undefined) => bearerRequestJson(`${PATH}?others=true`, EndedSessions, { method: 'DELETE' }),
    () => (item) => item.current,
  )
}
