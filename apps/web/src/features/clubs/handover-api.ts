import { ClubHandoverAnswer, type ClubHandoverBody } from '@quad/shared'
import { queryOptions, useMutation } from '@tanstack/react-query'
import { bearerRequest, bearerRequestJson } from '../../lib/http/bearer-client.ts'
import { clubPath, memberKeys, useRefresh } from './members-api.ts'

/*
 * The officer hand-over's calls (issue 37 item 6, decision 104), in the hand-over's own
 * chunk. Its key sits under the club's members, so every change there reads it again.
 */
const handoverKey = (id: string) => [...memberKeys.all(id), 'handover'] as const

/** The officers' hand-over still to come (issue 37 item 6), or null. */
export function clubHandoverQuery(id: string) {
  return queryOptions({
    queryKey: handoverKey(id),
    queryFn: ({ signal }) =>
      bearerRequestJson(`${clubPath(id)}/handover`, ClubHandoverAnswer, { signal }),
  })
}

export function useScheduleHandover(id: string) {
  const refresh = useRefresh(id)
  return useMutation({
    mutationFn: (body: ClubHandoverBody) =>
      bearerRequestJson(`${clubPath(id)}/handover`, ClubHandoverAnswer, {
        method: 'PUT',
        json: body,
      }),
    onSuccess: refresh,
  })
}

export function useCancelHandover(id: string) {
  const refresh = useRefresh(id)
  return useMutation({
    mutationFn: () => bearerRequest(`${clubPath(id)}/handover`, { method: 'DELETE' }),
    onSuccess: refresh,
  })
}
