import { and, eq, gt, gte, inArray, isNull, lt, or, type SQL } from 'drizzle-orm'
import { EVENT_DURATION_MAX_DAYS, type CalendarItem, type CalendarSource } from '@quad/shared'
import { clubMemberships, clubs } from '../../db/schema/clubs.ts'
import { eventRsvps, events } from '../../db/schema/events.ts'
import type { DbOrTx } from '../../platform/db/database.ts'
import type { School } from '../../platform/tenancy/schools.service.ts'
import { listedClub } from '../clubs/index.ts'
import { allDayDates } from './event-dates.ts'
import { notHidden, openToVisitors, viewerRsvpOn } from './event-visibility.ts'

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
  rsvp: eventRsvps.status,
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

/** `mine`: events the student said going, interested or is waitlisted for, cancelled ones kept. */
function mine(db: DbOrTx, school: School, viewerId: number, range: CalendarRange) {
  return db
    .select(itemColumns)
    .from(eventRsvps)
    .innerJoin(events, eq(events.id, eventRsvps.eventId))
    .leftJoin(clubs, eq(clubs.id, events.clubId))
    .where(
      and(
        eq(eventRsvps.userId, viewerId),
        inArray(eventRsvps.status, ['going', 'interested', 'waitlisted']),
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
    .leftJoin(eventRsvps, viewerRsvpOn(viewerId))
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
 * and listed clubs' public events; a visitor (no viewer) sees the public ones only
 * (api.md "Public share mode").
 */
function ofSchool(db: DbOrTx, school: School, viewerId: number | null, range: CalendarRange) {
  const audience =
    viewerId === null
      ? openToVisitors
      : or(isNull(events.clubId), and(eq(events.isPublic, true), listedClub))
  return db
    .select(itemColumns)
    .from(events)
    .leftJoin(clubs, eq(clubs.id, events.clubId))
    .leftJoin(eventRsvps, viewerRsvpOn(viewerId))
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

function present(row: ItemRow, source: CalendarSource): CalendarItem {
  const dates = row.allDay
    ? allDayDates(row.startsAt, row.endsAt, row.timeZone)
    : { first: row.startsAt.toISOString(), last: row.endsAt.toISOString() }
  return {
    id: row.uid,
    kind: 'event',
    source,
    title: row.title,
    dateStart: dates.first,
    dateEnd: dates.last,
    isAllDay: row.allDay,
    location: row.location,
    clubName: row.clubName,
    viewerRsvp: row.rsvp,
    cancelled: row.status === 'cancelled',
  }
}

/**
 * The calendar answer (issue 15, api.md `GET /api/v1/calendar`): one query per source
 * asked for; an event in several sources appears once, as the first that fits in the
 * order mine, clubs, school; items in start order.
 */
export async function calendarItems(
  db: DbOrTx,
  school: School,
  viewerId: number | null,
  range: CalendarRange,
  sources: ReadonlySet<CalendarSource>,
): Promise<CalendarItem[]> {
  const asked = (source: CalendarSource) =>
    sources.has(source) && (viewerId !== null || source === 'school')
  const [own, clubbed, schools] = await Promise.all([
    asked('mine') && viewerId !== null ? mine(db, school, viewerId, range) : [],
    asked('clubs') && viewerId !== null ? ofMyClubs(db, school, viewerId, range) : [],
    asked('school') ? ofSchool(db, school, viewerId, range) : [],
  ])
  const seen = new Set<number>()
  const items: Array<{ at: number; id: number; item: CalendarItem }> = []
  const take = (rows: ItemRow[], source: CalendarSource) => {
    for (const row of rows) {
      if (seen.has(row.id)) continue
      seen.add(row.id)
      items.push({ at: row.startsAt.getTime(), id: row.id, item: present(row, source) })
    }
  }
  take(own, 'mine')
  take(clubbed, 'clubs')
  take(schools, 'school')
  return items.sort((a, b) => a.at - b.at || a.id - b.id).map((entry) => entry.item)
}
