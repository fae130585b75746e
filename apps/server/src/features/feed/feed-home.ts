import { and, desc, eq, sql, type SQL } from 'drizzle-orm'
import { encodeCursor, FEED_PAGE_DEFAULT, type FeedPerson, type Post } from '@quad/shared'
import { clubs } from '../../db/schema/clubs.ts'
import { feedVersions, posts } from '../../db/schema/feed.ts'
import { versionedCache, type VersionedCache } from '../../platform/cache/versioned-cache.ts'
import type { DbOrTx } from '../../platform/db/database.ts'
import { preparedPer } from '../../platform/db/prepared.ts'
import { exactTime } from '../../platform/paging/keyset.ts'
import { schools } from '../../platform/db/schema.ts'
import type { FeedViewer } from './feed-viewer.ts'
import { clubChannel, schoolFeed } from './feed-sources.ts'
import {
  presentCachedPosts,
  sharedParts,
  type PostRow,
  type SharedParts,
} from './post-presenter.ts'
import { blockedEitherWay, clubOfPost, postsSeenByAReader } from './post-visibility.ts'

/*
 * The home feed from per-instance caches of its sources (P7, decision 042 "Making P7").
 * Each source (the school feed; a club's news; a club's discussion) is the same for
 * every reader but for blocks, so its newest posts are read once per feed version with
 * `postsSeenByAReader` (the one rule, for a reader of the school, or a member of the
 * club, who blocked nobody) and kept with their authors, clubs and images. A request
 * reads the version, the reader's memberships and blocks (one statement), merges the
 * sources of their clubs in memory leaving out blocked authors, and reads the counts,
 * likes and votes of the page's posts. Memberships and blocks are read per request, so
 * a join, a leave or a block shows on the very next page of everyone concerned.
 */

/** Posts kept per source: two default pages and the one that tells there is a third. */
const DEPTH = 2 * FEED_PAGE_DEFAULT + 1
/** Sources kept per instance (about 40 KB each): a school's feed and 2 per club read. */
const SOURCES = 4096

interface Entry {
  row: PostRow
  /** `created_at` to the microsecond (`exactTime`): the cursor's and the order's key. */
  exact: string
}

export interface CachedSource {
  /** Newest first, at most DEPTH. */
  entries: readonly Entry[]
  /** Every post of the source is here (fewer than DEPTH). */
  complete: boolean
  shared: SharedParts
}

export type FeedSourceCache = VersionedCache<CachedSource>

export const feedSourceCache = (): FeedSourceCache => versionedCache<CachedSource>(SOURCES)

interface ReaderState {
  version: number
  clubIds: number[]
  /** The clubs the reader is an officer of (what they may delete or pin). */
  officerOf: Set<number>
  blocked: Set<number>
}

const viewerId = sql`${sql.placeholder('viewer')}`

/** The school's feed version, the reader's clubs and blocks: one statement, prepared once. */
const readerStatement = preparedPer((db) =>
  db
    .select({
      version: sql<string | number | null>`(select ${feedVersions.version} from ${feedVersions}
        where ${feedVersions.schoolId} = ${schools.id})`,
      clubs: sql<[number, boolean][]>`(select coalesce(json_agg(json_build_array(m.club_id,
          m.role = 'officer')), '[]') from club_memberships m where m.user_id = ${viewerId})`,
      blocked: sql<number[]>`(select coalesce(json_agg(x.id), '[]')
        from (${blockedEitherWay(viewerId)}) as x (id))`,
    })
    .from(schools)
    .where(eq(schools.id, sql.placeholder('school')))
    .prepare('feed_home_reader'),
)

async function readerState(db: DbOrTx, viewer: FeedViewer): Promise<ReaderState> {
  const [row] = await readerStatement(db).execute({
    school: viewer.schoolId,
    viewer: viewer.userId,
  })
  const clubs = row?.clubs ?? []
  return {
    version: Number(row?.version ?? 0),
    clubIds: clubs.map(([clubId]) => Number(clubId)),
    officerOf: new Set(clubs.filter(([, officer]) => officer).map(([clubId]) => Number(clubId))),
    blocked: new Set((row?.blocked ?? []).map(Number)),
  }
}

async function sourceOf(
  db: DbOrTx,
  cache: FeedSourceCache,
  version: number,
  key: string,
  /** Built only on a miss: building a condition costs more than the cache's look-up. */
  where: () => SQL,
): Promise<CachedSource> {
  const cached = cache.get(key, version)
  if (cached) return cached
  const rows = await db
    .select({ post: posts, exact: exactTime(posts.createdAt) })
    .from(posts)
    .leftJoin(clubs, clubOfPost)
    .where(where())
    .orderBy(desc(posts.createdAt), desc(posts.id))
    .limit(DEPTH)
  const entries = rows.map((r) => ({ row: r.post, exact: r.exact }))
  const source: CachedSource = {
    entries,
    complete: rows.length < DEPTH,
    shared: await sharedParts(
      db,
      entries.map((entry) => entry.row),
    ),
  }
  cache.set(key, version, source)
  return source
}

/** The reader's sources: the school feed, and the news and discussion of each of their clubs. */
function sourcesOf(db: DbOrTx, cache: FeedSourceCache, viewer: FeedViewer, state: ReaderState) {
  const school = sourceOf(
    db,
    cache,
    state.version,
    `school:${viewer.schoolId}:${viewer.admin}`,
    () => and(schoolFeed(viewer.schoolId), postsSeenByAReader(false, viewer.admin)) as SQL,
  )
  const channels = state.clubIds.flatMap((clubId) =>
    (['news', 'discussion'] as const).map((channel) =>
      sourceOf(
        db,
        cache,
        state.version,
        `club:${clubId}:${channel}`,
        () => and(clubChannel(clubId, channel), postsSeenByAReader(true, false)) as SQL,
      ),
    ),
  )
  return Promise.all([school, ...channels])
}

const newer = (a: Entry, b: Entry) =>
  a.exact === b.exact ? b.row.id - a.row.id : a.exact < b.exact ? 1 : -1

/** After the cursor's (time, id), in the feed's order (newest first). */
const pastCursor = (entry: Entry, [exact, id]: readonly [string, number]) =>
  entry.exact < exact || (entry.exact === exact && entry.row.id < id)

interface Picked {
  entry: Entry
  shared: SharedParts
}

/**
 * A page merged from the sources, or null when a source's kept posts run out before it
 * gave `limit + 1` (deep pages, large limits, many blocked authors): the database answers.
 */
function merge(
  sources: readonly CachedSource[],
  blocked: ReadonlySet<number>,
  after: readonly [string, number] | null,
  limit: number,
): { page: Picked[]; more: boolean } | null {
  const picked = new Map<number, Picked>()
  for (const source of sources) {
    let taken = 0
    for (const entry of source.entries) {
      if (taken > limit) break
      if (after && !pastCursor(entry, after)) continue
      if (entry.row.authorId !== null && blocked.has(entry.row.authorId)) continue
      picked.set(entry.row.id, { entry, shared: source.shared })
      taken += 1
    }
    if (taken <= limit && !source.complete) return null
  }
  const ordered = [...picked.values()].sort((a, b) => newer(a.entry, b.entry))
  return { page: ordered.slice(0, limit), more: ordered.length > limit }
}

/** The page's shared parts, gathered from the sources each post came from. */
function sharedOf(page: readonly Picked[]): SharedParts {
  const people = new Map<number, FeedPerson>()
  const clubById: SharedParts['clubById'] = new Map()
  const imagesOf: SharedParts['imagesOf'] = new Map()
  for (const { entry, shared } of page) {
    const { id, authorId, clubId } = entry.row
    const person = authorId === null ? undefined : shared.people.get(authorId)
    if (person && authorId !== null) people.set(authorId, person)
    const club = clubId === null ? undefined : shared.clubById.get(clubId)
    if (club && clubId !== null) clubById.set(clubId, club)
    const images = shared.imagesOf.get(id)
    if (images) imagesOf.set(id, images)
  }
  return { people, clubById, imagesOf }
}

/**
 * A home page from the cached sources, or null when the database must answer (see
 * `merge`). `after` is the decoded cursor.
 */
export async function cachedHomePage(
  db: DbOrTx,
  cache: FeedSourceCache,
  viewer: FeedViewer,
  after: readonly [string, number] | null,
  limit: number,
): Promise<{ items: Post[]; nextCursor: string | null } | null> {
  // The version is read BEFORE the rows it labels (calendar-cache.ts tells why).
  const state = await readerState(db, viewer)
  const sources = await sourcesOf(db, cache, viewer, state)
  const merged = merge(sources, state.blocked, after, limit)
  if (!merged) return null
  const { page, more } = merged
  const rows = page.map((picked) => picked.entry.row)
  const items = await presentCachedPosts(db, viewer, rows, sharedOf(page), state.officerOf)
  const last = page.at(-1)?.entry
  return { items, nextCursor: more && last ? encodeCursor([last.exact, last.row.id]) : null }
}
