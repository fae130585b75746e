import { and, asc, eq, inArray, isNull, sql } from 'drizzle-orm'
import {
  commentLikes,
  pollVotes,
  postComments,
  postImages,
  postLikes,
  posts,
} from '../../db/schema/feed.ts'
import type { DbOrTx } from '../../platform/db/database.ts'
import type { PersonalDataPart } from '../../platform/personal-data.ts'
import { countComment } from './comment-counts.ts'
import { feedImageKey } from './feed-images.ts'

/** The student's posts (not deleted), with their images as files. */
const feedPosts: PersonalDataPart = {
  name: 'feed-posts',
  describes: {
    what: 'Posts you wrote in the school feed and your clubs, with their images and polls',
    kept: 'Until you delete them or your account',
  },
  async export(db, subject) {
    const rows = await db
      .select()
      .from(posts)
      .where(and(eq(posts.authorId, subject.userId), isNull(posts.deletedAt)))
      .orderBy(asc(posts.id))
    const images = rows.length
      ? await db
          .select()
          .from(postImages)
          .where(
            inArray(
              postImages.postId,
              rows.map((row) => row.id),
            ),
          )
          .orderBy(asc(postImages.postId), asc(postImages.position))
      : []
    const uidOf = new Map(rows.map((row) => [row.id, row.uid]))
    return {
      records: rows.map((row) => ({
        uid: row.uid,
        channel: row.channel,
        title: row.title,
        text: row.bodyText,
        poll: row.poll,
        createdAt: row.createdAt.toISOString(),
        editedAt: row.editedAt?.toISOString() ?? null,
        images: images.filter((image) => image.postId === row.id).map((image) => image.id),
      })),
      files: images.map((image) => ({
        path: `${uidOf.get(image.postId) ?? image.postId}-${image.position}.webp`,
        storageKey: feedImageKey(image.schoolId, image.id),
      })),
    }
  },
  // 'anonymise' keeps them under "Deleted student" (the account's new name); 'remove'
  // deletes them as their author would (decision 058): the rows stay with `deleted_at`.
  async erase(tx, subject, content) {
    if (content === 'anonymise') return
    const removed = await tx
      .update(posts)
      .set({ deletedAt: new Date() })
      .where(and(eq(posts.authorId, subject.userId), isNull(posts.deletedAt)))
      .returning({ id: posts.id })
    if (removed.length === 0) return
    await tx.delete(postImages).where(
      inArray(
        postImages.postId,
        removed.map((row) => row.id),
      ),
    )
  },
}

/** The student's comments and replies (not deleted). */
const feedComments: PersonalDataPart = {
  name: 'feed-comments',
  describes: {
    what: 'Comments and replies you wrote on posts',
    kept: 'Until you delete them or your account',
  },
  async export(db, subject) {
    const rows = await db
      .select({ comment: postComments, postUid: posts.uid })
      .from(postComments)
      .innerJoin(posts, eq(posts.id, postComments.postId))
      .where(and(eq(postComments.authorId, subject.userId), isNull(postComments.deletedAt)))
      .orderBy(asc(postComments.id))
    return {
      records: rows.map(({ comment, postUid }) => ({
        uid: comment.uid,
        postUid,
        text: comment.bodyText,
        createdAt: comment.createdAt.toISOString(),
        editedAt: comment.editedAt?.toISOString() ?? null,
      })),
    }
  },
  async erase(tx, subject, content) {
    if (content === 'anonymise') return
    const removed = await tx
      .update(postComments)
      .set({ deletedAt: new Date() })
      .where(and(eq(postComments.authorId, subject.userId), isNull(postComments.deletedAt)))
      .returning({
        postId: postComments.postId,
        parentId: postComments.parentId,
        hiddenAt: postComments.hiddenAt,
      })
    // A hidden comment already left the counts (feed-hiding.ts): only the shown ones move.
    for (const comment of removed) {
      if (comment.hiddenAt === null) await countComment(tx, comment, -1)
    }
  },
}

/** Likes and poll votes: the counts others see go down as they are removed. */
const feedReactions: PersonalDataPart = {
  name: 'feed-reactions',
  describes: {
    what: 'Posts and comments you liked, and your votes in polls',
    kept: 'Until you take them back or delete your account',
  },
  async export(db, subject) {
    return { records: await reactionsOf(db, subject.userId) }
  },
  async erase(tx, subject) {
    const userId = subject.userId
    await tx
      .update(posts)
      .set({ likeCount: sql`greatest(${posts.likeCount} - 1, 0)` })
      .where(
        inArray(
          posts.id,
          tx.select({ id: postLikes.postId }).from(postLikes).where(eq(postLikes.userId, userId)),
        ),
      )
    await tx.delete(postLikes).where(eq(postLikes.userId, userId))
    await tx
      .update(postComments)
      .set({ likeCount: sql`greatest(${postComments.likeCount} - 1, 0)` })
      .where(
        inArray(
          postComments.id,
          tx
            .select({ id: commentLikes.commentId })
            .from(commentLikes)
            .where(eq(commentLikes.userId, userId)),
        ),
      )
    await tx.delete(commentLikes).where(eq(commentLikes.userId, userId))
    await tx.delete(pollVotes).where(eq(pollVotes.userId, userId))
  },
}

async function reactionsOf(db: DbOrTx, userId: number) {
  const likedPosts = await db
    .select({ postUid: posts.uid, at: postLikes.createdAt })
    .from(postLikes)
    .innerJoin(posts, eq(posts.id, postLikes.postId))
    .where(eq(postLikes.userId, userId))
  const likedComments = await db
    .select({ commentUid: postComments.uid, at: commentLikes.createdAt })
    .from(commentLikes)
    .innerJoin(postComments, eq(postComments.id, commentLikes.commentId))
    .where(eq(commentLikes.userId, userId))
  const votes = await db
    .select({ postUid: posts.uid, optionId: pollVotes.optionId, at: pollVotes.createdAt })
    .from(pollVotes)
    .innerJoin(posts, eq(posts.id, pollVotes.postId))
    .where(eq(pollVotes.userId, userId))
  const iso = <T extends { at: Date }>(row: T) => ({ ...row, at: row.at.toISOString() })
  return {
    likedPosts: likedPosts.map(iso),
    likedComments: likedComments.map(iso),
    pollVotes: votes.map(iso),
  }
}

/** What the feed keeps about a student (issue 18 item 4). */
export const feedPersonalData: PersonalDataPart[] = [feedPosts, feedComments, feedReactions]
