import { and, eq, inArray, sql } from 'drizzle-orm'
import type { FeedPerson, Post, PostImage } from '@quad/shared'
import { clubMemberships, clubs } from '../../db/schema/clubs.ts'
import { pollVotes, postImages, postLikes, type posts } from '../../db/schema/feed.ts'
import type { DbOrTx } from '../../platform/db/database.ts'
import type { FeedViewer } from './feed-viewer.ts'
import { pollClosed } from './poll-input.ts'
import { shownPeople } from '../profiles/index.ts'

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
export function feedPeople(db: DbOrTx, ids: readonly number[]): Promise<Map<number, FeedPerson>> {
  return shownPeople(db, ids)
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
  const ids = rows.map((row) => row.id)
  const clubIds = [...new Set(rows.flatMap((row) => (row.clubId === null ? [] : [row.clubId])))]
  const pollIds = rows.filter((row) => row.poll !== null).map((row) => row.id)
  const viewerId = viewer?.userId ?? 0
  const [people, clubRows, images, liked, votes, mine, officerOf] = await Promise.all([
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
    db
      .select()
      .from(postImages)
      .where(inArray(postImages.postId, ids))
      .orderBy(postImages.postId, postImages.position),
    viewer
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
    viewer && clubIds.length > 0
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
  const voters = pollIds.length === 0 ? new Map<number, number>() : await pollVoters(db, pollIds)
  const clubById = new Map(clubRows.map((club) => [club.id, club]))
  const likedIds = new Set(liked.map((like) => like.postId))
  const officerClubs = new Set(officerOf.map((row) => row.clubId))
  const imagesOf = groupBy(images, (image) => image.postId)
  const votesOf = groupBy(votes, (vote) => vote.postId)
  const mineOf = groupBy(mine, (vote) => vote.postId)

  return rows.map((row): Post => {
    const club = row.clubId === null ? undefined : clubById.get(row.clubId)
    const author = row.authorId === null ? undefined : people.get(row.authorId)
    const own = viewer !== null && row.authorId === viewer.userId
    const officer = row.clubId !== null && officerClubs.has(row.clubId)
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
      likeCount: row.likeCount,
      commentCount: row.commentCount,
      liked: likedIds.has(row.id),
      canEdit: own,
      canDelete: own || (viewer?.remover ?? false) || officer,
      canPin: viewer !== null && (viewer.pinner || officer),
      canComment: viewer !== null,
    }
  })
}

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
