import { sql } from 'drizzle-orm'
import {
  bigint,
  foreignKey,
  index,
  integer,
  pgTable,
  primaryKey,
  text,
  timestamp,
  uniqueIndex,
} from 'drizzle-orm/pg-core'
import { users } from '../../platform/db/schema.ts'

/**
 * A connection between two students of one school (spec 4): `pending` from
 * requester to addressee, or `accepted`. One row per pair, whichever asked: the
 * unique index on the ordered pair rules out two crossed requests (issue 5).
 */
export const connections = pgTable(
  'connections',
  {
    id: bigint('id', { mode: 'number' }).primaryKey().generatedAlwaysAsIdentity(),
    schoolId: integer('school_id').notNull(),
    requesterId: bigint('requester_id', { mode: 'number' }).notNull(),
    addresseeId: bigint('addressee_id', { mode: 'number' }).notNull(),
    status: text('status').notNull(),
    note: text('note'),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    uniqueIndex('connections_pair_idx').on(
      t.schoolId,
      sql`least(${t.requesterId}, ${t.addresseeId})`,
      sql`greatest(${t.requesterId}, ${t.addresseeId})`,
    ),
    index('connections_addressee_idx').on(t.addresseeId, t.status),
    index('connections_requester_idx').on(t.requesterId, t.status),
    // The admin overview's new connections, by when they were accepted (decision 033).
    index('connections_school_accepted_idx')
      .on(t.schoolId, t.updatedAt)
      .where(sql`${t.status} = 'accepted'`),
    foreignKey({
      name: 'connections_requester_school_fk',
      columns: [t.requesterId, t.schoolId],
      foreignColumns: [users.id, users.schoolId],
    }).onDelete('cascade'),
    foreignKey({
      name: 'connections_addressee_school_fk',
      columns: [t.addresseeId, t.schoolId],
      foreignColumns: [users.id, users.schoolId],
    }).onDelete('cascade'),
  ],
)

/**
 * Every connection request a student sent, for the per-pair cooldown (issue 12, decision
 * 015): a declined request makes its sender wait a day, and a student asks the same person
 * at most three times a day. Rows older than a day are pruned when the pair is asked again.
 */
export const connectionRequestLog = pgTable(
  'connection_request_log',
  {
    id: bigint('id', { mode: 'number' }).primaryKey().generatedAlwaysAsIdentity(),
    schoolId: integer('school_id').notNull(),
    requesterId: bigint('requester_id', { mode: 'number' }).notNull(),
    addresseeId: bigint('addressee_id', { mode: 'number' }).notNull(),
    sentAt: timestamp('sent_at', { withTimezone: true }).notNull().defaultNow(),
    declinedAt: timestamp('declined_at', { withTimezone: true }),
  },
  (t) => [
    index('connection_request_log_pair_idx').on(t.requesterId, t.addresseeId, t.sentAt),
    foreignKey({
      name: 'connection_request_log_requester_school_fk',
      columns: [t.requesterId, t.schoolId],
      foreignColumns: [users.id, users.schoolId],
    }).onDelete('cascade'),
    foreignKey({
      name: 'connection_request_log_addressee_school_fk',
      columns: [t.addresseeId, t.schoolId],
      foreignColumns: [users.id, users.schoolId],
    }).onDelete('cascade'),
  ],
)

/**
 * A student blocks another (issue 5 "Consent and safety"): the blocked student can
 * no longer request, message, or find the blocker; any connection between them ends.
 */
export const blocks = pgTable(
  'blocks',
  {
    schoolId: integer('school_id').notNull(),
    blockerId: bigint('blocker_id', { mode: 'number' }).notNull(),
    blockedId: bigint('blocked_id', { mode: 'number' }).notNull(),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    primaryKey({ columns: [t.blockerId, t.blockedId] }),
    index('blocks_blocked_idx').on(t.blockedId),
    foreignKey({
      name: 'blocks_blocker_school_fk',
      columns: [t.blockerId, t.schoolId],
      foreignColumns: [users.id, users.schoolId],
    }).onDelete('cascade'),
    foreignKey({
      name: 'blocks_blocked_school_fk',
      columns: [t.blockedId, t.schoolId],
      foreignColumns: [users.id, users.schoolId],
    }).onDelete('cascade'),
  ],
)
