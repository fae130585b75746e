import { sql } from 'drizzle-orm'
import {
  bigint,
  boolean,
  foreignKey,
  index,
  integer,
  jsonb,
  pgTable,
  text,
  timestamp,
} from 'drizzle-orm/pg-core'
import { sessions, users } from '../../platform/db/schema.ts'

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
  /** The student's own zone for the digest and quiet hours; null follows the school's (issue 30 bug 4). */
  timeZone: text('time_zone'),
  /**
   * Issue 34: a push shows private text (a message, a grade) on the lock screen only when
   * the student says so; otherwise it says who and where, not what.
   */
  lockScreenText: boolean('lock_screen_text').notNull().default(false),
})

/**
 * A device's Web Push subscription (issue 34, decision 082): what its browser's push
 * service gave it (RFC 8030 endpoint, RFC 8291 keys), bound to the session that made it,
 * so signing that device out (or every device, or deleting the account) removes it.
 */
export const pushSubscriptions = pgTable(
  'push_subscriptions',
  {
    id: bigint('id', { mode: 'number' }).primaryKey().generatedAlwaysAsIdentity(),
    schoolId: integer('school_id').notNull(),
    userId: bigint('user_id', { mode: 'number' }).notNull(),
    sessionId: text('session_id')
      .notNull()
      .references(() => sessions.id, { onDelete: 'cascade' }),
    endpoint: text('endpoint').notNull().unique(),
    /** The app's origin the device subscribed on: where a tap on a push opens. */
    origin: text('origin').notNull(),
    /** The browser's P-256 public key and auth secret, base64url (RFC 8291 §3.2). */
    p256dh: text('p256dh').notNull(),
    auth: text('auth').notNull(),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    lastSentAt: timestamp('last_sent_at', { withTimezone: true }),
    /** The push service's last refusal that retrying cannot mend (a 400, 401, 403 or 413). */
    lastError: text('last_error'),
  },
  (t) => [
    index('push_subscriptions_user_idx').on(t.userId),
    index('push_subscriptions_session_idx').on(t.sessionId),
    foreignKey({
      name: 'push_subscriptions_user_school_fk',
      columns: [t.userId, t.schoolId],
      foreignColumns: [users.id, users.schoolId],
    }).onDelete('cascade'),
  ],
)

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
