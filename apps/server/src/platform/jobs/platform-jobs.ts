import { deleteExpiredSessions } from '../auth/sessions.service.ts'
import type { Database } from '../db/database.ts'
import { sweepStoredFiles } from '../files/deletions.ts'
import type { FileStorage } from '../files/storage.ts'
import { pruneDispatched } from '../outbox/outbox.ts'
import { maintenanceJobs } from '../db/maintenance.ts'
import type { JobDefinition } from './jobs.ts'

/**
 * The platform's own jobs: the hourly sweep of ended sessions, the hourly pruning of
 * outbox messages dispatched more than a week ago (decision 023), the bytes of deleted
 * files every five minutes (decision 112), the embedded database's upkeep.
 */
export function platformJobs(database: Database, storage: FileStorage): JobDefinition[] {
  return [
    {
      name: 'stored-files-sweep',
      schedule: { cron: '*/5 * * * *' },
      handler: async () => {
        await sweepStoredFiles(database.db, storage)
      },
    },
    {
      name: 'sessions-sweep',
      schedule: { cron: '7 * * * *' },
      handler: async () => {
        await deleteExpiredSessions(database.db)
      },
    },
    {
      // Named before issue 31 called them outbox messages: the name is the job's key.
      name: 'domain-events-prune',
      schedule: { cron: '23 * * * *' },
      handler: async () => {
        await pruneDispatched(database.db)
      },
    },
    ...maintenanceJobs(database),
  ]
}
