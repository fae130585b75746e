import { and, eq, sql } from 'drizzle-orm'
import { postComments, posts, type HiddenReason } from '../../db/schema/feed.ts'
import type { DbOrTx } from '../../platform/db/database.ts'
import type { Outbox } from '../../platform/outbox/messages.ts'
import { openReporters } from '../../platform/reports/reports.service.ts'
import type { School } from '../../platform/tenancy/schools.service.ts'
import { countComment } from './comment-counts.ts'
import './outbox-messages.ts'

/** What a report about the feed names: a post or a comment (`reports.subject_type`). */
export type FeedSubject = 'post' | 'comment'

const TABLES = { post: posts, comment: postComments } as const

/** A post or comment being moderated, in the transaction that does it. */
export interface FeedTarget {
  tx: DbOrTx
  outbox: Outbox
  school: School
  kind: FeedSubject
  id: number
}

/** How many distinct students have an open report of it. */
const reportersOf = async ({ tx, school, kind, id }: FeedTarget) =>
  (await openReporters(tx, school.id, kind, [id])).get(String(id)) ?? 0

/** The subject's row, locked to the transaction's end; null when it is not the school's. */
async function lockSubject({ tx, school, kind, id }: FeedTarget) {
  const table = TABLES[kind]
  const [row] = await tx
    .select({
      id: table.id,
      authorId: table.authorId,
      deletedAt: table.deletedAt,
      hiddenAt: table.hiddenAt,
      hiddenReason: table.hiddenReason,
      postId: kind === 'post' ? posts.id : postComments.postId,
      parentId: kind === 'post' ? sql<number | null>`null` : postComments.parentId,
    })
    .from(table)
    .where(and(eq(table.id, id), eq(table.schoolId, school.id)))
    .for('update')
  return row ?? null
}

type Locked = NonNullable<Awaited<ReturnType<typeof lockSubject>>>

/** What open clients and the author hear of a change of sight (decision 044). */
async function tell(
  { tx, outbox, school, kind }: FeedTarget,
  row: Locked,
  outcome: 'hidden' | 'restored',
  reason: HiddenReason | null,
): Promise<void> {
  // Open clients drop a hidden post; a post's watchers re-read its comments.
  if (kind === 'comment' || outcome === 'hidden') {
    await outbox.emit(tx, school, 'feed.post_changed', {
      postId: row.postId,
      change: kind === 'post' ? 'removed' : 'comment',
    })
  }
  if (row.authorId === null) return
  await outbox.emit(tx, school, 'feed.moderated', {
    subject: kind,
    postId: row.postId,
    commentId: kind === 'comment' ? row.id : null,
    authorId: row.authorId,
    outcome,
    reason,
  })
}

/**
 * After a new report, in its transaction (issue 16 item 5): once as many distinct students
 * as the school's threshold have an open report of it, the post or comment is hidden for
 * everyone pending review. The row lock makes concurrent filings count each other: the
 * second waits for the first's commit and then sees its report.
 */
export async function hideIfReported(at: FeedTarget): Promise<void> {
  const { tx, school, kind } = at
  const row = await lockSubject(at)
  if (!row || row.deletedAt !== null || row.hiddenAt !== null) return
  if ((await reportersOf(at)) < school.feed.reportThreshold) return
  await setHidden(tx, kind, row, 'reports')
  await tell(at, row, 'hidden', 'reports')
}

/**
 * A moderator hides it (decision 032's `hide`): hidden for good, `hidden_reason` moderator
 * even when reports had hidden it already (so no dismissal brings it back). `changed` is
 * whether anyone could see it until now; null when it is gone.
 */
export async function hideByModerator(at: FeedTarget): Promise<{ changed: boolean } | null> {
  const row = await lockSubject(at)
  if (!row) return null
  if (row.hiddenReason === 'moderator') return { changed: false }
  await setHidden(at.tx, at.kind, row, 'moderator')
  await tell(at, row, 'hidden', 'moderator')
  return { changed: row.hiddenAt === null }
}

/**
 * On a dismissal (issue 16): a post or comment hidden by reports alone comes back once no
 * open report of it is left. Counted under the row's lock, after the dismissal's own
 * update, so of two moderators dismissing the last two reports at once the second restores.
 */
export async function restoreIfUnreported(at: FeedTarget): Promise<void> {
  const row = await lockSubject(at)
  if (!row || row.hiddenReason !== 'reports') return
  if ((await reportersOf(at)) > 0) return
  await setHidden(at.tx, at.kind, row, null)
  await tell(at, row, 'restored', null)
}

/**
 * Hides (or, with null, shows again) the post or comment. A comment leaving or coming back
 * into sight moves its post's and parent's counts, as a deletion does (comment-counts.ts).
 */
async function setHidden(tx: DbOrTx, kind: FeedSubject, row: Locked, reason: HiddenReason | null) {
  const table = TABLES[kind]
  const wasShown = row.hiddenAt === null && row.deletedAt === null
  const willShow = reason === null && row.deletedAt === null
  if (kind === 'comment' && wasShown !== willShow) await countComment(tx, row, willShow ? 1 : -1)
  await tx
    .update(table)
    .set({
      hiddenAt: reason === null ? null : sql`coalesce(${table.hiddenAt}, now())`,
      hiddenReason: reason,
    })
    .where(eq(table.id, row.id))
}
