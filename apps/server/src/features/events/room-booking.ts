import { and, asc, eq, ne, notInArray, or, sql } from 'drizzle-orm'
import { events } from '../../db/schema/events.ts'
import type { DbOrTx } from '../../platform/db/database.ts'
import { isExclusionViolation, retryOnConflict } from '../../platform/db/error-codes.ts'
import { AppError, fieldError } from '../../platform/errors.ts'
import { bookableRoom, eventRoom } from '../rooms/index.ts'
import { wallClock } from './event-dates.ts'

/** The room an event write asks for, as `bookableRoom` found it. */
export interface ChosenRoom {
  id: number
  name: string
  capacity: number | null
}

/** One row a write stores with a room: the room, its times, and the row itself if stored. */
export interface RoomHold {
  roomId: number
  startsAt: Date
  endsAt: Date
  eventId?: number
}

/**
 * The room a create or change sends (decision 105): undefined when `roomId` is not sent,
 * null when it gives the room back, else a room the school offers (or a 400).
 */
export async function chosenRoom(
  db: DbOrTx,
  schoolId: number,
  roomUid: string | null | undefined,
): Promise<ChosenRoom | null | undefined> {
  if (roomUid === undefined || roomUid === null) return roomUid
  return bookableRoom(db, schoolId, roomUid)
}

/** An event's own cap may not exceed what its room holds: a 400 on `body.capacity`. */
export function checkRoomCapacity(
  capacity: number | null,
  room: Pick<ChosenRoom, 'name' | 'capacity'> | null,
): void {
  if (room?.capacity == null || capacity === null || capacity <= room.capacity) return
  throw fieldError(
    'body.capacity',
    `${room.name} holds ${String(room.capacity)}: the event's capacity must not be more.`,
  )
}

/**
 * How often a room's write runs when PostgreSQL breaks a deadlock by aborting it: writers
 * inserting into the same room at once each wait for the other's uncommitted row while
 * checking the exclusion constraint, and PostgreSQL aborts one (seen with six racing clubs
 * on a busy machine: five 500s). Each round leaves one more writer committed or refused,
 * so a race of this many finishes.
 */
const ROOM_RACE_ATTEMPTS = 6

/**
 * Runs an event write whose rows hold rooms; when the exclusion constraint
 * `events_room_no_overlap` refuses one (another live event holds the room then, whoever
 * got there first), a 409 saying which room and when, in the writer's time zone. `holds`
 * is read only then: a write may fill it as it goes. `write` is one whole transaction: a
 * deadlock among racing writers runs it again, and the race's winner then refuses it.
 */
export async function bookingRooms<T>(
  db: DbOrTx,
  holds: RoomHold[],
  timeZone: string,
  write: () => Promise<T>,
): Promise<T> {
  try {
    return await retryOnConflict(write, ROOM_RACE_ATTEMPTS)
  } catch (error) {
    if (!isExclusionViolation(error)) throw error
    // A 409 naming the field, so the form shows it under the room it refuses.
    const message = await clashSentence(db, holds, timeZone)
    throw new AppError(409, 'conflict', message, [{ path: 'body.roomId', message }])
  }
}

async function clashSentence(db: DbOrTx, holds: RoomHold[], timeZone: string): Promise<string> {
  const own = holds.flatMap((hold) => (hold.eventId === undefined ? [] : [hold.eventId]))
  const overlapping = holds.map((hold) =>
    and(
      eq(events.roomId, hold.roomId),
      sql`tstzrange(${events.startsAt}, ${events.endsAt}) && tstzrange(${hold.startsAt.toISOString()}::timestamptz, ${hold.endsAt.toISOString()}::timestamptz)`,
    ),
  )
  const [clash] = await db
    .select({ startsAt: events.startsAt, endsAt: events.endsAt, roomId: events.roomId })
    .from(events)
    .where(
      and(
        ne(events.status, 'cancelled'),
        own.length > 0 ? notInArray(events.id, own) : undefined,
        or(...overlapping),
      ),
    )
    .orderBy(asc(events.startsAt))
    .limit(1)
  const room = clash?.roomId == null ? null : await eventRoom(db, clash.roomId)
  if (!clash || !room) {
    return 'The room was booked at that time a moment ago: choose another time or room.'
  }
  const [fromDay, from] = wallClock(clash.startsAt, timeZone).split('T')
  const [toDay, to] = wallClock(clash.endsAt, timeZone).split('T')
  const when =
    fromDay === toDay
      ? `from ${from ?? ''} to ${to ?? ''} on ${fromDay ?? ''}`
      : `from ${fromDay ?? ''} ${from ?? ''} to ${toDay ?? ''} ${to ?? ''}`
  return `${room.name} is already booked ${when}: choose another time or room.`
}
