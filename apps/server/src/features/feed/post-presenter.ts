import { and, eq, inArray, sql } from 'drizzle-orm'
import type { FeedPerson, Post, PostImage } from '@quad/shared'
import { clubMemberships, clubs } from '../../db/schema/clubs.ts'
import { pollVotes, postImages, postLikes, posts } from '../../db/schema/feed.ts'
import { profiles } from '../../db/schema/profiles.ts'
import { users } from '../../platform/db/schema.ts'
import type { DbOrTx } from '../../platform/db/database.ts'
import { preparedPer } from '../../platform/db/prepared.ts'
import type { FeedViewer } from './feed-viewer.ts'
import { pollClosed } from './poll-input.ts'

export type PostRow = typeof posts.$inferSelect

/** A deleted account's posts and comments stay, written by nobody in particular. */
export const DELETED_PERSON: FeedPerson = {
  uid: null,
  firstName: 'Deleted student',
  lastName: '',
  photoUrl: null,
}

/** An image's addresses (served by the feed's media route, decision 041). */
export function postImageUrls(id: string): { url: string; previewUrl: string } {
  return { url: `/media/feed/${id}.webp`, previewUrl: `/media/feed/${id}-preview.webp` }
}

/** People by internal id as the feed shows them (a photo a moderator hid is not shown). */
export async function feedPeople(
  db: DbOrTx,
  ids: readonly number[],
): Promise<Map<number, FeedPerson>> {
  const unique = [...new Set(ids)]
  if (unique.length === 0) return new Map()
  const rows = await db
    .select({
      id: users.id,
      uid: users.uid,
      firstName: users.firstName,
      lastName: users.lastName,
      photoUrl: users.photoUrl,
      photoHidden: profiles.moderationHiddenAt,
    })
    .from(users)
    .leftJoin(profiles, eq(profiles.userId, users.id))
    .where(inArray(users.id, unique))
  return new Map(
    rows.map((row) => [
      row.id,
      {
        uid: row.uid,
        firstName: row.firstName,
        lastName: row.lastName,
        photoUrl: row.photoHidden ? null : row.photoUrl,
      },
    ]),
  )
}

/** What every reader of a post sees alike: its author, club and images. */
export interface SharedParts {
  people: Map<number, FeedPerson>
  clubById: Map<number, { uid: string; name: string; logoUrl: string | null }>
  imagesOf: Map<number, (typeof postImages.$inferSelect)[]>
}

/**
 * The shared parts of many posts: three queries whatever their number. The home feed
 * keeps them with its cached sources (decision 042 "Making P7").
 */
export async function sharedParts(db: DbOrTx, rows: readonly PostRow[]): Promise<SharedParts> {
  const ids = rows.map((row) => row.id)
  const clubIds = clubIdsOf(rows)
  const [people, clubRows, images] = await Promise.all([
    feedPeople(
      db,
      rows.flatMap((row) => (row.authorId === null ? [] : [row.authorId])),
    ),
    clubIds.length === 0
      ? []
      : db
          .select({ id: clubs.id, uid: clubs.uid, name: clubs.name, logoUrl: clubs.logoUrl })
          .from(clubs)
          .where(inArray(clubs.id, clubIds)),
    ids.length === 0
      ? []
      : db
          .select()
          .from(postImages)
          .where(inArray(postImages.postId, ids))
          .orderBy(postImages.postId, postImages.position),
  ])
  return {
    people,
    clubById: new Map(clubRows.map((club) => [club.id, club])),
    imagesOf: groupBy(images, (image) => image.postId),
  }
}

/** What depends on the reader, or changes without the feed version (counts, votes). */
interface ReaderParts {
  /** Counts read now, when the rows may be older than the counts (a cached source). */
  counts: Map<number, { likeCount: number; commentCount: number }> | null
  likedIds: Set<number>
  votesOf: Map<number, { optionId: string; votes: number }[]>
  mineOf: Map<number, { optionId: string }[]>
  voters: Map<number, number>
  officerClubs: Set<number>
}

/** The posts' counts now and whether the reader liked each: prepared once (P7). */
const countsStatement = preparedPer((db) =>
  db
    .select({
      id: posts.id,
      likeCount: posts.likeCount,
      commentCount: posts.commentCount,
      liked: sql<boolean>`exists (select 1 from ${postLikes}
        where ${postLikes.postId} = ${posts.id} and ${postLikes.userId} = ${sql.placeholder('viewer')})`,
    })
    .from(posts)
    .where(sql`${posts.id} = any(${sql.placeholder('ids')}::bigint[])`)
    .prepare('feed_post_counts'),
)

/**
 * `freshCounts`: the rows may be older than their counts (a cached source). `officerOf`:
 * the reader's officer clubs when the caller knows them already.
 */
async function readerParts(
  db: DbOrTx,
  viewer: FeedViewer | null,
  rows: readonly PostRow[],
  freshCounts: boolean,
  officerOf?: ReadonlySet<number>,
): Promise<ReaderParts> {
  const ids = rows.map((row) => row.id)
  const clubIds = clubIdsOf(rows)
  const pollIds = rows.filter((row) => row.poll !== null).map((row) => row.id)
  const viewerId = viewer?.userId ?? 0
  const [counted, liked, votes, mine, voters, officerRows] = await Promise.all([
    freshCounts ? countsStatement(db).execute({ ids, viewer: viewerId }) : null,
    viewer && !freshCounts
      ? db
          .select({ postId: postLikes.postId })
          .from(postLikes)
          .where(and(inArray(postLikes.postId, ids), eq(postLikes.userId, viewerId)))
      : [],
    pollIds.length === 0
      ? []
      : db
          .select({
            postId: pollVotes.postId,
            optionId: pollVotes.optionId,
            votes: sql<number>`count(*)::int`,
          })
          .from(pollVotes)
          .where(inArray(pollVotes.postId, pollIds))
          .groupBy(pollVotes.postId, pollVotes.optionId),
    viewer && pollIds.length > 0
      ? db
          .select({ postId: pollVotes.postId, optionId: pollVotes.optionId })
          .from(pollVotes)
          .where(and(inArray(pollVotes.postId, pollIds), eq(pollVotes.userId, viewerId)))
      : [],
    pollIds.length === 0 ? new Map<number, number>() : pollVoters(db, pollIds),
    viewer && clubIds.length > 0 && !officerOf
      ? db
          .select({ clubId: clubMemberships.clubId })
          .from(clubMemberships)
          .where(
            and(
              inArray(clubMemberships.clubId, clubIds),
              eq(clubMemberships.userId, viewerId),
              eq(clubMemberships.role, 'officer'),
            ),
          )
      : [],
  ])
  return {
    counts: counted && new Map(counted.map((row) => [row.id, row])),
    likedIds: new Set([
      ...liked.map((like) => like.postId),
      ...(viewer ? (counted ?? []).filter((row) => row.liked).map((row) => row.id) : []),
    ]),
    votesOf: groupBy(votes, (vote) => vote.postId),
    mineOf: groupBy(mine, (vote) => vote.postId),
    voters,
    officerClubs: new Set(officerOf ?? officerRows.map((row) => row.clubId)),
  }
}

/**
 * Posts as the viewer sees them, in the order given: each answer is a fixed number of
 * queries whatever the page's size (authors, clubs, images, the viewer's likes and votes,
 * the polls' counts, the viewer's officer clubs).
 */
export async function presentPosts(
  db: DbOrTx,
  viewer: FeedViewer | null,
  rows: readonly PostRow[],
): Promise<Post[]> {
  if (rows.length === 0) return []
  const [shared, reader] = await Promise.all([
    sharedParts(db, rows),
    readerParts(db, viewer, rows, false),
  ])
  return compose(viewer, rows, shared, reader)
}

/**
 * Posts read from a cache with their shared parts: only the reader's parts and the
 * counts are read (decision 042 "Making P7").
 */
export async function presentCachedPosts(
  db: DbOrTx,
  viewer: FeedViewer,
  rows: readonly PostRow[],
  shared: SharedParts,
  officerOf: ReadonlySet<number>,
): Promise<Post[]> {
  if (rows.length === 0) return []
  const reader = await readerParts(db, viewer, rows, true, officerOf)
  return compose(viewer, rows, shared, reader)
}

function compose(
  viewer: FeedViewer | null,
  rows: readonly PostRow[],
  { people, clubById, imagesOf }: SharedParts,
  { counts, likedIds, votesOf, mineOf, voters, officerClubs }: ReaderParts,
): Post[] {
  return rows.map((row): Post => {
    const club = row.clubId === null ? undefined : clubById.get(row.clubId)
    const author = row.authorId === null ? undefined : people.get(row.authorId)
    const own = viewer !== null && row.authorId === viewer.userId
    const officer = row.clubId !== null && officerClubs.has(row.clubId)
    const count = counts?.get(row.id) ?? row
    return {
      id: row.uid,
      channel: row.channel,
      club: club ? { id: club.uid, name: club.name, logoUrl: club.logoUrl } : null,
      author: author ?? DELETED_PERSON,
      title: row.title,
      body: row.body,
      images: (imagesOf.get(row.id) ?? []).map((image): PostImage => ({
        id: image.id,
        ...postImageUrls(image.id),
        width: image.width,
        height: image.height,
      })),
      poll: row.poll && {
        question: row.poll.question,
        options: row.poll.options.map((option) => ({
          id: option.id,
          label: option.label,
          votes: votesOf.get(row.id)?.find((vote) => vote.optionId === option.id)?.votes ?? 0,
        })),
        multiple: row.poll.multiple,
        closesAt: row.poll.closesAt,
        closed: pollClosed(row.poll),
        // In the poll's own order, whatever order the rows came in.
        myVotes: row.poll.options
          .filter((option) => mineOf.get(row.id)?.some((vote) => vote.optionId === option.id))
          .map((option) => option.id),
        voters: voters.get(row.id) ?? 0,
      },
      mentions: row.mentions,
      sharedToSchool: row.sharedToSchool,
      pinned: row.pinnedAt !== null,
      createdAt: row.createdAt.toISOString(),
      editedAt: row.editedAt?.toISOString() ?? null,
      likeCount: count.likeCount,
      commentCount: count.commentCount,
      liked: likedIds.has(row.id),
      canEdit: own,
      canDelete: own || (viewer?.remover ?? false) || officer,
      canPin: viewer !== null && (viewer.pinner || officer),
      canComment: viewer !== null,
    }
  })
}

const clubIdsOf = (rows: readonly PostRow[]) => [
  ...new Set(rows.flatMap((row) => (row.clubId === null ? [] : [row.clubId]))),
]

/** Distinct voters per poll (a multiple-choice voter counts once). */
async function pollVoters(db: DbOrTx, pollIds: number[]): Promise<Map<number, number>> {
  const rows = await db
    .select({
      postId: pollVotes.postId,
      voters: sql<number>`count(distinct ${pollVotes.userId})::int`,
    })
    .from(pollVotes)
    .where(inArray(pollVotes.postId, pollIds))
    .groupBy(pollVotes.postId)
  return new Map(rows.map((row) => [row.postId, row.voters]))
}

function groupBy<T, K>(items: readonly T[], key: (item: T) => K): Map<K, T[]> {
  const groups = new Map<K, T[]>()
  for (const item of items) {
    const k = key(item)
    const group = groups.get(k)
    if (group) group.push(item)
    else groups.set(k, [item])
  }
  return groups
}
