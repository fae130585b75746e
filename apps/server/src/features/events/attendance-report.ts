import { and, asc, eq, inArray, sql } from 'drizzle-orm'
import type { EventAttendance } from '@quad/shared'
import { alias } from 'drizzle-orm/pg-core'
import { eventRsvps, events } from '../../db/schema/events.ts'
import type { DbOrTx } from '../../platform/db/database.ts'
import { users } from '../../platform/db/schema.ts'
import { csvDocument } from '../../platform/text/csv.ts'
import { wallClock } from './event-dates.ts'
import type { EventRow } from './event-presenter.ts'

/**
 * Checked in before at an earlier event of the same club (a school event: of the school's
 * own events), the attendee's row being `event_rsvps` of the event `ev`.
 */
const ev = alias(events, 'ev')
const checkedInBefore = sql<boolean>`exists (select 1 from event_rsvps b
  join events e on e.id = b.event_id
  where b.user_id = ${eventRsvps.userId} and b.checked_in_at is not null
    and e.school_id = ${ev.schoolId} and e.id <> ${ev.id} and e.starts_at < ${ev.startsAt}
    and e.club_id is not distinct from ${ev.clubId})`

/** One event's answers counted: no-shows being those going never checked in, so far. */
export interface AttendanceCounts {
  going: number
  waitlisted: number
  checkedIn: number
  noShows: number
  returning: number
}

/**
 * The answers of each of `eventIds` counted (issue 37 item 5), one grouped read: an
 * event's report and the attendance rollup (features/attendance) count alike. An event
 * without answers has no entry.
 */
export async function attendanceCounts(
  db: DbOrTx,
  eventIds: readonly number[],
): Promise<Map<number, AttendanceCounts>> {
  if (eventIds.length === 0) return new Map()
  const rows = await db
    .select({
      eventId: eventRsvps.eventId,
      going: sql<number>`count(*) filter (where ${eventRsvps.status} = 'going')::int`,
      waitlisted: sql<number>`count(*) filter (where ${eventRsvps.status} = 'waitlisted')::int`,
      checkedIn: sql<number>`count(*) filter (where ${eventRsvps.checkedInAt} is not null)::int`,
      noShows: sql<number>`count(*) filter (where ${eventRsvps.status} = 'going'
        and ${eventRsvps.checkedInAt} is null)::int`,
      returning: sql<number>`count(*) filter (where ${eventRsvps.checkedInAt} is not null
        and ${checkedInBefore})::int`,
    })
    .from(eventRsvps)
    .innerJoin(ev, eq(ev.id, eventRsvps.eventId))
    .where(inArray(eventRsvps.eventId, [...eventIds]))
    .groupBy(eventRsvps.eventId)
  return new Map(rows.map(({ eventId, ...counts }) => [eventId, counts]))
}

/**
 * An event's attendance (issue 37 item 5) for its managers: going, waitlisted, checked in,
 * no-shows once it has ended, and of those checked in, who came back and who came first.
 */
export async function eventAttendance(
  db: DbOrTx,
  event: EventRow,
  now = new Date(),
): Promise<EventAttendance> {
  const counts = (await attendanceCounts(db, [event.id])).get(event.id)
  const checkedIn = counts?.checkedIn ?? 0
  const returning = counts?.returning ?? 0
  return {
    going: counts?.going ?? 0,
    waitlisted: counts?.waitlisted ?? 0,
    checkedIn,
    noShows: event.endsAt <= now ? (counts?.noShows ?? 0) : null,
    returning,
    firstTime: checkedIn - returning,
  }
}

const HEADER = ['First name', 'Last name', 'Answer', 'Checked in', 'Attended']

/**
 * The attendance as CSV: everyone going or waitlisted, by name (a door list's names, as
 * the check-in roster shows them), their answer, when they were checked in (the event's
 * wall clock) and, once it has ended, whether they came.
 */
export async function attendanceCsv(
  db: DbOrTx,
  event: EventRow,
  now = new Date(),
): Promise<string> {
  const rows = await db
    .select({
      firstName: users.firstName,
      lastName: users.lastName,
      status: eventRsvps.status,
      checkedInAt: eventRsvps.checkedInAt,
    })
    .from(eventRsvps)
    .innerJoin(users, eq(users.id, eventRsvps.userId))
    .where(
      and(eq(eventRsvps.eventId, event.id), inArray(eventRsvps.status, ['going', 'waitlisted'])),
    )
    .orderBy(asc(users.lastName), asc(users.firstName), asc(users.uid))
  const ended = event.endsAt <= now
  return csvDocument(
    HEADER,
    rows.map((row) => [
      row.firstName,
      row.lastName,
      row.status,
      row.checkedInAt ? wallClock(row.checkedInAt, event.timeZone).replace('T', ' ') : '',
      ended ? (row.checkedInAt ? 'yes' : 'no') : '',
    ]),
  )
}
