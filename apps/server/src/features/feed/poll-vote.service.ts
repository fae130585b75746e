import { and, eq, sql } from 'drizzle-orm'
import type { PollVoteBody } from '@quad/shared'
import { pollVotes } from '../../db/schema/feed.ts'
import type { StoredPoll } from '../../db/schema/feed.ts'
import { conflict, fieldError, notFound } from '../../platform/errors.ts'
import type { Actor } from '../../platform/policies/policies.ts'
import type { School } from '../../platform/tenancy/schools.service.ts'
import { feedViewerOf } from './feed-viewer.ts'
import type { FeedWrites } from './post-create.service.ts'
import { pollClosed } from './poll-input.ts'
import type { PostRow } from './post-presenter.ts'
import { visiblePost } from './post-query.ts'

/** The post's open poll, as the actor sees the post; 404 without one, 409 once closed. */
async function openPoll(
  writes: FeedWrites,
  school: School,
  actor: Actor,
  uid: string,
): Promise<{ post: PostRow; poll: StoredPoll }> {
  const post = await visiblePost(writes.db, school, feedViewerOf(actor), uid)
  if (!post) throw notFound('Post')
  if (!post.poll) throw notFound('Poll')
  if (pollClosed(post.poll)) throw conflict('This poll is closed.')
  return { post, poll: post.poll }
}

/** Options that exist in the poll, each once, one unless the poll takes several. */
function chosenOptions(poll: StoredPoll, optionIds: readonly string[]): string[] {
  if (optionIds.length === 0) throw fieldError('body.optionIds', 'choose an option')
  const known = new Set(poll.options.map((option) => option.id))
  optionIds.forEach((id, index) => {
    const at = `body.optionIds.${String(index)}`
    if (!known.has(id)) throw fieldError(at, 'is not an option of this poll')
    if (optionIds.indexOf(id) !== index) throw fieldError(at, 'is chosen twice')
  })
  if (!poll.multiple && optionIds.length > 1) {
    throw fieldError('body.optionIds', 'this poll takes one option')
  }
  return [...optionIds]
}

/**
 * A student's choice replaced in one transaction, under a lock of their own vote in this
 * poll: parallel votes of one student end as one of them, never a mix (a single-choice
 * poll never holds two of their options). `optionIds` empty takes the vote back.
 */
async function replaceVote(
  writes: FeedWrites,
  school: School,
  actor: Actor,
  post: PostRow,
  optionIds: readonly string[],
): Promise<void> {
  await writes.db.transaction(async (tx) => {
    await tx.execute(
      sql`select pg_advisory_xact_lock(hashtextextended(${`poll-vote:${String(post.id)}:${String(actor.userId)}`}, 0))`,
    )
    await tx
      .delete(pollVotes)
      .where(and(eq(pollVotes.postId, post.id), eq(pollVotes.userId, actor.userId)))
    if (optionIds.length > 0) {
      await tx.insert(pollVotes).values(
        optionIds.map((optionId) => ({
          postId: post.id,
          userId: actor.userId,
          optionId,
          schoolId: school.id,
        })),
      )
    }
    await writes.outbox.emit(tx, school, 'feed.post_changed', { postId: post.id, change: 'edited' })
  })
}

/** `PUT /api/v1/feed/posts/{id}/vote` (issue 16 item 2): replaces the student's choice. */
export async function votePoll(
  writes: FeedWrites,
  school: School,
  actor: Actor,
  uid: string,
  body: PollVoteBody,
): Promise<void> {
  const { post, poll } = await openPoll(writes, school, actor, uid)
  await replaceVote(writes, school, actor, post, chosenOptions(poll, body.optionIds))
}

/** `DELETE /api/v1/feed/posts/{id}/vote`: takes the student's vote back (while it is open). */
export async function unvotePoll(
  writes: FeedWrites,
  school: School,
  actor: Actor,
  uid: string,
): Promise<void> {
  const { post } = await openPoll(writes, school, actor, uid)
  await replaceVote(writes, school, actor, post, [])
}
