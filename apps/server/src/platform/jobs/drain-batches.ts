import type { Database, DbOrTx } from '../db/database.ts'

/** The rows one sweep transaction takes at most. */
export const DRAIN_BATCH = 500

/** What one batch did: `seen` rows taken (a short batch ends the drain), `done` counted. */
export interface BatchOutcome {
  seen: number
  done: number
}

/**
 * Runs `batch` in one transaction after another, each taking at most `size` rows, until
 * one comes back short (`seen < size`): a sweep that marks what it handled in the same
 * transaction, so a crash loses at most one batch and a second run finds nothing to redo.
 * Answers the sum of the batches' `done`.
 */
export async function drainBatches(
  database: Database,
  batch: (tx: DbOrTx, size: number) => Promise<BatchOutcome>,
  size = DRAIN_BATCH,
): Promise<number> {
  let total = 0
  for (;;) {
    const outcome = await database.db.transaction((tx) => batch(tx, size))
    total += outcome.done
    if (outcome.seen < size) return total
  }
}
