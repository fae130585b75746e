import type { MeetingStatus } from '@quad/shared'
import type { Realtime } from '../../platform/realtime/realtime.ts'

/** A change to a slot its host and guest hear of (realtime `meeting` frame). */
export interface MeetingChange {
  slotUid: string
  hostId: number
  guestId: number | null
}

/** Tells the slot's host and guest (every open tab) that it changed; sent after commit. */
export async function publishMeeting(
  realtime: Realtime,
  change: MeetingChange,
  status: MeetingStatus,
): Promise<void> {
  const audience = change.guestId === null ? [change.hostId] : [change.hostId, change.guestId]
  await realtime.send(audience, { type: 'meeting', slotUid: change.slotUid, status })
}
