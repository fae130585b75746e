import './outbox-messages.ts'
import { notificationKind } from '../../platform/notification-kinds.ts'

declare module '../../platform/notification-kinds.ts' {
  interface NotificationPayloads {
    connection_request: { note: string | null }
    connection_accepted: Record<string, never>
  }
}

const profileOf = (uid: string | null) => (uid ? `/student_profile?uid=${uid}` : null)

/** `general.connectionRequests` (spec 3): a request and its acceptance; connect on only. */
export const connectionNotificationKinds = [
  notificationKind({
    type: 'connection_request',
    category: 'general',
    setting: 'connectionRequests',
    needsConnect: true,
    text: (actor, payload, count) => {
      const times = count > 1 ? ` (${String(count)} requests)` : ''
      return typeof payload.note === 'string' && payload.note
        ? `${actor} wants to connect${times}: “${payload.note}”`
        : `${actor} wants to connect${times}`
    },
    link: profileOf,
    batchKey: () => null,
    raisedBy: {
      message: 'connection.requested',
      recipients: async ({ payload }) => [
        {
          userId: payload.addresseeId,
          actorId: payload.requesterId,
          payload: { note: payload.note },
        },
      ],
    },
  }),
  notificationKind({
    type: 'connection_accepted',
    category: 'general',
    setting: 'connectionRequests',
    needsConnect: true,
    text: (actor, _payload, count) =>
      `${actor} accepted your connection request${count > 1 ? ` (${String(count)} times)` : ''}`,
    link: profileOf,
    batchKey: () => null,
    raisedBy: {
      message: 'connection.accepted',
      recipients: async ({ payload }) => [
        { userId: payload.requesterId, actorId: payload.accepterId, payload: {} },
      ],
    },
  }),
]
