import type { MeetingStatus } from '@quad/shared'
import type { DbOrTx } from '../../platform/db/database.ts'
import type { RealtimeExtension } from '../../platform/realtime/extensions.ts'
import type { Realtime } from '../../platform/realtime/realtime.ts'
import { upcomingMeetingCount, type MeetingChange } from './meetings.service.ts'

/** What meetings add to the socket: `hello.meetings.upcoming`. */
export function meetingsRealtime(db: DbOrTx): RealtimeExtension {
  return {
    feature: 'meetings',
    hello: async (user) => ({ upcoming: await upcomingMeetingCount(db, user.id) }),
  }
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
