import { sql } from 'drizzle-orm'
import {
  bigint,
  check,
  integer,
  pgTable,
  text,
  timestamp,
  unique,
  uniqueIndex,
} from 'drizzle-orm/pg-core'
import { schools } from '../../platform/db/schema.ts'

/**
 * A room the school defines (issue 37 item 4, decision 105): its name (one active room of
 * a name per school), how many it holds (null: not counted) and its features. Events book
 * it through `events.room_id`; an exclusion constraint there keeps two live events out of
 * one room at once. Archived, it is offered no more; events that held it keep it.
 */
export const rooms = pgTable(
  'rooms',
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
    capacity: integer('capacity'),
    features: text('features')
      .array()
      .notNull()
      .default(sql`'{}'::text[]`),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    archivedAt: timestamp('archived_at', { withTimezone: true }),
  },
  (t) => [
    unique('rooms_id_school_uq').on(t.id, t.schoolId),
    uniqueIndex('rooms_school_name_idx')
      .on(t.schoolId, sql`lower(${t.name})`)
      .where(sql`${t.archivedAt} is null`),
    check('rooms_capacity_positive', sql`${t.capacity} is null or ${t.capacity} > 0`),
  ],
)
