import { and, eq, isNull, sql, type SQL } from 'drizzle-orm'
import { clubs } from '../../db/schema/clubs.ts'
import { postComments, posts } from '../../db/schema/feed.ts'
import type { DbOrTx } from '../../platform/db/database.ts'
import type { School } from '../../platform/tenancy/schools.service.ts'
import type { FeedViewer } from './feed-viewer.ts'
import { clubOfPost, postsSeenBy } from './post-visibility.ts'

/*
 * Who sees which comment (issue 16): one the viewer's post rule lets them see the post
 * of (`postsSeenBy`), neither deleted nor hidden, and never by someone the viewer blocked
 * or who blocked them. The query joins `posts` on the comment's post and `clubs` as
 * `postsSeenBy` needs.
 */

const commentNotBlocked = (userId: number) => sql`not exists (select 1 from blocks b
  where (b.blocker_id = ${userId} and b.blocked_id = ${postComments.authorId})
     or (b.blocker_id = ${postComments.authorId} and b.blocked_id = ${userId}))`

export function commentsSeenBy(viewer: FeedViewer | null): SQL {
  return (
    and(
      isNull(postComments.deletedAt),
      isNull(postComments.hiddenAt),
      postsSeenBy(viewer),
      viewer ? commentNotBlocked(viewer.userId) : undefined,
    ) ?? sql`true`
  )
}

/** The comment `uid` of the school with its post's uid, if the viewer may see it; null otherwise. */
export async function visibleComment(
  db: DbOrTx,
  school: School,
  viewer: FeedViewer | null,
  uid: string,
) {
  const [row] = await db
    .select({ comment: postComments, postUid: posts.uid })
    .from(postComments)
    .innerJoin(posts, eq(posts.id, postComments.postId))
    .leftJoin(clubs, clubOfPost)
    .where(
      and(eq(postComments.schoolId, school.id), eq(postComments.uid, uid), commentsSeenBy(viewer)),
    )
  return row ?? null
}
