import { sql } from 'drizzle-orm'
import {
  bigint,
  check,
  foreignKey,
  index,
  integer,
  pgTable,
  text,
  timestamp,
} from 'drizzle-orm/pg-core'
import { users } from '../../platform/db/schema.ts'

/**
 * A time slot a person publishes for others to book (spec 7 "meeting booking"): office
 * hours, peer tutoring. `uid` is its public id; `booked_by` is null while it is open, and
 * a booking sets it in one conditional update, so two students never hold one slot.
 */
export const meetingSlots = pgTable(
  'meeting_slots',
  {
    id: bigint('id', { mode: 'number' }).primaryKey().generatedAlwaysAsIdentity(),
    uid: text('uid')
      .notNull()
      .unique()
      .default(sql`gen_random_uuid()::text`),
    schoolId: integer('school_id').notNull(),
    hostId: bigint('host_id', { mode: 'number' }).notNull(),
    startsAt: timestamp('starts_at', { withTimezone: true }).notNull(),
    endsAt: timestamp('ends_at', { withTimezone: true }).notNull(),
    location: text('location'),
    note: text('note'),
    bookedBy: bigint('booked_by', { mode: 'number' }),
    bookedAt: timestamp('booked_at', { withTimezone: true }),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    index('meeting_slots_host_idx').on(t.hostId, t.startsAt),
    index('meeting_slots_guest_idx').on(t.bookedBy, t.startsAt),
    check('meeting_slots_ends_after_start', sql`${t.endsAt} > ${t.startsAt}`),
    foreignKey({
      name: 'meeting_slots_host_school_fk',
      columns: [t.hostId, t.schoolId],
      foreignColumns: [users.id, users.schoolId],
    }).onDelete('cascade'),
    foreignKey({
      name: 'meeting_slots_guest_school_fk',
      columns: [t.bookedBy, t.schoolId],
      foreignColumns: [users.id, users.schoolId],
    }).onDelete('cascade'),
  ],
)
