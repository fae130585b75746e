import type { Mention } from '@quad/shared'
import {
  commentLikes,
  pollVotes,
  postComments,
  postImages,
  postLikes,
  posts,
} from '../db/schema/feed.ts'
import { escapeHtml, mentionSpan } from '../features/feed/feed-body.ts'
import type { DbOrTx } from '../platform/db/database.ts'
import { plainText, sanitizeRichText } from '@quad/shared/rich-text'
import type { School } from '../platform/tenancy/schools.service.ts'

/** A body as the feed stores it (what `writtenBody` makes of a student's text). */
export interface SeedBody {
  body: string
  bodyText: string
  mentions: Mention[]
}

const URL = /https:\/\/[^\s<]+[^\s<.,!?)]/g

/**
 * Paragraphs of plain text as the feed would store them: sanitised HTML with bare https
 * addresses as links and each `{@}` replaced by the next schoolmate of `mentioned` as a
 * mention span (feed-body.ts), with the plain text beside it.
 */
export function seedBody(paragraphs: readonly string[], mentioned: readonly Mention[]): SeedBody {
  let next = 0
  const used: Mention[] = []
  // Mentions go in after sanitising, which drops spans (as feed-body.ts does).
  const body = sanitizedText(paragraphs).replace(/\{@\}/g, () => {
    const person = mentioned[next++ % Math.max(1, mentioned.length)]
    if (!person) return ''
    if (!used.some((m) => m.uid === person.uid)) used.push(person)
    return mentionSpan(person)
  })
  return { body, bodyText: plainText(body), mentions: used }
}

/**
 * The demo's texts are a few dozen, written many times over: each is sanitised once
 * (sanitize-html's three passes are what a large seed would spend its time on).
 */
const sanitized = new Map<string, string>()

function sanitizedText(paragraphs: readonly string[]): string {
  const html = paragraphs
    .map((paragraph) => {
      const linked = escapeHtml(paragraph).replace(URL, (url) => `<a href="${url}">${url}</a>`)
      return `<p>${linked}</p>`
    })
    .join('')
  const known = sanitized.get(html)
  if (known !== undefined) return known
  const clean = sanitizeRichText(html)
  sanitized.set(html, clean)
  return clean
}

export type NewPost = Omit<typeof posts.$inferInsert, 'schoolId' | 'id'>
export type NewComment = Omit<typeof postComments.$inferInsert, 'schoolId' | 'id'>
export type NewPostImage = Omit<typeof postImages.$inferInsert, 'schoolId'>
export type NewPostLike = Omit<typeof postLikes.$inferInsert, 'schoolId'>
export type NewCommentLike = Omit<typeof commentLikes.$inferInsert, 'schoolId'>
export type NewPollVote = Omit<typeof pollVotes.$inferInsert, 'schoolId'>

const BATCH = 1000

/** Runs `insert` on the rows a thousand at a time. */
async function eachBatch<Row>(
  rows: readonly Row[],
  insert: (batch: Row[]) => PromiseLike<unknown>,
): Promise<void> {
  for (let start = 0; start < rows.length; start += BATCH) {
    await insert(rows.slice(start, start + BATCH))
  }
}

/** Inserts posts; returns their ids in order. */
export async function insertPosts(db: DbOrTx, school: School, rows: NewPost[]): Promise<number[]> {
  const ids: number[] = []
  await eachBatch(rows, async (batch) => {
    const stored = await db
      .insert(posts)
      .values(batch.map((row) => ({ ...row, schoolId: school.id })))
      .returning({ id: posts.id })
    ids.push(...stored.map((row) => row.id))
  })
  return ids
}

/** Inserts comments (or replies); returns their ids in order. */
export async function insertComments(
  db: DbOrTx,
  school: School,
  rows: NewComment[],
): Promise<number[]> {
  const ids: number[] = []
  await eachBatch(rows, async (batch) => {
    const stored = await db
      .insert(postComments)
      .values(batch.map((row) => ({ ...row, schoolId: school.id })))
      .returning({ id: postComments.id })
    ids.push(...stored.map((row) => row.id))
  })
  return ids
}

/** The rows that need no id back: images, likes and poll votes. */
export async function insertFeedRows(
  db: DbOrTx,
  school: School,
  rows: {
    images: NewPostImage[]
    postLikes: NewPostLike[]
    commentLikes: NewCommentLike[]
    votes: NewPollVote[]
  },
): Promise<void> {
  const withSchool = <Row>(batch: Row[]) => batch.map((row) => ({ ...row, schoolId: school.id }))
  await eachBatch(rows.images, (batch) => db.insert(postImages).values(withSchool(batch)))
  await eachBatch(rows.postLikes, (batch) => db.insert(postLikes).values(withSchool(batch)))
  await eachBatch(rows.commentLikes, (batch) => db.insert(commentLikes).values(withSchool(batch)))
  await eachBatch(rows.votes, (batch) => db.insert(pollVotes).values(withSchool(batch)))
}
