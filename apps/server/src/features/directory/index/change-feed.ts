import { sql } from 'drizzle-orm'
import type { DbOrTx } from '../../../platform/db/database.ts'

export interface DirectoryChange {
  schoolId: number
  /** The person, or null for the whole school. */
  userId: number | null
  kind: 'person' | 'relation' | 'school'
}

interface ChangeRow extends Record<string, unknown> {
  horizon: string
  school_id: number | null
  user_id: string | number | null
  kind: string | null
}

/** Log rows are kept this long; an instance that could not read the log longer starts over. */
const KEEP_MS = 5 * 60_000
const PRUNE_EVERY_MS = 60_000

/**
 * Follows `directory_changes` (migration 0008, decision 012). Each poll reads the rows
 * of transactions that finished since the last poll — those older than every
 * transaction still running — so a slow transaction's change is read when it commits,
 * never skipped. `poke()` reads at once after a write through this instance.
 */
export class ChangeFeed {
  private horizon: string | null = null
  private inFlight: Promise<void> | null = null
  private lastRead = Date.now()
  private lastPruned = Date.now()
  /** Horizons seen, oldest first: rows below one seen KEEP_MS ago are read everywhere. */
  private readonly seen: Array<{ at: number; horizon: string }> = []

  private readonly db: DbOrTx
  private readonly apply: (changes: DirectoryChange[]) => Promise<void>
  /** Called when the log may have moved past us (unreadable too long): start over. */
  private readonly reset: () => void

  constructor(db: DbOrTx, apply: (changes: DirectoryChange[]) => Promise<void>, reset: () => void) {
    this.db = db
    this.apply = apply
    this.reset = reset
  }

  /** Whether the read position is known (false at first and after a reset). */
  get positioned(): boolean {
    return this.horizon !== null
  }

  /** Reads now; a poll already under way may have started before the write committed. */
  poke(): void {
    const next = this.inFlight ? this.inFlight.then(() => this.poll()) : this.poll()
    void next.catch(() => undefined)
  }

  /** One poll at a time; callers during a poll share it. */
  poll(): Promise<void> {
    this.inFlight ??= this.read().finally(() => {
      this.inFlight = null
    })
    return this.inFlight
  }

  private async read(): Promise<void> {
    let rows: ChangeRow[]
    try {
      rows = await this.fetch()
    } catch (error) {
      if (Date.now() - this.lastRead > KEEP_MS / 2) {
        this.horizon = null
        this.seen.length = 0
        this.reset()
      }
      throw error
    }
    this.lastRead = Date.now()
    const changes = rows.flatMap((row): DirectoryChange[] =>
      row.school_id === null || row.kind === null
        ? []
        : [
            {
              schoolId: row.school_id,
              userId: row.user_id === null ? null : Number(row.user_id),
              kind: row.kind === 'relation' || row.kind === 'school' ? row.kind : 'person',
            },
          ],
    )
    if (changes.length > 0) await this.apply(changes)
    const horizon = rows[0]?.horizon ?? this.horizon
    this.horizon = horizon
    if (horizon !== null) this.seen.push({ at: Date.now(), horizon })
    await this.prune()
  }

  private async fetch(): Promise<ChangeRow[]> {
    const since = this.horizon
    const result = await this.db.execute<ChangeRow>(sql`
      SELECT h.x::text AS horizon, c.school_id, c.user_id, c.kind
      FROM (SELECT pg_snapshot_xmin(pg_current_snapshot()) AS x) h
      LEFT JOIN directory_changes c
        ON ${since === null ? sql`false` : sql`c.xid >= ${since}::xid8`} AND c.xid < h.x`)
    return result.rows
  }

  /**
   * Deletes rows of transactions that had ended KEEP_MS ago (below a horizon seen then),
   * which every instance reading the log has read; by transaction, not by time, since a
   * long transaction's rows carry its start time. Any instance may do it.
   */
  private async prune(): Promise<void> {
    const now = Date.now()
    if (now - this.lastPruned < PRUNE_EVERY_MS) return
    let old: string | undefined
    while ((this.seen[0]?.at ?? now) <= now - KEEP_MS) old = this.seen.shift()?.horizon
    if (old === undefined) return
    this.lastPruned = now
    await this.db.execute(sql`DELETE FROM directory_changes WHERE xid < ${old}::xid8`)
  }
}
