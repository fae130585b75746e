import { and, eq, inArray, lt, sql } from 'drizzle-orm'
import type { Db, DbOrTx } from '../db/database.ts'
import { outboxMessages } from '../db/outbox-schema.ts'

/** A message a dispatcher has claimed: its lease keeps other instances off it. */
export interface ClaimedMessage {
  id: number
  schoolId: number
  name: string
  payload: unknown
  createdAt: Date
  /** Subscribers that already handled it (an earlier round). */
  done: string[]
  attempts: number
}

interface ClaimedRow extends Record<string, unknown> {
  id: string | number
  school_id: number
  name: string
  payload: unknown
  created_at: Date | string
  done: string[]
  attempts: number
}

/**
 * Claims up to `limit` due messages, oldest first, for `leaseSeconds`: rows another
 * dispatcher is claiming right now are skipped (`FOR UPDATE SKIP LOCKED`), and a claimed
 * row stays out of every other claim until its lease ends, so each message has one
 * dispatcher at a time across instances. A dispatcher that dies leaves its lease to expire.
 */
export async function claimDue(db: Db, limit: number, leaseSeconds: number) {
  const result = await db.execute<ClaimedRow>(sql`
    update domain_events set claimed_until = now() + make_interval(secs => ${leaseSeconds})
    where id in (
      select id from domain_events
      where dispatched_at is null and next_attempt_at <= now()
        and (claimed_until is null or claimed_until < now())
      order by id
      limit ${limit}
      for update skip locked)
    returning id, school_id, name, payload, created_at, done, attempts`)
  return result.rows
    .map((row): ClaimedMessage => ({
      id: Number(row.id),
      schoolId: row.school_id,
      name: row.name,
      payload: row.payload,
      createdAt: new Date(row.created_at),
      done: row.done,
      attempts: row.attempts,
    }))
    .sort((a, b) => a.id - b.id)
}

/**
 * Records, in the subscriber's transaction, that it handled the messages; false when it
 * already had handled one of them (another dispatcher, after this one's lease ran out):
 * the caller rolls back.
 */
export async function markDone(
  tx: DbOrTx,
  messageIds: readonly number[],
  subscriber: string,
): Promise<boolean> {
  const rows = await tx
    .update(outboxMessages)
    .set({ done: sql`array_append(${outboxMessages.done}, ${subscriber})` })
    .where(
      and(
        inArray(outboxMessages.id, [...messageIds]),
        sql`not (${subscriber} = any(${outboxMessages.done}))`,
      ),
    )
    .returning({ id: outboxMessages.id })
  return rows.length === messageIds.length
}

/** Ends a round on messages every subscriber handled: dispatched, in one statement. */
export async function settleDispatched(db: Db, messageIds: readonly number[]): Promise<void> {
  if (messageIds.length === 0) return
  await db
    .update(outboxMessages)
    .set({ claimedUntil: null, dispatchedAt: sql`now()` })
    .where(inArray(outboxMessages.id, [...messageIds]))
}

/**
 * Ends a round on one message: dispatched when every subscriber succeeded (or after the
 * last allowed attempt, keeping the error); else due again after `retryAfterMs`.
 */
export async function settle(
  db: Db,
  message: ClaimedMessage,
  outcome: { error: string | null; giveUp: boolean; retryAfterMs: number },
): Promise<void> {
  const finished = outcome.error === null || outcome.giveUp
  await db
    .update(outboxMessages)
    .set({
      claimedUntil: null,
      dispatchedAt: finished ? sql`now()` : null,
      ...(outcome.error !== null && {
        attempts: message.attempts + 1,
        lastError: outcome.error.slice(0, 2000),
        nextAttemptAt: sql`now() + make_interval(secs => ${outcome.retryAfterMs / 1000})`,
      }),
    })
    .where(eq(outboxMessages.id, message.id))
}

/** Forgets messages dispatched more than a week ago (kept that long to look into). */
export async function pruneDispatched(db: Db): Promise<void> {
  await db
    .delete(outboxMessages)
    .where(lt(outboxMessages.dispatchedAt, sql`now() - interval '7 days'`))
}
