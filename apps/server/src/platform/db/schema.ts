import { sql, type SQL } from 'drizzle-orm'
import {
  bigint,
  boolean,
  check,
  customType,
  date,
  foreignKey,
  index,
  integer,
  jsonb,
  pgSequence,
  pgTable,
  primaryKey,
  smallint,
  text,
  timestamp,
  unique,
  uniqueIndex,
} from 'drizzle-orm/pg-core'
import type { Hub, MenuLinkKey } from '@quad/shared'

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

/** Badges shown on a profile (spec 9: 20 by default, See More). */
export const badges = pgTable(
  'badges',
  {
    id: bigint('id', { mode: 'number' }).primaryKey().generatedAlwaysAsIdentity(),
    schoolId: integer('school_id').notNull(),
    userId: bigint('user_id', { mode: 'number' }).notNull(),
    name: text('name').notNull(),
    iconUrl: text('icon_url').notNull(),
    awardedAt: timestamp('awarded_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    index('badges_user_idx').on(t.userId, t.awardedAt),
    foreignKey({
      name: 'badges_user_school_fk',
      columns: [t.userId, t.schoolId],
      foreignColumns: [users.id, users.schoolId],
    }).onDelete('cascade'),
  ],
)

/** Experience entries (jobs, research, volunteering) on a profile. */
export const experiences = pgTable(
  'experiences',
  {
    id: bigint('id', { mode: 'number' }).primaryKey().generatedAlwaysAsIdentity(),
    schoolId: integer('school_id').notNull(),
    userId: bigint('user_id', { mode: 'number' }).notNull(),
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

/**
 * A connection between two students of one school (spec 4): `pending` from
 * requester to addressee, or `accepted`. One row per pair, whichever asked: the
 * unique index on the ordered pair rules out two crossed requests (issue 5).
 */
export const connections = pgTable(
  'connections',
  {
    id: bigint('id', { mode: 'number' }).primaryKey().generatedAlwaysAsIdentity(),
    schoolId: integer('school_id').notNull(),
    requesterId: bigint('requester_id', { mode: 'number' }).notNull(),
    addresseeId: bigint('addressee_id', { mode: 'number' }).notNull(),
    status: text('status').notNull(),
    note: text('note'),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    uniqueIndex('connections_pair_idx').on(
      t.schoolId,
      sql`least(${t.requesterId}, ${t.addresseeId})`,
      sql`greatest(${t.requesterId}, ${t.addresseeId})`,
    ),
    index('connections_addressee_idx').on(t.addresseeId, t.status),
    index('connections_requester_idx').on(t.requesterId, t.status),
    foreignKey({
      name: 'connections_requester_school_fk',
      columns: [t.requesterId, t.schoolId],
      foreignColumns: [users.id, users.schoolId],
    }).onDelete('cascade'),
    foreignKey({
      name: 'connections_addressee_school_fk',
      columns: [t.addresseeId, t.schoolId],
      foreignColumns: [users.id, users.schoolId],
    }).onDelete('cascade'),
  ],
)

/**
 * Every connection request a student sent, for the per-pair cooldown (issue 12, decision
 * 015): a declined request makes its sender wait a day, and a student asks the same person
 * at most three times a day. Rows older than a day are pruned when the pair is asked again.
 */
export const connectionRequestLog = pgTable(
  'connection_request_log',
  {
    id: bigint('id', { mode: 'number' }).primaryKey().generatedAlwaysAsIdentity(),
    schoolId: integer('school_id').notNull(),
    requesterId: bigint('requester_id', { mode: 'number' }).notNull(),
    addresseeId: bigint('addressee_id', { mode: 'number' }).notNull(),
    sentAt: timestamp('sent_at', { withTimezone: true }).notNull().defaultNow(),
    declinedAt: timestamp('declined_at', { withTimezone: true }),
  },
  (t) => [
    index('connection_request_log_pair_idx').on(t.requesterId, t.addresseeId, t.sentAt),
    foreignKey({
      name: 'connection_request_log_requester_school_fk',
      columns: [t.requesterId, t.schoolId],
      foreignColumns: [users.id, users.schoolId],
    }).onDelete('cascade'),
    foreignKey({
      name: 'connection_request_log_addressee_school_fk',
      columns: [t.addresseeId, t.schoolId],
      foreignColumns: [users.id, users.schoolId],
    }).onDelete('cascade'),
  ],
)

/**
 * A student blocks another (issue 5 "Consent and safety"): the blocked student can
 * no longer request, message, or find the blocker; any connection between them ends.
 */
export const blocks = pgTable(
  'blocks',
  {
    schoolId: integer('school_id').notNull(),
    blockerId: bigint('blocker_id', { mode: 'number' }).notNull(),
    blockedId: bigint('blocked_id', { mode: 'number' }).notNull(),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    primaryKey({ columns: [t.blockerId, t.blockedId] }),
    index('blocks_blocked_idx').on(t.blockedId),
    foreignKey({
      name: 'blocks_blocker_school_fk',
      columns: [t.blockerId, t.schoolId],
      foreignColumns: [users.id, users.schoolId],
    }).onDelete('cascade'),
    foreignKey({
      name: 'blocks_blocked_school_fk',
      columns: [t.blockedId, t.schoolId],
      foreignColumns: [users.id, users.schoolId],
    }).onDelete('cascade'),
  ],
)

/**
 * In-app notifications, written by the one notifications service (issue 5 emits,
 * issue 7 builds the centre, preferences and delivery on top).
 */
export const notifications = pgTable(
  'notifications',
  {
    id: bigint('id', { mode: 'number' }).primaryKey().generatedAlwaysAsIdentity(),
    schoolId: integer('school_id').notNull(),
    userId: bigint('user_id', { mode: 'number' }).notNull(),
    type: text('type').notNull(),
    actorId: bigint('actor_id', { mode: 'number' }),
    payload: jsonb('payload')
      .$type<Record<string, unknown>>()
      .notNull()
      .default(sql`'{}'::jsonb`),
    readAt: timestamp('read_at', { withTimezone: true }),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    /** The preference that let it through (spec 3 category and key): "Why did I get this?". */
    category: text('category').notNull().default('general'),
    setting: text('setting').notNull().default('connectionRequests'),
    /** Rapid repeats with one key fold into one unread row (issue 7 "batching"). */
    batchKey: text('batch_key'),
    count: integer('count').notNull().default(1),
    updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    index('notifications_user_idx').on(t.userId, t.createdAt),
    index('notifications_batch_idx').on(t.userId, t.batchKey),
    foreignKey({
      name: 'notifications_user_school_fk',
      columns: [t.userId, t.schoolId],
      foreignColumns: [users.id, users.schoolId],
    }).onDelete('cascade'),
  ],
)

/**
 * A student's notification preferences (spec 3 "Notification settings"): only what
 * differs from the school's defaults and Quad's, keyed `category.setting` (groups:
 * `groups.{groupId}.{role}.{setting}`) → platform → yes/no.
 */
export const notificationSettings = pgTable('notification_settings', {
  userId: bigint('user_id', { mode: 'number' })
    .primaryKey()
    .references(() => users.id, { onDelete: 'cascade' }),
  preferences: jsonb('preferences')
    .$type<Record<string, Record<string, string>>>()
    .notNull()
    .default(sql`'{}'::jsonb`),
  /** `category.setting` → enabled/disabled, across every platform (and club). */
  global: jsonb('global')
    .$type<Record<string, string>>()
    .notNull()
    .default(sql`'{}'::jsonb`),
  emailDigest: text('email_digest').notNull().default('off'),
  quietStart: text('quiet_start'),
  quietEnd: text('quiet_end'),
  timeZone: text('time_zone').notNull().default('UTC'),
})

/**
 * Email waiting to go out, written in the same transaction as the event it reports
 * (so neither is lost without the other) and sent by the delivery loop: SMTP when
 * configured, else a file outbox. A digest item waits for its digest; quiet hours
 * move `send_after`.
 */
export const emailOutbox = pgTable(
  'email_outbox',
  {
    id: bigint('id', { mode: 'number' }).primaryKey().generatedAlwaysAsIdentity(),
    schoolId: integer('school_id').notNull(),
    userId: bigint('user_id', { mode: 'number' }).notNull(),
    notificationId: bigint('notification_id', { mode: 'number' }),
    category: text('category').notNull(),
    setting: text('setting').notNull(),
    /** The preference that let it through, e.g. `groups.{clubId}.officer.newMember` (unsubscribe). */
    preferenceKey: text('preference_key'),
    subject: text('subject').notNull(),
    body: text('body').notNull(),
    link: text('link'),
    digest: boolean('digest').notNull().default(false),
    sendAfter: timestamp('send_after', { withTimezone: true }).notNull().defaultNow(),
    status: text('status').notNull().default('pending'),
    attempts: integer('attempts').notNull().default(0),
    lastError: text('last_error'),
    sentAt: timestamp('sent_at', { withTimezone: true }),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    index('email_outbox_due_idx').on(t.status, t.sendAfter),
    foreignKey({
      name: 'email_outbox_user_school_fk',
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

// ------------------------------------------------------------------ chat (issue 6)

/** Bytes as a Buffer (node-postgres reads and writes bytea as Buffer). */
const bytea = customType<{ data: Buffer; driverData: Buffer }>({ dataType: () => 'bytea' })

/** One sequence for every chat change: a client's catch-up cursor (see chat_messages.seq). */
export const chatMessageSeq = pgSequence('chat_message_seq')

/**
 * A chat conversation: a 1:1 (`direct`, reused: `direct_key` is the ordered pair of
 * user ids, unique per school) or a named group. `last_message_id` orders the list.
 */
export const chatConversations = pgTable(
  'chat_conversations',
  {
    id: bigint('id', { mode: 'number' }).primaryKey().generatedAlwaysAsIdentity(),
    schoolId: integer('school_id')
      .notNull()
      .references(() => schools.id),
    kind: text('kind').notNull(),
    name: text('name'),
    directKey: text('direct_key'),
    createdBy: bigint('created_by', { mode: 'number' }).notNull(),
    lastMessageId: bigint('last_message_id', { mode: 'number' }),
    activityAt: timestamp('activity_at', { withTimezone: true }).notNull().defaultNow(),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [uniqueIndex('chat_conversations_direct_idx').on(t.schoolId, t.directKey)],
)

/**
 * A member of a conversation. The read pointer only moves forward (architecture.md);
 * leaving keeps the row (with `left_at`) so history stays attributable.
 */
export const chatParticipants = pgTable(
  'chat_participants',
  {
    conversationId: bigint('conversation_id', { mode: 'number' })
      .notNull()
      .references(() => chatConversations.id, { onDelete: 'cascade' }),
    userId: bigint('user_id', { mode: 'number' }).notNull(),
    schoolId: integer('school_id').notNull(),
    muted: boolean('muted').notNull().default(false),
    lastReadMessageId: bigint('last_read_message_id', { mode: 'number' }).notNull().default(0),
    joinedAt: timestamp('joined_at', { withTimezone: true }).notNull().defaultNow(),
    leftAt: timestamp('left_at', { withTimezone: true }),
  },
  (t) => [
    primaryKey({ columns: [t.conversationId, t.userId] }),
    index('chat_participants_user_idx').on(t.userId, t.conversationId),
    foreignKey({
      name: 'chat_participants_user_school_fk',
      columns: [t.userId, t.schoolId],
      foreignColumns: [users.id, users.schoolId],
    }).onDelete('cascade'),
  ],
)

/**
 * A message. `id` orders history; `seq` takes a new value from one sequence on every
 * change (send, edit, delete) so a client catches up on all of them from its last seq.
 * `(sender_id, client_id)` is unique: a retried send finds the first (issue 6).
 */
export const chatMessages = pgTable(
  'chat_messages',
  {
    id: bigint('id', { mode: 'number' }).primaryKey().generatedAlwaysAsIdentity(),
    seq: bigint('seq', { mode: 'number' })
      .notNull()
      .default(sql`nextval('chat_message_seq')`),
    conversationId: bigint('conversation_id', { mode: 'number' })
      .notNull()
      .references(() => chatConversations.id, { onDelete: 'cascade' }),
    schoolId: integer('school_id').notNull(),
    senderId: bigint('sender_id', { mode: 'number' }).notNull(),
    clientId: text('client_id').notNull(),
    body: text('body').notNull(),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    editedAt: timestamp('edited_at', { withTimezone: true }),
    deletedAt: timestamp('deleted_at', { withTimezone: true }),
  },
  (t) => [
    uniqueIndex('chat_messages_client_idx').on(t.senderId, t.clientId),
    index('chat_messages_conversation_idx').on(t.conversationId, t.id),
    index('chat_messages_seq_idx').on(t.seq),
    foreignKey({
      name: 'chat_messages_sender_school_fk',
      columns: [t.senderId, t.schoolId],
      foreignColumns: [users.id, users.schoolId],
    }).onDelete('cascade'),
  ],
)

/**
 * An uploaded attachment. The id is random (not guessable) and the bytes are served
 * only to the uploader and to participants of the conversation it was sent in.
 */
export const chatFiles = pgTable(
  'chat_files',
  {
    id: text('id').primaryKey(),
    schoolId: integer('school_id').notNull(),
    uploaderId: bigint('uploader_id', { mode: 'number' }).notNull(),
    conversationId: bigint('conversation_id', { mode: 'number' }).references(
      () => chatConversations.id,
      { onDelete: 'cascade' },
    ),
    messageId: bigint('message_id', { mode: 'number' }).references(() => chatMessages.id, {
      onDelete: 'cascade',
    }),
    name: text('name').notNull(),
    contentType: text('content_type').notNull(),
    size: integer('size').notNull(),
    width: integer('width'),
    height: integer('height'),
    hasPreview: boolean('has_preview').notNull().default(false),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    index('chat_files_message_idx').on(t.messageId),
    foreignKey({
      name: 'chat_files_uploader_school_fk',
      columns: [t.uploaderId, t.schoolId],
      foreignColumns: [users.id, users.schoolId],
    }).onDelete('cascade'),
  ],
)

/** A message reported by a student, kept for moderators (issue 6 "Abuse"). */
export const chatReports = pgTable(
  'chat_reports',
  {
    id: bigint('id', { mode: 'number' }).primaryKey().generatedAlwaysAsIdentity(),
    schoolId: integer('school_id').notNull(),
    messageId: bigint('message_id', { mode: 'number' })
      .notNull()
      .references(() => chatMessages.id, { onDelete: 'cascade' }),
    reporterId: bigint('reporter_id', { mode: 'number' }).notNull(),
    reason: text('reason').notNull(),
    /** The body as it was when reported: an edit or delete cannot hide the evidence. */
    bodySnapshot: text('body_snapshot').notNull(),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    uniqueIndex('chat_reports_once_idx').on(t.messageId, t.reporterId),
    foreignKey({
      name: 'chat_reports_reporter_school_fk',
      columns: [t.reporterId, t.schoolId],
      foreignColumns: [users.id, users.schoolId],
    }).onDelete('cascade'),
  ],
)

/** A student's chat switches (issue 6 item 4); a missing row means the defaults (on). */
export const chatPreferences = pgTable('chat_preferences', {
  userId: bigint('user_id', { mode: 'number' })
    .primaryKey()
    .references(() => users.id, { onDelete: 'cascade' }),
  readReceipts: boolean('read_receipts').notNull().default(true),
  typingIndicators: boolean('typing_indicators').notNull().default(true),
})

/** Stored file bytes, when files live in the database (several instances share them). */
export const fileObjects = pgTable('file_objects', {
  key: text('key').primaryKey(),
  data: bytea('data').notNull(),
  createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
})

// ------------------------------------------------------------------ clubs (spec 3 "Club")

/** A club's additional information (spec 3 "Club about response"), as stored. */
export interface StoredClubInfo {
  question: string
  questionType: 'TEXT' | 'DATE' | 'URL'
  answer: string
}

/**
 * A club of one school. `uid` is its public id (the API's and the notification
 * matrix's `groupId`); `id` stays internal.
 */
export const clubs = pgTable(
  'clubs',
  {
    id: bigint('id', { mode: 'number' }).primaryKey().generatedAlwaysAsIdentity(),
    schoolId: integer('school_id')
      .notNull()
      .references(() => schools.id),
    uid: text('uid').notNull().unique(),
    name: text('name').notNull(),
    description: text('description').notNull().default(''),
    category: text('category').notNull(),
    logoUrl: text('logo_url'),
    coverUrl: text('cover_url'),
    additionalInfo: jsonb('additional_info')
      .$type<StoredClubInfo[]>()
      .notNull()
      .default(sql`'[]'::jsonb`),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    index('clubs_school_name_idx').on(t.schoolId, sql`lower(${t.name})`),
    // Target of the memberships' (club, school) foreign key: a membership cannot pair a
    // club of one school with a student of another.
    unique('clubs_id_school_uq').on(t.id, t.schoolId),
  ],
)

/** A student in a club, as a member or an officer: one row per club and student. */
export const clubMemberships = pgTable(
  'club_memberships',
  {
    clubId: bigint('club_id', { mode: 'number' }).notNull(),
    userId: bigint('user_id', { mode: 'number' }).notNull(),
    schoolId: integer('school_id').notNull(),
    role: text('role').notNull().default('member'),
    joinedAt: timestamp('joined_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    primaryKey({ columns: [t.clubId, t.userId] }),
    index('club_memberships_user_idx').on(t.userId),
    index('club_memberships_club_role_idx').on(t.clubId, t.role),
    check('club_memberships_role_check', sql`${t.role} in ('member', 'officer')`),
    foreignKey({
      name: 'club_memberships_club_school_fk',
      columns: [t.clubId, t.schoolId],
      foreignColumns: [clubs.id, clubs.schoolId],
    }).onDelete('cascade'),
    foreignKey({
      name: 'club_memberships_user_school_fk',
      columns: [t.userId, t.schoolId],
      foreignColumns: [users.id, users.schoolId],
    }).onDelete('cascade'),
  ],
)
