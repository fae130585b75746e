import { and, eq, gt, gte, inArray, isNull, lt, or, type SQL } from 'drizzle-orm'
import {
  EVENT_DURATION_MAX_DAYS,
  type CalendarItem,
  type CalendarSource,
  type RsvpStatus,
} from '@quad/shared'
import { clubMemberships, clubs } from '../../db/schema/clubs.ts'
import { eventRsvps, events } from '../../db/schema/events.ts'
import type { DbOrTx } from '../../platform/db/database.ts'
import type { School } from '../../platform/tenancy/schools.service.ts'
import { listedClub } from '../clubs/index.ts'
import { calendarVersion, type Entry, type SchoolSourceCache } from './calendar-cache.ts'
import { allDayDates } from './event-dates.ts'
import { notHidden, openToVisitors } from './event-visibility.ts'

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

/**
 * Events overlapping the range. The lower bound on `starts_at` (no event lasts longer
 * than EVENT_DURATION_MAX_DAYS) keeps the scan on the `(…, starts_at)` indexes a range,
 * instead of every event that started before `to`.
 */
function overlapping(range: CalendarRange): SQL | undefined {
  return and(
    lt(events.startsAt, range.to),
    gt(events.endsAt, range.from),
    gte(events.startsAt, new Date(range.from.getTime() - EVENT_DURATION_MAX_DAYS * DAY_MS)),
  )
}

/**
 * Every RSVP of the student on a live event of the range, whatever its status: the
 * going, interested and waitlisted ones are the `mine` source (cancelled events kept),
 * and all of them give the other sources' items their `viewerRsvp` (one query, so the
 * shared school source needs no join on the viewer).
 */
function answered(db: DbOrTx, school: School, viewerId: number, range: CalendarRange) {
  return db
    .select({ ...itemColumns, rsvp: eventRsvps.status })
    .from(eventRsvps)
    .innerJoin(events, eq(events.id, eventRsvps.eventId))
    .leftJoin(clubs, eq(clubs.id, events.clubId))
    .where(
      and(
        eq(eventRsvps.userId, viewerId),
        eq(events.schoolId, school.id),
        inArray(events.status, ['published', 'cancelled']),
        notHidden,
        overlapping(range),
      ),
    )
}

/** `clubs`: the published events of every club the student belongs to, members-only included. */
function ofMyClubs(db: DbOrTx, school: School, viewerId: number, range: CalendarRange) {
  return db
    .select(itemColumns)
    .from(clubMemberships)
    .innerJoin(events, eq(events.clubId, clubMemberships.clubId))
    .innerJoin(clubs, eq(clubs.id, events.clubId))
    .where(
      and(
        eq(clubMemberships.userId, viewerId),
        eq(events.schoolId, school.id),
        eq(events.status, 'published'),
        notHidden,
        isNull(clubs.moderationHiddenAt),
        overlapping(range),
      ),
    )
}

/**
 * `school`: published school events (members-only ones are for the school's students)
 * and listed clubs' public events; a visitor sees the public ones only (api.md "Public
 * share mode"). The same for every student of the school: cached (calendar-cache.ts).
 */
function ofSchool(db: DbOrTx, school: School, visitor: boolean, range: CalendarRange) {
  const audience = visitor
    ? openToVisitors
    : or(isNull(events.clubId), and(eq(events.isPublic, true), listedClub))
  return db
    .select(itemColumns)
    .from(events)
    .leftJoin(clubs, eq(clubs.id, events.clubId))
    .where(
      and(
        eq(events.schoolId, school.id),
        eq(events.status, 'published'),
        notHidden,
        audience,
        overlapping(range),
      ),
    )
}

/** A row of any source's query (the school's has every column nullable that others might). */
type ItemRow = Awaited<ReturnType<typeof ofSchool>>[number]

function entry(row: ItemRow, source: CalendarSource, rsvp: RsvpStatus | null): Entry {
  const dates = row.allDay
    ? allDayDates(row.startsAt, row.endsAt, row.timeZone)
    : { first: row.startsAt.toISOString(), last: row.endsAt.toISOString() }
  const item: CalendarItem = {
    id: row.uid,
    kind: 'event',
    source,
    title: row.title,
    dateStart: dates.first,
    dateEnd: dates.last,
    isAllDay: row.allDay,
    location: row.location,
    clubName: row.clubName,
    viewerRsvp: rsvp,
    cancelled: row.status === 'cancelled',
  }
  return { at: row.startsAt.getTime(), id: row.id, item }
}

/** The school source's entries (no RSVP), from the cache while the school's version holds. */
async function schoolEntries(
  db: DbOrTx,
  cache: SchoolSourceCache,
  school: School,
  visitor: boolean,
  range: CalendarRange,
): Promise<readonly Entry[]> {
  const key = `${school.id}|${range.from.getTime()}|${range.to.getTime()}|${visitor ? 'v' : 's'}`
  const version = await calendarVersion(db, school.id)
  const cached = cache.get(key, version)
  if (cached) return cached
  const rows = await ofSchool(db, school, visitor, range)
  const entries = rows.map((row) => entry(row, 'school', null))
  cache.set(key, version, entries)
  return entries
}

const ATTENDING: ReadonlySet<RsvpStatus> = new Set(['going', 'interested', 'waitlisted'])

/**
 * The calendar answer (issue 15, api.md `GET /api/v1/calendar`): one query per source
 * asked for; an event in several sources appears once, as the first that fits in the
 * order mine, clubs, school; items in start order.
 */
export async function calendarItems(
  db: DbOrTx,
  cache: SchoolSourceCache,
  school: School,
  viewerId: number | null,
  range: CalendarRange,
  sources: ReadonlySet<CalendarSource>,
): Promise<CalendarItem[]> {
  const [own, clubbed, schools] = await Promise.all([
    viewerId !== null ? answered(db, school, viewerId, range) : [],
    sources.has('clubs') && viewerId !== null ? ofMyClubs(db, school, viewerId, range) : [],
    sources.has('school') ? schoolEntries(db, cache, school, viewerId === null, range) : [],
  ])
  const rsvpOf = new Map(own.map((row) => [row.id, row.rsvp]))
  const seen = new Set<number>()
  const merged: Entry[] = []
  const add = (next: Entry) => {
    if (seen.has(next.id)) return
    seen.add(next.id)
    merged.push(next)
  }
  if (sources.has('mine')) {
    for (const row of own) if (ATTENDING.has(row.rsvp)) add(entry(row, 'mine', row.rsvp))
  }
  for (const row of clubbed) add(entry(row, 'clubs', rsvpOf.get(row.id) ?? null))
  for (const shared of schools) {
    // The cached item is shared by every student: the viewer's RSVP goes on a copy.
    const rsvp = rsvpOf.get(shared.id)
    add(rsvp ? { ...shared, item: { ...shared.item, viewerRsvp: rsvp } } : shared)
  }
  return merged.sort((a, b) => a.at - b.at || a.id - b.id).map((next) => next.item)
}
