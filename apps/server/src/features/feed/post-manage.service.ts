import { and, eq, isNull } from 'drizzle-orm'
import { POST_TEXT_MAX, type UpdatePostBody } from '@quad/shared'
import { clubs } from '../../db/schema/clubs.ts'
import { postImages, posts } from '../../db/schema/feed.ts'
import type { DbOrTx } from '../../platform/db/database.ts'
import { audit, type AuditOrigin } from '../../platform/audit/audit.ts'
import { forbidden, notFound } from '../../platform/errors.ts'
import type { Action } from '../../platform/policies/actions.ts'
import type { Actor } from '../../platform/policies/policies.ts'
import type { School } from '../../platform/tenancy/schools.service.ts'
import { writtenBody } from './feed-body.ts'
import { removeImageBytes } from './feed-images.ts'
import { feedViewerOf } from './feed-viewer.ts'
import type { FeedWrites } from './post-create.service.ts'
import { checkTitle } from './post-place.ts'
import type { PostRow } from './post-presenter.ts'
import { visiblePost } from './post-query.ts'

/** The post `uid` as the actor sees it; a 404 when it is not there for them. */
async function seenPost(db: DbOrTx, school: School, actor: Actor, uid: string): Promise<PostRow> {
  const row = await visiblePost(db, school, feedViewerOf(actor), uid)
  if (!row) throw notFound('Post')
  return row
}

/** Throws the action's 403 unless the policies let the actor do it to this post. */
async function requireOn(writes: FeedWrites, actor: Actor, action: Action, post: PostRow) {
  const clubUid = post.clubId === null ? undefined : await clubUidOf(writes.db, post.clubId)
  const subject = { schoolId: post.schoolId, clubUid, authorId: post.authorId }
  if (!(await writes.policies.can(actor, action, subject))) {
    throw forbidden(writes.policies.refusal(action))
  }
}

async function clubUidOf(db: DbOrTx, clubId: number): Promise<string | undefined> {
  const [club] = await db.select({ uid: clubs.uid }).from(clubs).where(eq(clubs.id, clubId))
  return club?.uid
}

/**
 * `PATCH /api/v1/feed/posts/{id}` (issue 16 item 2): the author changes the body or a forum
 * thread's title; marked edited. Mentions are read again (no notification on an edit).
 */
export async function editPost(
  writes: FeedWrites,
  school: School,
  actor: Actor,
  uid: string,
  input: UpdatePostBody,
): Promise<void> {
  const post = await seenPost(writes.db, school, actor, uid)
  if (post.authorId !== actor.userId) throw forbidden('Only its author can edit a post.')
  if (input.title !== undefined) checkTitle(post.channel, input.title)
  const body =
    input.body === undefined
      ? null
      : await writtenBody(writes.db, actor, input.body, {
          field: 'body.body',
          textMax: POST_TEXT_MAX,
          allowEmpty: post.poll !== null || (await hasImages(writes.db, post.id)),
        })
  await writes.db.transaction(async (tx) => {
    await tx
      .update(posts)
      .set({
        editedAt: new Date(),
        ...(input.title !== undefined && { title: input.title }),
        ...(body && { body: body.html, bodyText: body.text, mentions: body.mentions }),
      })
      .where(eq(posts.id, post.id))
    await writes.outbox.emit(tx, school, 'feed.post_changed', { postId: post.id, change: 'edited' })
  })
}

async function hasImages(db: DbOrTx, postId: number): Promise<boolean> {
  const rows = await db
    .select({ id: postImages.id })
    .from(postImages)
    .where(eq(postImages.postId, postId))
    .limit(1)
  return rows.length > 0
}

/**
 * `DELETE /api/v1/feed/posts/{id}` (issue 16 item 2): its author, or whoever may
 * `feed.remove` here (moderators, school admins; a club's officers for its posts). The
 * row stays (`deleted_at`: notifications and reports still resolve); its images go, their
 * bytes after the commit. Someone else's removal is audited.
 */
export async function deletePost(
  writes: FeedWrites,
  school: School,
  actor: Actor,
  origin: AuditOrigin,
  uid: string,
): Promise<void> {
  const post = await seenPost(writes.db, school, actor, uid)
  const own = post.authorId === actor.userId
  if (!own) await requireOn(writes, actor, 'feed.remove', post)
  const imageIds = await writes.db.transaction(async (tx) => {
    const removed = await tx
      .update(posts)
      .set({ deletedAt: new Date() })
      .where(and(eq(posts.id, post.id), isNull(posts.deletedAt)))
      .returning({ id: posts.id })
    if (removed.length === 0) return []
    const images = await tx
      .delete(postImages)
      .where(eq(postImages.postId, post.id))
      .returning({ id: postImages.id })
    if (!own) {
      await audit(tx, origin, {
        schoolId: school.id,
        action: 'feed.remove',
        subjectType: 'post',
        subjectId: post.uid,
        details: { authorId: post.authorId, channel: post.channel },
      })
    }
    await writes.outbox.emit(tx, school, 'feed.post_changed', {
      postId: post.id,
      change: 'removed',
    })
    return images.map((image) => image.id)
  })
  await removeImageBytes(writes.storage, school.id, imageIds)
}

/**
 * `PUT|DELETE /api/v1/feed/posts/{id}/pin` (issue 16 item 2): whoever may `feed.pin` here
 * (school admins; a club's officers for its posts); audited.
 */
export async function pinPost(
  writes: FeedWrites,
  school: School,
  actor: Actor,
  origin: AuditOrigin,
  uid: string,
  pinned: boolean,
): Promise<void> {
  const post = await seenPost(writes.db, school, actor, uid)
  await requireOn(writes, actor, 'feed.pin', post)
  await writes.db.transaction(async (tx) => {
    await tx
      .update(posts)
      .set({ pinnedAt: pinned ? (post.pinnedAt ?? new Date()) : null })
      .where(eq(posts.id, post.id))
    await audit(tx, origin, {
      schoolId: school.id,
      action: pinned ? 'feed.pin' : 'feed.unpin',
      subjectType: 'post',
      subjectId: post.uid,
    })
    await writes.outbox.emit(tx, school, 'feed.post_changed', { postId: post.id, change: 'edited' })
  })
}
