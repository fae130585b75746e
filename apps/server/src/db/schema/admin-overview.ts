import { date, integer, pgTable, primaryKey, smallint, text, timestamp } from 'drizzle-orm/pg-core'
import type { OverviewMeasureKey } from '@quad/shared'
import { schools } from '../../platform/db/schema.ts'

/**
 * The admin overview's rollup (decision 073), kept by the `overview-rollup` job: closed
 * days are read from here, later days are counted live. A day's rows of every measure
 * that counts rows (messages, accepted connections, club joins, reports), UTC days.
 */
export const overviewDailyCounts = pgTable(
  'overview_daily_counts',
  {
    schoolId: integer('school_id')
      .notNull()
      .references(() => schools.id, { onDelete: 'cascade' }),
    measure: text('measure').$type<Exclude<OverviewMeasureKey, 'activeStudents'>>().notNull(),
    day: date('day', { mode: 'string' }).notNull(),
    n: integer('n').notNull(),
  },
  (t) => [primaryKey({ columns: [t.schoolId, t.day, t.measure] })],
)

/**
 * Active students as distinct people over any span of up to a year: `n` people active on
 * `day` whose previous active day was at least `gap` days before (366: none within a year),
 * a row for each gap someone has. Someone is counted once in a span starting on `s`, on
 * their first day in it, the day whose gap reaches back before `s` (`gap > day - s`): the
 * span's distinct total is a sum over its days of one row each (decision 073).
 */
export const overviewActiveGaps = pgTable(
  'overview_active_gaps',
  {
    schoolId: integer('school_id')
      .notNull()
      .references(() => schools.id, { onDelete: 'cascade' }),
    day: date('day', { mode: 'string' }).notNull(),
    gap: smallint('gap').notNull(),
    n: integer('n').notNull(),
  },
  (t) => [primaryKey({ columns: [t.schoolId, t.day, t.gap] })],
)

/**
 * How far a school's rollup reaches: every day up to `closed_through` is in the tables
 * above, whole. Later days (open: today, and yesterday for its first ten minutes) are
 * there too, but only their rows written before `counted_before` (none when null); a
 * request counts the rest live. `closed_version` changes whenever closed days are
 * written, so an answer built from them can be kept until it does (decision 073).
 */
export const overviewRollupState = pgTable('overview_rollup_state', {
  schoolId: integer('school_id')
    .primaryKey()
    .references(() => schools.id, { onDelete: 'cascade' }),
  closedThrough: date('closed_through', { mode: 'string' }).notNull(),
  countedBefore: timestamp('counted_before', { withTimezone: true }),
  closedVersion: integer('closed_version').notNull().default(0),
})
