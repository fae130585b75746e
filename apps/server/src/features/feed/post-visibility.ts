import { and, eq, isNull, or, sql, type AnyColumn, type SQL } from 'drizzle-orm'
import { clubs } from '../../db/schema/clubs.ts'
import { posts } from '../../db/schema/feed.ts'
import { listedClub } from '../clubs/index.ts'
import { noBlockBetween } from '../connections/index.ts'
import type { FeedViewer } from './feed-viewer.ts'

/*
 * Who sees which posts (issue 16), as SQL over `posts` left-joined to `clubs`. A deleted
 * post, one hidden by reports or a moderator, and the posts of an archived or moderated
 * club are in no answer (moderators see hidden ones in their queue only).
 * - the school feed: every student of the school; never a visitor;
 * - a club's news: its members, and anyone (visitors too) while the club is listed;
 * - its discussion and forum: its members only;
 * - a school admin: every club's channels;
 * - never a post of someone the viewer blocked or who blocked them.
 * The reader is a number (one viewer) or a column of the outer query (`postsSeenByEach`:
 * the recipients of a notification, decided in one statement).
 */

/** A student: an id, or a column holding one. */
type Person = number | AnyColumn | SQL

const every = (...conditions: (SQL | undefined)[]): SQL => and(...conditions) ?? sql`true`

const live = every(isNull(posts.deletedAt), isNull(posts.hiddenAt))
const clubOpen = every(eq(clubs.status, 'active'), isNull(clubs.moderationHiddenAt))
const schoolPost = eq(posts.channel, 'school')

const memberOfClub = (userId: Person) => sql`exists (select 1 from club_memberships m
  where m.club_id = ${posts.clubId} and m.user_id = ${userId})`

export { noBlockBetween }

function seenBy(userId: Person, admin: boolean): SQL {
  const clubPost = admin
    ? clubOpen
    : every(clubOpen, or(memberOfClub(userId), every(eq(posts.channel, 'news'), listedClub)))
  return every(live, or(schoolPost, clubPost), noBlockBetween(userId, posts.authorId))
}

/** What the rule reads of a viewer: the id may be a prepared query's parameter (`param`). */
export type PostReader = Pick<FeedViewer, 'admin'> & { userId: Person }

/** The posts `viewer` (null: a visitor) may see; the query must left-join `clubs` on the post's club. */
export function postsSeenBy(viewer: PostReader | null): SQL {
  if (!viewer) return every(live, eq(posts.channel, 'news'), listedClub)
  return seenBy(viewer.userId, viewer.admin)
}

/**
 * The same rule for many readers at once, each a row of the outer query (`users.id`):
 * whom a notification about a post may reach. No admin widening: a school admin hears of
 * a club's posts as its member, like anyone.
 */
export function postsSeenByEach(userId: AnyColumn | SQL): SQL {
  return seenBy(userId, false)
}

/** The posts the viewer may see, joined as `postsSeenBy` needs. */
export const clubOfPost = eq(clubs.id, posts.clubId)
