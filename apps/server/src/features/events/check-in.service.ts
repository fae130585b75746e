import './outbox-messages.ts'
import { and, asc, count, eq, isNotNull, sql } from 'drizzle-orm'
import type { CheckInAnswer, CheckInBody, CheckInRoster } from '@quad/shared'
import { eventRsvps } from '../../db/schema/events.ts'
import type { Db, DbOrTx } from '../../platform/db/database.ts'
import { users } from '../../platform/db/schema.ts'
import { AppError, badRequest, conflict } from '../../platform/errors.ts'
import type { Outbox } from '../../platform/outbox/messages.ts'
import type { School } from '../../platform/tenancy/schools.service.ts'
import type { EventInSchool } from './rsvp-access.ts'
import { codeFromScan } from './tickets.ts'
import { shownPhotoUrl } from '../profiles/index.ts'

const DAY_MS = 24 * 60 * 60 * 1000
/** A phone's clock runs a little fast: a scan this far "ahead" is still now. */
const CLOCK_SKEW_MS = 2 * 60 * 1000

const unknownCode = () =>
  new AppError(404, 'not_found', 'No ticket of this event has that code', [
    { path: 'body.code', message: 'No ticket of this event has that code' },
  ])

/**
 * When the check-in happened (issue 15 item 4): now, or `scannedAt` when an officer's
 * phone checked the person in offline and syncs later — at most a day old, not ahead.
 */
function checkInTime(scannedAt: string | undefined, now: Date): Date {
  if (scannedAt === undefined) return now
  const at = new Date(scannedAt)
  const age = now.getTime() - at.getTime()
  if (age > DAY_MS || age < -CLOCK_SKEW_MS)
    throw badRequest('scannedAt must be within the last 24 hours and not in the future', [
      { path: 'body.scannedAt', message: 'Must be within the last 24 hours and not in the future' },
    ])
  return age < 0 ? now : at
}

/**
 * Checks a ticket's holder in, once: a repeat answers the first time with
 * `alreadyCheckedIn` (two officers at two doors, a phone syncing twice). Only a `going`
 * ticket gets in; `event.checked_in` is emitted the first time only.
 */
export function checkIn(
  deps: { db: Db; outbox: Outbox; school: School },
  event: EventInSchool,
  byUserId: number,
  body: CheckInBody,
): Promise<CheckInAnswer> {
  const at = checkInTime(body.scannedAt, new Date())
  const code = codeFromScan(event.row.uid, body.code)
  if (code === null) throw unknownCode()
  return deps.db.transaction(async (tx) => {
    const [ticket] = await tx
      .select({
        userId: eventRsvps.userId,
        status: eventRsvps.status,
        checkedInAt: eventRsvps.checkedInAt,
      })
      .from(eventRsvps)
      .where(and(eq(eventRsvps.eventId, event.row.id), eq(eventRsvps.ticketCode, code)))
      .for('update')
    if (!ticket) throw unknownCode()
    if (ticket.status !== 'going') throw conflict(notGoing(ticket.status))
    const first = ticket.checkedInAt === null
    if (first) {
      await tx
        .update(eventRsvps)
        .set({ checkedInAt: at, checkedInBy: byUserId, updatedAt: sql`now()` })
        .where(and(eq(eventRsvps.eventId, event.row.id), eq(eventRsvps.userId, ticket.userId)))
      await deps.outbox.emit(tx, deps.school, 'event.checked_in', {
        eventId: event.row.id,
        userId: ticket.userId,
        byUserId,
      })
    }
    const [person] = await tx
      .select({
        uid: users.uid,
        firstName: users.firstName,
        lastName: users.lastName,
        avatarUrl: shownPhotoUrl,
      })
      .from(users)
      .where(eq(users.id, ticket.userId))
    if (!person) throw unknownCode()
    return {
      attendee: person,
      checkedInAt: (ticket.checkedInAt ?? at).toISOString(),
      alreadyCheckedIn: !first,
      checkedInCount: await checkedInCount(tx, event.row.id),
    }
  })
}

function notGoing(status: string): string {
  return status === 'waitlisted'
    ? 'This ticket is on the waitlist: its holder has no place yet.'
    : 'This ticket’s holder is not going to this event.'
}

async function checkedInCount(db: DbOrTx, eventId: number): Promise<number> {
  const [row] = await db
    .select({ n: count() })
    .from(eventRsvps)
    .where(and(eq(eventRsvps.eventId, eventId), isNotNull(eventRsvps.checkedInAt)))
  return row?.n ?? 0
}

/**
 * The managers' roster: every going ticket with its holder's name, so a phone that loses
 * its connection still knows whose code it scanned (names are shown to the event's
 * managers whatever the directory shows, as a door list must).
 */
export async function checkInRoster(db: DbOrTx, eventId: number): Promise<CheckInRoster> {
  const rows = await db
    .select({
      code: eventRsvps.ticketCode,
      uid: users.uid,
      firstName: users.firstName,
      lastName: users.lastName,
      checkedInAt: eventRsvps.checkedInAt,
    })
    .from(eventRsvps)
    .innerJoin(users, eq(users.id, eventRsvps.userId))
    .where(and(eq(eventRsvps.eventId, eventId), eq(eventRsvps.status, 'going')))
    .orderBy(asc(users.lastName), asc(users.firstName), asc(users.uid))
  const items = rows.map((row) => ({ ...row, checkedInAt: row.checkedInAt?.toISOString() ?? null }))
  return {
    items,
    going: items.length,
    checkedIn: items.filter((item) => item.checkedInAt !== null).length,
  }
}
