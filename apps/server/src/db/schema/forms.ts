import { sql } from 'drizzle-orm'
import {
  bigint,
  boolean,
  check,
  foreignKey,
  index,
  integer,
  jsonb,
  pgTable,
  primaryKey,
  text,
  timestamp,
} from 'drizzle-orm/pg-core'
import type { FormAnswer, FormSection, FormStatus } from '@quad/shared'
import { schools, users } from '../../platform/db/schema.ts'
import { clubs } from './clubs.ts'
import { events } from './events.ts'

/**
 * A form or survey (issue 37 item 1, decision 110): a club's (its officers run it) or the
 * school's own (staff), its sections and questions as one document, who may answer, and
 * whether answers carry a name.
 */
export const forms = pgTable(
  'forms',
  {
    id: bigint('id', { mode: 'number' }).primaryKey().generatedAlwaysAsIdentity(),
    uid: text('uid')
      .notNull()
      .unique()
      .default(sql`gen_random_uuid()::text`),
    schoolId: integer('school_id')
      .notNull()
      .references(() => schools.id, { onDelete: 'cascade' }),
    /** The owning club; null: the school's own form. */
    clubId: bigint('club_id', { mode: 'number' }),
    audience: text('audience').$type<'club' | 'event' | 'school'>().notNull(),
    eventId: bigint('event_id', { mode: 'number' }).references(() => events.id, {
      onDelete: 'cascade',
    }),
    title: text('title').notNull(),
    description: text('description').notNull().default(''),
    sections: jsonb('sections').$type<FormSection[]>().notNull(),
    responsesPerPerson: text('responses_per_person').$type<'one' | 'many'>().notNull(),
    anonymous: boolean('anonymous').notNull(),
    status: text('status').$type<FormStatus>().notNull().default('draft'),
    closesAt: timestamp('closes_at', { withTimezone: true }),
    responseCount: integer('response_count').notNull().default(0),
    createdBy: bigint('created_by', { mode: 'number' }).references(() => users.id, {
      onDelete: 'set null',
    }),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    index('forms_club_idx').on(t.clubId, t.updatedAt),
    index('forms_school_open_idx')
      .on(t.schoolId, t.audience)
      .where(sql`${t.status} = 'open'`),
    check('forms_status_check', sql`${t.status} in ('draft', 'open', 'closed')`),
    check('forms_audience_check', sql`${t.audience} in ('club', 'event', 'school')`),
    check('forms_event_check', sql`(${t.audience} = 'event') = (${t.eventId} is not null)`),
    check('forms_club_audience_check', sql`${t.audience} <> 'club' or ${t.clubId} is not null`),
    check('forms_per_person_check', sql`${t.responsesPerPerson} in ('one', 'many')`),
    foreignKey({
      name: 'forms_club_school_fk',
      columns: [t.clubId, t.schoolId],
      foreignColumns: [clubs.id, clubs.schoolId],
    }).onDelete('cascade'),
  ],
)

/**
 * Who answered a form and how often: what keeps a one-answer form to one answer each,
 * kept apart from the answers so an anonymous form's answers name no one (decision 110).
 */
export const formRespondents = pgTable(
  'form_respondents',
  {
    formId: bigint('form_id', { mode: 'number' })
      .notNull()
      .references(() => forms.id, { onDelete: 'cascade' }),
    userId: bigint('user_id', { mode: 'number' })
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    responses: integer('responses').notNull().default(1),
  },
  (t) => [
    primaryKey({ columns: [t.formId, t.userId] }),
    index('form_respondents_user_idx').on(t.userId),
  ],
)

/** One response: its answers by question id; who gave it only when the form is not anonymous. */
export const formResponses = pgTable(
  'form_responses',
  {
    id: bigint('id', { mode: 'number' }).primaryKey().generatedAlwaysAsIdentity(),
    uid: text('uid')
      .notNull()
      .unique()
      .default(sql`gen_random_uuid()::text`),
    formId: bigint('form_id', { mode: 'number' })
      .notNull()
      .references(() => forms.id, { onDelete: 'cascade' }),
    userId: bigint('user_id', { mode: 'number' }).references(() => users.id, {
      onDelete: 'set null',
    }),
    answers: jsonb('answers').$type<Record<string, FormAnswer>>().notNull(),
    /** An anonymous form's answers keep only the day (a time would point at who sent it). */
    submittedAt: timestamp('submitted_at', { withTimezone: true }).notNull(),
  },
  (t) => [index('form_responses_form_idx').on(t.formId, t.submittedAt)],
)

/**
 * A file sent as an answer to a file question: the form's own copy of the student's upload
 * (stored under `formFileKey`), going with its response. Its bytes are queued for deletion
 * by a trigger when the row goes (`stored_file_deletions`), however it goes: the response
 * erased, the form or its club deleted.
 */
export const formFiles = pgTable(
  'form_files',
  {
    /** Random, 32 hex: the storage key's last part, and the answer's value. */
    id: text('id').primaryKey(),
    responseId: bigint('response_id', { mode: 'number' })
      .notNull()
      .references(() => formResponses.id, { onDelete: 'cascade' }),
    formId: bigint('form_id', { mode: 'number' })
      .notNull()
      .references(() => forms.id, { onDelete: 'cascade' }),
    schoolId: integer('school_id').notNull(),
    questionId: text('question_id').notNull(),
    name: text('name').notNull(),
    contentType: text('content_type').notNull(),
    size: integer('size').notNull(),
    hasPreview: boolean('has_preview').notNull().default(false),
  },
  (t) => [
    index('form_files_response_idx').on(t.responseId),
    index('form_files_form_idx').on(t.formId),
  ],
)
