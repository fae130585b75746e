import { sql } from 'drizzle-orm'
import {
  type AnyPgColumn,
  bigint,
  boolean,
  foreignKey,
  index,
  integer,
  jsonb,
  pgSequence,
  pgTable,
  primaryKey,
  text,
  timestamp,
  uniqueIndex,
} from 'drizzle-orm/pg-core'
import type { Mention } from '@quad/shared'
import { schools, users } from '../../platform/db/schema.ts'
import { clubs } from './clubs.ts'

/** One sequence for every chat change: a client's catch-up cursor (see chat_messages.seq). */
export const chatMessageSeq = pgSequence('chat_message_seq')

/**
 * A chat conversation: a 1:1 (`direct`, reused: `direct_key` is the ordered pair of
 * user ids, unique per school), a named group, or a club's `channel` (issue 35 item 9,
 * decision 092: its participants are the club's members, kept by the database's triggers).
 * `last_message_id` orders the list.
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
    /** A channel's club; null for a 1:1 or a group. */
    clubId: bigint('club_id', { mode: 'number' }).references(() => clubs.id, {
      onDelete: 'cascade',
    }),
    /** A channel's posters: `members`, or `officers` only (Announcements). */
    posting: text('posting').$type<'members' | 'officers'>(),
    /** An archived channel keeps its history, read-only. */
    archivedAt: timestamp('archived_at', { withTimezone: true }),
  },
  (t) => [
    uniqueIndex('chat_conversations_direct_idx').on(t.schoolId, t.directKey),
    index('chat_conversations_club_idx')
      .on(t.clubId)
      .where(sql`${t.clubId} is not null`),
  ],
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
    /** May send here: false in a channel only officers post in, for its members. */
    canPost: boolean('can_post').notNull().default(true),
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
    /** Hidden by a moderator (decision 024): also `deleted_at`, so every reader drops it. */
    hiddenAt: timestamp('hidden_at', { withTimezone: true }),
    /** The message this one answers (issue 35 item 2), in the same conversation. */
    replyToId: bigint('reply_to_id', { mode: 'number' }).references(
      (): AnyPgColumn => chatMessages.id,
      { onDelete: 'set null' },
    ),
    /**
     * Whom it @mentions (issue 35 item 3), as the wire shows them: `[{uid, name}]`, each
     * written `@{name}` in the body. Looked up by containment (`@>`) for one's mentions.
     */
    mentions: jsonb('mentions').$type<Mention[]>().notNull().default([]),
    /** A copy of another message, forwarded by its sender (issue 35 item 10). */
    forwarded: boolean('forwarded').notNull().default(false),
    /** An officer's `@channel` (every member) or `@here` (those online) in a channel. */
    broadcast: text('broadcast').$type<'channel' | 'here'>(),
    /**
     * The thread it replies in (issue 35 item 2, decision 096): the message that started it,
     * of the same conversation. An erased starter's removal leaves the replies, in the history.
     */
    threadId: bigint('thread_id', { mode: 'number' }).references(
      (): AnyPgColumn => chatMessages.id,
      { onDelete: 'set null' },
    ),
    /** Shown in the conversation's history: false for a thread's reply not also sent there. */
    inConversation: boolean('in_conversation').notNull().default(true),
    /** Its first link's preview (issue 35 item 6, decision 097), set after the send. */
    linkPreviewId: bigint('link_preview_id', { mode: 'number' }).references(
      (): AnyPgColumn => chatLinkPreviews.id,
      { onDelete: 'set null' },
    ),
    /** The sender removed the preview: for good, a late unfurl does not bring it back. */
    linkPreviewRemoved: boolean('link_preview_removed').notNull().default(false),
  },
  (t) => [
    uniqueIndex('chat_messages_client_idx').on(t.senderId, t.clientId),
    index('chat_messages_conversation_idx').on(t.conversationId, t.id),
    index('chat_messages_seq_idx').on(t.seq),
    // Deleting a message (an erased account's, a dropped conversation) finds its replies by it.
    index('chat_messages_reply_idx')
      .on(t.replyToId)
      .where(sql`${t.replyToId} is not null`),
    // A thread's replies in order, and the summaries of a page's messages.
    index('chat_messages_thread_idx')
      .on(t.threadId, t.id)
      .where(sql`${t.threadId} is not null`),
    // A student's mentions, and the unread ones per conversation (only messages with any).
    index('chat_messages_mentions_idx')
      .using('gin', t.mentions.op('jsonb_path_ops'))
      .where(sql`${t.mentions} <> '[]'::jsonb`),
    // Officers' `@channel`s: in every member's Mentions and unread "@" (issue 35 item 3).
    index('chat_messages_broadcast_idx')
      .on(t.conversationId, t.id)
      .where(sql`${t.broadcast} = 'channel'`),
    // The admin overview's messages per day (decision 033).
    index('chat_messages_school_created_idx').on(t.schoolId, t.createdAt),
    // A cached preview dropped by the sweep clears its messages' links by it.
    index('chat_messages_link_preview_idx')
      .on(t.linkPreviewId)
      .where(sql`${t.linkPreviewId} is not null`),
    // Chat search (issue 35 item 7, decision 093): words, then near matches by trigrams.
    index('chat_messages_body_fts_idx').using('gin', sql`to_tsvector('english', ${t.body})`),
    index('chat_messages_body_trgm_idx').using('gin', sql`${t.body} gin_trgm_ops`),
    foreignKey({
      name: 'chat_messages_sender_school_fk',
      columns: [t.senderId, t.schoolId],
      foreignColumns: [users.id, users.schoolId],
    }).onDelete('cascade'),
  ],
)

/**
 * A link's preview as fetched once for a school (issue 35 item 6, decision 097), by its
 * normalised address (`previewAddress`): the page's Open Graph words as plain text and whether its
 * thumbnail was kept (storage key `linkPreviewKey`). A failed fetch is kept too (`failed`),
 * so a broken page is not asked again until it has waited; either is fetched again once stale.
 */
export const chatLinkPreviews = pgTable(
  'chat_link_previews',
  {
    id: bigint('id', { mode: 'number' }).primaryKey().generatedAlwaysAsIdentity(),
    schoolId: integer('school_id')
      .notNull()
      .references(() => schools.id, { onDelete: 'cascade' }),
    url: text('url').notNull(),
    siteName: text('site_name'),
    title: text('title'),
    description: text('description'),
    hasImage: boolean('has_image').notNull().default(false),
    failed: boolean('failed').notNull().default(false),
    fetchedAt: timestamp('fetched_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    uniqueIndex('chat_link_previews_url_idx').on(t.schoolId, t.url),
    index('chat_link_previews_fetched_idx').on(t.fetchedAt),
  ],
)

/**
 * What a message said before each edit and before its deletion (issue 35 item 4: "history
 * kept for moderators"): shown to moderators with a report of it, never to students.
 */
export const chatMessageVersions = pgTable(
  'chat_message_versions',
  {
    id: bigint('id', { mode: 'number' }).primaryKey().generatedAlwaysAsIdentity(),
    messageId: bigint('message_id', { mode: 'number' })
      .notNull()
      .references(() => chatMessages.id, { onDelete: 'cascade' }),
    body: text('body').notNull(),
    /** When it stopped being the text: the edit's or the deletion's time. */
    replacedAt: timestamp('replaced_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [index('chat_message_versions_message_idx').on(t.messageId, t.id)],
)

/**
 * A reaction (issue 35 item 1): one emoji from one student on one message, at most one of
 * each kind per student (the key). Giving or taking one moves the message's seq, so
 * catch-up and live frames carry it like an edit.
 */
export const chatReactions = pgTable(
  'chat_reactions',
  {
    messageId: bigint('message_id', { mode: 'number' })
      .notNull()
      .references(() => chatMessages.id, { onDelete: 'cascade' }),
    userId: bigint('user_id', { mode: 'number' }).notNull(),
    schoolId: integer('school_id').notNull(),
    emoji: text('emoji').notNull(),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    primaryKey({ columns: [t.messageId, t.emoji, t.userId] }),
    index('chat_reactions_user_idx').on(t.userId),
    foreignKey({
      name: 'chat_reactions_user_school_fk',
      columns: [t.userId, t.schoolId],
      foreignColumns: [users.id, users.schoolId],
    }).onDelete('cascade'),
  ],
)

/**
 * A pinned message (issue 35 item 5, decision 094): kept in its conversation's pinned list
 * until unpinned or the message is gone. Who pinned it is shown; an erased pinner leaves
 * the pin (the message is the conversation's).
 */
export const chatPins = pgTable(
  'chat_pins',
  {
    conversationId: bigint('conversation_id', { mode: 'number' })
      .notNull()
      .references(() => chatConversations.id, { onDelete: 'cascade' }),
    messageId: bigint('message_id', { mode: 'number' })
      .notNull()
      .references(() => chatMessages.id, { onDelete: 'cascade' }),
    schoolId: integer('school_id').notNull(),
    pinnedBy: bigint('pinned_by', { mode: 'number' }),
    pinnedAt: timestamp('pinned_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    primaryKey({ columns: [t.conversationId, t.messageId] }),
    index('chat_pins_message_idx').on(t.messageId),
  ],
)

/**
 * A message one student deleted for themself (issue 35 item 4, decision 095): gone from
 * their history, catch-up, search, mentions and pins; everyone else still sees it.
 */
export const chatMessageHides = pgTable(
  'chat_message_hides',
  {
    userId: bigint('user_id', { mode: 'number' }).notNull(),
    messageId: bigint('message_id', { mode: 'number' })
      .notNull()
      .references(() => chatMessages.id, { onDelete: 'cascade' }),
    schoolId: integer('school_id').notNull(),
    hiddenAt: timestamp('hidden_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    primaryKey({ columns: [t.userId, t.messageId] }),
    index('chat_message_hides_message_idx').on(t.messageId),
    foreignKey({
      name: 'chat_message_hides_user_school_fk',
      columns: [t.userId, t.schoolId],
      foreignColumns: [users.id, users.schoolId],
    }).onDelete('cascade'),
  ],
)

/**
 * A thread a student follows (decision 096): its starter's sender and everyone who replied
 * in it. Their replies there are notified, and counted unread after `last_read_id`.
 */
export const chatThreadFollows = pgTable(
  'chat_thread_follows',
  {
    rootId: bigint('root_id', { mode: 'number' })
      .notNull()
      .references(() => chatMessages.id, { onDelete: 'cascade' }),
    userId: bigint('user_id', { mode: 'number' }).notNull(),
    schoolId: integer('school_id').notNull(),
    conversationId: bigint('conversation_id', { mode: 'number' })
      .notNull()
      .references(() => chatConversations.id, { onDelete: 'cascade' }),
    lastReadId: bigint('last_read_id', { mode: 'number' }).notNull().default(0),
  },
  (t) => [
    primaryKey({ columns: [t.rootId, t.userId] }),
    index('chat_thread_follows_user_idx').on(t.userId, t.conversationId),
    foreignKey({
      name: 'chat_thread_follows_user_school_fk',
      columns: [t.userId, t.schoolId],
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
    /** A voice note's length and waveform (issue 35 item 8), as its browser measured them. */
    durationMs: integer('duration_ms'),
    waveform: text('waveform'),
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

/**
 * Reports of issue 6, no longer written: migration 0013 copied them into `reports`
 * (decision 024); the table stays because migrations only add.
 */
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
