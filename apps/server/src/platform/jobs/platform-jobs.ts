import { deleteExpiredSessions } from '../auth/sessions.service.ts'
import type { Database } from '../db/database.ts'
import { maintenanceJobs } from '../db/maintenance.ts'
import type { JobDefinition } from './jobs.ts'

/** The platform's own jobs: the hourly sweep of ended sessions, the embedded database's upkeep. */
export function platformJobs(database: Database): JobDefinition[] {
  return [
    {
      name: 'sessions-sweep',
      schedule: { cron: '7 * * * *' },
      handler: async () => {
        await deleteExpiredSessions(database.db)
      },
    },
    ...maintenanceJobs(database),
  ]
}
