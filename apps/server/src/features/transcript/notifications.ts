import './outbox-messages.ts'
import { notificationKind } from '../../platform/notification-kinds.ts'

declare module '../../platform/notification-kinds.ts' {
  interface NotificationPayloads {
    transcript_entry_reviewed: { title: string; decision: 'approve' | 'return' }
  }
}

/**
 * `general.transcriptReviews` (issue 36 item 2): the student hears that staff approved or
 * returned an entry of theirs; the reviewer is the actor; it leads to their transcript.
 */
export const transcriptNotificationKinds = [
  notificationKind({
    type: 'transcript_entry_reviewed',
    category: 'general',
    setting: 'transcriptReviews',
    text: (actor, payload) =>
      payload.decision === 'approve'
        ? `${actor} approved “${payload.title}” on your transcript`
        : `${actor} returned “${payload.title}” with a note`,
    link: () => '/cct',
    batchKey: () => null,
    raisedBy: {
      message: 'transcript.entry_reviewed',
      recipients: async ({ payload }) => [
        {
          userId: payload.userId,
          actorId: payload.reviewerId,
          payload: { title: payload.title, decision: payload.decision },
        },
      ],
    },
  }),
]
