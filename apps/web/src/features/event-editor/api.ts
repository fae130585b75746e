import {
  CancelEventQuery,
  ClubListing,
  CreateEventBody,
  EventDetail,
  RoomList,
  UpdateEventBody,
  type Club,
} from '@quad/shared'
import { queryOptions, useMutation, useQueryClient } from '@tanstack/react-query'
import type * as z from 'zod/mini'
import { bearerRequest, bearerRequestJson } from '../../lib/http/bearer-client.ts'

export const EVENTS_API = '/api/v1/events'

/** The same keys as the events section's, so a save refreshes its lists and pages too. */
export const eventEditorKeys = {
  all: ['events'] as const,
  detail: (id: string) => ['events', 'detail', id] as const,
  myClubs: ['clubs', 'list', 'event-owners'] as const,
  /** Admin → Rooms' key: its changes reach the form's list. */
  rooms: ['rooms'] as const,
}

const eventPath = (id: string) => `${EVENTS_API}/${encodeURIComponent(id)}`

export function editableEventQuery(id: string) {
  return queryOptions({
    queryKey: eventEditorKeys.detail(id),
    queryFn: ({ signal }) => bearerRequestJson(eventPath(id), EventDetail, { signal }),
  })
}

/** The viewer's clubs with their role (the listing's `membership=mine`): who may run what. */
export const myClubsQuery = queryOptions({
  queryKey: eventEditorKeys.myClubs,
  queryFn: ({ signal }) =>
    bearerRequestJson(`/api/v1/clubs?membership=mine&pageSize=100`, ClubListing, { signal }),
  select: (listing): Club[] => listing.items.filter((club) => club.membership !== null),
})

/** The rooms an event may book (decision 105), by name; none when the school has not set any. */
export const roomsQuery = queryOptions({
  queryKey: eventEditorKeys.rooms,
  queryFn: ({ signal }) => bearerRequestJson('/api/v1/rooms', RoomList, { signal }),
})

function useEventsChanged() {
  const queryClient = useQueryClient()
  return () => queryClient.invalidateQueries({ queryKey: eventEditorKeys.all })
}

export function useCreateEvent() {
  const changed = useEventsChanged()
  return useMutation({
    mutationFn: (body: z.input<typeof CreateEventBody>) =>
      bearerRequestJson(EVENTS_API, EventDetail, {
        method: 'POST',
        json: CreateEventBody.parse(body),
      }),
    onSuccess: changed,
  })
}

export function useUpdateEvent(id: string) {
  const changed = useEventsChanged()
  return useMutation({
    mutationFn: (body: z.input<typeof UpdateEventBody>) =>
      bearerRequestJson(eventPath(id), EventDetail, {
        method: 'PATCH',
        json: UpdateEventBody.parse(body),
      }),
    onSuccess: changed,
  })
}

/** `DELETE`: a draft is removed; a published event is cancelled and its attendees told. */
export function useCancelEvent(id: string) {
  const changed = useEventsChanged()
  return useMutation({
    mutationFn: async (query: z.input<typeof CancelEventQuery>) => {
      const { scope, reason } = CancelEventQuery.parse(query)
      const params = new URLSearchParams({ scope })
      if (reason) params.set('reason', reason)
      await bearerRequest(`${eventPath(id)}?${params.toString()}`, { method: 'DELETE' })
    },
    onSuccess: changed,
  })
}

/** `POST …/cover` (multipart `file`) after the event exists; the server re-encodes it. */
export function useUploadCover() {
  const changed = useEventsChanged()
  return useMutation({
    mutationFn: ({ id, file }: { id: string; file: Blob }) => {
      const formData = new FormData()
      formData.append('file', file)
      return bearerRequestJson(`${eventPath(id)}/cover`, EventDetail, {
        method: 'POST',
        formData,
      })
    },
    onSuccess: changed,
  })
}
