import { sql } from 'drizzle-orm'
import {
  bigint,
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
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    /** A moderator unlisted the club (issue 14 item 4): its page says it is under review. */
    moderationHiddenAt: timestamp('moderation_hidden_at', { withTimezone: true }),
  },
  (t) => [
    index('clubs_school_name_idx').on(t.schoolId, sql`lower(${t.name})`),
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
