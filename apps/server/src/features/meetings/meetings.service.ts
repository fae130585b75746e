import { and, asc, count, eq, gt, isNotNull, isNull, or, sql, type SQL } from 'drizzle-orm'
import { alias } from 'drizzle-orm/pg-core'
import {
  MEETING_BOOKINGS_PER_HOST_MAX,
  MEETING_UPCOMING_SLOTS_MAX,
  type MeetingSlot,
  type MeetingSlotList,
} from '@quad/shared'
import { findUserByUid } from '../../platform/auth/sessions.service.ts'
import type { Db, DbOrTx } from '../../platform/db/database.ts'
import type { Outbox } from '../../platform/outbox/messages.ts'
import type { Jobs } from '../../platform/jobs/jobs.ts'
import { meetingSlots } from '../../db/schema/meetings.ts'
import { users } from '../../platform/db/schema.ts'
import { conflict, fieldError as pathError, notFound } from '../../platform/errors.ts'
import type { School } from '../../platform/tenancy/schools.service.ts'
import { anyBlock } from '../connections/index.ts'
import { scheduleReminder } from './jobs.ts'

/** The services the writes need: outbox messages are emitted, jobs queued, in the write's transaction. */
export interface MeetingDeps {
  db: Db
  jobs: Jobs
  outbox: Outbox
}

/**
 * `GET /api/v1/meetings/{uid}`: the person's upcoming slots as the viewer may see them.
 * The host sees every slot and guest; anyone else the open slots and their own bookings.
 * A block either way hides the person (issue 5 "Consent and safety").
 */
export async function upcomingSlotsOf(
  db: DbOrTx,
  school: School,
  viewerId: number,
  personUid: string,
): Promise<MeetingSlotList> {
  const person = await findUserByUid(db, school, personUid)
  if (!person) throw notFound('Person')
  const hostId = person.id
  const isHost = hostId === viewerId
  if (!isHost && (await anyBlock(db, viewerId, [hostId]))) throw notFound('Person')
  const visible = isHost
    ? undefined
    : or(isNull(meetingSlots.bookedBy), eq(meetingSlots.bookedBy, viewerId))
  const items = await selectSlots(
    db,
    and(
      eq(meetingSlots.schoolId, school.id),
      eq(meetingSlots.hostId, hostId),
      gt(meetingSlots.endsAt, sql`now()`),
      visible,
    ),
  )
  return { items }
}

/** `DELETE /api/v1/meetings/slots/{uid}`: only the host removes a slot, booked or not. */
export async function removeSlot(
  { db, outbox }: MeetingDeps,
  school: School,
  hostId: number,
  slotUid: string,
): Promise<void> {
  await db.transaction(async (tx) => {
    const [row] = await tx
      .delete(meetingSlots)
      .where(
        and(
          eq(meetingSlots.schoolId, school.id),
          eq(meetingSlots.uid, slotUid),
          eq(meetingSlots.hostId, hostId),
        ),
      )
      .returning({ guestId: meetingSlots.bookedBy, startsAt: meetingSlots.startsAt })
    if (!row) throw notFound('Slot')
    await outbox.emit(tx, school, 'meeting.cancelled', {
      slotUid,
      hostId,
      guestId: row.guestId,
      status: 'removed',
      byUserId: hostId,
      startsAt: row.startsAt.toISOString(),
    })
  })
}

/**
 * `POST /api/v1/meetings/slots/{uid}/booking`. The booking itself is one conditional
 * update (`booked_by IS NULL`): of two students booking one slot at once exactly one
 * wins, the other hears 409. The guest's lock makes the per-host limit hold too.
 */
export async function bookSlot(
  { db, jobs, outbox }: MeetingDeps,
  school: School,
  guestId: number,
  slotUid: string,
): Promise<MeetingSlot> {
  await db.transaction(async (tx) => {
    await lockPerson(tx, guestId)
    const slot = await slotRow(tx, school, slotUid)
    if (slot.hostId === guestId) throw fieldError('uid', 'this is your own slot', 'params')
    if (await anyBlock(tx, guestId, [slot.hostId])) throw notFound('Slot')
    if (slot.bookedBy !== null) throw conflict('This slot is already booked')
    if (slot.startsAt.getTime() <= Date.now()) throw conflict('This slot has already started')
    const [held] = await tx
      .select({ n: count() })
      .from(meetingSlots)
      .where(
        and(
          eq(meetingSlots.bookedBy, guestId),
          eq(meetingSlots.hostId, slot.hostId),
          gt(meetingSlots.endsAt, sql`now()`),
        ),
      )
    if ((held?.n ?? 0) >= MEETING_BOOKINGS_PER_HOST_MAX) {
      throw fieldError(
        'uid',
        `you already hold ${MEETING_BOOKINGS_PER_HOST_MAX} upcoming meetings with this person`,
        'params',
      )
    }
    const booked = await tx
      .update(meetingSlots)
      .set({ bookedBy: guestId, bookedAt: sql`now()` })
      .where(and(eq(meetingSlots.id, slot.id), isNull(meetingSlots.bookedBy)))
      .returning({ id: meetingSlots.id })
    if (booked.length === 0) throw conflict('This slot was just booked by someone else')
    await scheduleReminder(jobs, tx, {
      schoolId: school.id,
      slotUid,
      guestId,
      startsAt: slot.startsAt,
    })
    await outbox.emit(tx, school, 'meeting.booked', {
      slotUid,
      hostId: slot.hostId,
      guestId,
      startsAt: slot.startsAt.toISOString(),
    })
  })
  return slotByUid(db, school, slotUid)
}

/** `DELETE /api/v1/meetings/slots/{uid}/booking`: the guest cancels, or the host frees it. */
export async function cancelBooking(
  { db, outbox }: MeetingDeps,
  school: School,
  userId: number,
  slotUid: string,
): Promise<void> {
  await db.transaction(async (tx) => {
    const [slot] = await tx
      .select({
        id: meetingSlots.id,
        hostId: meetingSlots.hostId,
        guestId: meetingSlots.bookedBy,
        startsAt: meetingSlots.startsAt,
      })
      .from(meetingSlots)
      .where(and(eq(meetingSlots.schoolId, school.id), eq(meetingSlots.uid, slotUid)))
      .for('update')
    if (!slot || slot.guestId === null || (slot.hostId !== userId && slot.guestId !== userId)) {
      throw notFound('Booking')
    }
    await tx
      .update(meetingSlots)
      .set({ bookedBy: null, bookedAt: null })
      .where(eq(meetingSlots.id, slot.id))
    await outbox.emit(tx, school, 'meeting.cancelled', {
      slotUid,
      hostId: slot.hostId,
      guestId: slot.guestId,
      status: 'cancelled',
      byUserId: userId,
      startsAt: slot.startsAt.toISOString(),
    })
  })
}

/** `GET /api/v1/me/meetings`: the slots the student booked that are not over, soonest first. */
export async function bookedBy(
  db: DbOrTx,
  school: School,
  guestId: number,
): Promise<MeetingSlot[]> {
  return selectSlots(
    db,
    and(
      eq(meetingSlots.schoolId, school.id),
      eq(meetingSlots.bookedBy, guestId),
      gt(meetingSlots.endsAt, sql`now()`),
    ),
  )
}

/** The hello's `meetings.upcoming`: booked meetings ahead the student hosts or attends. */
export async function upcomingMeetingCount(db: DbOrTx, userId: number): Promise<number> {
  const [row] = await db
    .select({ n: count() })
    .from(meetingSlots)
    .where(
      and(
        isNotNull(meetingSlots.bookedBy),
        or(eq(meetingSlots.hostId, userId), eq(meetingSlots.bookedBy, userId)),
        gt(meetingSlots.endsAt, sql`now()`),
      ),
    )
  return row?.n ?? 0
}

const host = alias(users, 'host')
const guest = alias(users, 'guest')

export async function selectSlots(db: DbOrTx, where: SQL | undefined): Promise<MeetingSlot[]> {
  const rows = await db
    .select({
      uid: meetingSlots.uid,
      hostUid: host.uid,
      startsAt: meetingSlots.startsAt,
      endsAt: meetingSlots.endsAt,
      location: meetingSlots.location,
      note: meetingSlots.note,
      hostFirstName: host.firstName,
      hostLastName: host.lastName,
      guestUid: guest.uid,
      guestFirstName: guest.firstName,
      guestLastName: guest.lastName,
    })
    .from(meetingSlots)
    .innerJoin(host, eq(host.id, meetingSlots.hostId))
    .leftJoin(guest, eq(guest.id, meetingSlots.bookedBy))
    .where(where)
    .orderBy(asc(meetingSlots.startsAt))
    .limit(MEETING_UPCOMING_SLOTS_MAX * 2)
  return rows.map(
    ({ guestUid, guestFirstName, guestLastName, hostFirstName, hostLastName, ...slot }) => ({
      ...slot,
      host: { uid: slot.hostUid, firstName: hostFirstName, lastName: hostLastName },
      startsAt: slot.startsAt.toISOString(),
      endsAt: slot.endsAt.toISOString(),
      status: guestUid === null ? 'open' : 'booked',
      guest:
        guestUid === null
          ? null
          : { uid: guestUid, firstName: guestFirstName ?? '', lastName: guestLastName ?? '' },
    }),
  )
}

/** One slot as its host or its guest sees it (both may see the guest). */
export async function slotByUid(db: DbOrTx, school: School, uid: string): Promise<MeetingSlot> {
  const [slot] = await selectSlots(
    db,
    and(eq(meetingSlots.schoolId, school.id), eq(meetingSlots.uid, uid)),
  )
  if (!slot) throw notFound('Slot')
  return slot
}

async function slotRow(db: DbOrTx, school: School, uid: string) {
  const [row] = await db
    .select()
    .from(meetingSlots)
    .where(and(eq(meetingSlots.schoolId, school.id), eq(meetingSlots.uid, uid)))
    .limit(1)
  if (!row) throw notFound('Slot')
  return row
}

/**
 * The advisory lock class of one person's meeting changes; the second key is the user id
 * folded into an int4 (a rare collision only makes two people wait for each other).
 */
const PERSON_LOCK = 7419

export async function lockPerson(tx: DbOrTx, userId: number): Promise<void> {
  await tx.execute(
    sql`select pg_advisory_xact_lock(${PERSON_LOCK}, (${userId}::bigint % 2147483647)::int)`,
  )
}

export function fieldError(field: string, message: string, where: 'body' | 'params' = 'body') {
  return pathError(`${where}.${field}`, message)
}
