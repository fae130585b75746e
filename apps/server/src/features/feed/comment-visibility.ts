import { and, eq, isNull, sql, type AnyColumn, type SQL } from 'drizzle-orm'
import { clubs } from '../../db/schema/clubs.ts'
import { postComments, posts } from '../../db/schema/feed.ts'
import type { DbOrTx } from '../../platform/db/database.ts'
import type { School } from '../../platform/tenancy/schools.service.ts'
import type { FeedViewer } from './feed-viewer.ts'
import type { PostRow } from './post-presenter.ts'
import { clubOfPost, noBlockBetween, postsSeenBy, type PostReader } from './post-visibility.ts'

export type CommentRow = typeof postComments.$inferSelect

/**
 * A comment the viewer may see, given that they see its post (issue 16): neither deleted
 * nor hidden, and not by someone the viewer blocked or who blocked them. `table` is
 * `post_comments` or an alias of it (a reply's parent).
 */
export function commentShown(
  viewer: PostReader | null,
  table: { deletedAt: AnyColumn; hiddenAt: AnyColumn; authorId: AnyColumn },
): SQL {
  const live = and(isNull(table.deletedAt), isNull(table.hiddenAt)) ?? sql`true`
  if (!viewer) return live
  return and(live, noBlockBetween(viewer.userId, table.authorId)) ?? live
}

/**
 * The school's comments the viewer may see: shown ones on posts they see. The query must
 * join the comment's post and left-join its club (`clubOfPost`). The school's id may be a
 * prepared query's parameter, as the viewer's.
 */
export function commentsSeenBy(schoolId: number | SQL, viewer: PostReader | null): SQL {
  return and(
    eq(postComments.schoolId, schoolId),
    commentShown(viewer, postComments),
    postsSeenBy(viewer),
  ) as SQL
}

/** The comment `uid` and its post, when the viewer sees both; null otherwise (never a hint why). */
export async function visibleComment(
  db: DbOrTx,
  school: School,
  viewer: FeedViewer | null,
  uid: string,
): Promise<{ comment: CommentRow; post: PostRow } | null> {
  const [row] = await db
    .select({ comment: postComments, post: posts })
    .from(postComments)
    .innerJoin(posts, eq(posts.id, postComments.postId))
    .leftJoin(clubs, clubOfPost)
    .where(and(commentsSeenBy(school.id, viewer), eq(postComments.uid, uid)))
  return row ?? null
}
