import { sql } from 'drizzle-orm'
import { bigserial, index, integer, jsonb, pgTable, text, timestamp } from 'drizzle-orm/pg-core'
import { schools } from './schema.ts'

/**
 * The outbox (issue 13 item 3, decision 023): a feature's outbox message is a row written
 * in the feature's own transaction; the dispatcher hands it to every subscriber after the
 * commit. `done` lists the subscribers that have handled it (each in its own
 * transaction), so a retry runs only the others; `dispatched_at` is set once all have.
 */
export const outboxMessages = pgTable(
  // The table keeps its historical name (migration 0014, from when outbox messages were
  // called domain events; issue 31 renamed the code only, so no migration renames it).
  'domain_events',
  {
    id: bigserial('id', { mode: 'number' }).primaryKey(),
    schoolId: integer('school_id')
      .notNull()
      .references(() => schools.id, { onDelete: 'cascade' }),
    name: text('name').notNull(),
    payload: jsonb('payload').$type<unknown>().notNull(),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    /** Subscribers (by name) that have handled the message. */
    done: text('done')
      .array()
      .notNull()
      .default(sql`'{}'::text[]`),
    /** Failed rounds so far; the next waits longer (`next_attempt_at`). */
    attempts: integer('attempts').notNull().default(0),
    nextAttemptAt: timestamp('next_attempt_at', { withTimezone: true }).notNull().defaultNow(),
    /** A dispatcher's lease: no other claims the message before it ends (a crash frees it). */
    claimedUntil: timestamp('claimed_until', { withTimezone: true }),
    lastError: text('last_error'),
    dispatchedAt: timestamp('dispatched_at', { withTimezone: true }),
  },
  (table) => [
    // What a claim scans: the undispatched messages only, oldest first.
    index('domain_events_pending_idx')
      .on(table.nextAttemptAt, table.id)
      .where(sql`${table.dispatchedAt} is null`),
  ],
)
