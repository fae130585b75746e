import { eq, sql } from 'drizzle-orm'
import { postComments, posts } from '../../db/schema/feed.ts'
import type { DbOrTx } from '../../platform/db/database.ts'
import type { CommentRow } from './comment-visibility.ts'

/**
 * Moves the counts a comment is part of, in the caller's transaction (issue 16): its
 * post's `comment_count` and, for a reply, its parent's `reply_count`. +1 when written,
 * -1 when it leaves every answer (deleted by its author or a remover, or hidden: the
 * moderation of comments calls it too, once per comment).
 */
export async function countComment(
  tx: DbOrTx,
  comment: Pick<CommentRow, 'postId' | 'parentId'>,
  by: 1 | -1,
): Promise<void> {
  await tx
    .update(posts)
    .set({ commentCount: sql`greatest(${posts.commentCount} + ${by}, 0)` })
    .where(eq(posts.id, comment.postId))
  if (comment.parentId === null) return
  await tx
    .update(postComments)
    .set({ replyCount: sql`greatest(${postComments.replyCount} + ${by}, 0)` })
    .where(eq(postComments.id, comment.parentId))
}
