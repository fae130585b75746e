import { and, eq, or } from 'drizzle-orm'
import { ConnectionStatus } from '@quad/shared'
import type { DbOrTx } from '../platform/db/database.ts'
import { connections } from '../platform/db/schema.ts'
import type { School } from '../platform/tenancy/schools.service.ts'

/**
 * The status of `target` as seen by `viewer` (spec 4): -1 own, 0 none,
 * 1 connected, 2 pending (viewer asked), 3 incoming (target asked).
 */
export async function connectionStatusBetween(
  db: DbOrTx,
  school: School,
  viewerId: number,
  targetId: number,
): Promise<ConnectionStatus> {
  if (viewerId === targetId) return ConnectionStatus.OWN
  const rows = await db
    .select({ requesterId: connections.requesterId, status: connections.status })
    .from(connections)
    .where(
      and(
        eq(connections.schoolId, school.id),
        or(
          and(eq(connections.requesterId, viewerId), eq(connections.addresseeId, targetId)),
          and(eq(connections.requesterId, targetId), eq(connections.addresseeId, viewerId)),
        ),
      ),
    )
    .limit(1)
  const row = rows[0]
  if (!row) return ConnectionStatus.NONE
  if (row.status === 'accepted') return ConnectionStatus.CONNECTED
  return row.requesterId === viewerId ? ConnectionStatus.PENDING : ConnectionStatus.INCOMING
}
