import { sql } from 'drizzle-orm'
import {
  bigint,
  boolean,
  check,
  doublePrecision,
  foreignKey,
  index,
  integer,
  pgTable,
  primaryKey,
  text,
  timestamp,
  unique,
} from 'drizzle-orm/pg-core'
import { schools, users } from '../../platform/db/schema.ts'

/*
 * The school's learning-management system, read on each student's behalf (issue 17,
 * decision 048). The school's address and client id are here; its developer key's
 * secret and each student's OAuth tokens are credentials (decision 026), never columns.
 * Courses, assignments and announcements are the LMS's, shared by the students who see
 * them; enrollments and submissions are one student's. Every row is keyed by the LMS's
 * own id (`external_id`) so a sync writes only what changed (`upsertByExternalId`).
 */

/** One school's LMS: which provider, where, and the developer key's public half. */
export const lmsSettings = pgTable('lms_settings', {
  schoolId: integer('school_id')
    .primaryKey()
    .references(() => schools.id, { onDelete: 'cascade' }),
  /** 'canvas' (the `LmsProvider` that speaks to it). */
  provider: text('provider').notNull(),
  /** The LMS's address, e.g. https://school.instructure.com (no trailing slash). */
  baseUrl: text('base_url').notNull(),
  /** The developer key's client id; its secret is the credential `{provider}/developer-key`. */
  clientId: text('client_id').notNull(),
  enabled: boolean('enabled').notNull().default(true),
  updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
})

/**
 * A student's grant: present once they connected; `revoked_at` set when the LMS refused
 * the tokens (revoked, expired past refresh) or they disconnected. The tokens themselves
 * are the credential `{provider}/oauth` of the student.
 */
export const lmsAccounts = pgTable(
  'lms_accounts',
  {
    userId: bigint('user_id', { mode: 'number' }).primaryKey(),
    schoolId: integer('school_id').notNull(),
    provider: text('provider').notNull(),
    /** The student's id in the LMS. */
    externalUserId: text('external_user_id').notNull(),
    connectedAt: timestamp('connected_at', { withTimezone: true }).notNull().defaultNow(),
    revokedAt: timestamp('revoked_at', { withTimezone: true }),
    /** Why the grant stopped working (the LMS's words), for the reconnect page. */
    revokedReason: text('revoked_reason'),
  },
  (t) => [
    foreignKey({
      name: 'lms_accounts_user_school_fk',
      columns: [t.userId, t.schoolId],
      foreignColumns: [users.id, users.schoolId],
    }).onDelete('cascade'),
  ],
)

/** A course as the LMS has it. */
export const lmsCourses = pgTable(
  'lms_courses',
  {
    id: bigint('id', { mode: 'number' }).primaryKey().generatedAlwaysAsIdentity(),
    schoolId: integer('school_id')
      .notNull()
      .references(() => schools.id, { onDelete: 'cascade' }),
    source: text('source').notNull(),
    externalId: text('external_id').notNull(),
    name: text('name').notNull(),
    courseCode: text('course_code').notNull(),
    termName: text('term_name'),
    startsAt: timestamp('starts_at', { withTimezone: true }),
    endsAt: timestamp('ends_at', { withTimezone: true }),
    htmlUrl: text('html_url').notNull(),
    updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [unique('lms_courses_external_uq').on(t.schoolId, t.source, t.externalId)],
)

/** A student in a course, with the grade the LMS computes for them. */
export const lmsEnrollments = pgTable(
  'lms_enrollments',
  {
    schoolId: integer('school_id').notNull(),
    userId: bigint('user_id', { mode: 'number' }).notNull(),
    courseId: bigint('course_id', { mode: 'number' })
      .notNull()
      .references(() => lmsCourses.id, { onDelete: 'cascade' }),
    role: text('role').notNull(),
    currentScore: doublePrecision('current_score'),
    currentGrade: text('current_grade'),
    finalScore: doublePrecision('final_score'),
    finalGrade: text('final_grade'),
    /** Set when a sync no longer finds the course among the student's active ones. */
    endedAt: timestamp('ended_at', { withTimezone: true }),
    updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    primaryKey({ name: 'lms_enrollments_pk', columns: [t.userId, t.courseId] }),
    index('lms_enrollments_course_idx').on(t.courseId),
    foreignKey({
      name: 'lms_enrollments_user_school_fk',
      columns: [t.userId, t.schoolId],
      foreignColumns: [users.id, users.schoolId],
    }).onDelete('cascade'),
  ],
)

/** Something to hand in: an assignment, or a quiz (`kind`). */
export const lmsAssignments = pgTable(
  'lms_assignments',
  {
    id: bigint('id', { mode: 'number' }).primaryKey().generatedAlwaysAsIdentity(),
    schoolId: integer('school_id')
      .notNull()
      .references(() => schools.id, { onDelete: 'cascade' }),
    source: text('source').notNull(),
    /** 'assignment:123' or 'quiz:45': Canvas numbers them apart. */
    externalId: text('external_id').notNull(),
    courseId: bigint('course_id', { mode: 'number' })
      .notNull()
      .references(() => lmsCourses.id, { onDelete: 'cascade' }),
    kind: text('kind', { enum: ['assignment', 'quiz'] }).notNull(),
    name: text('name').notNull(),
    dueAt: timestamp('due_at', { withTimezone: true }),
    pointsPossible: doublePrecision('points_possible'),
    htmlUrl: text('html_url').notNull(),
    updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    unique('lms_assignments_external_uq').on(t.schoolId, t.source, t.externalId),
    index('lms_assignments_course_due_idx').on(t.courseId, t.dueAt),
  ],
)

/** One student's submission state and grade for one assignment. */
export const lmsSubmissions = pgTable(
  'lms_submissions',
  {
    schoolId: integer('school_id').notNull(),
    userId: bigint('user_id', { mode: 'number' }).notNull(),
    assignmentId: bigint('assignment_id', { mode: 'number' })
      .notNull()
      .references(() => lmsAssignments.id, { onDelete: 'cascade' }),
    /** The LMS's workflow state: unsubmitted, submitted, graded, pending_review. */
    state: text('state').notNull(),
    submittedAt: timestamp('submitted_at', { withTimezone: true }),
    score: doublePrecision('score'),
    grade: text('grade'),
    gradedAt: timestamp('graded_at', { withTimezone: true }),
    late: boolean('late').notNull().default(false),
    missing: boolean('missing').notNull().default(false),
    updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    primaryKey({ name: 'lms_submissions_pk', columns: [t.userId, t.assignmentId] }),
    index('lms_submissions_assignment_idx').on(t.assignmentId),
    foreignKey({
      name: 'lms_submissions_user_school_fk',
      columns: [t.userId, t.schoolId],
      foreignColumns: [users.id, users.schoolId],
    }).onDelete('cascade'),
  ],
)

/** A course announcement; `message` is the LMS's HTML, sanitised on write. */
export const lmsAnnouncements = pgTable(
  'lms_announcements',
  {
    id: bigint('id', { mode: 'number' }).primaryKey().generatedAlwaysAsIdentity(),
    schoolId: integer('school_id')
      .notNull()
      .references(() => schools.id, { onDelete: 'cascade' }),
    source: text('source').notNull(),
    externalId: text('external_id').notNull(),
    courseId: bigint('course_id', { mode: 'number' })
      .notNull()
      .references(() => lmsCourses.id, { onDelete: 'cascade' }),
    title: text('title').notNull(),
    message: text('message').notNull(),
    authorName: text('author_name'),
    postedAt: timestamp('posted_at', { withTimezone: true }).notNull(),
    htmlUrl: text('html_url').notNull(),
    updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    unique('lms_announcements_external_uq').on(t.schoolId, t.source, t.externalId),
    index('lms_announcements_course_posted_idx').on(t.courseId, t.postedAt),
  ],
)

/**
 * What a student has been told about one item, so each notice goes out once: the new
 * item, its grade, and the due-date reminder (`kind`).
 */
export const lmsNotices = pgTable(
  'lms_notices',
  {
    schoolId: integer('school_id').notNull(),
    userId: bigint('user_id', { mode: 'number' }).notNull(),
    /** 'assignment' | 'quiz' | 'announcement' | 'grade' | 'due-reminder' */
    kind: text('kind').notNull(),
    /** The local id of the assignment or announcement. */
    itemId: bigint('item_id', { mode: 'number' }).notNull(),
    sentAt: timestamp('sent_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    primaryKey({ name: 'lms_notices_pk', columns: [t.userId, t.kind, t.itemId] }),
    check(
      'lms_notices_kind',
      sql`${t.kind} in ('assignment', 'quiz', 'announcement', 'grade', 'due-reminder')`,
    ),
    foreignKey({
      name: 'lms_notices_user_school_fk',
      columns: [t.userId, t.schoolId],
      foreignColumns: [users.id, users.schoolId],
    }).onDelete('cascade'),
  ],
)
