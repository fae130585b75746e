import { and, eq, gt, gte, inArray, isNull, lt, or, sql } from 'drizzle-orm'
import { EVENT_DURATION_MAX_DAYS } from '@quad/shared'
import { clubMemberships, clubs } from '../../db/schema/clubs.ts'
import { eventRsvps, events } from '../../db/schema/events.ts'
import type { DbOrTx } from '../../platform/db/database.ts'
import type { School } from '../../platform/tenancy/schools.service.ts'
import { listedClub } from '../clubs/index.ts'
import { inOpenClub, notHidden, openToVisitors } from './event-visibility.ts'

const DAY_MS = 24 * 60 * 60 * 1000

export interface CalendarRange {
  from: Date
  to: Date
}

/** What one calendar query reads of an event: enough for an item, nothing more. */
const itemColumns = {
  id: events.id,
  uid: events.uid,
  title: events.title,
  startsAt: events.startsAt,
  endsAt: events.endsAt,
  allDay: events.allDay,
  timeZone: events.timeZone,
  location: events.location,
  status: events.status,
  clubName: clubs.name,
}

/** The statements' parameters (P8: prepared once, each planned once per connection). */
const at = {
  school: sql.placeholder('school'),
  viewer: sql.placeholder('viewer'),
  from: sql.placeholder('from'),
  to: sql.placeholder('to'),
  lead: sql.placeholder('lead'),
}

/** The parameters of one request; instants as ISO text (both drivers take it as it is). */
export const params = (school: School, viewerId: number, range: CalendarRange) => ({
  school: school.id,
  viewer: viewerId,
  from: range.from.toISOString(),
  to: range.to.toISOString(),
  lead: new Date(range.from.getTime() - EVENT_DURATION_MAX_DAYS * DAY_MS).toISOString(),
})

/**
 * The school's events overlapping the range that no moderator hid. The lower bound
 * `lead` on `starts_at` (no event lasts longer than EVENT_DURATION_MAX_DAYS) keeps the
 * scan on the `(…, starts_at)` indexes a range, instead of every event that started
 * before `to`.
 */
const inRange = and(
  eq(events.schoolId, at.school),
  notHidden,
  lt(events.startsAt, at.to),
  gt(events.endsAt, at.from),
  gte(events.startsAt, at.lead),
)

/**
 * Every RSVP of the student on a live event of the range, whatever its status: the
 * going, interested and waitlisted ones are the `mine` source (cancelled events kept),
 * and all of them give the other sources' items their `viewerRsvp` (one query, so the
 * shared school source needs no join on the viewer).
 */
const answered = (db: DbOrTx) =>
  db
    .select({ ...itemColumns, rsvp: eventRsvps.status })
    .from(eventRsvps)
    .innerJoin(events, eq(events.id, eventRsvps.eventId))
    .leftJoin(clubs, eq(clubs.id, events.clubId))
    .where(
      and(
        eq(eventRsvps.userId, at.viewer),
        inArray(events.status, ['published', 'cancelled']),
        // Issue 30 debt 6: an archived or hidden club's events leave the calendar as they
        // leave the listing, answered or not.
        inOpenClub,
        inRange,
      ),
    )
    .prepare('calendar_answered')

/** `clubs`: the published events of every club the student belongs to, members-only included. */
const ofMyClubs = (db: DbOrTx) =>
  db
    .select(itemColumns)
    .from(clubMemberships)
    .innerJoin(events, eq(events.clubId, clubMemberships.clubId))
    .innerJoin(clubs, eq(clubs.id, events.clubId))
    .where(
      and(
        eq(clubMemberships.userId, at.viewer),
        eq(events.status, 'published'),
        inOpenClub,
        inRange,
      ),
    )
    .prepare('calendar_my_clubs')

/**
 * `school`: published school events (members-only ones are for the school's students)
 * and listed clubs' public events; a visitor sees the public ones only (api.md "Public
 * share mode"). The same for every student of the school: cached (calendar-cache.ts).
 */
const ofSchool = (db: DbOrTx, visitor: boolean) =>
  db
    .select(itemColumns)
    .from(events)
    .leftJoin(clubs, eq(clubs.id, events.clubId))
    .where(
      and(
        eq(events.status, 'published'),
        visitor
          ? openToVisitors
          : or(isNull(events.clubId), and(eq(events.isPublic, true), listedClub)),
        inRange,
      ),
    )
    .prepare(visitor ? 'calendar_school_visitor' : 'calendar_school_student')

const statementsOf = (db: DbOrTx) => ({
  answered: answered(db),
  ofMyClubs: ofMyClubs(db),
  ofVisitorSchool: ofSchool(db, true),
  ofStudentSchool: ofSchool(db, false),
})
const prepared = new WeakMap<DbOrTx, ReturnType<typeof statementsOf>>()

/** The calendar's statements over `db`, prepared the first time. */
export function statements(db: DbOrTx) {
  const known = prepared.get(db)
  if (known) return known
  const made = statementsOf(db)
  prepared.set(db, made)
  return made
}
