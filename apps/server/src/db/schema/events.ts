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
import type { EventQuestion, EventStatus, RsvpAnswers, RsvpStatus } from '@quad/shared'
import { schools, users } from '../../platform/db/schema.ts'
import { clubs } from './clubs.ts'
import { rooms } from './rooms.ts'

/**
 * A recurring event's rule (issue 15): its occurrences are rows of `events`, expanded when
 * it is created (at most `EVENT_OCCURRENCES_MAX`, within a year), so each has its own
 * RSVPs, capacity, tickets and calendar entry. `rrule` is RFC 5545 without DTSTART; the
 * first occurrence's wall-clock start in `time_zone` is its start.
 */
export const eventSeries = pgTable(
  'event_series',
  {
    id: bigint('id', { mode: 'number' }).primaryKey().generatedAlwaysAsIdentity(),
    uid: text('uid')
      .notNull()
      .unique()
      .default(sql`gen_random_uuid()::text`),
    schoolId: integer('school_id')
      .notNull()
      .references(() => schools.id),
    rrule: text('rrule').notNull(),
    timeZone: text('time_zone').notNull(),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [unique('event_series_id_school_uq').on(t.id, t.schoolId)],
)

/**
 * One event, or one occurrence of a recurring one. `club_id` null is a school event
 * (staff and admins). `starts_at`/`ends_at` are instants; `time_zone` keeps the wall
 * clock it was written in. An all-day event runs from local midnight of its first day
 * to local midnight after its last (`ends_at` exclusive). `going_count` and
 * `waitlist_count` change only under the row's lock, with the RSVP that moves them.
 * `sequence` counts changes a calendar must see (RFC 5545 SEQUENCE).
 */
export const events = pgTable(
  'events',
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
    seriesId: bigint('series_id', { mode: 'number' }),
    /** Edited on its own ("this one"): a change to the whole series leaves it be. */
    detached: boolean('detached').notNull().default(false),
    createdBy: bigint('created_by', { mode: 'number' }),
    status: text('status').$type<EventStatus>().notNull().default('published'),
    title: text('title').notNull(),
    description: text('description').notNull().default(''),
    startsAt: timestamp('starts_at', { withTimezone: true }).notNull(),
    endsAt: timestamp('ends_at', { withTimezone: true }).notNull(),
    allDay: boolean('all_day').notNull().default(false),
    timeZone: text('time_zone').notNull(),
    location: text('location'),
    /** The room it holds (decision 105): no two live events hold one room at once. */
    roomId: bigint('room_id', { mode: 'number' }),
    onlineUrl: text('online_url'),
    coverUrl: text('cover_url'),
    category: text('category'),
    tags: text('tags')
      .array()
      .notNull()
      .default(sql`'{}'::text[]`),
    capacity: integer('capacity'),
    isPublic: boolean('is_public').notNull().default(false),
    questions: jsonb('questions')
      .$type<EventQuestion[]>()
      .notNull()
      .default(sql`'[]'::jsonb`),
    goingCount: integer('going_count').notNull().default(0),
    waitlistCount: integer('waitlist_count').notNull().default(0),
    sequence: integer('sequence').notNull().default(0),
    publishedAt: timestamp('published_at', { withTimezone: true }),
    cancelledAt: timestamp('cancelled_at', { withTimezone: true }),
    cancelReason: text('cancel_reason'),
    /** Why staff returned it to a draft (decision 106); cleared when it is sent again. */
    reviewNote: text('review_note'),
    /** A moderator hid it (a report, decision 032). */
    moderationHiddenAt: timestamp('moderation_hidden_at', { withTimezone: true }),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    check(
      'events_status_check',
      sql`${t.status} in ('draft', 'pending', 'submitted', 'published', 'cancelled')`,
    ),
    check('events_ends_after_start', sql`${t.endsAt} >= ${t.startsAt}`),
    check('events_capacity_positive', sql`${t.capacity} is null or ${t.capacity} > 0`),
    check('events_counts_positive', sql`${t.goingCount} >= 0 and ${t.waitlistCount} >= 0`),
    index('events_school_starts_idx').on(t.schoolId, t.startsAt),
    index('events_club_starts_idx').on(t.clubId, t.startsAt),
    index('events_series_idx').on(t.seriesId, t.startsAt),
    index('events_school_title_idx').on(t.schoolId, sql`lower(${t.title})`),
    // Unified search (decision 101): titles and places by trigrams, descriptions by words.
    index('events_title_trgm_idx').using('gin', sql`${t.title} gin_trgm_ops`),
    index('events_location_trgm_idx').using('gin', sql`${t.location} gin_trgm_ops`),
    index('events_description_fts_idx').using('gin', sql`to_tsvector('english', ${t.description})`),
    unique('events_id_school_uq').on(t.id, t.schoolId),
    foreignKey({
      name: 'events_club_school_fk',
      columns: [t.clubId, t.schoolId],
      foreignColumns: [clubs.id, clubs.schoolId],
    }).onDelete('cascade'),
    foreignKey({
      name: 'events_series_school_fk',
      columns: [t.seriesId, t.schoolId],
      foreignColumns: [eventSeries.id, eventSeries.schoolId],
    }).onDelete('cascade'),
    foreignKey({
      name: 'events_room_school_fk',
      columns: [t.roomId, t.schoolId],
      foreignColumns: [rooms.id, rooms.schoolId],
    }),
    // events_room_no_overlap (migration 0062, drizzle cannot declare it): EXCLUDE USING gist
    // (room_id WITH =, tstzrange(starts_at, ends_at) WITH &&) for live events with a room.
    // One column only: SET NULL on a (user, school) pair would null the school too.
    foreignKey({
      name: 'events_creator_fk',
      columns: [t.createdBy],
      foreignColumns: [users.id],
    }).onDelete('set null'),
  ],
)

/**
 * A student's answer to an event: going (with a ticket code), interested, not going, or
 * waitlisted (promoted in `responded_at` order when a place frees). `reminded_at` makes
 * the reminder once-only; `checked_in_at` keeps the first check-in.
 */
export const eventRsvps = pgTable(
  'event_rsvps',
  {
    eventId: bigint('event_id', { mode: 'number' }).notNull(),
    userId: bigint('user_id', { mode: 'number' }).notNull(),
    schoolId: integer('school_id').notNull(),
    status: text('status').$type<RsvpStatus>().notNull(),
    answers: jsonb('answers').$type<RsvpAnswers>(),
    ticketCode: text('ticket_code').notNull(),
    respondedAt: timestamp('responded_at', { withTimezone: true }).notNull().defaultNow(),
    updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
    remindedAt: timestamp('reminded_at', { withTimezone: true }),
    checkedInAt: timestamp('checked_in_at', { withTimezone: true }),
    checkedInBy: bigint('checked_in_by', { mode: 'number' }),
  },
  (t) => [
    primaryKey({ columns: [t.eventId, t.userId] }),
    check(
      'event_rsvps_status_check',
      sql`${t.status} in ('going', 'interested', 'not_going', 'waitlisted')`,
    ),
    unique('event_rsvps_ticket_uq').on(t.eventId, t.ticketCode),
    index('event_rsvps_user_status_idx').on(t.userId, t.status),
    index('event_rsvps_event_status_idx').on(t.eventId, t.status, t.respondedAt),
    foreignKey({
      name: 'event_rsvps_event_school_fk',
      columns: [t.eventId, t.schoolId],
      foreignColumns: [events.id, events.schoolId],
    }).onDelete('cascade'),
    foreignKey({
      name: 'event_rsvps_user_school_fk',
      columns: [t.userId, t.schoolId],
      foreignColumns: [users.id, users.schoolId],
    }).onDelete('cascade'),
  ],
)

/** A student's event settings: recommendations can be switched off (issue 15 item 5). */
export const eventPreferences = pgTable(
  'event_preferences',
  {
    userId: bigint('user_id', { mode: 'number' }).primaryKey(),
    schoolId: integer('school_id').notNull(),
    recommendations: boolean('recommendations').notNull().default(true),
    updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    foreignKey({
      name: 'event_preferences_user_school_fk',
      columns: [t.userId, t.schoolId],
      foreignColumns: [users.id, users.schoolId],
    }).onDelete('cascade'),
  ],
)

/**
 * Whether the school's club events wait for staff approval before students see them
 * (decision 106). No row: they do not.
 */
export const eventApprovalRules = pgTable('event_approval_rules', {
  schoolId: integer('school_id')
    .primaryKey()
    .references(() => schools.id, { onDelete: 'cascade' }),
  required: boolean('required').notNull().default(false),
  updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
})
