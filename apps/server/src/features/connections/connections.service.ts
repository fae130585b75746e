import { and, eq, or } from 'drizzle-orm'
import { ConnectionStatus } from '@quad/shared'
import type { DbOrTx } from '../../platform/db/database.ts'
import { connections } from '../../db/schema/connections.ts'
import type { School } from '../../platform/tenancy/schools.service.ts'

/**
 * Spec 4 status of `target` as seen by `viewer`: -1 own, 0 none, 1 connected,
 * 2 pending (viewer asked), 3 incoming (target asked).
 */
function statusOfRow(row: { requesterId: number; status: string } | undefined, viewerId: number) {
  if (!row) return ConnectionStatus.NONE
  if (row.status === 'accepted') return ConnectionStatus.CONNECTED
  return row.requesterId === viewerId ? ConnectionStatus.PENDING : ConnectionStatus.INCOMING
}

/** The status and, for a request the viewer received, the note that came with it. */
export async function connectionBetween(
  db: DbOrTx,
  school: School,
  viewerId: number,
  targetId: number,
): Promise<{ status: ConnectionStatus; note: string | null }> {
  if (viewerId === targetId) return { status: ConnectionStatus.OWN, note: null }
  const rows = await db
    .select({
      requesterId: connections.requesterId,
      status: connections.status,
      note: connections.note,
    })
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
  const status = statusOfRow(row, viewerId)
  return { status, note: status === ConnectionStatus.INCOMING ? (row?.note ?? null) : null }
}
