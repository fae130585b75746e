import { and, count, eq, isNotNull, or, sql, type SQL } from 'drizzle-orm'
import type { Event, EventDetail, RsvpStatus } from '@quad/shared'
import { clubs } from '../../db/schema/clubs.ts'
import { eventRsvps, events, eventSeries } from '../../db/schema/events.ts'
import type { DbOrTx } from '../../platform/db/database.ts'
import { eventRoom } from '../rooms/index.ts'
import { notFound } from '../../platform/errors.ts'
import { exactTime } from '../../platform/paging/keyset.ts'
import type { School } from '../../platform/tenancy/schools.service.ts'
import { managesEvent, type EventViewer } from './event-policies.ts'
import { presentEvent, type EventRow } from './event-presenter.ts'
import { draftsOf, officerOfClub, seenBy } from './event-visibility.ts'

/**
 * An event with what its answer needs, in one query: its club and series refs (left
 * joins) and the viewer's RSVP and officer flag (subqueries), so a page of events asks
 * the database once, never once per event.
 */
export function eventColumns(viewer: EventViewer | null) {
  // 0 is no user's id: a visitor has no RSVP and officers no club.
  const viewerId = viewer?.userId ?? 0
  return {
    event: events,
    startsExact: exactTime(events.startsAt),
    clubUid: clubs.uid,
    clubName: clubs.name,
    clubLogoUrl: clubs.logoUrl,
    seriesUid: eventSeries.uid,
    rrule: eventSeries.rrule,
    viewerRsvp: sql<RsvpStatus | null>`(select r.status from event_rsvps r
      where r.event_id = ${events.id} and r.user_id = ${viewerId})`,
    viewerIsOfficer: officerOfClub(viewerId),
  }
}

export type EventQueryRow = {
  event: EventRow
  startsExact: string
  clubUid: string | null
  clubName: string | null
  clubLogoUrl: string | null
  seriesUid: string | null
  rrule: string | null
  viewerRsvp: RsvpStatus | null
  viewerIsOfficer: boolean
}

/** `select … from events` with its club and series joined, for `where` to narrow. */
export function selectEvents(db: DbOrTx, viewer: EventViewer | null, where: SQL | undefined) {
  return db
    .select(eventColumns(viewer))
    .from(events)
    .leftJoin(clubs, eq(clubs.id, events.clubId))
    .leftJoin(eventSeries, eq(eventSeries.id, events.seriesId))
    .where(where)
}

export function presentRow(row: EventQueryRow, viewer: EventViewer | null): Event {
  return presentEvent(row.event, {
    club:
      row.clubUid === null
        ? null
        : { uid: row.clubUid, name: row.clubName ?? '', logoUrl: row.clubLogoUrl },
    series: row.seriesUid === null ? null : { uid: row.seriesUid, rrule: row.rrule ?? '' },
    viewerRsvp: row.viewerRsvp,
    canManage: managesEvent(viewer, row.event, Boolean(row.viewerIsOfficer)),
  })
}

/**
 * One event of the school the viewer may open: what they see, or a draft they manage.
 * Anything else (another school's, a members-only event of a club they are not in) is
 * the same 404 as no event at all, so its existence is not revealed.
 */
export async function findEvent(
  db: DbOrTx,
  school: School,
  viewer: EventViewer | null,
  uid: string,
): Promise<EventQueryRow> {
  const [row] = await selectEvents(
    db,
    viewer,
    and(eq(events.schoolId, school.id), eq(events.uid, uid), or(seenBy(viewer), draftsOf(viewer))),
  ).limit(1)
  if (!row) throw notFound('Event')
  return row
}

/** `GET /api/v1/events/{id}`: the event, its questions, the viewer's answers; managers' counts. */
export async function eventDetail(
  db: DbOrTx,
  school: School,
  viewer: EventViewer | null,
  uid: string,
): Promise<EventDetail> {
  const row = await findEvent(db, school, viewer, uid)
  const event = presentRow(row, viewer)
  const [mine] = viewer
    ? await db
        .select({
          answers: eventRsvps.answers,
          checkedInAt: eventRsvps.checkedInAt,
          // Issue 30 bug 3: the place in line, in the order the waitlist moves up
          // (`fillFreedPlaces`: answered first, then the user id).
          // (Qualified by hand: drizzle leaves a one-table select's columns unqualified,
          // which inside the subquery would name its own rows.)
          waitlistPosition: sql<number | null>`case when event_rsvps.status = 'waitlisted' then (
            select count(*)::int from event_rsvps ahead
            where ahead.event_id = event_rsvps.event_id and ahead.status = 'waitlisted'
              and (ahead.responded_at, ahead.user_id) <= (event_rsvps.responded_at, event_rsvps.user_id)
          ) end`,
        })
        .from(eventRsvps)
        .where(and(eq(eventRsvps.eventId, row.event.id), eq(eventRsvps.userId, viewer.userId)))
    : []
  return {
    ...event,
    questions: row.event.questions,
    viewerAnswers: mine?.answers ?? null,
    viewerCheckedInAt: mine?.checkedInAt?.toISOString() ?? null,
    viewerWaitlistPosition: mine?.waitlistPosition ?? null,
    room: row.event.roomId === null ? null : await eventRoom(db, row.event.roomId),
    reviewNote: event.canManage ? row.event.reviewNote : null,
    attendance: event.canManage ? await attendanceOf(db, row.event) : null,
  }
}

async function attendanceOf(db: DbOrTx, event: EventRow) {
  const [checked] = await db
    .select({ n: count() })
    .from(eventRsvps)
    .where(and(eq(eventRsvps.eventId, event.id), isNotNull(eventRsvps.checkedInAt)))
  return { going: event.goingCount, waitlisted: event.waitlistCount, checkedIn: checked?.n ?? 0 }
}
