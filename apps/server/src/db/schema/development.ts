import {
  bigint,
  boolean,
  date,
  foreignKey,
  index,
  integer,
  pgTable,
  primaryKey,
  text,
  timestamp,
} from 'drizzle-orm/pg-core'
import { users } from '../../platform/db/schema.ts'

/** A student's goal in their Dev space (issue 36 item 5, decision 103). */
export const developmentGoals = pgTable(
  'development_goals',
  {
    id: bigint('id', { mode: 'number' }).primaryKey().generatedAlwaysAsIdentity(),
    schoolId: integer('school_id').notNull(),
    userId: bigint('user_id', { mode: 'number' }).notNull(),
    title: text('title').notNull(),
    detail: text('detail'),
    keywords: text('keywords').array().notNull().default([]),
    targetDate: date('target_date'),
    done: boolean('done').notNull().default(false),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    index('development_goals_user_idx').on(t.userId, t.createdAt),
    foreignKey({
      name: 'development_goals_user_school_fk',
      columns: [t.userId, t.schoolId],
      foreignColumns: [users.id, users.schoolId],
    }).onDelete('cascade'),
  ],
)

/** The skills a student lists, in their order. */
export const developmentSkills = pgTable(
  'development_skills',
  {
    schoolId: integer('school_id').notNull(),
    userId: bigint('user_id', { mode: 'number' }).notNull(),
    skills: text('skills').array().notNull().default([]),
  },
  (t) => [
    primaryKey({ columns: [t.userId] }),
    foreignKey({
      name: 'development_skills_user_school_fk',
      columns: [t.userId, t.schoolId],
      foreignColumns: [users.id, users.schoolId],
    }).onDelete('cascade'),
  ],
)
