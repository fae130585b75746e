import { eq, sql } from 'drizzle-orm'
import type { FeedChannel } from '@quad/shared'
import { postComments, posts, type StoredPoll } from '../db/schema/feed.ts'
import type { School } from '../platform/tenancy/schools.service.ts'
import { nextSeed } from './fixture-seeds.ts'
import type { TestContext } from './test-app.ts'

/**
 * A post stored as it is, for tests of what reads posts (the feed, likes, comments,
 * reports, notifications): by default a school post by `authorId` now. Tests of writing
 * posts go through the API instead.
 */
export async function insertPost(
  ctx: TestContext,
  school: School,
  post: {
    authorId: number
    clubId?: number | null
    channel?: FeedChannel
    title?: string | null
    body?: string
    poll?: StoredPoll | null
    sharedToSchool?: boolean
    createdAt?: Date
    pinned?: boolean
  },
): Promise<typeof posts.$inferSelect> {
  const clubId = post.clubId ?? null
  const body = post.body ?? 'Hello, campus'
  const [row] = await ctx.database.db
    .insert(posts)
    .values({
      schoolId: school.id,
      clubId,
      channel: post.channel ?? (clubId === null ? 'school' : 'news'),
      authorId: post.authorId,
      clientId: `fixture-${String(nextSeed('post'))}`,
      title: post.title ?? null,
      body: `<p>${body}</p>`,
      bodyText: body,
      poll: post.poll ?? null,
      sharedToSchool: post.sharedToSchool ?? false,
      pinnedAt: post.pinned ? new Date() : null,
      createdAt: post.createdAt ?? new Date(),
    })
    .returning()
  if (!row) throw new Error('post was not stored')
  return row
}

/** A comment (or, with `parentId`, a reply) stored as it is; the post's count moves with it. */
export async function insertComment(
  ctx: TestContext,
  school: School,
  comment: { postId: number; authorId: number; parentId?: number | null; body?: string },
): Promise<typeof postComments.$inferSelect> {
  const body = comment.body ?? 'Nice one'
  return ctx.database.db.transaction(async (tx) => {
    const [row] = await tx
      .insert(postComments)
      .values({
        schoolId: school.id,
        postId: comment.postId,
        parentId: comment.parentId ?? null,
        authorId: comment.authorId,
        clientId: `fixture-${String(nextSeed('comment'))}`,
        body: `<p>${body}</p>`,
        bodyText: body,
      })
      .returning()
    if (!row) throw new Error('comment was not stored')
    await tx
      .update(posts)
      .set({ commentCount: sql`${posts.commentCount} + 1` })
      .where(eq(posts.id, comment.postId))
    if (row.parentId !== null) {
      await tx
        .update(postComments)
        .set({ replyCount: sql`${postComments.replyCount} + 1` })
        .where(eq(postComments.id, row.parentId))
    }
    return row
  })
}
