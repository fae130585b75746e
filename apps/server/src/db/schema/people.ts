import { sql } from 'drizzle-orm'
import {
  bigint,
  check,
  foreignKey,
  index,
  integer,
  jsonb,
  pgTable,
  text,
  timestamp,
} from 'drizzle-orm/pg-core'
import type { ImportRow, ImportRowError } from '@quad/shared'
import { schools, users } from '../../platform/db/schema.ts'

/**
 * A CSV import of students (issue 14 item 2, decision 028): the admin who started it, its
 * progress as the job upserts the rows in batches, and the rows it refused. `rows` holds
 * the file's valid rows until the job has written them (then it is emptied).
 */
export const peopleImports = pgTable(
  'people_imports',
  {
    id: bigint('id', { mode: 'number' }).primaryKey().generatedAlwaysAsIdentity(),
    schoolId: integer('school_id')
      .notNull()
      .references(() => schools.id),
    actorId: bigint('actor_id', { mode: 'number' }).notNull(),
    status: text('status').notNull().default('queued'),
    total: integer('total').notNull(),
    done: integer('done').notNull().default(0),
    created: integer('created').notNull().default(0),
    updated: integer('updated').notNull().default(0),
    unchanged: integer('unchanged').notNull().default(0),
    failed: integer('failed').notNull().default(0),
    errors: jsonb('errors')
      .$type<ImportRowError[]>()
      .notNull()
      .default(sql`'[]'::jsonb`),
    rows: jsonb('rows')
      .$type<ImportRow[]>()
      .notNull()
      .default(sql`'[]'::jsonb`),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
    finishedAt: timestamp('finished_at', { withTimezone: true }),
  },
  (t) => [
    index('people_imports_school_idx').on(t.schoolId, t.createdAt),
    check(
      'people_imports_status_check',
      sql`${t.status} in ('queued', 'running', 'done', 'failed')`,
    ),
    foreignKey({
      name: 'people_imports_actor_school_fk',
      columns: [t.actorId, t.schoolId],
      foreignColumns: [users.id, users.schoolId],
    }).onDelete('cascade'),
  ],
)
