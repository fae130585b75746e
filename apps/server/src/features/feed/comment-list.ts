import { alias } from 'drizzle-orm/pg-core'
import { and, eq, isNull, or, sql, type SQL } from 'drizzle-orm'
import type { CommentsPage, CommentsQuery } from '@quad/shared'
import { postComments } from '../../db/schema/feed.ts'
import type { DbOrTx } from '../../platform/db/database.ts'
import { fieldError, notFound } from '../../platform/errors.ts'
import { exactTime, keysetPage } from '../../platform/paging/keyset.ts'
import type { School } from '../../platform/tenancy/schools.service.ts'
import { presentComments } from './comment-presenter.ts'
import { commentShown } from './comment-visibility.ts'
import type { FeedViewer } from './feed-viewer.ts'
import { visiblePost } from './post-query.ts'

const parent = alias(postComments, 'parent')

/**
 * The threads of a post, oldest first (issue 16, api.md "Feed"): its top-level comments
 * and, so that a conversation outlives the comment it answered (decision 043), the
 * replies whose parent the viewer no longer sees (deleted, hidden, or by someone blocked),
 * each at its own time.
 */
function threadsOf(viewer: FeedViewer | null): SQL {
  const parentGone = sql`not exists (select 1 from ${postComments} parent
    where ${parent.id} = ${postComments.parentId} and ${commentShown(viewer, parent)})`
  return or(isNull(postComments.parentId), parentGone) ?? sql`true`
}

/**
 * `GET /api/v1/feed/posts/{id}/comments`: a page of threads, or with `parentId` a page of
 * that comment's replies; a visitor reads the comments of the posts they see (a public
 * club's news). A post the viewer does not see is a 404.
 */
export async function listComments(
  db: DbOrTx,
  school: School,
  viewer: FeedViewer | null,
  postUid: string,
  query: CommentsQuery,
): Promise<CommentsPage> {
  const post = await visiblePost(db, school, viewer, postUid)
  if (!post) throw notFound('Post')
  let scope: SQL = threadsOf(viewer)
  if (query.parentId !== undefined) {
    const [top] = await db
      .select({ id: postComments.id, parentId: postComments.parentId })
      .from(postComments)
      .where(and(eq(postComments.postId, post.id), eq(postComments.uid, query.parentId)))
    if (!top) throw fieldError('querystring.parentId', 'is not a comment of this post')
    if (top.parentId !== null)
      throw fieldError('querystring.parentId', 'is a reply; replies have no replies')
    scope = eq(postComments.parentId, top.id)
  }
  const page = await keysetPage({
    query: (after) =>
      db
        .select({ comment: postComments, createdKey: exactTime(postComments.createdAt) })
        .from(postComments)
        .where(
          and(eq(postComments.postId, post.id), commentShown(viewer, postComments), scope, after),
        ),
    keys: [
      {
        column: postComments.createdAt,
        direction: 'asc',
        type: 'timestamp',
        value: (row) => row.createdKey,
      },
      {
        column: postComments.id,
        direction: 'asc',
        type: 'integer',
        value: (row) => row.comment.id,
      },
    ],
    cursor: query.cursor,
    limit: query.limit,
  })
  const rows = page.items.map((row) => row.comment)
  return { items: await presentComments(db, viewer, post, rows), nextCursor: page.nextCursor }
}
