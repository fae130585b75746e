import './outbox-messages.ts'
import { notificationKind } from '../../platform/notification-kinds.ts'

declare module '../../platform/notification-kinds.ts' {
  interface NotificationPayloads {
    badge_awarded: { badgeName: string; points: number }
  }
}

/**
 * `general.badgesEarned` (issue 36 item 3): the student hears of a badge they were awarded;
 * they are its actor (no one else awarded it), and it leads to their own profile.
 */
export const badgeNotificationKinds = [
  notificationKind({
    type: 'badge_awarded',
    category: 'general',
    setting: 'badgesEarned',
    text: (_actor, payload) =>
      payload.points > 0
        ? `You earned the badge “${payload.badgeName}” (+${String(payload.points)} points)`
        : `You earned the badge “${payload.badgeName}”`,
    link: (uid) => (uid ? `/student_profile?uid=${uid}` : null),
    batchKey: () => null,
    raisedBy: {
      message: 'badge.awarded',
      recipients: async ({ payload }) => [
        {
          userId: payload.userId,
          actorId: payload.userId,
          payload: { badgeName: payload.badgeName, points: payload.points },
        },
      ],
    },
  }),
]
