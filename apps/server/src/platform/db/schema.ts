import { sql, type SQL } from 'drizzle-orm'
import {
  bigint,
  customType,
  boolean,
  check,
  foreignKey,
  index,
  integer,
  jsonb,
  pgTable,
  text,
  timestamp,
  unique,
  uniqueIndex,
} from 'drizzle-orm/pg-core'
import type { Hub, MenuLinkKey, NavKey, SectionKey } from '@quad/shared'

/** A school is a tenant (architecture.md "Tenancy"); every other row points at one. */
export const schools = pgTable('schools', {
  id: integer('id').primaryKey().generatedAlwaysAsIdentity(),
  code: text('code').notNull().unique(),
  name: text('name').notNull(),
  topBarBgColor: text('top_bar_bg_color').notNull().default('005fbf'),
  faviconUrl: text('favicon_url'),
  connectEnabled: boolean('connect_enabled').notNull().default(true),
  /** Per-field visibility defaults for this school's profiles (issue 4 "Privacy"). */
  profileVisibilityDefaults: jsonb('profile_visibility_defaults')
    .$type<Record<string, string>>()
    .notNull()
    .default(sql`'{}'::jsonb`),
  /** School-wide chat switches (issue 6 item 4) and the largest group it allows. */
  chatReadReceipts: boolean('chat_read_receipts').notNull().default(true),
  chatTypingIndicators: boolean('chat_typing_indicators').notNull().default(true),
  chatGroupLimit: integer('chat_group_limit').notNull().default(100),
  /** The school's notification defaults, in `notification_settings.preferences` form (issue 7). */
  notificationDefaults: jsonb('notification_defaults')
    .$type<Record<string, Record<string, string>>>()
    .notNull()
    .default(sql`'{}'::jsonb`),
  /** Whether this school sends email at all (capabilities). */
  notifyByEmail: boolean('notify_by_email').notNull().default(true),
  /** The main menu's external addresses, by `MenuLinkKey` (issue 12; spec 2 "Main menu"). */
  menuLinks: jsonb('menu_links')
    .$type<Partial<Record<MenuLinkKey, string>>>()
    .notNull()
    .default(sql`'{}'::jsonb`),
  /** The school's hubs, in menu order (spec 2 /{hubId}/{hubMenuId}/clubs). */
  hubs: jsonb('hubs')
    .$type<Hub[]>()
    .notNull()
    .default(sql`'[]'::jsonb`),
  /** Sections switched on or off (issue 14, decision 027); a key left out is on. */
  sections: jsonb('sections')
    .$type<Partial<Record<SectionKey, boolean>>>()
    .notNull()
    .default(sql`'{}'::jsonb`),
  /** The uploaded logo shown beside the school's name (issue 14). */
  logoUrl: text('logo_url'),
  /** Issue 30 bug 5: the bars' destinations in order; null keeps the default. */
  navBar: jsonb('nav_bar').$type<NavKey[]>(),
  /** Issue 30 bug 4: the school's IANA zone, which its calendar, reminders and digests follow. */
  timeZone: text('time_zone').notNull().default('UTC'),
  /** Issue 16: students may post to the school feed (staff and admins always may). */
  feedStudentsPost: boolean('feed_students_post').notNull().default(false),
  /** Issue 16: this many distinct reports hide a post or comment pending review. */
  feedReportThreshold: integer('feed_report_threshold').notNull().default(3),
  /** Issue 18: the school signs in only through its identity provider (no passwords). */
  ssoOnly: boolean('sso_only').notNull().default(false),
  /**
   * Issue 18: what happens to a deleted account's posts, comments and chat messages:
   * 'anonymise' keeps them under "Deleted student", 'remove' deletes them.
   */
  deletedContent: text('deleted_content').notNull().default('anonymise'),
  /** Issue 18: days between asking to delete an account and its deletion. */
  deletionGraceDays: integer('deletion_grace_days').notNull().default(14),
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
    /**
     * Issue 14: `invited` — added by an admin (an invitation, a CSV import) and not yet
     * set up; no password signs in (the hash is empty) until the invitation is accepted;
     * listed in the directory like anyone else. `active` otherwise.
     */
    status: text('status').notNull().default('active'),
    /** Suspended until then (issue 14): sign-in refused, every session ended at once. */
    suspendedUntil: timestamp('suspended_until', { withTimezone: true }),
    /** Why, as the suspending admin or moderator wrote it (staff only; never shown to the student). */
    suspensionNote: text('suspension_note'),
    /**
     * Issue 14: when the account finished (or skipped) the first-run welcome; null while it
     * is due. Existing and seeded accounts count as onboarded; accepting an invitation clears
     * it, so the welcome follows an account's first sign-in (decision 029).
     */
    onboardedAt: timestamp('onboarded_at', { withTimezone: true }).defaultNow(),
    /**
     * Issue 18: the account asked to be deleted and will be then, unless its owner signs
     * in before (a new session clears it). Null otherwise.
     */
    deletionDueAt: timestamp('deletion_due_at', { withTimezone: true }),
    /** Issue 18: when the account was deleted (status `deleted`, names "Deleted student"). */
    deletedAt: timestamp('deleted_at', { withTimezone: true }),
    /** Issue 18: the student turned analytics off (spec 3 "Analytics": no identify, no script). */
    analyticsOptOut: boolean('analytics_opt_out').notNull().default(false),
    /** Lower-cased "first last", for typo-tolerant name search (pg_trgm). */
    searchName: text('search_name').generatedAlwaysAs(
      (): SQL => sql`lower(${users.firstName} || ' ' || ${users.lastName})`,
    ),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    index('users_search_name_trgm_idx').using('gin', sql`${t.searchName} gin_trgm_ops`),
    index('users_school_created_idx').on(t.schoolId, t.createdAt),
    uniqueIndex('users_school_email_idx').on(t.schoolId, sql`lower(${t.email})`),
    index('users_school_name_idx').on(t.schoolId, t.lastName, t.firstName),
    check('users_status_check', sql`${t.status} in ('active', 'invited', 'deleted')`),
    // Target of the (user, school) foreign keys below: a row that belongs to a user
    // cannot claim another school than the user's own.
    unique('users_id_school_uq').on(t.id, t.schoolId),
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
    /**
     * A stable public id of the session (a JWT's `sid` claim, decision 013): random, so
     * it reveals neither the cookie token nor how many sessions exist.
     */
    id: text('id')
      .notNull()
      .default(sql`gen_random_uuid()::text`),
    schoolId: integer('school_id')
      .notNull()
      .references(() => schools.id),
    userId: bigint('user_id', { mode: 'number' })
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    csrfToken: text('csrf_token').notNull(),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    expiresAt: timestamp('expires_at', { withTimezone: true }).notNull(),
    /** Last use, recorded at most once a minute per session (the idle timeout, decision 013). */
    lastUsedAt: timestamp('last_used_at', { withTimezone: true }).notNull().defaultNow(),
    /** Issue 18: the browser's User-Agent at sign-in (the sessions list names the device). */
    userAgent: text('user_agent'),
    /** Issue 18: the sign-in address's network (a /24 or /48), never the address itself. */
    ipRange: text('ip_range'),
    /**
     * Issue 18: how the session was signed in: 'password', 'totp' (a password and a code),
     * 'recovery' (a password and a recovery code), 'sso', 'link' (an invitation or reset).
     */
    method: text('method').notNull().default('password'),
  },
  (t) => [
    uniqueIndex('sessions_id_idx').on(t.id),
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

/** Bytes as a Buffer (node-postgres reads and writes bytea as Buffer). */
export const bytea = customType<{ data: Buffer; driverData: Buffer }>({ dataType: () => 'bytea' })

/**
 * Stored files whose rows are gone, waiting for the `stored-files-sweep` job to delete their
 * bytes (platform/files/deletions.ts): triggers queue them when a row naming a file is
 * deleted, by whatever deletes it (a cascade too), in that deletion's transaction.
 */
export const storedFileDeletions = pgTable('stored_file_deletions', {
  key: text('key').primaryKey(),
  queuedAt: timestamp('queued_at', { withTimezone: true }).notNull().defaultNow(),
})

/** Stored file bytes, when files live in the database (several instances share them). */
export const fileObjects = pgTable('file_objects', {
  key: text('key').primaryKey(),
  data: bytea('data').notNull(),
  createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
})
