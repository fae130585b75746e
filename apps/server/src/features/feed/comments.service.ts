import { and, count, eq, gt, isNull, sql } from 'drizzle-orm'
import {
  COMMENT_TEXT_MAX,
  COMMENTS_PER_10_MINUTES,
  type CreateCommentBody,
  type UpdateCommentBody,
} from '@quad/shared'
import { clubs } from '../../db/schema/clubs.ts'
import { postComments } from '../../db/schema/feed.ts'
import { audit, type AuditOrigin } from '../../platform/audit/audit.ts'
import type { DbOrTx } from '../../platform/db/database.ts'
import { conflict, fieldError, forbidden, notFound, rateLimited } from '../../platform/errors.ts'
import type { Outbox } from '../../platform/outbox/messages.ts'
import type { Actor, Policies } from '../../platform/policies/policies.ts'
import type { School } from '../../platform/tenancy/schools.service.ts'
import { countComment } from './comment-counts.ts'
import { commentShown, visibleComment, type CommentRow } from './comment-visibility.ts'
import { writtenBody } from './feed-body.ts'
import { feedViewerOf } from './feed-viewer.ts'
import type { PostRow } from './post-presenter.ts'
import { visiblePost } from './post-query.ts'

export interface CommentWrites {
  db: DbOrTx
  outbox: Outbox
  policies: Policies
}

/** The advisory lock class of one student's comment writes (the second key: the student). */
const COMMENTER_LOCK = 7516
const RATE_WINDOW = '10 minutes'

/**
 * Writes a comment or a reply on a post the author sees (issue 16 item 3). One level of
 * replies: the parent must be a top-level comment of the same post, shown to the author.
 * The author's writes are serialised (an advisory lock), so a retried `clientId` answers
 * the comment it made and the rate limit (COMMENTS_PER_10_MINUTES, item 5) counts exactly.
 */
export async function createComment(
  writes: CommentWrites,
  school: School,
  actor: Actor,
  postUid: string,
  input: CreateCommentBody,
): Promise<{ comment: CommentRow; post: PostRow; created: boolean }> {
  const viewer = feedViewerOf(actor)
  return writes.db.transaction(async (tx) => {
    const post = await visiblePost(tx, school, viewer, postUid)
    if (!post) throw notFound('Post')
    await tx.execute(
      sql`select pg_advisory_xact_lock(${COMMENTER_LOCK}, (${actor.userId}::bigint % 2147483647)::int)`,
    )
    const [earlier] = await tx
      .select()
      .from(postComments)
      .where(
        and(eq(postComments.authorId, actor.userId), eq(postComments.clientId, input.clientId)),
      )
    if (earlier) {
      if (earlier.postId !== post.id) throw conflict('clientId: already used for another comment')
      return { comment: earlier, post, created: false }
    }
    const [recent] = await tx
      .select({ n: count() })
      .from(postComments)
      .where(
        and(
          eq(postComments.authorId, actor.userId),
          gt(postComments.createdAt, sql`now() - interval '${sql.raw(RATE_WINDOW)}'`),
        ),
      )
    if ((recent?.n ?? 0) >= COMMENTS_PER_10_MINUTES) {
      throw rateLimited('You are commenting very fast. Wait a few minutes, then try again.')
    }
    const parentId =
      input.parentId === undefined ? null : await parentOf(tx, viewer, post, input.parentId)
    const body = await writtenBody(tx, actor, input.body, {
      field: 'body.body',
      textMax: COMMENT_TEXT_MAX,
      allowEmpty: false,
    })
    const [comment] = await tx
      .insert(postComments)
      .values({
        schoolId: school.id,
        postId: post.id,
        parentId,
        authorId: actor.userId,
        clientId: input.clientId,
        body: body.html,
        bodyText: body.text,
        mentions: body.mentions,
      })
      .returning()
    if (!comment) throw new Error('comment was not stored')
    await countComment(tx, comment, 1)
    await writes.outbox.emit(tx, school, 'feed.comment_created', {
      commentId: comment.id,
      postId: post.id,
      parentId,
      authorId: actor.userId,
      mentioned: body.mentionedIds,
    })
    return { comment, post, created: true }
  })
}

/** The top-level comment a reply answers: on the same post, shown to the author; else a 400. */
async function parentOf(
  tx: DbOrTx,
  viewer: ReturnType<typeof feedViewerOf>,
  post: PostRow,
  uid: string,
): Promise<number> {
  const [parent] = await tx
    .select({ id: postComments.id, parentId: postComments.parentId })
    .from(postComments)
    .where(
      and(
        eq(postComments.postId, post.id),
        eq(postComments.uid, uid),
        commentShown(viewer, postComments),
      ),
    )
  if (!parent) throw fieldError('body.parentId', 'is not a comment of this post')
  if (parent.parentId !== null) {
    throw fieldError('body.parentId', 'is a reply; answer the comment it replies to')
  }
  return parent.id
}

/** The author changes a comment's text (marked edited); open clients refetch the thread. */
export async function updateComment(
  writes: CommentWrites,
  school: School,
  actor: Actor,
  uid: string,
  input: UpdateCommentBody,
): Promise<{ comment: CommentRow; post: PostRow }> {
  return writes.db.transaction(async (tx) => {
    const found = await visibleComment(tx, school, feedViewerOf(actor), uid)
    if (!found) throw notFound('Comment')
    if (found.comment.authorId !== actor.userId) {
      throw forbidden('Only its author may edit a comment.')
    }
    const body = await writtenBody(tx, actor, input.body, {
      field: 'body.body',
      textMax: COMMENT_TEXT_MAX,
      allowEmpty: false,
    })
    const [comment] = await tx
      .update(postComments)
      .set({ body: body.html, bodyText: body.text, mentions: body.mentions, editedAt: sql`now()` })
      .where(eq(postComments.id, found.comment.id))
      .returning()
    if (!comment) throw notFound('Comment')
    await writes.outbox.emit(tx, school, 'feed.post_changed', {
      postId: found.post.id,
      change: 'comment',
    })
    return { comment, post: found.post }
  })
}

/**
 * Deletes a comment: its author, or `feed.remove` on the post's club (its officers;
 * moderators and school admins anywhere), audited when not the author (decision 024).
 * The counts go down; the replies of a deleted top-level comment stay (decision 043).
 */
export async function deleteComment(
  writes: CommentWrites,
  school: School,
  actor: Actor,
  uid: string,
  origin: AuditOrigin,
): Promise<void> {
  // The policies' club rules read through the root handle: asked before the transaction.
  const found = await visibleComment(writes.db, school, feedViewerOf(actor), uid)
  if (!found) throw notFound('Comment')
  const own = found.comment.authorId === actor.userId
  if (!own) {
    const clubUid = await clubUidOf(writes.db, found.post.clubId)
    const subject = { schoolId: school.id, ...(clubUid !== null && { clubUid }) }
    if (!(await writes.policies.can(actor, 'feed.remove', subject))) {
      throw forbidden(writes.policies.refusal('feed.remove'))
    }
  }
  await writes.db.transaction(async (tx) => {
    const [gone] = await tx
      .update(postComments)
      .set({ deletedAt: sql`now()` })
      .where(
        and(
          eq(postComments.id, found.comment.id),
          isNull(postComments.deletedAt),
          isNull(postComments.hiddenAt),
        ),
      )
      .returning()
    // A concurrent delete or hiding took it first (and moved the counts).
    if (!gone) throw notFound('Comment')
    await countComment(tx, gone, -1)
    if (!own) {
      await audit(tx, origin, {
        schoolId: school.id,
        action: 'feed.remove',
        subjectType: 'comment',
        subjectId: gone.uid,
        details: { postId: found.post.uid, text: gone.bodyText },
      })
    }
    await writes.outbox.emit(tx, school, 'feed.post_changed', {
      postId: found.post.id,
      change: 'comment',
    })
  })
}

async function clubUidOf(tx: DbOrTx, clubId: number | null): Promise<string | null> {
  if (clubId === null) return null
  const [club] = await tx.select({ uid: clubs.uid }).from(clubs).where(eq(clubs.id, clubId))
  return club?.uid ?? null
}
