import { DeletionScheduled, DeletionStatus, type ScheduleDeletionBody } from '@quad/shared'
import { queryOptions, useMutation, useQueryClient } from '@tanstack/react-query'
import {
  bearerRequest,
  bearerRequestJson,
  currentJwt,
  refreshJwt,
} from '../../lib/http/bearer-client.ts'

const PATH = '/api/v1/me/deletion'

/** Whether a deletion is pending, and the school's grace period and content policy. */
export const deletionQuery = queryOptions({
  queryKey: ['me', 'deletion'],
  // Opened straight from the address bar, the page can ask before the shell holds a token.
  queryFn: async ({ signal }) => {
    if (currentJwt() === null) await refreshJwt()
    return bearerRequestJson(PATH, DeletionStatus, { signal })
  },
})

function useRefresh() {
  const queryClient = useQueryClient()
  return () => queryClient.invalidateQueries({ queryKey: deletionQuery.queryKey })
}

/** Schedules the deletion (the password, or nothing for an account that signs in by SSO). */
export function useScheduleDeletion() {
  const refresh = useRefresh()
  return useMutation({
    mutationFn: (body: ScheduleDeletionBody) =>
      bearerRequestJson(PATH, DeletionScheduled, { method: 'POST', json: body }),
    onSuccess: refresh,
  })
}

/** Cancels a pending deletion. */
export function useCancelDeletion() {
  const refresh = useRefresh()
  return useMutation({
    mutationFn: async () => void (await bearerRequest(PATH, { method: 'DELETE' })),
    onSuccess: refresh,
  })
}
