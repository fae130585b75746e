import type { Database } from './database.ts'

/** PGlite runs no autovacuum and no background checkpointer (architecture.md hazards). */
export const MAINTENANCE_INTERVAL_MS = 15 * 60 * 1000

export async function runMaintenance(database: Database): Promise<void> {
  await database.pool.query('VACUUM (ANALYZE)')
  await database.pool.query('CHECKPOINT')
}

/** Schedules maintenance for the embedded database; returns a function that stops it. */
export function scheduleMaintenance(
  database: Database,
  onError: (error: unknown) => void,
  intervalMs = MAINTENANCE_INTERVAL_MS,
): () => void {
  if (database.kind !== 'embedded') return () => undefined
  let running = false
  const timer = setInterval(() => {
    if (running) return
    running = true
    runMaintenance(database)
      .catch(onError)
      .finally(() => {
        running = false
      })
  }, intervalMs)
  timer.unref()
  return () => clearInterval(timer)
}
