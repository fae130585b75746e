import { bigint, boolean, foreignKey, integer, pgTable, timestamp } from 'drizzle-orm/pg-core'
import { users } from '../../platform/db/schema.ts'

/**
 * A student's personal calendar feed (issue 15 "Feeds out", decision 036): that one
 * exists and what it carries. The address itself is a revocable signed link
 * (`platform/integrations/revocable-links.ts`, purpose 'calendar-feed'), never stored;
 * a new address bumps the link version, so the old one answers 410.
 */
export const calendarFeeds = pgTable(
  'calendar_feeds',
  {
    userId: bigint('user_id', { mode: 'number' }).primaryKey(),
    schoolId: integer('school_id').notNull(),
    includeClubs: boolean('include_clubs').notNull().default(false),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    foreignKey({
      name: 'calendar_feeds_user_school_fk',
      columns: [t.userId, t.schoolId],
      foreignColumns: [users.id, users.schoolId],
    }).onDelete('cascade'),
  ],
)

/**
 * A school's calendar version (decision 036, P8): bumped by triggers (migration 0027) in
 * the same transaction as any change to an event or club that a calendar item shows, so
 * every instance can tell with one primary-key read whether its cached school source is
 * still the committed one. No row: version 0.
 */
export const calendarVersions = pgTable('calendar_versions', {
  schoolId: integer('school_id').primaryKey(),
  version: bigint('version', { mode: 'number' }).notNull(),
})

/**
 * A student's calendar version (issue 33 item 2, decision 077): bumped by triggers
 * (migration 0038) in the same transaction as any change to what only their answer shows
 * (their RSVPs, their clubs, their classes and schedule filters), so an instance serves
 * a student's kept answer only while both this and the school's version hold. No row:
 * version 0.
 */
export const calendarStudentVersions = pgTable('calendar_student_versions', {
  userId: bigint('user_id', { mode: 'number' }).primaryKey(),
  version: bigint('version', { mode: 'number' }).notNull(),
})
