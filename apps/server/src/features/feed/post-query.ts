import { and, eq } from 'drizzle-orm'
import { clubs } from '../../db/schema/clubs.ts'
import { posts } from '../../db/schema/feed.ts'
import type { DbOrTx } from '../../platform/db/database.ts'
import { notFound } from '../../platform/errors.ts'
import type { School } from '../../platform/tenancy/schools.service.ts'
import type { FeedViewer } from './feed-viewer.ts'
import { presentPosts, type PostRow } from './post-presenter.ts'
import { clubOfPost, postsSeenBy } from './post-visibility.ts'

/** The post `uid` of the school, if the viewer may see it; null otherwise (never a hint why). */
export async function visiblePost(
  db: DbOrTx,
  school: School,
  viewer: FeedViewer | null,
  uid: string,
): Promise<PostRow | null> {
  const [row] = await db
    .select({ post: posts })
    .from(posts)
    .leftJoin(clubs, clubOfPost)
    .where(and(eq(posts.schoolId, school.id), eq(posts.uid, uid), postsSeenBy(viewer)))
  return row?.post ?? null
}

/** One post as the viewer sees it; a 404 when it is not there for them. */
export async function postDetail(
  db: DbOrTx,
  school: School,
  viewer: FeedViewer | null,
  uid: string,
) {
  const row = await visiblePost(db, school, viewer, uid)
  if (!row) throw notFound('Post')
  const [post] = await presentPosts(db, viewer, [row])
  if (!post) throw notFound('Post')
  return post
}
