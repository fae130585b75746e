import { sql } from 'drizzle-orm'
import type { DbOrTx } from '../../platform/db/database.ts'

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
 * never skipped. Every write through this instance starts a poll at once, so others
 * see it within milliseconds; the writer's own next search waits for that poll
 * (read-your-writes), nobody else's does.
 */
export class ChangeFeed {
  private horizon: string | null = null
  private inFlight: Promise<void> | null = null
  private lastRead = Date.now()
  private lastPruned = Date.now()
  /** Bumped by every write on this instance; a poll remembers the value it started at. */
  private writes = 0
  private applied = -1
  /** Each recent writer's last write (its `writes` value), until a poll has read it. */
  private readonly writers = new Map<number, number>()

  private readonly db: DbOrTx
  private readonly apply: (changes: DirectoryChange[]) => Promise<void>
  /** Called when the log may have moved past us (unreadable too long): start over. */
  private readonly reset: () => void

  constructor(db: DbOrTx, apply: (changes: DirectoryChange[]) => Promise<void>, reset: () => void) {
    this.db = db
    this.apply = apply
    this.reset = reset
  }

  /** A write through this instance, by this student if known. */
  noteWrite(writerId: number | null): void {
    this.writes++
    if (writerId !== null) this.writers.set(writerId, this.writes)
    // A poll already under way may have started before this write committed: read again.
    const next = this.inFlight ? this.inFlight.then(() => this.poll()) : this.poll()
    void next.catch(() => undefined)
  }

  /** Resolves once every write this student made here has been read (at most two polls). */
  async sync(viewerId: number): Promise<void> {
    const wanted = this.writers.get(viewerId)
    if (wanted === undefined) return
    while (this.applied < wanted) await this.poll()
    if (this.writers.get(viewerId) === wanted) this.writers.delete(viewerId)
  }

  /** One poll at a time; callers during a poll share it. */
  poll(): Promise<void> {
    this.inFlight ??= this.read().finally(() => {
      this.inFlight = null
    })
    return this.inFlight
  }

  private async read(): Promise<void> {
    const startedAt = this.writes
    let rows: ChangeRow[]
    try {
      rows = await this.fetch()
    } catch (error) {
      if (Date.now() - this.lastRead > KEEP_MS / 2) {
        this.horizon = null
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
    this.horizon = rows[0]?.horizon ?? this.horizon
    this.applied = startedAt
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

  /** Old rows that every transaction has long finished with; any instance may do it. */
  private async prune(): Promise<void> {
    if (Date.now() - this.lastPruned < PRUNE_EVERY_MS) return
    this.lastPruned = Date.now()
    await this.db.execute(sql`
      DELETE FROM directory_changes
      WHERE created_at < now() - make_interval(secs => ${KEEP_MS / 1000})
        AND xid < pg_snapshot_xmin(pg_current_snapshot())`)
  }
}
