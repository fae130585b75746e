import { EventApprovalRule, EventReviewQueue, type EventReviewBody } from '@quad/shared'
import { queryOptions, useMutation, useQueryClient } from '@tanstack/react-query'
import { bearerRequest, bearerRequestJson } from '../../lib/http/bearer-client.ts'
import { eventKeys } from './api.ts'

const reviewsKey = [...eventKeys.all, 'reviews'] as const

/** The club events waiting for staff approval, and the rule (decision 106). */
export const eventReviewsQuery = queryOptions({
  queryKey: reviewsKey,
  queryFn: ({ signal }) =>
    bearerRequestJson('/api/v1/events/reviews', EventReviewQueue, { signal }),
})

/** Under the events' key: a decision refreshes the queue, the lists and the event's page. */
function useEventsChanged() {
  const queryClient = useQueryClient()
  return () => queryClient.invalidateQueries({ queryKey: eventKeys.all })
}

export function useApprovalRule() {
  const onSuccess = useEventsChanged()
  return useMutation({
    mutationFn: (required: boolean) =>
      bearerRequestJson('/api/v1/events/approval-rule', EventApprovalRule, {
        method: 'PUT',
        json: { required },
      }),
    onSuccess,
  })
}

export function useReviewEvent() {
  const onSuccess = useEventsChanged()
  return useMutation({
    mutationFn: async ({ id, body }: { id: string; body: EventReviewBody }) => {
      await bearerRequest(`/api/v1/events/${encodeURIComponent(id)}/review`, {
        method: 'POST',
        json: body,
      })
    },
    onSuccess,
  })
}
