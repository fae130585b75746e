import { eq } from 'drizzle-orm'
import { posts } from '../../db/schema/feed.ts'
import { notificationKind } from '../../platform/notification-kinds.ts'
import './outbox-messages.ts'

declare module '../../platform/notification-kinds.ts' {
  interface NotificationPayloads {
    feed_moderated: {
      subject: 'post' | 'comment'
      postUid: string
      outcome: 'hidden' | 'restored'
      reason: 'reports' | 'moderator' | null
    }
  }
}

/** The author's notice, by what happened (issue 16 item 5: the author learns the outcome). */
export function moderatedText(
  subject: 'post' | 'comment',
  outcome: 'hidden' | 'restored',
  reason: 'reports' | 'moderator' | null,
): string {
  if (outcome === 'restored') {
    return `A moderator reviewed your ${subject} and it is visible again`
  }
  return reason === 'reports'
    ? `Your ${subject} was reported by several students and is hidden until a moderator reviews it`
    : `A moderator hid your ${subject}`
}

/**
 * Decision 044: the author of a post or comment hears when it is hidden (pending review
 * after the school's threshold of reports, or by a moderator) and when it comes back. Like
 * the moderation feature's warning, no spec 3 setting names it: always in-app, never email.
 * A hidden post's notice leads nowhere (its page is gone); a comment's to its post.
 */
export const feedModerationKinds = [
  notificationKind({
    type: 'feed_moderated',
    category: 'general',
    setting: 'moderation',
    always: true,
    text: (_actor, payload) => moderatedText(payload.subject, payload.outcome, payload.reason),
    link: (_uid, payload) =>
      payload.subject === 'post' && payload.outcome === 'hidden'
        ? null
        : `/posts/${payload.postUid}`,
    batchKey: () => null,
    raisedBy: {
      message: 'feed.moderated',
      recipients: async ({ payload }, { tx }) => {
        const [post] = await tx
          .select({ uid: posts.uid })
          .from(posts)
          .where(eq(posts.id, payload.postId))
        if (!post) return []
        // Nobody acted in person when reports hid it: the notice names no one else.
        return [
          {
            userId: payload.authorId,
            actorId: payload.authorId,
            payload: {
              subject: payload.subject,
              postUid: post.uid,
              outcome: payload.outcome,
              reason: payload.reason,
            },
          },
        ]
      },
    },
  }),
]
