import type { JobDefinition } from '../../platform/jobs/jobs.ts'
import type { ModuleContext } from '../../platform/module.ts'
import { removeStaleUploads } from './files.service.ts'

/** Chat's jobs (decision 022): attachments uploaded a day ago and never sent are removed hourly. */
export function chatJobs({ database, storage }: ModuleContext): JobDefinition[] {
  return [
    {
      name: 'chat-uploads-sweep',
      schedule: { cron: '37 * * * *' },
      handler: async () => {
        await removeStaleUploads(database.db, storage)
      },
    },
  ]
}
