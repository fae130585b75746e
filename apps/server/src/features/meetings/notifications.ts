import { wallClock } from '../events/index.ts'
import { notificationKind } from '../../platform/notification-kinds.ts'
import './outbox-messages.ts'

/** What a meeting notification stores: when, on the school's clock, with its zone. */
interface MeetingNotice {
  slotUid: string
  startsAt: string
}

declare module '../../platform/notification-kinds.ts' {
  interface NotificationPayloads {
    meeting_booked: MeetingNotice
    meeting_cancelled: MeetingNotice
    meeting_reminder: MeetingNotice
  }
}

const when = (startsAt: string, timeZone: string) =>
  `${wallClock(new Date(startsAt), timeZone).replace('T', ' ')} (${timeZone})`
const text = (value: unknown) => (typeof value === 'string' ? value : '')
const meetingsLink = () => '/meetings'

/*
 * Issue 36 item 6: the meetings' notices, in the matrix under spec 3's `eventReminder`,
 * the attendee key every student has (decision 035; a cancelled event is there too,
 * decision 034): spec 3 has no key of its own for meetings. A host hears of a booking; the
 * other person of a cancellation; both of the coming meeting.
 */
const asAttendee = { category: 'groups', setting: 'eventReminder', groupRole: 'officer' } as const

export const meetingNotificationKinds = [
  notificationKind({
    type: 'meeting_booked',
    ...asAttendee,
    text: (actor, payload) => `${actor} booked a meeting with you on ${text(payload.startsAt)}`,
    link: meetingsLink,
    batchKey: () => null,
    raisedBy: {
      message: 'meeting.booked',
      recipients: async ({ payload }, { school }) => [
        {
          userId: payload.hostId,
          actorId: payload.guestId,
          payload: { slotUid: payload.slotUid, startsAt: when(payload.startsAt, school.timeZone) },
        },
      ],
    },
  }),
  notificationKind({
    type: 'meeting_cancelled',
    ...asAttendee,
    text: (actor, payload) => `${actor} cancelled your meeting on ${text(payload.startsAt)}`,
    link: meetingsLink,
    batchKey: () => null,
    raisedBy: {
      message: 'meeting.cancelled',
      recipients: async ({ payload }, { school }) =>
        [payload.hostId, payload.guestId]
          .filter((userId): userId is number => userId !== null && userId !== payload.byUserId)
          .map((userId) => ({
            userId,
            actorId: payload.byUserId,
            payload: {
              slotUid: payload.slotUid,
              startsAt: when(payload.startsAt, school.timeZone),
            },
          })),
    },
  }),
  notificationKind({
    type: 'meeting_reminder',
    ...asAttendee,
    text: (actor, payload) =>
      `Reminder: your meeting with ${actor} starts ${text(payload.startsAt)}`,
    link: meetingsLink,
    batchKey: () => null,
    raisedBy: {
      message: 'meeting.reminded',
      recipients: async ({ payload }, { school }) => {
        const notice = {
          slotUid: payload.slotUid,
          startsAt: when(payload.startsAt, school.timeZone),
        }
        return [
          { userId: payload.hostId, actorId: payload.guestId, payload: notice },
          { userId: payload.guestId, actorId: payload.hostId, payload: notice },
        ]
      },
    },
  }),
]
