import { and, eq, isNotNull, isNull, or, sql, type SQL } from 'drizzle-orm'
import { clubs } from '../../db/schema/clubs.ts'
import { posts } from '../../db/schema/feed.ts'
import type { FeedViewer } from './feed-viewer.ts'
import { clubOfPost, postsSeenBy } from './post-visibility.ts'

/*
 * Where a feed's posts come from, each source written so PostgreSQL reads it as one
 * ordered scan of one of the feed's partial indexes (P7, decision 042): the school feed
 * over `posts_school_feed_idx`, one club's channel over `posts_club_channel_idx`. Each
 * condition repeats its index's predicate (not deleted, not hidden) so the planner can
 * prove the partial index applies.
 */

const live = and(isNull(posts.deletedAt), isNull(posts.hiddenAt))

/** The school feed: the school's own posts and the news its clubs shared to it. */
export const schoolFeed = (schoolId: number): SQL =>
  and(
    eq(posts.schoolId, schoolId),
    or(eq(posts.channel, 'school'), eq(posts.sharedToSchool, true)),
    live,
  ) as SQL

/** One club's channel. */
export const clubChannel = (clubId: number, channel: 'news' | 'discussion' | 'forum'): SQL =>
  and(eq(posts.clubId, clubId), eq(posts.channel, channel), live) as SQL

/** Pinned posts apart (they lead the first page), or only them. */
export const pinned = (wanted: boolean): SQL =>
  wanted ? isNotNull(posts.pinnedAt) : isNull(posts.pinnedAt)

/**
 * The home feed's candidate ids (issue 16 item 4): the newest `perSource` posts the viewer
 * sees of the school feed, and of the news and discussion of each club they belong to
 * (forum threads stay on the club's page), each source after `after` (the keyset
 * condition). The caller orders the union and keeps a page: the page's posts are among
 * these, since each source gave at least a page of its own newest.
 */
export function homeCandidates(viewer: FeedViewer, after: SQL | undefined, perSource: number): SQL {
  const seen = postsSeenBy(viewer)
  const newest = sql`order by ${posts.createdAt} desc, ${posts.id} desc limit ${perSource}`
  const school = sql`select ${posts.id} from ${posts} left join ${clubs} on ${clubOfPost}
    where ${and(schoolFeed(viewer.schoolId), seen, after)} ${newest}`
  // A lateral scan per (club, channel): each an index range of posts_club_channel_idx.
  const channel = and(
    sql`${posts.clubId} = m.club_id`,
    sql`${posts.channel} = c.channel`,
    live,
    seen,
    after,
  )
  const mine = sql`select s.id from club_memberships m
    cross join (values ('news'), ('discussion')) as c (channel)
    cross join lateral (select ${posts.id} from ${posts} left join ${clubs} on ${clubOfPost}
      where ${channel} ${newest}) as s
    where m.user_id = ${viewer.userId}`
  return sql`select id from ((${school}) union all (${mine})) as candidates`
}
