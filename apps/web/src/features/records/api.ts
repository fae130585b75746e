import { AnalyticsChoice, RecordsAnswer } from '@quad/shared'
import { queryOptions, useMutation, useQueryClient } from '@tanstack/react-query'
import { bearerRequestJson, signedInJson } from '../../lib/http/bearer-client.ts'
import { authenticationQuery } from '../../lib/session/session.ts'

/** "What Quad records about you" (issue 18 item 5). */
export const recordsQuery = queryOptions({
  queryKey: ['me', 'records'],
  queryFn: async ({ signal }) => {
    // Opened straight at its address, the section holds no JWT yet.
    return signedInJson('/api/v1/me/records', RecordsAnswer, { signal })
  },
})

/**
 * The analytics switch, optimistic: the signed-in user's `analytics` flag changes in the
 * authentication cache at once, so lib/analytics stops without a reload.
 */
export function useAnalyticsChoice() {
  const queryClient = useQueryClient()
  const setChoice = (optOut: boolean) => {
    queryClient.setQueryData(recordsQuery.queryKey, (old) =>
      old ? { ...old, analyticsOptOut: optOut } : old,
    )
    queryClient.setQueryData(authenticationQuery.queryKey, (old) =>
      old?.map((item) => ('uid' in item ? { ...item, analytics: !optOut } : item)),
    )
  }
  return useMutation({
    mutationFn: (optOut: boolean) =>
      bearerRequestJson('/api/v1/me/analytics', AnalyticsChoice, {
        method: 'PUT',
        json: { optOut },
      }),
    onMutate: (optOut) => setChoice(optOut),
    onError: (_error, optOut) => setChoice(!optOut),
  })
}
