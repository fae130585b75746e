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
} from 'drizzle-orm/pg-core'
import { schools, users } from '../../platform/db/schema.ts'

/*
 * The student-records feed (issue 17, decision 049): one-way pushes from the school's
 * student information system (SIS) to `/api/v1/integrations/sis/...`, authorised by a
 * school API key. Every row is keyed by the school's own id (`external_id`) and written
 * with `upsertByExternalId`, so a re-pushed batch changes nothing. A row naming a
 * student points at their account (`user_id`, with the (user, school) foreign key).
 */

/**
 * A school API key: `quad_sk_{prefix}_{secret}`. Only the SHA-256 of the whole key is
 * kept; `prefix` finds the row and is shown to admins to tell keys apart. A rotated key
 * keeps working until `expires_at` (the grace an admin chose), a revoked one never.
 */
export const schoolApiKeys = pgTable(
  'school_api_keys',
  {
    id: bigint('id', { mode: 'number' }).primaryKey().generatedAlwaysAsIdentity(),
    schoolId: integer('school_id')
      .notNull()
      .references(() => schools.id, { onDelete: 'cascade' }),
    name: text('name').notNull(),
    prefix: text('prefix').notNull().unique(),
    hash: text('hash').notNull(),
    createdBy: bigint('created_by', { mode: 'number' }),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    lastUsedAt: timestamp('last_used_at', { withTimezone: true }),
    expiresAt: timestamp('expires_at', { withTimezone: true }),
    revokedAt: timestamp('revoked_at', { withTimezone: true }),
    /** The key this one replaced (rotation). */
    replacesId: bigint('replaces_id', { mode: 'number' }),
  },
  (t) => [index('school_api_keys_school_idx').on(t.schoolId, t.createdAt)],
)

/** An academic term. */
export const sisTerms = pgTable(
  'sis_terms',
  {
    id: bigint('id', { mode: 'number' }).primaryKey().generatedAlwaysAsIdentity(),
    schoolId: integer('school_id')
      .notNull()
      .references(() => schools.id, { onDelete: 'cascade' }),
    externalId: text('external_id').notNull(),
    name: text('name').notNull(),
    startsOn: date('starts_on').notNull(),
    endsOn: date('ends_on').notNull(),
    updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    unique('sis_terms_external_uq').on(t.schoolId, t.externalId),
    check('sis_terms_dates', sql`${t.endsOn} >= ${t.startsOn}`),
  ],
)

/** A course's section in a term: what a student enrols in. */
export const sisSections = pgTable(
  'sis_sections',
  {
    id: bigint('id', { mode: 'number' }).primaryKey().generatedAlwaysAsIdentity(),
    schoolId: integer('school_id')
      .notNull()
      .references(() => schools.id, { onDelete: 'cascade' }),
    externalId: text('external_id').notNull(),
    termId: bigint('term_id', { mode: 'number' })
      .notNull()
      .references(() => sisTerms.id, { onDelete: 'cascade' }),
    courseCode: text('course_code').notNull(),
    title: text('title').notNull(),
    sectionCode: text('section_code'),
    instructor: text('instructor'),
    credits: text('credits'),
    updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [unique('sis_sections_external_uq').on(t.schoolId, t.externalId)],
)

/**
 * A section's weekly class meeting: on `days` (RFC 5545 weekday codes MO..SU) from
 * `start_time` to `end_time` on the wall clock of `time_zone`, between `starts_on` and
 * `ends_on` (the term's dates when the SIS gives none).
 */
export const sisMeetings = pgTable(
  'sis_meetings',
  {
    id: bigint('id', { mode: 'number' }).primaryKey().generatedAlwaysAsIdentity(),
    schoolId: integer('school_id')
      .notNull()
      .references(() => schools.id, { onDelete: 'cascade' }),
    externalId: text('external_id').notNull(),
    sectionId: bigint('section_id', { mode: 'number' })
      .notNull()
      .references(() => sisSections.id, { onDelete: 'cascade' }),
    days: text('days').array().notNull(),
    startTime: text('start_time').notNull(),
    endTime: text('end_time').notNull(),
    timeZone: text('time_zone').notNull(),
    startsOn: date('starts_on'),
    endsOn: date('ends_on'),
    location: text('location'),
    /** 'lecture', 'lab', 'seminar'... as the SIS names it. */
    kind: text('kind'),
    updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    unique('sis_meetings_external_uq').on(t.schoolId, t.externalId),
    index('sis_meetings_section_idx').on(t.sectionId),
  ],
)

/** A student in a section. */
export const sisEnrollments = pgTable(
  'sis_enrollments',
  {
    id: bigint('id', { mode: 'number' }).primaryKey().generatedAlwaysAsIdentity(),
    schoolId: integer('school_id').notNull(),
    externalId: text('external_id').notNull(),
    userId: bigint('user_id', { mode: 'number' }).notNull(),
    sectionId: bigint('section_id', { mode: 'number' })
      .notNull()
      .references(() => sisSections.id, { onDelete: 'cascade' }),
    status: text('status', { enum: ['enrolled', 'waitlisted', 'dropped'] }).notNull(),
    updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    unique('sis_enrollments_external_uq').on(t.schoolId, t.externalId),
    index('sis_enrollments_user_idx').on(t.userId, t.status),
    foreignKey({
      name: 'sis_enrollments_user_school_fk',
      columns: [t.userId, t.schoolId],
      foreignColumns: [users.id, users.schoolId],
    }).onDelete('cascade'),
  ],
)

/**
 * A student's account balance for one term. Amounts are integers in the currency's
 * minor unit (cents; yen have none), so sums are exact.
 */
export const sisBalances = pgTable(
  'sis_balances',
  {
    id: bigint('id', { mode: 'number' }).primaryKey().generatedAlwaysAsIdentity(),
    schoolId: integer('school_id').notNull(),
    externalId: text('external_id').notNull(),
    userId: bigint('user_id', { mode: 'number' }).notNull(),
    termId: bigint('term_id', { mode: 'number' })
      .notNull()
      .references(() => sisTerms.id, { onDelete: 'cascade' }),
    /** ISO 4217 code. */
    currency: text('currency').notNull(),
    balanceMinor: bigint('balance_minor', { mode: 'number' }).notNull(),
    dueOn: date('due_on'),
    updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    unique('sis_balances_external_uq').on(t.schoolId, t.externalId),
    index('sis_balances_user_idx').on(t.userId),
    foreignKey({
      name: 'sis_balances_user_school_fk',
      columns: [t.userId, t.schoolId],
      foreignColumns: [users.id, users.schoolId],
    }).onDelete('cascade'),
  ],
)

/** A charge or a payment on a balance; the batch's list replaces the balance's list. */
export const sisLedgerItems = pgTable(
  'sis_ledger_items',
  {
    id: bigint('id', { mode: 'number' }).primaryKey().generatedAlwaysAsIdentity(),
    schoolId: integer('school_id').notNull(),
    balanceId: bigint('balance_id', { mode: 'number' })
      .notNull()
      .references(() => sisBalances.id, { onDelete: 'cascade' }),
    kind: text('kind', { enum: ['charge', 'payment'] }).notNull(),
    externalId: text('external_id').notNull(),
    description: text('description').notNull(),
    amountMinor: bigint('amount_minor', { mode: 'number' }).notNull(),
    postedOn: date('posted_on').notNull(),
    updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    unique('sis_ledger_items_external_uq').on(t.schoolId, t.kind, t.externalId),
    index('sis_ledger_items_balance_idx').on(t.balanceId, t.postedOn),
  ],
)

/** A hold on a student's record: what it blocks and how to clear it. */
export const sisHolds = pgTable(
  'sis_holds',
  {
    id: bigint('id', { mode: 'number' }).primaryKey().generatedAlwaysAsIdentity(),
    schoolId: integer('school_id').notNull(),
    externalId: text('external_id').notNull(),
    userId: bigint('user_id', { mode: 'number' }).notNull(),
    title: text('title').notNull(),
    reason: text('reason'),
    /** What it blocks: registration, transcripts, diploma, grades, enrollment_changes... */
    blocks: text('blocks').array().notNull(),
    howToClear: text('how_to_clear').notNull(),
    contact: text('contact'),
    placedOn: date('placed_on').notNull(),
    /** Set when the SIS says it was lifted; lifted holds are no longer shown. */
    resolvedOn: date('resolved_on'),
    updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    unique('sis_holds_external_uq').on(t.schoolId, t.externalId),
    index('sis_holds_user_idx').on(t.userId),
    foreignKey({
      name: 'sis_holds_user_school_fk',
      columns: [t.userId, t.schoolId],
      foreignColumns: [users.id, users.schoolId],
    }).onDelete('cascade'),
  ],
)

/** Where students pay, with the school's own words for it (the "Pay" link). */
export const financeSettings = pgTable('finance_settings', {
  schoolId: integer('school_id')
    .primaryKey()
    .references(() => schools.id, { onDelete: 'cascade' }),
  payUrl: text('pay_url'),
  payLabel: text('pay_label'),
  /** The school's currency when a balance names none (ISO 4217). */
  currency: text('currency').notNull().default('USD'),
  /** Who to ask about a bill. */
  contact: text('contact'),
  updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
})

/**
 * A student's schedule filters (spec 7 `schedule_config`): for each filter name the
 * JSON items chosen, e.g. `{ "sources": ["classes", "events"], "sections": ["S-101"] }`.
 */
export const scheduleConfigs = pgTable(
  'schedule_configs',
  {
    userId: bigint('user_id', { mode: 'number' }).primaryKey(),
    schoolId: integer('school_id').notNull(),
    filters: jsonb('filters')
      .$type<Record<string, unknown[]>>()
      .notNull()
      .default(sql`'{}'::jsonb`),
    updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    foreignKey({
      name: 'schedule_configs_user_school_fk',
      columns: [t.userId, t.schoolId],
      foreignColumns: [users.id, users.schoolId],
    }).onDelete('cascade'),
  ],
)
