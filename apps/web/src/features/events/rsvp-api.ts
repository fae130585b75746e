import { EventDetail, RsvpAnswer, type RsvpBody } from '@quad/shared'
import { useMutation, useQueryClient } from '@tanstack/react-query'
import { bearerRequest, bearerRequestJson } from '../../lib/http/bearer-client.ts'
import { EVENTS_API, eventKeys } from './api.ts'

/**
 * The student's answer (PUT …/rsvp). The server says what it became (`waitlisted` when the
 * event is full): that is shown at once, then the event, its people, the ticket and the
 * lists are read again for the counts that moved with it.
 */
export function useRsvp(id: string) {
  const queryClient = useQueryClient()
  return useMutation({
    mutationFn: (body: RsvpBody) =>
      bearerRequestJson(`${EVENTS_API}/${encodeURIComponent(id)}/rsvp`, RsvpAnswer, {
        method: 'PUT',
        json: body,
      }),
    onSuccess: ({ status }, body) => {
      queryClient.setQueryData<EventDetail>(eventKeys.detail('student', id), (event) =>
        event
          ? { ...event, viewerRsvp: status, viewerAnswers: body.answers ?? event.viewerAnswers }
          : event,
      )
      for (const queryKey of [
        eventKeys.detail('student', id),
        eventKeys.attendees(id),
        eventKeys.ticket(id),
        eventKeys.lists,
        eventKeys.recommendations,
      ]) {
        void queryClient.invalidateQueries({ queryKey })
      }
    },
  })
}

/** "Add to calendar" for an event only its members see: the bearer goes with the request. */
export async function downloadIcs(id: string, title: string): Promise<void> {
  const response = await bearerRequest(`${EVENTS_API}/${encodeURIComponent(id)}.ics`)
  const url = URL.createObjectURL(await response.blob())
  const link = document.createElement('a')
  link.href = url
  link.download = `${title.replace(/[^\p{L}\p{N} _-]+/gu, '').trim() || 'event'}.ics`
  link.click()
  URL.revokeObjectURL(url)
}
