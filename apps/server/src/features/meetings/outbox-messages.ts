import type { MeetingStatus } from '@quad/shared'
import { subscribe, type AnySubscriber } from '../../platform/outbox/messages.ts'
import type { ModuleContext } from '../../platform/module.ts'
import { publishMeeting } from './meeting-frames.ts'

declare module '../../platform/outbox/messages.ts' {
  interface OutboxMessages {
    /** A student booked a slot (spec 7 "meeting booking"); `startsAt` ISO 8601. */
    'meeting.booked': { slotUid: string; hostId: number; guestId: number; startsAt: string }
    /**
     * A slot's booking ended: the guest cancelled or the host freed it (`cancelled`), or
     * the host removed the slot, booked or not (`removed`; `guestId` null when open).
     * `byUserId` did it; the other party hears of it (issue 36 item 6).
     */
    'meeting.cancelled': {
      slotUid: string
      hostId: number
      guestId: number | null
      status: Extract<MeetingStatus, 'cancelled' | 'removed'>
      byUserId: number
      startsAt: string
    }
    /** A booked meeting starts within `MEETING_REMINDER_MS`: both people are reminded. */
    'meeting.reminded': { slotUid: string; hostId: number; guestId: number; startsAt: string }
  }
}

/** Host and guest hear of each change on the socket once it has committed (decision 023). */
export function meetingSubscribers({ realtime }: ModuleContext): AnySubscriber[] {
  return [
    subscribe({
      message: 'meeting.booked',
      name: 'meetings:frame',
      handle: async ({ payload }, { afterCommit }) =>
        afterCommit(() => publishMeeting(realtime, payload, 'booked')),
    }),
    subscribe({
      message: 'meeting.cancelled',
      name: 'meetings:frame',
      handle: async ({ payload }, { afterCommit }) =>
        afterCommit(() => publishMeeting(realtime, payload, payload.status)),
    }),
    subscribe({
      message: 'meeting.reminded',
      name: 'meetings:frame',
      handle: async ({ payload }, { afterCommit }) =>
        afterCommit(() => publishMeeting(realtime, payload, 'soon')),
    }),
  ]
}
