import { sql, type SQL } from 'drizzle-orm'
import type { DbOrTx } from '../../platform/db/database.ts'
import type { School } from '../../platform/tenancy/schools.service.ts'

/**
 * Chat change seqs (decision 061, which replaces 008's per-school lock). Every send, edit
 * and delete takes a new `seq` from the one `chat_message_seq` sequence, so a client
 * keeps one number and catches up from it. Writers no longer wait for each other:
 *
 * - a writer holds the school's seq lock in *shared* mode from before it takes its seq
 *   to its commit, and the conversation's row (so within a conversation, seq order is
 *   commit order, and `last_message_id` only moves forward);
 * - a reader that needs "every change up to N has committed" (the sync and the hello
 *   frame) takes the same lock in *exclusive* mode for one statement: it is granted once
 *   every writer that already holds a seq has committed or rolled back, so every seq up
 *   to the sequence's value at that moment is settled (`settledSeq`). Changes above it
 *   are left for the next catch-up, so none that commits late is ever skipped.
 */
const SEQ_LOCK = 7306

/**
 * The writer's side: the school's seq lock (shared) and the conversation's row, held to
 * the commit. Call inside the transaction, before the change takes its seq.
 */
export async function lockSeq(
  tx: DbOrTx,
  school: Pick<School, 'id'>,
  conversationId: number,
): Promise<void> {
  await tx.execute(sql`
    with seq_lock as (select ${seqLockShared(sql`${school.id}`)})
    select c.id from chat_conversations c, seq_lock
    where c.id = ${conversationId} for no key update of c`)
}

/** The shared seq lock as an expression, for a writer that is one statement (the send). */
export function seqLockShared(schoolId: SQL): SQL {
  return sql`pg_advisory_xact_lock_shared(${SEQ_LOCK}, ${schoolId})`
}

/**
 * The reader's side: the highest seq such that every change up to it has committed or
 * rolled back. One statement, so the exclusive lock is held only while it waits out the
 * writers already in flight (never inside the caller's transaction: pass the database).
 * The sequence may be read before the lock is granted; that value is settled too, just
 * lower.
 */
export async function settledSeq(db: DbOrTx, school: School): Promise<number> {
  const result = await db.execute<{ seq: string }>(sql`
    select (select case when is_called then last_value else last_value - 1 end
            from chat_message_seq) as seq,
           pg_advisory_xact_lock(${SEQ_LOCK}, ${school.id}) as barrier`)
  return Number(result.rows[0]?.seq ?? 0)
}
