import type { JobDefinition } from '../jobs/jobs.ts'
import type { Database } from './database.ts'

export async function runMaintenance(database: Database): Promise<void> {
  await database.pool.query('VACUUM (ANALYZE)')
  await database.pool.query('CHECKPOINT')
}

/**
 * Database upkeep every 15 minutes, for the embedded database only: PGlite runs no
 * autovacuum and no background checkpointer (architecture.md hazards).
 */
export function maintenanceJobs(database: Database): JobDefinition[] {
  if (database.kind !== 'embedded') return []
  return [
    {
      name: 'database-upkeep',
      schedule: { cron: '*/15 * * * *' },
      // The next run is a quarter of an hour away; a failure is not worth a retry sooner.
      retryLimit: 0,
      handler: () => runMaintenance(database),
    },
  ]
}
