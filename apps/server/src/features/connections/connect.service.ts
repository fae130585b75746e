import './outbox-messages.ts'
import { isUniqueViolation } from '../../platform/db/error-codes.ts'
import { and, eq, sql } from 'drizzle-orm'
import { ConnectionStatus, type ConnectType } from '@quad/shared'
import type { Db, DbOrTx } from '../../platform/db/database.ts'
import type { Outbox } from '../../platform/outbox/messages.ts'
import { connections } from '../../db/schema/connections.ts'
import { users } from '../../platform/db/schema.ts'
import type { School } from '../../platform/tenancy/schools.service.ts'
import { anyBlock } from './blocks.service.ts'
import { cooldownMessage, cooldownOf, recordDecline, recordRequest } from './cooldown.ts'
import { refusal, transition } from './transitions.ts'

export interface ConnectOutcome {
  ok: boolean
  status: number
  message?: string
  /** When a refused request may be sent again (the per-pair cooldown), ISO 8601. */
  retryAt?: string
}

const NOT_AVAILABLE = 'This student is not available for connections.'

/**
 * Applies one action in one transaction, against the pair's row locked FOR UPDATE
 * (issue 5): an invalid action changes nothing and says why. Two first requests
 * racing each other collide on the pair's unique index; the loser retries and,
 * now seeing an incoming request, accepts it — the pair ends connected. A request and an
 * acceptance emit `connection.requested` / `connection.accepted` in that transaction.
 */
export async function connect(
  db: Db,
  outbox: Outbox,
  school: School,
  actorId: number,
  targetUid: string,
  type: ConnectType,
  note: string | null,
): Promise<ConnectOutcome> {
  try {
    return await db.transaction((tx) =>
      applyAction(tx, outbox, school, actorId, targetUid, type, note),
    )
  } catch (error) {
    if (!isUniqueViolation(error)) throw error
    return db.transaction((tx) => applyAction(tx, outbox, school, actorId, targetUid, type, note))
  }
}

async function applyAction(
  tx: DbOrTx,
  outbox: Outbox,
  school: School,
  actorId: number,
  targetUid: string,
  type: ConnectType,
  note: string | null,
): Promise<ConnectOutcome> {
  const target = await findStudent(tx, school, targetUid)
  if (!target) return { ok: false, status: ConnectionStatus.NONE, message: 'Student not found.' }
  if (target.id === actorId)
    return { ok: false, status: ConnectionStatus.OWN, message: refusal(-1, type) }
  const row = await lockPair(tx, school, actorId, target.id)
  const status = statusOf(row, actorId)
  const effect = transition(status, type)
  if (!effect) return { ok: false, status, message: refusal(status, type) }
  if (effect.next === ConnectionStatus.PENDING || effect.next === ConnectionStatus.CONNECTED) {
    // Spec 4: with connect off, no new connection is made; issue 5: nor with a block.
    if (!school.connectEnabled) {
      return { ok: false, status, message: 'Connections are turned off at this school.' }
    }
    if (await anyBlock(tx, actorId, [target.id]))
      return { ok: false, status, message: NOT_AVAILABLE }
  }
  if (effect.kind === 'insert-pending') {
    const pair = { school, requesterId: actorId, addresseeId: target.id }
    const cooldown = await cooldownOf(tx, pair)
    if (cooldown) {
      return {
        ok: false,
        status,
        message: cooldownMessage(cooldown, target.firstName),
        retryAt: cooldown.until.toISOString(),
      }
    }
    await recordRequest(tx, pair)
    await tx.insert(connections).values({
      schoolId: school.id,
      requesterId: actorId,
      addresseeId: target.id,
      status: 'pending',
      note,
    })
    const request = { requesterId: actorId, addresseeId: target.id, note }
    await outbox.emit(tx, school, 'connection.requested', request)
    return { ok: true, status: effect.next }
  } else if (effect.kind === 'accept' && row) {
    await tx
      .update(connections)
      .set({ status: 'accepted', updatedAt: new Date() })
      .where(eq(connections.id, row.id))
    const accepted = { requesterId: row.requesterId, accepterId: actorId }
    await outbox.emit(tx, school, 'connection.accepted', accepted)
    return { ok: true, status: effect.next }
  } else if (effect.kind === 'delete' && row) {
    await tx.delete(connections).where(eq(connections.id, row.id))
    if (type === 'reject')
      await recordDecline(tx, { school, requesterId: row.requesterId, addresseeId: actorId })
  }
  return { ok: true, status: effect.next }
}

async function findStudent(tx: DbOrTx, school: School, uid: string) {
  const rows = await tx
    .select({ id: users.id, firstName: users.firstName })
    .from(users)
    .where(and(eq(users.schoolId, school.id), eq(users.uid, uid)))
    .limit(1)
  return rows[0] ?? null
}

type PairRow = { id: number; requesterId: number; status: string }

async function lockPair(tx: DbOrTx, school: School, a: number, b: number): Promise<PairRow | null> {
  const rows = await tx
    .select({
      id: connections.id,
      requesterId: connections.requesterId,
      status: connections.status,
    })
    .from(connections)
    .where(
      and(
        eq(connections.schoolId, school.id),
        sql`least(${connections.requesterId}, ${connections.addresseeId}) = least(${a}::bigint, ${b}::bigint)`,
        sql`greatest(${connections.requesterId}, ${connections.addresseeId}) = greatest(${a}::bigint, ${b}::bigint)`,
      ),
    )
    .for('update')
  return rows[0] ?? null
}

function statusOf(row: PairRow | null, actorId: number): number {
  if (!row) return ConnectionStatus.NONE
  if (row.status === 'accepted') return ConnectionStatus.CONNECTED
  return row.requesterId === actorId ? ConnectionStatus.PENDING : ConnectionStatus.INCOMING
}
