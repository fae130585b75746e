import { and, eq, getTableColumns, inArray, lte, sql } from 'drizzle-orm'
import { REPLIES_PREVIEW, type FeedComment, type FeedReply } from '@quad/shared'
import { clubMemberships } from '../../db/schema/clubs.ts'
import { commentLikes, postComments } from '../../db/schema/feed.ts'
import type { DbOrTx } from '../../platform/db/database.ts'
import { commentShown, type CommentRow } from './comment-visibility.ts'
import type { FeedViewer } from './feed-viewer.ts'
import { DELETED_PERSON, feedPeople, type PostRow } from './post-presenter.ts'

/**
 * Comments of one post as the viewer sees them, in the order given (issue 16): a fixed
 * number of queries whatever the page's size. A top-level comment comes with its first
 * REPLIES_PREVIEW replies the viewer may see and how many there are; a reply shown at the
 * top level (its parent is gone for the viewer: decision 043) keeps its `parentId`.
 */
export async function presentComments(
  db: DbOrTx,
  viewer: FeedViewer | null,
  post: PostRow,
  rows: readonly CommentRow[],
): Promise<FeedComment[]> {
  if (rows.length === 0) return []
  const topIds = rows.filter((row) => row.parentId === null).map((row) => row.id)
  const [previews, mayRemove] = await Promise.all([
    replyPreviews(db, viewer, topIds),
    mayRemoveOn(db, viewer, post),
  ])
  const replies = previews.map((preview) => preview.reply)
  const all = [...rows, ...replies]
  const parentIds = [
    ...new Set(rows.flatMap((row) => (row.parentId === null ? [] : [row.parentId]))),
  ]
  const [people, liked, parents] = await Promise.all([
    feedPeople(
      db,
      all.flatMap((row) => (row.authorId === null ? [] : [row.authorId])),
    ),
    viewer
      ? db
          .select({ id: commentLikes.commentId })
          .from(commentLikes)
          .where(
            and(
              eq(commentLikes.userId, viewer.userId),
              inArray(
                commentLikes.commentId,
                all.map((row) => row.id),
              ),
            ),
          )
      : [],
    parentIds.length === 0
      ? []
      : db
          .select({ id: postComments.id, uid: postComments.uid })
          .from(postComments)
          .where(inArray(postComments.id, parentIds)),
  ])
  const likedIds = new Set(liked.map((like) => like.id))
  const uidOf = new Map([...rows, ...parents].map((row) => [row.id, row.uid]))

  const present = (row: CommentRow): FeedReply => {
    const own = viewer !== null && row.authorId === viewer.userId
    return {
      id: row.uid,
      postId: post.uid,
      parentId: row.parentId === null ? null : (uidOf.get(row.parentId) ?? null),
      author: (row.authorId === null ? undefined : people.get(row.authorId)) ?? DELETED_PERSON,
      body: row.body,
      mentions: row.mentions,
      createdAt: row.createdAt.toISOString(),
      editedAt: row.editedAt?.toISOString() ?? null,
      likeCount: row.likeCount,
      liked: likedIds.has(row.id),
      canEdit: own,
      canDelete: own || mayRemove,
    }
  }
  return rows.map((row) => {
    const mine = previews.filter((preview) => preview.reply.parentId === row.id)
    return {
      ...present(row),
      replyCount: mine[0]?.total ?? 0,
      replies: mine.map((preview) => present(preview.reply)),
    }
  })
}

/** One comment as the viewer sees it (the answer to its write). */
export async function presentComment(
  db: DbOrTx,
  viewer: FeedViewer,
  post: PostRow,
  row: CommentRow,
): Promise<FeedComment> {
  const [comment] = await presentComments(db, viewer, post, [row])
  if (!comment) throw new Error('comment was not presented')
  return comment
}

/**
 * The first REPLIES_PREVIEW replies of each top-level comment that the viewer may see,
 * oldest first, each with how many the viewer may see in all: one windowed statement.
 */
async function replyPreviews(db: DbOrTx, viewer: FeedViewer | null, parentIds: number[]) {
  if (parentIds.length === 0) return []
  const ranked = db
    .select({
      ...getTableColumns(postComments),
      position: sql<number>`row_number() over (partition by ${postComments.parentId}
        order by ${postComments.createdAt}, ${postComments.id})`.as('position'),
      total: sql<number>`count(*) over (partition by ${postComments.parentId})`.as('total'),
    })
    .from(postComments)
    .where(and(inArray(postComments.parentId, parentIds), commentShown(viewer, postComments)))
    .as('ranked')
  const rows = await db
    .select()
    .from(ranked)
    .where(lte(ranked.position, REPLIES_PREVIEW))
    .orderBy(ranked.parentId, ranked.position)
  return rows.map(({ position: _position, total, ...reply }) => ({
    reply: reply as CommentRow,
    total: Number(total),
  }))
}

/**
 * Whether the viewer may delete others' comments under this post: moderators and school
 * admins anywhere (`feed.remove` by role), a club's officers under their club's posts.
 */
async function mayRemoveOn(db: DbOrTx, viewer: FeedViewer | null, post: PostRow) {
  if (!viewer) return false
  if (viewer.remover) return true
  if (post.clubId === null) return false
  const [officer] = await db
    .select({ userId: clubMemberships.userId })
    .from(clubMemberships)
    .where(
      and(
        eq(clubMemberships.clubId, post.clubId),
        eq(clubMemberships.userId, viewer.userId),
        eq(clubMemberships.role, 'officer'),
      ),
    )
  return officer !== undefined
}
