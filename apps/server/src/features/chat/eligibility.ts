import { and, eq, inArray, or } from 'drizzle-orm'
import type { DbOrTx } from '../../platform/db/database.ts'
import { connections } from '../../db/schema/connections.ts'
import { users } from '../../platform/db/schema.ts'
import { anyBlock } from '../connections/index.ts'
import { badRequest, forbidden } from '../../platform/errors.ts'
import type { School } from '../../platform/tenancy/schools.service.ts'

/**
 * Who `actorId` may bring into a conversation (issue 6 items 1 and 7): students of the
 * same school, never themselves, nobody with a block either way, and — when the
 * school's connect switch is on — only their connections.
 * Returns the users' ids in the order of `uids`; any refusal names the field.
 */
export async function resolveInvitees(
  db: DbOrTx,
  school: School,
  actorId: number,
  uids: readonly string[],
  field: string,
): Promise<number[]> {
  const unique = [...new Set(uids)]
  const rows = await db
    .select({ id: users.id, uid: users.uid })
    .from(users)
    .where(and(eq(users.schoolId, school.id), inArray(users.uid, unique)))
  const byUid = new Map(rows.map((row) => [row.uid, row.id]))
  const missing = unique.filter((uid) => !byUid.has(uid))
  if (missing.length > 0) {
    throw badRequest(`${field}: no student ${missing[0]} at this school`, [
      { path: field, message: `unknown student ${missing[0]}` },
    ])
  }
  const ids = unique.map((uid) => byUid.get(uid) as number)
  if (ids.includes(actorId)) {
    throw badRequest(`${field}: you are already in the conversation`, [
      { path: field, message: 'must not include yourself' },
    ])
  }
  if (await anyBlock(db, actorId, ids)) throw forbidden("You can't message this student")
  if (school.connectEnabled) {
    const connected = await connectedAmong(db, school, actorId, ids)
    if (connected.size < ids.length) {
      throw forbidden('You can only message your connections')
    }
  }
  return ids
}

async function connectedAmong(
  db: DbOrTx,
  school: School,
  userId: number,
  others: readonly number[],
): Promise<Set<number>> {
  const rows = await db
    .select({ requesterId: connections.requesterId, addresseeId: connections.addresseeId })
    .from(connections)
    .where(
      and(
        eq(connections.schoolId, school.id),
        eq(connections.status, 'accepted'),
        or(
          and(eq(connections.requesterId, userId), inArray(connections.addresseeId, others)),
          and(inArray(connections.requesterId, others), eq(connections.addresseeId, userId)),
        ),
      ),
    )
  return new Set(rows.map((r) => (r.requesterId === userId ? r.addresseeId : r.requesterId)))
}
