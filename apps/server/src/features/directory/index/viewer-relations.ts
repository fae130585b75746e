import { sql } from 'drizzle-orm'
import type { DbOrTx } from '../../../platform/db/database.ts'

/** How a viewer stands to everyone they are linked with (spec 4 statuses). */
export interface Relations {
  /** 1 connected, 2 the viewer asked, 3 they asked the viewer. */
  status: ReadonlyMap<number, 1 | 2 | 3>
  connected: number[]
  /** Requests to the viewer. */
  incoming: number[]
  /** Requests from the viewer. */
  pending: number[]
  /** Students who blocked the viewer: absent from the viewer's directory (issue 5). */
  blockers: number[]
}

interface LinkRow extends Record<string, unknown> {
  other: string | number
  status: string
  mine: boolean
}

const MAX_VIEWERS = 50_000

/**
 * Each recent viewer's connections and blockers, per instance, dropped as soon as the
 * change feed reports a connection or block involving them (both sides are logged).
 */
export class ViewerRelations {
  private readonly cache = new Map<string, Promise<Relations>>()

  get(db: DbOrTx, schoolId: number, viewerId: number): Promise<Relations> {
    const key = `${schoolId}:${viewerId}`
    const hit = this.cache.get(key)
    if (hit) return hit
    if (this.cache.size >= MAX_VIEWERS) this.cache.clear()
    const loading = load(db, schoolId, viewerId)
    this.cache.set(key, loading)
    loading.catch(() => this.cache.delete(key))
    return loading
  }

  forget(schoolId: number, userId: number): void {
    this.cache.delete(`${schoolId}:${userId}`)
  }

  clear(): void {
    this.cache.clear()
  }
}

async function load(db: DbOrTx, schoolId: number, viewerId: number): Promise<Relations> {
  const result = await db.execute<LinkRow>(sql`
    SELECT CASE WHEN requester_id = ${viewerId} THEN addressee_id ELSE requester_id END AS other,
           status, requester_id = ${viewerId} AS mine
    FROM connections
    WHERE school_id = ${schoolId} AND (requester_id = ${viewerId} OR addressee_id = ${viewerId})
    UNION ALL
    SELECT blocker_id, 'blocked', false FROM blocks
    WHERE school_id = ${schoolId} AND blocked_id = ${viewerId}`)
  const status = new Map<number, 1 | 2 | 3>()
  const blockers: number[] = []
  const lists: Record<1 | 2 | 3, number[]> = { 1: [], 2: [], 3: [] }
  for (const row of result.rows) {
    const other = Number(row.other)
    if (row.status === 'blocked') {
      blockers.push(other)
      continue
    }
    const kind = row.status === 'accepted' ? 1 : row.mine ? 2 : 3
    status.set(other, kind)
    lists[kind].push(other)
  }
  return { status, connected: lists[1], pending: lists[2], incoming: lists[3], blockers }
}
