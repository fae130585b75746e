import { inArray, sql } from 'drizzle-orm'
import type { Db } from '../db/database.ts'
import { storedFileDeletions } from '../db/schema.ts'
import type { FileStorage } from './storage.ts'

/** Keys taken a run; the next run takes the rest. */
const BATCH = 500

/**
 * The `stored-files-sweep` job's work (decision 112): deletes the bytes of files whose rows
 * are gone, which the `queue_stored_file_deletion` trigger queued in the deleting
 * transaction (migration 0069). A key leaves the queue only once its bytes are deleted, so
 * a failure leaves it for the next run (the others of its batch go); storage is not touched inside a transaction (the
 * database storage writes through the pool). Two runs at once would delete the same bytes
 * twice, which deleting allows (the schedule runs one per slot across instances anyway).
 * Returns how many files went.
 */
export async function sweepStoredFiles(db: Db, storage: FileStorage): Promise<number> {
  let deleted = 0
  for (;;) {
    const queued = await db
      .select({ key: storedFileDeletions.key })
      .from(storedFileDeletions)
      .orderBy(storedFileDeletions.queuedAt)
      .limit(BATCH)
    const done: string[] = []
    const failures: unknown[] = []
    for (const { key } of queued) {
      try {
        await storage.delete(key)
        done.push(key)
      } catch (error) {
        failures.push(error)
      }
    }
    if (done.length > 0) {
      await db.delete(storedFileDeletions).where(inArray(storedFileDeletions.key, done))
    }
    deleted += done.length
    // The job fails (and is retried) with what failed; the rest of the batch went.
    if (failures.length > 0) {
      throw new AggregateError(failures, `${String(failures.length)} stored files were not deleted`)
    }
    if (queued.length < BATCH) return deleted
  }
}

/** How many files wait for the sweep (tests, and what an admin's health view may show). */
export async function queuedFileDeletions(db: Db): Promise<number> {
  const [row] = await db.select({ n: sql<number>`count(*)::int` }).from(storedFileDeletions)
  return row?.n ?? 0
}
