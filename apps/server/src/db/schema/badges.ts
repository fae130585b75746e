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
  uniqueIndex,
} from 'drizzle-orm/pg-core'
import type { BadgeCriterion, BadgeIcon } from '@quad/shared'
import { schools, users } from '../../platform/db/schema.ts'

/**
 * A badge the school defines (issue 36 item 3, decision 100): what it looks like, its points
 * and the criterion that earns it (`{kind, ...parameters}`, the shared `BadgeCriterion`).
 * Archived, it is awarded no more; students keep it.
 */
export const badgeDefinitions = pgTable(
  'badge_definitions',
  {
    id: bigint('id', { mode: 'number' }).primaryKey().generatedAlwaysAsIdentity(),
    uid: text('uid')
      .notNull()
      .unique()
      .default(sql`gen_random_uuid()::text`),
    schoolId: integer('school_id')
      .notNull()
      .references(() => schools.id, { onDelete: 'cascade' }),
    name: text('name').notNull(),
    description: text('description').notNull().default(''),
    icon: text('icon').$type<BadgeIcon>().notNull(),
    points: integer('points').notNull().default(0),
    criterion: jsonb('criterion').$type<BadgeCriterion>().notNull(),
    createdBy: bigint('created_by', { mode: 'number' }),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    archivedAt: timestamp('archived_at', { withTimezone: true }),
  },
  (t) => [
    index('badge_definitions_school_idx').on(t.schoolId, t.createdAt),
    unique('badge_definitions_id_school_uq').on(t.id, t.schoolId),
    check('badge_definitions_points_check', sql`${t.points} >= 0`),
  ],
)

/**
 * Badges shown on a profile (spec 9: 20 by default, See More): one row per award. An
 * award of a definition carries `definition_id`, unique per student, so a badge is never
 * awarded twice however many jobs race (`on conflict do nothing`); rows without one are
 * badges from before definitions (the demo's).
 */
export const badges = pgTable(
  'badges',
  {
    id: bigint('id', { mode: 'number' }).primaryKey().generatedAlwaysAsIdentity(),
    schoolId: integer('school_id').notNull(),
    userId: bigint('user_id', { mode: 'number' }).notNull(),
    name: text('name').notNull(),
    iconUrl: text('icon_url').notNull(),
    awardedAt: timestamp('awarded_at', { withTimezone: true }).notNull().defaultNow(),
    definitionId: bigint('definition_id', { mode: 'number' }),
  },
  (t) => [
    index('badges_user_idx').on(t.userId, t.awardedAt),
    uniqueIndex('badges_user_definition_uq').on(t.userId, t.definitionId),
    index('badges_definition_idx').on(t.definitionId),
    foreignKey({
      name: 'badges_user_school_fk',
      columns: [t.userId, t.schoolId],
      foreignColumns: [users.id, users.schoolId],
    }).onDelete('cascade'),
    foreignKey({
      name: 'badges_definition_school_fk',
      columns: [t.definitionId, t.schoolId],
      foreignColumns: [badgeDefinitions.id, badgeDefinitions.schoolId],
    }),
  ],
)

/**
 * The points ledger: one row per award, in the term it was awarded in (`term_key`, decision
 * 100), so a term's standings are a sum over its rows.
 */
export const badgePoints = pgTable(
  'badge_points',
  {
    badgeId: bigint('badge_id', { mode: 'number' })
      .primaryKey()
      .references(() => badges.id, { onDelete: 'cascade' }),
    schoolId: integer('school_id').notNull(),
    userId: bigint('user_id', { mode: 'number' }).notNull(),
    termKey: text('term_key').notNull(),
    termName: text('term_name').notNull(),
    points: integer('points').notNull(),
    awardedAt: timestamp('awarded_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    index('badge_points_term_idx').on(t.schoolId, t.termKey, t.userId),
    index('badge_points_user_idx').on(t.userId),
    foreignKey({
      name: 'badge_points_user_school_fk',
      columns: [t.userId, t.schoolId],
      foreignColumns: [users.id, users.schoolId],
    }).onDelete('cascade'),
  ],
)

/** Students who chose to show on leaderboards (off by default: no row). */
export const leaderboardOptIns = pgTable(
  'leaderboard_opt_ins',
  {
    userId: bigint('user_id', { mode: 'number' }).notNull(),
    schoolId: integer('school_id').notNull(),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    primaryKey({ columns: [t.userId] }),
    index('leaderboard_opt_ins_school_idx').on(t.schoolId),
    foreignKey({
      name: 'leaderboard_opt_ins_user_school_fk',
      columns: [t.userId, t.schoolId],
      foreignColumns: [users.id, users.schoolId],
    }).onDelete('cascade'),
  ],
)
