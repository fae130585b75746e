import { and, asc, eq, inArray, sql } from 'drizzle-orm'
import type { EventAttendance } from '@quad/shared'
import { eventRsvps } from '../../db/schema/events.ts'
import type { DbOrTx } from '../../platform/db/database.ts'
import { users } from '../../platform/db/schema.ts'
import { csvDocument } from '../../platform/text/csv.ts'
import { wallClock } from './event-dates.ts'
import type { EventRow } from './event-presenter.ts'

/**
 * Checked in before at an earlier event of the same club (a school event: of the school's
 * own events), the attendee's row being `event_rsvps` of `event`.
 */
const checkedInBefore = (event: EventRow) => sql<boolean>`exists (select 1 from event_rsvps b
  join events e on e.id = b.event_id
  where b.user_id = ${eventRsvps.userId} and b.checked_in_at is not null
    and e.school_id = ${event.schoolId} and e.id <> ${event.id}
    and e.starts_at < ${event.startsAt.toISOString()}::timestamptz
    and e.club_id is not distinct from ${event.clubId}::bigint)`

/**
 * An event's attendance (issue 37 item 5) for its managers: going, waitlisted, checked in,
 * no-shows once it has ended, and of those checked in, who came back and who came first.
 */
export async function eventAttendance(
  db: DbOrTx,
  event: EventRow,
  now = new Date(),
): Promise<EventAttendance> {
  const [row] = await db
    .select({
      going: sql<number>`count(*) filter (where ${eventRsvps.status} = 'going')::int`,
      waitlisted: sql<number>`count(*) filter (where ${eventRsvps.status} = 'waitlisted')::int`,
      checkedIn: sql<number>`count(*) filter (where ${eventRsvps.checkedInAt} is not null)::int`,
      noShows: sql<number>`count(*) filter (where ${eventRsvps.status} = 'going'
        and ${eventRsvps.checkedInAt} is null)::int`,
      returning: sql<number>`count(*) filter (where ${eventRsvps.checkedInAt} is not null
        and ${checkedInBefore(event)})::int`,
    })
    .from(eventRsvps)
    .where(eq(eventRsvps.eventId, event.id))
  const checkedIn = row?.checkedIn ?? 0
  const returning = row?.returning ?? 0
  return {
    going: row?.going ?? 0,
    waitlisted: row?.waitlisted ?? 0,
    checkedIn,
    noShows: event.endsAt <= now ? (row?.noShows ?? 0) : null,
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
