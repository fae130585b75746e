import './events.ts'
import { notificationKind } from '../../platform/notification-kinds.ts'

declare module '../../platform/notification-kinds.ts' {
  interface NotificationPayloads {
    moderation_warning: { conversationId: number; note: string | null }
    report_outcome: { reportId: string; outcome: 'dismissed' | 'hidden' | 'warned' }
  }
}

const OUTCOME_TEXT = {
  dismissed: 'A moderator reviewed the message you reported and took no action',
  hidden: 'A moderator reviewed the message you reported and hid it',
  warned: 'A moderator reviewed the message you reported and warned its sender',
} as const

/**
 * A moderator's warning and a report's outcome (decision 024). Spec 3 has no setting for
 * either, so no preference switches them off: in-app always, never email, not offered.
 */
export const moderationNotificationKinds = [
  notificationKind({
    type: 'moderation_warning',
    category: 'general',
    setting: 'moderation',
    always: true,
    text: (_actor, payload) =>
      payload.note
        ? `A moderator warned you about a message you sent: “${payload.note}”`
        : 'A moderator warned you about a message you sent',
    link: (_uid, payload) => `/chat/${String(payload.conversationId)}`,
    batchKey: () => null,
    raisedBy: {
      event: 'moderation.warned',
      recipients: async ({ payload }) => [
        {
          userId: payload.senderId,
          actorId: payload.actorId,
          payload: { conversationId: payload.conversationId, note: payload.note },
        },
      ],
    },
  }),
  notificationKind({
    type: 'report_outcome',
    category: 'general',
    setting: 'moderation',
    always: true,
    text: (_actor, payload) => OUTCOME_TEXT[payload.outcome] ?? OUTCOME_TEXT.dismissed,
    link: () => null,
    batchKey: () => null,
    raisedBy: {
      event: 'moderation.report_resolved',
      recipients: async ({ payload }) => [
        {
          userId: payload.reporterId,
          actorId: payload.actorId,
          payload: { reportId: String(payload.reportId), outcome: payload.outcome },
        },
      ],
    },
  }),
]
