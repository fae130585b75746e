import { sql } from 'drizzle-orm'
import {
  bigint,
  check,
  date,
  foreignKey,
  index,
  integer,
  pgTable,
  primaryKey,
  text,
  timestamp,
} from 'drizzle-orm/pg-core'
import { schools } from '../../platform/db/schema.ts'
import { events } from './events.ts'

/**
 * The attendance rollup (issue 37 item 5, decision 111), kept by the `attendance-rollup`
 * job: one row per published event that has started, its answers counted as the event's
 * own report counts them, filed under the term its start day falls in.
 */
export const attendanceEventRollups = pgTable(
  'attendance_event_rollups',
  {
    eventId: bigint('event_id', { mode: 'number' }).primaryKey(),
    schoolId: integer('school_id').notNull(),
    /** Null: one of the school's own events. */
    clubId: bigint('club_id', { mode: 'number' }),
    termKey: text('term_key').notNull(),
    termName: text('term_name').notNull(),
    startsAt: timestamp('starts_at', { withTimezone: true }).notNull(),
    going: integer('going').notNull(),
    checkedIn: integer('checked_in').notNull(),
    /** Null until the event has ended. */
    noShows: integer('no_shows'),
    returning: integer('returning').notNull(),
    countedAt: timestamp('counted_at', { withTimezone: true }).notNull(),
  },
  (t) => [
    foreignKey({
      name: 'attendance_event_rollups_event_fk',
      columns: [t.eventId, t.schoolId],
      foreignColumns: [events.id, events.schoolId],
    }).onDelete('cascade'),
    index('attendance_event_rollups_term_idx').on(t.schoolId, t.termKey, t.clubId, t.startsAt),
  ],
)

/**
 * A term's totals per club, for the whole school and for the school's own events, kept by
 * the same job from the event rows (summed) and the raw check-ins and memberships (the
 * distinct people). `club_key`: -1 the whole school, 0 its own events, else the club's id.
 */
export const attendanceTermRollups = pgTable(
  'attendance_term_rollups',
  {
    schoolId: integer('school_id')
      .notNull()
      .references(() => schools.id, { onDelete: 'cascade' }),
    termKey: text('term_key').notNull(),
    clubKey: bigint('club_key', { mode: 'number' }).notNull(),
    termName: text('term_name').notNull(),
    termStartsOn: date('term_starts_on', { mode: 'string' }).notNull(),
    events: integer('events').notNull(),
    going: integer('going').notNull(),
    checkedIn: integer('checked_in').notNull(),
    noShows: integer('no_shows').notNull(),
    attendees: integer('attendees').notNull(),
    repeatAttendees: integer('repeat_attendees').notNull(),
    newMembers: integer('new_members').notNull(),
    countedAt: timestamp('counted_at', { withTimezone: true }).notNull(),
  },
  (t) => [
    primaryKey({ columns: [t.schoolId, t.termKey, t.clubKey] }),
    check('attendance_term_rollups_club_key', sql`${t.clubKey} >= -1`),
    index('attendance_term_rollups_club_idx').on(t.schoolId, t.clubKey, t.termStartsOn),
  ],
)
