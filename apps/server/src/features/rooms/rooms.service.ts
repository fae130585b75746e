import { and, asc, count, eq, gt, inArray, isNull, ne } from 'drizzle-orm'
import type { EventRoom, Room, RoomBody, RoomPatch } from '@quad/shared'
import { events } from '../../db/schema/events.ts'
import { rooms } from '../../db/schema/rooms.ts'
import { audit, type AuditOrigin } from '../../platform/audit/audit.ts'
import type { Db, DbOrTx } from '../../platform/db/database.ts'
import { isUniqueViolation } from '../../platform/db/error-codes.ts'
import { conflict, fieldError, notFound } from '../../platform/errors.ts'

type RoomRow = typeof rooms.$inferSelect
type Origin = AuditOrigin & { actorId: number }

const present = (row: RoomRow): Room => ({
  id: row.uid,
  name: row.name,
  capacity: row.capacity,
  features: row.features,
})

/** The school's rooms still offered, by name. */
export async function listRooms(db: DbOrTx, schoolId: number): Promise<Room[]> {
  const rows = await db
    .select()
    .from(rooms)
    .where(and(eq(rooms.schoolId, schoolId), isNull(rooms.archivedAt)))
    .orderBy(asc(rooms.name))
  return rows.map(present)
}

/** Adds a room (audited `room.create`); a name the school already uses is a 409. */
export async function createRoom(
  db: Db,
  origin: Origin,
  schoolId: number,
  body: RoomBody,
): Promise<Room> {
  return named(body.name, () =>
    db.transaction(async (tx) => {
      const [row] = await tx
        .insert(rooms)
        .values({ schoolId, ...body, features: distinct(body.features) })
        .returning()
      if (!row) throw new Error('room was not stored')
      await auditRoom(tx, origin, row, 'room.create', { ...body })
      return present(row)
    }),
  )
}

/** Changes the fields sent (audited `room.update`). Events that hold it keep it. */
export async function updateRoom(
  db: Db,
  origin: Origin,
  schoolId: number,
  uid: string,
  patch: RoomPatch,
): Promise<Room> {
  const set = { ...patch, ...(patch.features && { features: distinct(patch.features) }) }
  return named(patch.name, () =>
    db.transaction(async (tx) => {
      const [row] = await tx.update(rooms).set(set).where(offered(schoolId, uid)).returning()
      if (!row) throw notFound('Room')
      await auditRoom(tx, origin, row, 'room.update', { ...patch })
      return present(row)
    }),
  )
}

/**
 * Archives a room (audited `room.archive`): it is offered no more. A room live events
 * still hold ahead is a 409 saying how many, so none loses its place unseen.
 */
export async function archiveRoom(
  db: Db,
  origin: Origin,
  schoolId: number,
  uid: string,
  now = new Date(),
): Promise<void> {
  await db.transaction(async (tx) => {
    const [row] = await tx
      .update(rooms)
      .set({ archivedAt: now })
      .where(offered(schoolId, uid))
      .returning()
    if (!row) throw notFound('Room')
    const [ahead] = await tx
      .select({ n: count() })
      .from(events)
      .where(and(eq(events.roomId, row.id), ne(events.status, 'cancelled'), gt(events.endsAt, now)))
    const n = ahead?.n ?? 0
    if (n > 0) {
      throw conflict(
        `${row.name} is booked for ${String(n)} event${n === 1 ? '' : 's'} ahead: move or cancel them first.`,
      )
    }
    await auditRoom(tx, origin, row, 'room.archive')
  })
}

/**
 * The room an event may book: one the school offers, else a 400 on `body.roomId`. Read
 * again inside the event's write; the exclusion constraint does the rest.
 */
export async function bookableRoom(db: DbOrTx, schoolId: number, uid: string): Promise<RoomRow> {
  const [row] = await db.select().from(rooms).where(offered(schoolId, uid))
  if (!row) throw fieldError('body.roomId', 'is not a room this school offers')
  return row
}

/** The room an event holds, archived or not, as its page shows it. */
export async function eventRoom(db: DbOrTx, roomId: number): Promise<EventRoom | null> {
  return (await eventRooms(db, [roomId])).get(roomId) ?? null
}

/** The rooms several events hold, by room id, in one query (a list of events). */
export async function eventRooms(
  db: DbOrTx,
  roomIds: readonly number[],
): Promise<Map<number, EventRoom>> {
  if (roomIds.length === 0) return new Map()
  const rows = await db
    .select({ id: rooms.id, uid: rooms.uid, name: rooms.name, capacity: rooms.capacity })
    .from(rooms)
    .where(inArray(rooms.id, [...new Set(roomIds)]))
  return new Map(
    rows.map((row) => [row.id, { id: row.uid, name: row.name, capacity: row.capacity }]),
  )
}

const offered = (schoolId: number, uid: string) =>
  and(eq(rooms.schoolId, schoolId), eq(rooms.uid, uid), isNull(rooms.archivedAt))

const distinct = (features: string[]) => [...new Set(features)]

/** Runs a write that may take a name, turning the name index's refusal into a 409. */
async function named<T>(name: string | undefined, write: () => Promise<T>): Promise<T> {
  try {
    return await write()
  } catch (error) {
    if (name !== undefined && isUniqueViolation(error)) {
      throw conflict(`The school already has a room named ${name}.`)
    }
    throw error
  }
}

function auditRoom(
  tx: DbOrTx,
  origin: Origin,
  row: RoomRow,
  action: string,
  details: Record<string, unknown> = { name: row.name },
) {
  return audit(tx, origin, {
    schoolId: row.schoolId,
    action,
    subjectType: 'room',
    subjectId: row.uid,
    details,
  })
}
