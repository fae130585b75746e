import type { JobDefinition } from '../../platform/jobs/jobs.ts'
import type { ModuleContext } from '../../platform/module.ts'
import { removeStaleUploads } from './files.service.ts'
import { linkPreviewJob } from './link-preview-jobs.ts'

/**
 * Chat's jobs (decision 022): attachments uploaded a day ago and never sent are removed hourly;
 * link previews are made after their sends (decision 097).
 */
export function chatJobs(ctx: ModuleContext): JobDefinition[] {
  const { database, storage } = ctx
  return [
    linkPreviewJob(ctx),
    {
      name: 'chat-uploads-sweep',
      schedule: { cron: '37 * * * *' },
      handler: async () => {
        await removeStaleUploads(database.db, storage)
      },
    },
  ]
}
