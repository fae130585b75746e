import { and, eq, sql } from 'drizzle-orm'
import type { LikeResult } from '@quad/shared'
import { commentLikes, postComments, postLikes, posts } from '../../db/schema/feed.ts'
import type { DbOrTx } from '../../platform/db/database.ts'
import { notFound } from '../../platform/errors.ts'
import type { Outbox } from '../../platform/outbox/messages.ts'
import type { School } from '../../platform/tenancy/schools.service.ts'
import { visibleComment } from './comment-visibility.ts'
import type { FeedViewer } from './feed-viewer.ts'
import { visiblePost } from './post-query.ts'

/*
 * Likes (issue 16 item 3): PUT likes, DELETE takes it back; each idempotent (the like row
 * is the truth: a second PUT inserts nothing, moves nothing and raises nothing). The count
 * moves in the same transaction as the row, by an increment under the row lock of the
 * post or comment, so parallel likes by many students end exact.
 */

/** One kind of like: its row's insert and delete (each answering whether a row changed), and its count. */
interface Likeable {
  count: number
  add(): Promise<unknown[]>
  remove(): Promise<unknown[]>
  bump(by: 1 | -1): Promise<{ likeCount: number }[]>
  /** The outbox message of a new like; a like taken back raises `feed.post_changed` `counts`. */
  liked(): Promise<void>
  unliked(): Promise<void>
}

async function setLike(target: Likeable, like: boolean): Promise<LikeResult> {
  const changed = like ? await target.add() : await target.remove()
  if (changed.length === 0) return { liked: like, likeCount: target.count }
  const [counted] = await target.bump(like ? 1 : -1)
  await (like ? target.liked() : target.unliked())
  return { liked: like, likeCount: counted?.likeCount ?? 0 }
}

/** Likes (`like`) or takes back the like of a post the viewer sees. */
export async function likePost(
  db: DbOrTx,
  outbox: Outbox,
  school: School,
  viewer: FeedViewer,
  uid: string,
  like: boolean,
): Promise<LikeResult> {
  return db.transaction(async (tx) => {
    const post = await visiblePost(tx, school, viewer, uid)
    if (!post) throw notFound('Post')
    const mine = and(eq(postLikes.postId, post.id), eq(postLikes.userId, viewer.userId))
    return setLike(
      {
        count: post.likeCount,
        add: () =>
          tx
            .insert(postLikes)
            .values({ postId: post.id, userId: viewer.userId, schoolId: school.id })
            .onConflictDoNothing()
            .returning({ id: postLikes.postId }),
        remove: () => tx.delete(postLikes).where(mine).returning({ id: postLikes.postId }),
        bump: (by) =>
          tx
            .update(posts)
            .set({ likeCount: sql`${posts.likeCount} + ${by}` })
            .where(eq(posts.id, post.id))
            .returning({ likeCount: posts.likeCount }),
        liked: () =>
          outbox.emit(tx, school, 'feed.post_liked', { postId: post.id, userId: viewer.userId }),
        unliked: () =>
          outbox.emit(tx, school, 'feed.post_changed', { postId: post.id, change: 'counts' }),
      },
      like,
    )
  })
}

/** Likes (`like`) or takes back the like of a comment the viewer sees. */
export async function likeComment(
  db: DbOrTx,
  outbox: Outbox,
  school: School,
  viewer: FeedViewer,
  uid: string,
  like: boolean,
): Promise<LikeResult> {
  return db.transaction(async (tx) => {
    const found = await visibleComment(tx, school, viewer, uid)
    if (!found) throw notFound('Comment')
    const { comment, post } = found
    const mine = and(eq(commentLikes.commentId, comment.id), eq(commentLikes.userId, viewer.userId))
    return setLike(
      {
        count: comment.likeCount,
        add: () =>
          tx
            .insert(commentLikes)
            .values({ commentId: comment.id, userId: viewer.userId, schoolId: school.id })
            .onConflictDoNothing()
            .returning({ id: commentLikes.commentId }),
        remove: () => tx.delete(commentLikes).where(mine).returning({ id: commentLikes.commentId }),
        bump: (by) =>
          tx
            .update(postComments)
            .set({ likeCount: sql`${postComments.likeCount} + ${by}` })
            .where(eq(postComments.id, comment.id))
            .returning({ likeCount: postComments.likeCount }),
        liked: () =>
          outbox.emit(tx, school, 'feed.comment_liked', {
            commentId: comment.id,
            userId: viewer.userId,
          }),
        unliked: () =>
          outbox.emit(tx, school, 'feed.post_changed', { postId: post.id, change: 'counts' }),
      },
      like,
    )
  })
}
