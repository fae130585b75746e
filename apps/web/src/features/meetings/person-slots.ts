import { queryOptions } from '@tanstack/react-query'
import { meetingKeys } from './meeting-keys.ts'

/**
 * `GET /api/v1/meetings/{uid}`: a person's upcoming slots as the viewer may see them. Every
 * profile card asks, so the call and its contract load with the first ask (fetch-slots.ts),
 * not with each page that can show a card.
 */
export const personSlotsQuery = (uid: string) =>
  queryOptions({
    queryKey: meetingKeys.person(uid),
    queryFn: async ({ signal }) => (await import('./fetch-slots.ts')).fetchSlots(uid, signal),
  })
