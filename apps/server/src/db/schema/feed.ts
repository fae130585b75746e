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
  unique,
} from 'drizzle-orm/pg-core'
import type { FeedChannel, Mention } from '@quad/shared'
import { schools, users } from '../../platform/db/schema.ts'
import { clubs } from './clubs.ts'

/** A poll as written: its options' ids are stable, their votes are `poll_votes` rows. */
export interface StoredPoll {
  question: string
  options: { id: string; label: string }[]
  multiple: boolean
  closesAt: string | null
}

/** Why a post or comment is out of sight: enough distinct reports (pending review), or a moderator. */
export type HiddenReason = 'reports' | 'moderator'

/**
 * A post (issue 16): in the school feed (`club_id` null, channel `school`) or in a club's
 * news, discussion or forum. `body` is sanitised HTML, `body_text` its plain text (for
 * notifications, reports and the length rule). `like_count` and `comment_count` move with
 * the like or comment that changes them, in its transaction. A deleted post keeps its row
 * (`deleted_at`) so notifications and reports about it still resolve; it is in no answer.
 */
export const posts = pgTable(
  'posts',
  {
    id: bigint('id', { mode: 'number' }).primaryKey().generatedAlwaysAsIdentity(),
    uid: text('uid')
      .notNull()
      .unique()
      .default(sql`gen_random_uuid()::text`),
    schoolId: integer('school_id')
      .notNull()
      .references(() => schools.id),
    clubId: bigint('club_id', { mode: 'number' }),
    channel: text('channel').$type<FeedChannel>().notNull(),
    authorId: bigint('author_id', { mode: 'number' }),
    /** The author's retry key: the same `client_id` is the same post. */
    clientId: text('client_id').notNull(),
    title: text('title'),
    body: text('body').notNull(),
    bodyText: text('body_text').notNull(),
    mentions: jsonb('mentions')
      .$type<Mention[]>()
      .notNull()
      .default(sql`'[]'::jsonb`),
    poll: jsonb('poll').$type<StoredPoll>(),
    sharedToSchool: boolean('shared_to_school').notNull().default(false),
    pinnedAt: timestamp('pinned_at', { withTimezone: true }),
    likeCount: integer('like_count').notNull().default(0),
    commentCount: integer('comment_count').notNull().default(0),
    editedAt: timestamp('edited_at', { withTimezone: true }),
    deletedAt: timestamp('deleted_at', { withTimezone: true }),
    hiddenAt: timestamp('hidden_at', { withTimezone: true }),
    hiddenReason: text('hidden_reason').$type<HiddenReason>(),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    check('posts_channel_check', sql`${t.channel} in ('school', 'news', 'discussion', 'forum')`),
    check('posts_channel_club_check', sql`(${t.channel} = 'school') = (${t.clubId} is null)`),
    check('posts_counts_positive', sql`${t.likeCount} >= 0 and ${t.commentCount} >= 0`),
    unique('posts_id_school_uq').on(t.id, t.schoolId),
    unique('posts_author_client_uq').on(t.authorId, t.clientId),
    // The school feed: its own posts and the news its public clubs shared, newest first.
    // NULLS FIRST as a plain `order by … desc` sorts: with drizzle's default NULLS LAST
    // the planner could not read the index in the feed's order (decision 042, P7).
    index('posts_school_feed_idx')
      .on(t.schoolId, t.createdAt.desc().nullsFirst(), t.id.desc().nullsFirst())
      .where(
        sql`(${t.channel} = 'school' or ${t.sharedToSchool}) and ${t.deletedAt} is null and ${t.hiddenAt} is null`,
      ),
    // One club's channel, newest first.
    index('posts_club_channel_idx')
      .on(t.clubId, t.channel, t.createdAt.desc().nullsFirst(), t.id.desc().nullsFirst())
      .where(sql`${t.deletedAt} is null and ${t.hiddenAt} is null`),
    // Pinned posts leading a school or club page: few per school, so one small index
    // serves both (without it the school page read every school post, decision 042).
    index('posts_pinned_idx')
      .on(t.schoolId, t.pinnedAt.desc().nullsFirst())
      .where(sql`${t.pinnedAt} is not null and ${t.deletedAt} is null and ${t.hiddenAt} is null`),
    index('posts_author_idx').on(t.authorId, t.createdAt),
    // Unified search (decision 101): a post's words are the `search_vector` column and its
    // GIN index (migration 0071: outside this schema, so no select reads them); and every
    // live post newest first, which a search for a common word reads in order until a page.
    index('posts_school_recent_idx')
      .on(t.schoolId, t.createdAt.desc().nullsFirst(), t.id.desc().nullsFirst())
      .where(sql`${t.deletedAt} is null and ${t.hiddenAt} is null`),
    foreignKey({
      name: 'posts_club_school_fk',
      columns: [t.clubId, t.schoolId],
      foreignColumns: [clubs.id, clubs.schoolId],
    }).onDelete('cascade'),
    // One column only: SET NULL on a (user, school) pair would null the school too.
    foreignKey({
      name: 'posts_author_fk',
      columns: [t.authorId],
      foreignColumns: [users.id],
    }).onDelete('set null'),
  ],
)

/**
 * What the unified search reads of a post (decision 101 "Stored words"): the words of its
 * title (forum threads) and text, in English, stored as it is written (`search_vector`,
 * migration 0071, with its GIN index). The column is not declared above, so no select of
 * a post carries it.
 */
export const postWords = sql`${posts}.search_vector`

/** A post's images, in order: re-encoded WebP and a preview in the file storage. */
export const postImages = pgTable(
  'post_images',
  {
    /** 32 hex characters: the storage key's name and the address's last part. */
    id: text('id').primaryKey(),
    postId: bigint('post_id', { mode: 'number' }).notNull(),
    schoolId: integer('school_id').notNull(),
    position: integer('position').notNull(),
    width: integer('width').notNull(),
    height: integer('height').notNull(),
  },
  (t) => [
    index('post_images_post_idx').on(t.postId, t.position),
    foreignKey({
      name: 'post_images_post_school_fk',
      columns: [t.postId, t.schoolId],
      foreignColumns: [posts.id, posts.schoolId],
    }).onDelete('cascade'),
  ],
)

/** One like per student and post. */
export const postLikes = pgTable(
  'post_likes',
  {
    postId: bigint('post_id', { mode: 'number' }).notNull(),
    userId: bigint('user_id', { mode: 'number' }).notNull(),
    schoolId: integer('school_id').notNull(),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    primaryKey({ columns: [t.postId, t.userId] }),
    index('post_likes_user_idx').on(t.userId),
    foreignKey({
      name: 'post_likes_post_school_fk',
      columns: [t.postId, t.schoolId],
      foreignColumns: [posts.id, posts.schoolId],
    }).onDelete('cascade'),
    foreignKey({
      name: 'post_likes_user_school_fk',
      columns: [t.userId, t.schoolId],
      foreignColumns: [users.id, users.schoolId],
    }).onDelete('cascade'),
  ],
)

/** A student's choice in a post's poll (one row per chosen option). */
export const pollVotes = pgTable(
  'poll_votes',
  {
    postId: bigint('post_id', { mode: 'number' }).notNull(),
    userId: bigint('user_id', { mode: 'number' }).notNull(),
    optionId: text('option_id').notNull(),
    schoolId: integer('school_id').notNull(),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    primaryKey({ columns: [t.postId, t.userId, t.optionId] }),
    foreignKey({
      name: 'poll_votes_post_school_fk',
      columns: [t.postId, t.schoolId],
      foreignColumns: [posts.id, posts.schoolId],
    }).onDelete('cascade'),
    foreignKey({
      name: 'poll_votes_user_school_fk',
      columns: [t.userId, t.schoolId],
      foreignColumns: [users.id, users.schoolId],
    }).onDelete('cascade'),
  ],
)

/**
 * A comment on a post, or a reply to a top-level comment (one level: a reply's parent
 * has no parent). `reply_count` moves with its replies.
 */
export const postComments = pgTable(
  'post_comments',
  {
    id: bigint('id', { mode: 'number' }).primaryKey().generatedAlwaysAsIdentity(),
    uid: text('uid')
      .notNull()
      .unique()
      .default(sql`gen_random_uuid()::text`),
    schoolId: integer('school_id').notNull(),
    postId: bigint('post_id', { mode: 'number' }).notNull(),
    parentId: bigint('parent_id', { mode: 'number' }),
    authorId: bigint('author_id', { mode: 'number' }),
    clientId: text('client_id').notNull(),
    body: text('body').notNull(),
    bodyText: text('body_text').notNull(),
    mentions: jsonb('mentions')
      .$type<Mention[]>()
      .notNull()
      .default(sql`'[]'::jsonb`),
    likeCount: integer('like_count').notNull().default(0),
    replyCount: integer('reply_count').notNull().default(0),
    editedAt: timestamp('edited_at', { withTimezone: true }),
    deletedAt: timestamp('deleted_at', { withTimezone: true }),
    hiddenAt: timestamp('hidden_at', { withTimezone: true }),
    hiddenReason: text('hidden_reason').$type<HiddenReason>(),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    check('post_comments_counts_positive', sql`${t.likeCount} >= 0 and ${t.replyCount} >= 0`),
    unique('post_comments_id_school_uq').on(t.id, t.schoolId),
    unique('post_comments_author_client_uq').on(t.authorId, t.clientId),
    index('post_comments_thread_idx').on(t.postId, t.parentId, t.createdAt, t.id),
    index('post_comments_author_idx').on(t.authorId, t.createdAt),
    index('post_comments_text_fts_idx').using('gin', sql`to_tsvector('english', ${t.bodyText})`),
    index('post_comments_school_recent_idx')
      .on(t.schoolId, t.createdAt.desc().nullsFirst(), t.id.desc().nullsFirst())
      .where(sql`${t.deletedAt} is null and ${t.hiddenAt} is null`),
    foreignKey({
      name: 'post_comments_post_school_fk',
      columns: [t.postId, t.schoolId],
      foreignColumns: [posts.id, posts.schoolId],
    }).onDelete('cascade'),
    foreignKey({
      name: 'post_comments_parent_fk',
      columns: [t.parentId],
      foreignColumns: [t.id],
    }).onDelete('cascade'),
    foreignKey({
      name: 'post_comments_author_fk',
      columns: [t.authorId],
      foreignColumns: [users.id],
    }).onDelete('set null'),
  ],
)

/** One like per student and comment. */
export const commentLikes = pgTable(
  'comment_likes',
  {
    commentId: bigint('comment_id', { mode: 'number' }).notNull(),
    userId: bigint('user_id', { mode: 'number' }).notNull(),
    schoolId: integer('school_id').notNull(),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    primaryKey({ columns: [t.commentId, t.userId] }),
    foreignKey({
      name: 'comment_likes_comment_school_fk',
      columns: [t.commentId, t.schoolId],
      foreignColumns: [postComments.id, postComments.schoolId],
    }).onDelete('cascade'),
    foreignKey({
      name: 'comment_likes_user_school_fk',
      columns: [t.userId, t.schoolId],
      foreignColumns: [users.id, users.schoolId],
    }).onDelete('cascade'),
  ],
)

/**
 * The home feed's read model versions (issue 33 item 1, decision 076): one row per school,
 * club and student a cached feed page depends on, bumped by triggers (migration 0037) in
 * the same transaction as a change the page shows, so every instance can tell with one
 * statement whether its cached page is still the committed one. Counts (likes, comments,
 * poll votes) are read live and bump nothing. No row: version 0.
 */
export const feedVersions = pgTable(
  'feed_versions',
  {
    scope: text('scope').$type<'club' | 'school' | 'user'>().notNull(),
    id: bigint('id', { mode: 'number' }).notNull(),
    version: bigint('version', { mode: 'number' }).notNull(),
  },
  (t) => [
    primaryKey({ columns: [t.scope, t.id] }),
    check('feed_versions_scope_check', sql`${t.scope} in ('club', 'school', 'user')`),
  ],
)

/**
 * The words a school's posts and comments use (issue 36 item 1, decision 101): the spelling
 * list the search corrects a misspelt word against before its full-text query, as the
 * trigram reading of every post's text could not be served by an index (5-11 s a search at
 * 200,000 posts). Kept by triggers on posts and comments (migration 0058), lower case, 4-32
 * letters; words only, with no link back to a post or its author, and never shown.
 */
export const searchWords = pgTable(
  'search_words',
  {
    schoolId: integer('school_id')
      .notNull()
      .references(() => schools.id, { onDelete: 'cascade' }),
    word: text('word').notNull(),
  },
  (t) => [
    primaryKey({ columns: [t.schoolId, t.word] }),
    index('search_words_word_trgm_idx').using('gin', sql`${t.word} gin_trgm_ops`),
  ],
)
