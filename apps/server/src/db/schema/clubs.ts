import { sql } from 'drizzle-orm'
import {
  bigint,
  boolean,
  check,
  foreignKey,
  index,
  integer,
  jsonb,
  pgTable,
  primaryKey,
  text,
  timestamp,
  unique,
} from 'drizzle-orm/pg-core'
import { schools, users } from '../../platform/db/schema.ts'

/** A club's additional information (spec 3 "Club about response"), as stored. */
export interface StoredClubInfo {
  question: string
  questionType: 'TEXT' | 'DATE' | 'URL'
  answer: string
}

export type ClubStatus = 'pending' | 'active' | 'archived'

/**
 * A club of one school. `uid` is its public id (the API's and the notification
 * matrix's `groupId`); `id` stays internal.
 */
export const clubs = pgTable(
  'clubs',
  {
    id: bigint('id', { mode: 'number' }).primaryKey().generatedAlwaysAsIdentity(),
    schoolId: integer('school_id')
      .notNull()
      .references(() => schools.id),
    uid: text('uid').notNull().unique(),
    name: text('name').notNull(),
    description: text('description').notNull().default(''),
    category: text('category').notNull(),
    logoUrl: text('logo_url'),
    coverUrl: text('cover_url'),
    additionalInfo: jsonb('additional_info')
      .$type<StoredClubInfo[]>()
      .notNull()
      .default(sql`'[]'::jsonb`),
    /** Decision 030: requested by a student (pending), then active, or archived (read-only). */
    status: text('status').$type<ClubStatus>().notNull().default('active'),
    /** Spec 3 Published: an unpublished club is seen by its officers and admins only. */
    published: boolean('published').notNull().default(true),
    /** Spec 3 HideFromGroupsList: left out of the listings, still open by its link. */
    hidden: boolean('hidden').notNull().default(false),
    tags: text('tags')
      .array()
      .notNull()
      .default(sql`'{}'::text[]`),
    /** The student who asked for the club (decision 030); null for a club an admin made. */
    requestedBy: bigint('requested_by', { mode: 'number' }),
    /** Spec 3 ClosedMembership: a join becomes a request its officers approve (issue 14). */
    closedMembership: boolean('closed_membership').notNull().default(false),
    /** Spec 3 LockedOfficers: only school admins change who the officers are. */
    lockedOfficers: boolean('locked_officers').notNull().default(false),
    /** Issue 16: members may post in the club's discussion and forum (its officers always may). */
    discussionOpen: boolean('discussion_open').notNull().default(true),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    /** A moderator unlisted the club (issue 14 item 4): its page says it is under review. */
    moderationHiddenAt: timestamp('moderation_hidden_at', { withTimezone: true }),
  },
  (t) => [
    check('clubs_status_check', sql`${t.status} in ('pending', 'active', 'archived')`),
    index('clubs_school_status_idx').on(t.schoolId, t.status),
    foreignKey({
      name: 'clubs_requested_by_school_fk',
      columns: [t.requestedBy, t.schoolId],
      foreignColumns: [users.id, users.schoolId],
    }),
    index('clubs_school_name_idx').on(t.schoolId, sql`lower(${t.name})`),
    // Unified search (club-search.ts): names by trigrams, descriptions by words. Without
    // them each search read every club's description (14 ms at 400 clubs, nine tenths of
    // P9's database time: bench/HISTORY.md).
    index('clubs_name_trgm_idx').using('gin', sql`${t.name} gin_trgm_ops`),
    index('clubs_description_fts_idx').using('gin', sql`to_tsvector('english', ${t.description})`),
    // Target of the memberships' (club, school) foreign key: a membership cannot pair a
    // club of one school with a student of another.
    unique('clubs_id_school_uq').on(t.id, t.schoolId),
  ],
)

/** A student in a club, as a member or an officer: one row per club and student. */
export const clubMemberships = pgTable(
  'club_memberships',
  {
    clubId: bigint('club_id', { mode: 'number' }).notNull(),
    userId: bigint('user_id', { mode: 'number' }).notNull(),
    schoolId: integer('school_id').notNull(),
    role: text('role').notNull().default('member'),
    joinedAt: timestamp('joined_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    primaryKey({ columns: [t.clubId, t.userId] }),
    index('club_memberships_user_idx').on(t.userId),
    index('club_memberships_club_role_idx').on(t.clubId, t.role),
    // The admin overview's club joins per day (decision 033).
    index('club_memberships_school_joined_idx').on(t.schoolId, t.joinedAt),
    check('club_memberships_role_check', sql`${t.role} in ('member', 'officer')`),
    foreignKey({
      name: 'club_memberships_club_school_fk',
      columns: [t.clubId, t.schoolId],
      foreignColumns: [clubs.id, clubs.schoolId],
    }).onDelete('cascade'),
    foreignKey({
      name: 'club_memberships_user_school_fk',
      columns: [t.userId, t.schoolId],
      foreignColumns: [users.id, users.schoolId],
    }).onDelete('cascade'),
  ],
)

/**
 * Every period a student held a role in a club: the co-curricular transcript's
 * "memberships and officer terms" (issue 36 item 2, decision 102), which outlive the
 * membership. A period opens when the student joins or their role changes and closes when
 * it changes again or they leave, by a trigger on club_memberships in the same transaction
 * (migration 0059); the current one has no end. Erasure deletes a student's periods.
 */
export const clubRoleTerms = pgTable(
  'club_role_terms',
  {
    id: bigint('id', { mode: 'number' }).primaryKey().generatedAlwaysAsIdentity(),
    clubId: bigint('club_id', { mode: 'number' }).notNull(),
    userId: bigint('user_id', { mode: 'number' }).notNull(),
    schoolId: integer('school_id').notNull(),
    role: text('role').notNull(),
    startedAt: timestamp('started_at', { withTimezone: true }).notNull(),
    endedAt: timestamp('ended_at', { withTimezone: true }),
  },
  (t) => [
    index('club_role_terms_user_idx').on(t.userId, t.startedAt),
    index('club_role_terms_open_idx')
      .on(t.clubId, t.userId)
      .where(sql`${t.endedAt} is null`),
    check('club_role_terms_role_check', sql`${t.role} in ('member', 'officer')`),
    foreignKey({
      name: 'club_role_terms_club_school_fk',
      columns: [t.clubId, t.schoolId],
      foreignColumns: [clubs.id, clubs.schoolId],
    }).onDelete('cascade'),
    foreignKey({
      name: 'club_role_terms_user_school_fk',
      columns: [t.userId, t.schoolId],
      foreignColumns: [users.id, users.schoolId],
    }).onDelete('cascade'),
  ],
)

/**
 * An officer stepping down at a hand-over (issue 37 item 6, decision 104): they keep the
 * club's officer rights until `ends_at`, when the hand-over job makes them a member
 * again. One row per officer; a new hand-over replaces the club's rows. Erasing the
 * student or the club removes theirs.
 */
export const clubOfficerHandovers = pgTable(
  'club_officer_handovers',
  {
    clubId: bigint('club_id', { mode: 'number' }).notNull(),
    userId: bigint('user_id', { mode: 'number' }).notNull(),
    schoolId: integer('school_id').notNull(),
    endsAt: timestamp('ends_at', { withTimezone: true }).notNull(),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    primaryKey({ columns: [t.clubId, t.userId] }),
    index('club_officer_handovers_due_idx').on(t.endsAt),
    foreignKey({
      name: 'club_officer_handovers_club_school_fk',
      columns: [t.clubId, t.schoolId],
      foreignColumns: [clubs.id, clubs.schoolId],
    }).onDelete('cascade'),
    foreignKey({
      name: 'club_officer_handovers_user_school_fk',
      columns: [t.userId, t.schoolId],
      foreignColumns: [users.id, users.schoolId],
    }).onDelete('cascade'),
  ],
)

/**
 * A student's request to join a closed club (decision 031). Its own table, not a status
 * on `club_memberships`: every count, group, matrix and chat rule reads memberships, and
 * none of them may ever see a request as a member.
 */
export const clubJoinRequests = pgTable(
  'club_join_requests',
  {
    clubId: bigint('club_id', { mode: 'number' }).notNull(),
    userId: bigint('user_id', { mode: 'number' }).notNull(),
    schoolId: integer('school_id').notNull(),
    requestedAt: timestamp('requested_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    primaryKey({ columns: [t.clubId, t.userId] }),
    index('club_join_requests_user_idx').on(t.userId),
    foreignKey({
      name: 'club_join_requests_club_school_fk',
      columns: [t.clubId, t.schoolId],
      foreignColumns: [clubs.id, clubs.schoolId],
    }).onDelete('cascade'),
    foreignKey({
      name: 'club_join_requests_user_school_fk',
      columns: [t.userId, t.schoolId],
      foreignColumns: [users.id, users.schoolId],
    }).onDelete('cascade'),
  ],
)

/** A message an officer sent to every member: kept to rate-limit sends (5 a club a day). */
export const clubAnnouncements = pgTable(
  'club_announcements',
  {
    id: bigint('id', { mode: 'number' }).primaryKey().generatedAlwaysAsIdentity(),
    clubId: bigint('club_id', { mode: 'number' }).notNull(),
    schoolId: integer('school_id').notNull(),
    senderId: bigint('sender_id', { mode: 'number' }),
    subject: text('subject').notNull(),
    body: text('body').notNull(),
    sentAt: timestamp('sent_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    index('club_announcements_club_sent_idx').on(t.clubId, t.sentAt),
    foreignKey({
      name: 'club_announcements_club_school_fk',
      columns: [t.clubId, t.schoolId],
      foreignColumns: [clubs.id, clubs.schoolId],
    }).onDelete('cascade'),
  ],
)
