import { EventDetail, RsvpAnswer, RsvpBody } from '@quad/shared'
import { useMutation, useQueryClient, type QueryClient } from '@tanstack/react-query'
import * as z from 'zod/mini'
import { bearerRequest, bearerRequestJson } from '../../lib/http/bearer-client.ts'
import { dequeue, enqueue, type OutboxSender } from '../../lib/offline/outbox.ts'
import { isNetworkFailure } from '../../lib/offline/use-online.ts'
import { EVENTS_API, eventKeys } from './api.ts'

/** An answer given with no network (decision 084): one per event, the latest, kept until sent. */
export const QUEUED_RSVP = 'rsvp'
export const QueuedRsvp = z.object({ eventId: z.string(), body: RsvpBody })

function putRsvp(id: string, body: RsvpBody): Promise<RsvpAnswer> {
  return bearerRequestJson(`${EVENTS_API}/${encodeURIComponent(id)}/rsvp`, RsvpAnswer, {
    method: 'PUT',
    json: body,
  })
}

/**
 * The server's word on an answer is shown at once, then the event, its people, the ticket
 * and the lists are read again for the counts that moved with it.
 */
function showAnswer(
  queryClient: QueryClient,
  id: string,
  status: RsvpAnswer['status'],
  body: RsvpBody,
) {
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
}

/**
 * The student's answer (PUT …/rsvp). The server says what it became (`waitlisted` when the
 * event is full). With no network the answer is kept on the device and given when it
 * returns (`queued`); an answer is a state, not an addition, so giving it twice is giving it
 * once, and a later answer replaces a waiting one.
 */
export function useRsvp(id: string) {
  const queryClient = useQueryClient()
  return useMutation({
    // Not paused while offline (TanStack's default): the answer is queued at once instead.
    networkMode: 'always',
    mutationFn: async (body: RsvpBody): Promise<RsvpAnswer | 'queued'> => {
      const queue = async () => {
        await enqueue(QUEUED_RSVP, id, { eventId: id, body } satisfies z.infer<typeof QueuedRsvp>)
        return 'queued' as const
      }
      if (!navigator.onLine) return queue()
      try {
        const answer = await putRsvp(id, body)
        // An answer given online replaces one that waited.
        await dequeue(QUEUED_RSVP, id)
        return answer
      } catch (error) {
        if (isNetworkFailure(error)) return queue()
        throw error
      }
    },
    onSuccess: (answer, body) => {
      if (answer !== 'queued') showAnswer(queryClient, id, answer.status, body)
    },
  })
}

/** Gives an answer written offline once the network is back (decision 084). */
export function rsvpOutbox(queryClient: QueryClient): Record<string, OutboxSender> {
  return {
    [QUEUED_RSVP]: async (payload) => {
      const { eventId, body } = z.parse(QueuedRsvp, payload)
      const { status } = await putRsvp(eventId, body)
      showAnswer(queryClient, eventId, status, body)
    },
  }
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
