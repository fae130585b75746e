import {
  MeetingSlot,
  MeetingSlotList,
  MyMeetings,
  type CreateMeetingSeriesBody,
  type CreateMeetingSlotBody,
} from '@quad/shared'
import { queryOptions, useMutation, useQueryClient } from '@tanstack/react-query'
import { bearerRequest, bearerRequestJson, signedInJson } from '../../lib/http/bearer-client.ts'
import { meetingKeys, refreshMeetings } from './meeting-keys.ts'

/*
 * Meeting booking (spec 7 "meeting booking | uid"; issue 36 item 6). The pages may be the
 * first opened, before anything asked for the session's JWT (`signedInJson`).
 */
/** `GET /api/v1/me/meetings`: the student's bookings, and whether they may publish. */
export const myMeetingsQuery = queryOptions({
  queryKey: meetingKeys.mine,
  queryFn: ({ signal }) => signedInJson('/api/v1/me/meetings', MyMeetings, { signal }),
})

export type MeetingChange =
  | { kind: 'slot'; body: CreateMeetingSlotBody }
  | { kind: 'series'; body: CreateMeetingSeriesBody }
  | { kind: 'remove'; slotUid: string }
  | { kind: 'book'; slotUid: string }
  | { kind: 'cancel'; slotUid: string }

const slotPath = (uid: string) => `/api/v1/meetings/slots/${encodeURIComponent(uid)}`

/** Sends one change; answers the slots it made or booked (none for a removal). */
async function send(change: MeetingChange): Promise<MeetingSlot[]> {
  switch (change.kind) {
    case 'slot':
      return [
        await bearerRequestJson('/api/v1/meetings/slots', MeetingSlot, {
          method: 'POST',
          json: change.body,
        }),
      ]
    case 'series':
      return (
        await bearerRequestJson('/api/v1/meetings/slots/series', MeetingSlotList, {
          method: 'POST',
          json: change.body,
        })
      ).items
    case 'book':
      return [
        await bearerRequestJson(`${slotPath(change.slotUid)}/booking`, MeetingSlot, {
          method: 'POST',
        }),
      ]
    case 'cancel':
      await bearerRequest(`${slotPath(change.slotUid)}/booking`, { method: 'DELETE' })
      return []
    case 'remove':
      await bearerRequest(slotPath(change.slotUid), { method: 'DELETE' })
      return []
  }
}

/** Publishes, removes, books or cancels; then the lists and the calendar read again. */
export function useMeetingChange() {
  const queryClient = useQueryClient()
  return useMutation({
    mutationFn: send,
    // Read again after a refusal too: a 409 means someone else just booked the slot.
    onSettled: () => refreshMeetings(queryClient),
  })
}
