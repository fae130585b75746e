import { sql } from 'drizzle-orm'
import {
  bigint,
  boolean,
  foreignKey,
  index,
  integer,
  pgTable,
  smallint,
  text,
  timestamp,
  unique,
  uniqueIndex,
} from 'drizzle-orm/pg-core'

/** A school is a tenant (architecture.md "Tenancy"); every other row points at one. */
export const schools = pgTable('schools', {
  id: integer('id').primaryKey().generatedAlwaysAsIdentity(),
  code: text('code').notNull().unique(),
  name: text('name').notNull(),
  topBarBgColor: text('top_bar_bg_color').notNull().default('005fbf'),
  faviconUrl: text('favicon_url'),
  connectEnabled: boolean('connect_enabled').notNull().default(true),
  createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
})

export const users = pgTable(
  'users',
  {
    id: bigint('id', { mode: 'number' }).primaryKey().generatedAlwaysAsIdentity(),
    schoolId: integer('school_id')
      .notNull()
      .references(() => schools.id),
    /** The public id of spec 3 (`uid`); never the internal id. */
    uid: text('uid').notNull().unique(),
    email: text('email').notNull(),
    passwordHash: text('password_hash').notNull(),
    firstName: text('first_name').notNull(),
    lastName: text('last_name').notNull(),
    accountType: text('account_type').notNull().default('student'),
    photoUrl: text('photo_url'),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    uniqueIndex('users_school_email_idx').on(t.schoolId, sql`lower(${t.email})`),
    index('users_school_name_idx').on(t.schoolId, t.lastName, t.firstName),
    // Target of the (user, school) foreign keys below: a row that belongs to a user
    // cannot claim another school than the user's own.
    unique('users_id_school_uq').on(t.id, t.schoolId),
  ],
)

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
    city: text('city'),
    state: text('state'),
    zipcode: text('zipcode'),
    country: text('country'),
    visitableProfile: boolean('visitable_profile').notNull().default(true),
    updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    index('profiles_school_year_idx').on(t.schoolId, t.yearOfGraduation),
    foreignKey({
      name: 'profiles_user_school_fk',
      columns: [t.userId, t.schoolId],
      foreignColumns: [users.id, users.schoolId],
    }).onDelete('cascade'),
  ],
)

/**
 * Browser sessions live in the database so any instance can serve any request
 * (architecture.md "Authentication"). The cookie holds a random token; only its
 * SHA-256 is stored, so a leaked table cannot be replayed.
 */
export const sessions = pgTable(
  'sessions',
  {
    tokenHash: text('token_hash').primaryKey(),
    schoolId: integer('school_id')
      .notNull()
      .references(() => schools.id),
    userId: bigint('user_id', { mode: 'number' })
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    csrfToken: text('csrf_token').notNull(),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    expiresAt: timestamp('expires_at', { withTimezone: true }).notNull(),
  },
  (t) => [
    index('sessions_user_idx').on(t.userId),
    index('sessions_expiry_idx').on(t.expiresAt),
    foreignKey({
      name: 'sessions_user_school_fk',
      columns: [t.userId, t.schoolId],
      foreignColumns: [users.id, users.schoolId],
    }).onDelete('cascade'),
  ],
)

/** Secrets generated on first start when the environment gives none, shared by all instances. */
export const instanceSecrets = pgTable('instance_secrets', {
  name: text('name').primaryKey(),
  value: text('value').notNull(),
  createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
})
