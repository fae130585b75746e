import { sql } from 'drizzle-orm'
import {
  bigint,
  date,
  foreignKey,
  index,
  integer,
  pgTable,
  primaryKey,
  timestamp,
} from 'drizzle-orm/pg-core'
import { users } from './schema.ts'

/**
 * Who used Quad on which day (UTC), one row per school, day and person (issue 14 item 5,
 * decision 033): the admin overview's "active students". Written from the session's use
 * (`touchSession`, at most once a minute) and at login, `on conflict do nothing`, so a
 * day of activity is one row however busy the person was. Sessions are deleted when they
 * end, so they cannot tell yesterday's activity.
 */
export const dailyActivity = pgTable(
  'daily_activity',
  {
    schoolId: integer('school_id').notNull(),
    day: date('day', { mode: 'string' }).notNull(),
    userId: bigint('user_id', { mode: 'number' }).notNull(),
    // When the row was written: the overview's rollup keeps today's rows written up to a
    // moment, and a request counts only the later ones live (decision 073).
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    // School first, then day: a range of days is one index range; the user last makes
    // the distinct count an index-only scan.
    primaryKey({ columns: [t.schoolId, t.day, t.userId] }),
    // A person's latest day (the People page's "last active") and the user foreign key's
    // cascade when an account is deleted, without scanning the school's days.
    index('daily_activity_user_day_idx').on(t.userId, t.day),
    // The rows of a school written since a moment: the few minutes of today the admin
    // overview counts live (decision 073), without reading the whole day's rows.
    index('daily_activity_school_written_idx').on(t.schoolId, t.createdAt),
    foreignKey({
      name: 'daily_activity_user_school_fk',
      columns: [t.userId, t.schoolId],
      foreignColumns: [users.id, users.schoolId],
    }).onDelete('cascade'),
  ],
)

/** Today in UTC, as the database sees it: the day an activity row is filed under. */
export const utcToday = sql`(now() at time zone 'utc')::date`
