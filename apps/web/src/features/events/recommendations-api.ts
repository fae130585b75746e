import { EventPreferences, EventRecommendations } from '@quad/shared'
import { queryOptions, useMutation, useQueryClient } from '@tanstack/react-query'
import { bearerRequestJson } from '../../lib/http/bearer-client.ts'
import { EVENTS_API, eventKeys } from './api.ts'

/** Issue 15 item 5: ranked events with the reasons, or `enabled: false` when switched off. */
export const recommendationsQuery = queryOptions({
  queryKey: eventKeys.recommendations,
  queryFn: ({ signal }) =>
    bearerRequestJson(`${EVENTS_API}/recommendations`, EventRecommendations, { signal }),
})

/** The student's switch (PUT …/preferences); the strip follows the server's answer. */
export function useRecommendationsSwitch() {
  const queryClient = useQueryClient()
  return useMutation({
    mutationFn: (body: EventPreferences) =>
      bearerRequestJson(`${EVENTS_API}/preferences`, EventPreferences, {
        method: 'PUT',
        json: body,
      }),
    onSuccess: ({ recommendations }) => {
      queryClient.setQueryData<EventRecommendations>(eventKeys.recommendations, (current) =>
        current ? { ...current, enabled: recommendations } : current,
      )
      void queryClient.invalidateQueries({ queryKey: eventKeys.recommendations })
    },
  })
}
