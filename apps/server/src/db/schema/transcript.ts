import { sql } from 'drizzle-orm'
import {
  bigint,
  check,
  date,
  foreignKey,
  index,
  integer,
  jsonb,
  pgTable,
  text,
  timestamp,
  unique,
  uniqueIndex,
} from 'drizzle-orm/pg-core'
import type { TranscriptEntryStatus, TranscriptSectionChoice } from '@quad/shared'
import { schools, users } from '../../platform/db/schema.ts'

/**
 * A category or a learning outcome of the school's co-curricular transcript (issue 36
 * item 2, decision 102), by `kind`. Archived, it is offered no more; entries keep it.
 */
export const transcriptTerms = pgTable(
  'transcript_terms',
  {
    id: bigint('id', { mode: 'number' }).primaryKey().generatedAlwaysAsIdentity(),
    uid: text('uid')
      .notNull()
      .unique()
      .default(sql`gen_random_uuid()::text`),
    schoolId: integer('school_id')
      .notNull()
      .references(() => schools.id, { onDelete: 'cascade' }),
    kind: text('kind').$type<'category' | 'outcome'>().notNull(),
    name: text('name').notNull(),
    description: text('description').notNull().default(''),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    archivedAt: timestamp('archived_at', { withTimezone: true }),
  },
  (t) => [
    check('transcript_terms_kind_check', sql`${t.kind} in ('category', 'outcome')`),
    uniqueIndex('transcript_terms_school_name_uq').on(t.schoolId, t.kind, sql`lower(${t.name})`),
    unique('transcript_terms_id_school_uq').on(t.id, t.schoolId),
  ],
)

/**
 * An entry a student adds (volunteering, an award): pending until staff approve it or
 * return it with a note; a returned entry the student edits goes back to pending.
 * Hours are kept in quarter hours. `outcomes` are learning-outcome term ids.
 */
export const transcriptEntries = pgTable(
  'transcript_entries',
  {
    id: bigint('id', { mode: 'number' }).primaryKey().generatedAlwaysAsIdentity(),
    uid: text('uid')
      .notNull()
      .unique()
      .default(sql`gen_random_uuid()::text`),
    schoolId: integer('school_id').notNull(),
    userId: bigint('user_id', { mode: 'number' }).notNull(),
    categoryId: bigint('category_id', { mode: 'number' }).notNull(),
    title: text('title').notNull(),
    organization: text('organization').notNull().default(''),
    quarterHours: integer('quarter_hours').notNull().default(0),
    startDate: date('start_date').notNull(),
    endDate: date('end_date'),
    description: text('description').notNull().default(''),
    outcomes: jsonb('outcomes').$type<number[]>().notNull().default([]),
    status: text('status').$type<TranscriptEntryStatus>().notNull().default('pending'),
    reviewNote: text('review_note'),
    reviewedBy: bigint('reviewed_by', { mode: 'number' }),
    reviewedAt: timestamp('reviewed_at', { withTimezone: true }),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    check(
      'transcript_entries_status_check',
      sql`${t.status} in ('pending', 'approved', 'returned')`,
    ),
    check('transcript_entries_hours_check', sql`${t.quarterHours} >= 0`),
    index('transcript_entries_user_idx').on(t.userId, t.startDate),
    index('transcript_entries_school_status_idx').on(t.schoolId, t.status, t.createdAt),
    foreignKey({
      name: 'transcript_entries_user_school_fk',
      columns: [t.userId, t.schoolId],
      foreignColumns: [users.id, users.schoolId],
    }).onDelete('cascade'),
    foreignKey({
      name: 'transcript_entries_category_school_fk',
      columns: [t.categoryId, t.schoolId],
      foreignColumns: [transcriptTerms.id, transcriptTerms.schoolId],
    }),
  ],
)

/**
 * A verification link a student made: the sections it shows. Its token is a signed link
 * naming this row; revoking sets `revoked_at`, and the link then says it was revoked.
 */
export const transcriptShares = pgTable(
  'transcript_shares',
  {
    id: bigint('id', { mode: 'number' }).primaryKey().generatedAlwaysAsIdentity(),
    uid: text('uid')
      .notNull()
      .unique()
      .default(sql`gen_random_uuid()::text`),
    schoolId: integer('school_id').notNull(),
    userId: bigint('user_id', { mode: 'number' }).notNull(),
    sections: jsonb('sections').$type<TranscriptSectionChoice>().notNull(),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    revokedAt: timestamp('revoked_at', { withTimezone: true }),
  },
  (t) => [
    index('transcript_shares_user_idx').on(t.userId, t.createdAt),
    foreignKey({
      name: 'transcript_shares_user_school_fk',
      columns: [t.userId, t.schoolId],
      foreignColumns: [users.id, users.schoolId],
    }).onDelete('cascade'),
  ],
)
