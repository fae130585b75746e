import { and, eq, gt, inArray, isNull, lte, ne, notInArray, sql, type SQL } from 'drizzle-orm'
import { clubMemberships, clubs } from '../../db/schema/clubs.ts'
import { postComments, posts } from '../../db/schema/feed.ts'
import { users } from '../../platform/db/schema.ts'
import type { DbOrTx } from '../../platform/db/database.ts'
import { clubOfPost, noBlockBetween, postsSeenByEach } from './post-visibility.ts'

/*
 * Who may hear of something in the feed (issue 16 item 3): never the actor, never someone
 * who blocked the actor or whom the actor blocked, never someone who cannot see the post
 * (`postsSeenByEach`, the one visibility rule). The matrix then decides each platform.
 */

/** Which students to consider: some ids, a club's members (all, only officers, or all but officers), or an id range of the school. */
export type Candidates =
  | { ids: readonly number[] }
  | { clubId: number; officers: boolean | 'excluded' }
  | { after: number; upTo: number }

function candidatesIn(candidates: Candidates): SQL | undefined {
  if ('ids' in candidates) return inArray(users.id, [...candidates.ids])
  if ('after' in candidates) {
    return and(gt(users.id, candidates.after), lte(users.id, candidates.upTo))
  }
  const role =
    candidates.officers === 'excluded'
      ? sql`and m.role <> 'officer'`
      : candidates.officers
        ? sql`and m.role = 'officer'`
        : sql``
  return sql`exists (select 1 from ${clubMemberships} m
    where m.club_id = ${candidates.clubId} and m.user_id = ${users.id} ${role})`
}

/** Of the candidates, the active students who may hear of `postId` from `actorId`, by id. */
export async function mayHear(
  tx: DbOrTx,
  postId: number,
  actorId: number,
  candidates: Candidates,
  except: readonly number[] = [],
): Promise<number[]> {
  if ('ids' in candidates && candidates.ids.length === 0) return []
  const rows = await tx
    .select({ id: users.id })
    .from(users)
    .innerJoin(posts, eq(posts.id, postId))
    .leftJoin(clubs, clubOfPost)
    .where(
      and(
        eq(users.schoolId, posts.schoolId),
        eq(users.status, 'active'),
        ne(users.id, actorId),
        except.length === 0 ? undefined : notInArray(users.id, [...except]),
        candidatesIn(candidates),
        postsSeenByEach(users.id),
        noBlockBetween(users.id, actorId),
      ),
    )
    .orderBy(users.id)
  return rows.map((row) => row.id)
}

/** A live comment (neither deleted nor hidden), or null: nobody hears of a gone one. */
export async function liveComment(tx: DbOrTx, commentId: number) {
  const [comment] = await tx
    .select()
    .from(postComments)
    .where(
      and(
        eq(postComments.id, commentId),
        isNull(postComments.deletedAt),
        isNull(postComments.hiddenAt),
      ),
    )
  return comment ?? null
}

/** Who wrote the post (null: a deleted account). */
export async function authorOfPost(tx: DbOrTx, postId: number): Promise<number | null> {
  const [post] = await tx
    .select({ authorId: posts.authorId })
    .from(posts)
    .where(eq(posts.id, postId))
  return post?.authorId ?? null
}

/**
 * The people in a post's conversation before `commentId`: its author and whoever wrote a
 * live comment on it earlier (what spec 3's `commentsOnCommentedPosts` and
 * `commentsOnForumPost` name).
 */
export async function conversationOf(
  tx: DbOrTx,
  postId: number,
  commentId: number,
): Promise<{ postAuthor: number | null; commenters: number[] }> {
  const postAuthor = await authorOfPost(tx, postId)
  const earlier = await tx
    .selectDistinct({ authorId: postComments.authorId })
    .from(postComments)
    .where(
      and(
        eq(postComments.postId, postId),
        sql`${postComments.id} < ${commentId}`,
        isNull(postComments.deletedAt),
        isNull(postComments.hiddenAt),
      ),
    )
  return {
    postAuthor,
    commenters: earlier.flatMap((row) => (row.authorId === null ? [] : [row.authorId])),
  }
}

/** What a feed notice names: the post (and its club), as stored with the item. */
export interface PostNotice {
  postId: string
  channel: string
  clubId: string
  clubName: string
  title: string
  preview: string
}

const PREVIEW_MAX = 80

/** The start of a body's plain text, for a notice's one line. */
export const previewOf = (text: string) =>
  text.length > PREVIEW_MAX ? `${text.slice(0, PREVIEW_MAX - 1).trimEnd()}…` : text

/** The post as its notices name it (the club empty for a school post), or null when gone. */
export async function postNotice(tx: DbOrTx, postId: number): Promise<PostNotice | null> {
  const [row] = await tx
    .select({
      uid: posts.uid,
      channel: posts.channel,
      title: posts.title,
      text: posts.bodyText,
      clubUid: clubs.uid,
      clubName: clubs.name,
    })
    .from(posts)
    .leftJoin(clubs, clubOfPost)
    .where(and(eq(posts.id, postId), isNull(posts.deletedAt), isNull(posts.hiddenAt)))
  if (!row) return null
  return {
    postId: row.uid,
    channel: row.channel,
    clubId: row.clubUid ?? '',
    clubName: row.clubName ?? '',
    title: row.title ?? '',
    preview: previewOf(row.text),
  }
}
