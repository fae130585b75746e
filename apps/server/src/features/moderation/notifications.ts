import './outbox-messages.ts'
import { notificationKind } from '../../platform/notification-kinds.ts'
import { outcomeText, warningText, type ReportOutcome } from './outcomes.ts'

declare module '../../platform/notification-kinds.ts' {
  interface NotificationPayloads {
    moderation_warning: {
      /** Absent on warnings stored before issue 14 (chat only). */
      subjectType?: string
      conversationId?: number
      link?: string | null
      note: string | null
    }
    report_outcome: { reportId: string; subjectType?: string; outcome: ReportOutcome }
  }
}

/**
 * A moderator's warning and a report's outcome (decision 024), worded per subject type
 * (issue 14 item 4). Spec 3 has no setting for either, so no preference switches them
 * off: in-app always, never email, not offered.
 */
export const moderationNotificationKinds = [
  notificationKind({
    type: 'moderation_warning',
    category: 'general',
    setting: 'moderation',
    always: true,
    text: (_actor, payload) => warningText(payload.subjectType ?? 'chat.message', payload.note),
    link: (_uid, payload) =>
      payload.link ??
      (payload.conversationId === undefined ? null : `/chat/${String(payload.conversationId)}`),
    batchKey: () => null,
    raisedBy: {
      message: 'moderation.warned',
      recipients: async ({ payload }) =>
        payload.warnedIds.map((userId) => ({
          userId,
          actorId: payload.actorId,
          payload: { subjectType: payload.subjectType, link: payload.link, note: payload.note },
        })),
    },
  }),
  notificationKind({
    type: 'report_outcome',
    category: 'general',
    setting: 'moderation',
    always: true,
    text: (_actor, payload) => outcomeText(payload.subjectType ?? 'chat.message', payload.outcome),
    link: () => null,
    batchKey: () => null,
    raisedBy: {
      message: 'moderation.report_resolved',
      recipients: async ({ payload }) => [
        {
          userId: payload.reporterId,
          actorId: payload.actorId,
          payload: {
            reportId: String(payload.reportId),
            subjectType: payload.subjectType,
            outcome: payload.outcome,
          },
        },
      ],
    },
  }),
]
