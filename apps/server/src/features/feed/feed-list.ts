import { and, desc, eq, inArray, sql, type SQL } from 'drizzle-orm'
import type { FeedPage, FeedQuery } from '@quad/shared'
import { clubs } from '../../db/schema/clubs.ts'
import { posts } from '../../db/schema/feed.ts'
import type { DbOrTx } from '../../platform/db/database.ts'
import { fieldError, notFound, unauthorized } from '../../platform/errors.ts'
import { exactTime, keysetPage } from '../../platform/paging/keyset.ts'
import type { Action } from '../../platform/policies/actions.ts'
import type { Actor, Policies } from '../../platform/policies/policies.ts'
import type { School } from '../../platform/tenancy/schools.service.ts'
import { listedClub } from '../clubs/index.ts'
import { feedViewerOf, type FeedViewer } from './feed-viewer.ts'
import { clubChannel, homeCandidates, pinned, schoolFeed } from './feed-sources.ts'
import { ACTION_OF } from './post-place.ts'
import { presentPosts, type PostRow } from './post-presenter.ts'
import { clubOfPost, postsSeenBy } from './post-visibility.ts'

/** Pinned posts leading a first page, at most (a club pins a few; this bounds a school that pins many). */
const PINNED_MAX = 10

export interface FeedDeps {
  db: DbOrTx
  policies: Policies
}

/** Where a page's posts come from: all of it, or each source apart (home). */
interface Source {
  /** The rows of a page after `after`, as keysetPage orders and limits them. */
  where(after: SQL | undefined, perSource: number): SQL
  /** The first page's pinned posts, or none (home). */
  pinned: SQL | null
  /** The policy action and subject of writing here. */
  post: { action: Action; clubUid?: string }
}

/**
 * `GET /api/v1/feed` (issue 16 item 4): a page of the home feed, the school feed or one
 * club's channel, newest first, keyset on (created_at, id); every row through
 * `postsSeenBy`. A visitor (null actor) reads only a listed club's news.
 */
export async function listFeed(
  deps: FeedDeps,
  school: School,
  actor: Actor | null,
  query: FeedQuery,
): Promise<FeedPage> {
  const viewer = actor ? feedViewerOf(actor) : null
  const source = await sourceOf(deps.db, school, viewer, query)
  const seen = postsSeenBy(viewer)
  const page = await keysetPage({
    query: (after) =>
      deps.db
        .select({ post: posts, exact: exactTime(posts.createdAt) })
        .from(posts)
        .leftJoin(clubs, clubOfPost)
        .where(source.where(after, query.limit + 1)),
    keys: [
      { column: posts.createdAt, direction: 'desc', value: (r) => r.exact, type: 'timestamp' },
      { column: posts.id, direction: 'desc', value: (r) => r.post.id, type: 'integer' },
    ],
    cursor: query.cursor,
    limit: query.limit,
  })
  const pinnedRows: PostRow[] =
    source.pinned && !query.cursor
      ? (
          await deps.db
            .select({ post: posts })
            .from(posts)
            .leftJoin(clubs, clubOfPost)
            .where(and(source.pinned, seen))
            .orderBy(desc(posts.pinnedAt), desc(posts.id))
            .limit(PINNED_MAX)
        ).map((row) => row.post)
      : []
  const [items, pinnedPosts, canPost] = await Promise.all([
    presentPosts(
      deps.db,
      viewer,
      page.items.map((row) => row.post),
    ),
    presentPosts(deps.db, viewer, pinnedRows),
    actor
      ? deps.policies.can(actor, source.post.action, { schoolId: school.id, ...source.post })
      : false,
  ])
  return { items, nextCursor: page.nextCursor, pinned: pinnedPosts, canPost }
}

async function sourceOf(
  db: DbOrTx,
  school: School,
  viewer: FeedViewer | null,
  query: FeedQuery,
): Promise<Source> {
  if (query.scope !== 'club') {
    if (!viewer) throw unauthorized('Sign in to read the school feed')
    if (query.clubId) throw fieldError('querystring.clubId', 'only with scope=club')
    if (query.channel) throw fieldError('querystring.channel', 'only with scope=club')
  }
  const seen = postsSeenBy(viewer)
  if (query.scope === 'home' && viewer) {
    return {
      where: (after, perSource) =>
        inArray(posts.id, sql`(${homeCandidates(viewer, after, perSource)})`),
      pinned: null,
      post: { action: ACTION_OF.school },
    }
  }
  if (query.scope === 'school') {
    const feed = schoolFeed(school.id)
    return {
      where: (after) => and(feed, pinned(false), seen, after) as SQL,
      pinned: and(feed, pinned(true)) as SQL,
      post: { action: ACTION_OF.school },
    }
  }
  if (!query.clubId) throw fieldError('querystring.clubId', 'is required with scope=club')
  const channel = query.channel ?? 'news'
  const club = await clubOf(db, school, query.clubId)
  // Share mode (issue 16 "Club pages"): a visitor reads a public club's news and nothing else.
  if (!viewer && (!club?.listed || channel !== 'news')) {
    throw unauthorized('Sign in to read this feed')
  }
  if (!club) throw notFound('Club')
  const feed = clubChannel(club.id, channel)
  return {
    where: (after) => and(feed, pinned(false), seen, after) as SQL,
    pinned: and(feed, pinned(true)) as SQL,
    post: { action: ACTION_OF[channel], clubUid: club.uid },
  }
}

async function clubOf(db: DbOrTx, school: School, uid: string) {
  const [club] = await db
    .select({ id: clubs.id, uid: clubs.uid, listed: sql<boolean>`${listedClub}` })
    .from(clubs)
    .where(and(eq(clubs.schoolId, school.id), eq(clubs.uid, uid)))
  return club
}
