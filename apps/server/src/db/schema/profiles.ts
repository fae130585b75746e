import { sql } from 'drizzle-orm'
import {
  bigint,
  boolean,
  date,
  foreignKey,
  index,
  integer,
  jsonb,
  pgTable,
  smallint,
  text,
  timestamp,
} from 'drizzle-orm/pg-core'
import type { ExperienceKind } from '@quad/shared'
import { schools, users } from '../../platform/db/schema.ts'

/** The profile fields of spec 3 "User profile", one row per user. */
export const profiles = pgTable(
  'profiles',
  {
    userId: bigint('user_id', { mode: 'number' })
      .primaryKey()
      .references(() => users.id, { onDelete: 'cascade' }),
    schoolId: integer('school_id')
      .notNull()
      .references(() => schools.id),
    genderPronoun: text('gender_pronoun'),
    yearOfGraduation: smallint('year_of_graduation'),
    bio: text('bio'),
    largePhotoUrl: text('large_photo_url'),
    companyName: text('company_name'),
    workTitle: text('work_title'),
    languages: text('languages')
      .array()
      .notNull()
      .default(sql`'{}'`),
    lookingFor: text('looking_for')
      .array()
      .notNull()
      .default(sql`'{}'`),
    industries: text('industries')
      .array()
      .notNull()
      .default(sql`'{}'`),
    interests: text('interests')
      .array()
      .notNull()
      .default(sql`'{}'`),
    sports: text('sports')
      .array()
      .notNull()
      .default(sql`'{}'`),
    phoneWork: text('phone_work'),
    phoneMobile: text('phone_mobile'),
    phoneHome: text('phone_home'),
    /** Free-form address; `[[SEP]]` separates its lines (spec 3). */
    currentAddress: text('current_address'),
    city: text('city'),
    state: text('state'),
    zipcode: text('zipcode'),
    country: text('country'),
    visitableProfile: boolean('visitable_profile').notNull().default(true),
    /** Hidden from directory listings and search (issue 4 "Privacy"). */
    directoryOptOut: boolean('directory_opt_out').notNull().default(false),
    /** Owner's visibility per private field; missing keys fall back to the school's defaults. */
    fieldVisibility: jsonb('field_visibility')
      .$type<Record<string, string>>()
      .notNull()
      .default(sql`'{}'::jsonb`),
    updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
    /** A moderator hid the bio and photo for everyone (issue 14 item 4); the row keeps them. */
    moderationHiddenAt: timestamp('moderation_hidden_at', { withTimezone: true }),
  },
  (t) => [
    index('profiles_school_year_idx').on(t.schoolId, t.yearOfGraduation),
    index('profiles_languages_idx').using('gin', t.languages),
    index('profiles_interests_idx').using('gin', t.interests),
    index('profiles_industries_idx').using('gin', t.industries),
    index('profiles_sports_idx').using('gin', t.sports),
    index('profiles_looking_for_idx').using('gin', t.lookingFor),
    foreignKey({
      name: 'profiles_user_school_fk',
      columns: [t.userId, t.schoolId],
      foreignColumns: [users.id, users.schoolId],
    }).onDelete('cascade'),
  ],
)

/**
 * Experience entries (jobs, internships, research, volunteering) on a profile, in the order
 * their owner chose (`position`, then the newest start: issue 36 item 4).
 */
export const experiences = pgTable(
  'experiences',
  {
    id: bigint('id', { mode: 'number' }).primaryKey().generatedAlwaysAsIdentity(),
    schoolId: integer('school_id').notNull(),
    userId: bigint('user_id', { mode: 'number' }).notNull(),
    kind: text('kind').$type<ExperienceKind>().notNull().default('work'),
    position: integer('position').notNull().default(0),
    title: text('title').notNull(),
    organization: text('organization').notNull(),
    startDate: date('start_date').notNull(),
    endDate: date('end_date'),
    description: text('description'),
  },
  (t) => [
    index('experiences_user_idx').on(t.userId, t.startDate),
    foreignKey({
      name: 'experiences_user_school_fk',
      columns: [t.userId, t.schoolId],
      foreignColumns: [users.id, users.schoolId],
    }).onDelete('cascade'),
  ],
)
