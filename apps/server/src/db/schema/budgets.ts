import { sql } from 'drizzle-orm'
import {
  bigint,
  check,
  foreignKey,
  index,
  integer,
  pgTable,
  text,
  timestamp,
} from 'drizzle-orm/pg-core'
import { users } from '../../platform/db/schema.ts'
import { clubs } from './clubs.ts'

/**
 * A club's request for money (issue 37 item 3, decision 109): its purpose and line items
 * in minor units, the stage of review it waits at, and the term it counts in (the ledger).
 */
export const budgetRequests = pgTable(
  'budget_requests',
  {
    id: bigint('id', { mode: 'number' }).primaryKey().generatedAlwaysAsIdentity(),
    uid: text('uid')
      .notNull()
      .unique()
      .default(sql`gen_random_uuid()::text`),
    clubId: bigint('club_id', { mode: 'number' }).notNull(),
    schoolId: integer('school_id').notNull(),
    title: text('title').notNull(),
    purpose: text('purpose').notNull(),
    currency: text('currency').notNull(),
    status: text('status').notNull().default('submitted'),
    /** While submitted, the stage waiting (1-based); else the last one reached. */
    stage: integer('stage').notNull().default(1),
    /** Which submission this is: a return and a new send make the next (decision 109). */
    round: integer('round').notNull().default(1),
    termKey: text('term_key').notNull(),
    termName: text('term_name').notNull(),
    submittedBy: bigint('submitted_by', { mode: 'number' }).references(() => users.id, {
      onDelete: 'set null',
    }),
    submittedAt: timestamp('submitted_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    index('budget_requests_club_idx').on(t.clubId, t.submittedAt),
    index('budget_requests_waiting_idx')
      .on(t.schoolId, t.submittedAt)
      .where(sql`${t.status} = 'submitted'`),
    check(
      'budget_requests_status_check',
      sql`${t.status} in ('submitted', 'returned', 'approved', 'rejected', 'withdrawn')`,
    ),
    check('budget_requests_stage_check', sql`${t.stage} >= 1`),
    foreignKey({
      name: 'budget_requests_club_school_fk',
      columns: [t.clubId, t.schoolId],
      foreignColumns: [clubs.id, clubs.schoolId],
    }).onDelete('cascade'),
  ],
)

/** A request's lines, in the order the officers gave. */
export const budgetRequestItems = pgTable(
  'budget_request_items',
  {
    id: bigint('id', { mode: 'number' }).primaryKey().generatedAlwaysAsIdentity(),
    requestId: bigint('request_id', { mode: 'number' })
      .notNull()
      .references(() => budgetRequests.id, { onDelete: 'cascade' }),
    sortOrder: integer('sort_order').notNull(),
    description: text('description').notNull(),
    amountMinor: integer('amount_minor').notNull(),
  },
  (t) => [
    index('budget_request_items_request_idx').on(t.requestId, t.sortOrder),
    check('budget_request_items_amount_check', sql`${t.amountMinor} > 0`),
  ],
)

/** Every decision on a request: its stage, what was decided, the note, who and when. */
export const budgetRequestReviews = pgTable(
  'budget_request_reviews',
  {
    id: bigint('id', { mode: 'number' }).primaryKey().generatedAlwaysAsIdentity(),
    requestId: bigint('request_id', { mode: 'number' })
      .notNull()
      .references(() => budgetRequests.id, { onDelete: 'cascade' }),
    stage: integer('stage').notNull(),
    /** The submission it was made on (`budget_requests.round` then). */
    round: integer('round').notNull(),
    decision: text('decision').notNull(),
    note: text('note').notNull().default(''),
    reviewerId: bigint('reviewer_id', { mode: 'number' }).references(() => users.id, {
      onDelete: 'set null',
    }),
    decidedAt: timestamp('decided_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    index('budget_request_reviews_request_idx').on(t.requestId, t.decidedAt),
    check(
      'budget_request_reviews_decision_check',
      sql`${t.decision} in ('approve', 'return', 'reject')`,
    ),
  ],
)

/**
 * A request's receipts (decision 109): files its officers attach, an image re-encoded or a
 * PDF as sent, kept in the file storage under `budget-receipts/{school}/{id}`.
 */
export const budgetReceipts = pgTable(
  'budget_receipts',
  {
    /** Random, 32 hex: the storage key's last part. */
    id: text('id').primaryKey(),
    requestId: bigint('request_id', { mode: 'number' })
      .notNull()
      .references(() => budgetRequests.id, { onDelete: 'cascade' }),
    schoolId: integer('school_id').notNull(),
    name: text('name').notNull(),
    contentType: text('content_type').notNull(),
    size: integer('size').notNull(),
    uploadedBy: bigint('uploaded_by', { mode: 'number' }).references(() => users.id, {
      onDelete: 'set null',
    }),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [index('budget_receipts_request_idx').on(t.requestId, t.createdAt)],
)
