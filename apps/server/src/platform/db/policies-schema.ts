import { sql } from 'drizzle-orm'
import {
  bigint,
  foreignKey,
  index,
  integer,
  jsonb,
  pgTable,
  primaryKey,
  text,
  timestamp,
  uniqueIndex,
} from 'drizzle-orm/pg-core'
import { schools, users } from './schema.ts'

/**
 * A school role of a user (issue 13 item 6, decision 024): several per user. `student`
 * is every member's implicit role and is not stored; these rows add staff, moderator
 * and school_admin. Account types (spec: student, alumni, faculty, staff) describe a
 * person and grant nothing.
 */
export const userRoles = pgTable(
  'user_roles',
  {
    userId: bigint('user_id', { mode: 'number' }).notNull(),
    schoolId: integer('school_id')
      .notNull()
      .references(() => schools.id),
    role: text('role').notNull(),
    grantedAt: timestamp('granted_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    primaryKey({ columns: [t.userId, t.role] }),
    foreignKey({
      name: 'user_roles_user_school_fk',
      columns: [t.userId, t.schoolId],
      foreignColumns: [users.id, users.schoolId],
    }).onDelete('cascade'),
  ],
)

/**
 * Operators of the whole installation (decision 024): a row, not an email list in the
 * environment, since an email names a person only within one school.
 */
export const operators = pgTable('operators', {
  userId: bigint('user_id', { mode: 'number' })
    .primaryKey()
    .references(() => users.id, { onDelete: 'cascade' }),
  grantedAt: timestamp('granted_at', { withTimezone: true }).notNull().defaultNow(),
})

/** Every privileged action, written in the transaction of the change it records. */
export const auditLog = pgTable(
  'audit_log',
  {
    id: bigint('id', { mode: 'number' }).primaryKey().generatedAlwaysAsIdentity(),
    schoolId: integer('school_id')
      .notNull()
      .references(() => schools.id),
    /** Null when the actor's account is gone (the entry stays). */
    actorId: bigint('actor_id', { mode: 'number' }).references(() => users.id, {
      onDelete: 'set null',
    }),
    action: text('action').notNull(),
    subjectType: text('subject_type').notNull(),
    subjectId: text('subject_id').notNull(),
    details: jsonb('details')
      .$type<Record<string, unknown>>()
      .notNull()
      .default(sql`'{}'::jsonb`),
    at: timestamp('at', { withTimezone: true }).notNull().defaultNow(),
    requestId: text('request_id'),
    ip: text('ip'),
  },
  (t) => [
    index('audit_log_school_idx').on(t.schoolId, t.id),
    // The audit log filtered to one actor, still newest first (decision 033).
    index('audit_log_school_actor_idx').on(t.schoolId, t.actorId, t.id),
  ],
)

/**
 * One table of reports for every section (chat messages now; posts, events later): the
 * subject by type and id, what it said when reported, and what a moderator did.
 */
export const reports = pgTable(
  'reports',
  {
    id: bigint('id', { mode: 'number' }).primaryKey().generatedAlwaysAsIdentity(),
    schoolId: integer('school_id').notNull(),
    subjectType: text('subject_type').notNull(),
    subjectId: text('subject_id').notNull(),
    reporterId: bigint('reporter_id', { mode: 'number' }).notNull(),
    reason: text('reason').notNull(),
    /** The subject as it was when reported: an edit or delete cannot hide the evidence. */
    snapshot: text('snapshot').notNull().default(''),
    /** What the reporter added to the reason (issue 14: profile and club reports). */
    reporterNote: text('reporter_note'),
    status: text('status').notNull().default('open'),
    outcome: text('outcome'),
    note: text('note'),
    actedBy: bigint('acted_by', { mode: 'number' }).references(() => users.id, {
      onDelete: 'set null',
    }),
    actedAt: timestamp('acted_at', { withTimezone: true }),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    // One open report per reporter and subject (issue 14): once dealt with, it may be reported again.
    uniqueIndex('reports_open_once_idx')
      .on(t.subjectType, t.subjectId, t.reporterId)
      .where(sql`${t.status} = 'open'`),
    index('reports_school_status_idx').on(t.schoolId, t.status, t.id),
    // The admin overview's reports filed per day (decision 033).
    index('reports_school_created_idx').on(t.schoolId, t.createdAt),
    foreignKey({
      name: 'reports_reporter_school_fk',
      columns: [t.reporterId, t.schoolId],
      foreignColumns: [users.id, users.schoolId],
    }).onDelete('cascade'),
  ],
)
