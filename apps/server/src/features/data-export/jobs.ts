import type { JobDefinition } from '../../platform/jobs/jobs.ts'
import type { ModuleContext } from '../../platform/module.ts'
import { buildExport, sweepExports } from './build.ts'

export const DATA_EXPORT_JOB = 'data-export.build'
export const DATA_EXPORT_SWEEP_JOB = 'data-export.sweep'

/** Builds one export (asked for often: a student waits on it), and the hourly sweep. */
export function dataExportJobs(ctx: ModuleContext): JobDefinition[] {
  return [
    {
      name: DATA_EXPORT_JOB,
      pollSeconds: 1,
      retryLimit: 2,
      retryDelaySeconds: 10,
      handler: async ({ id }) => {
        if (typeof id !== 'string') throw new Error('data export: the payload names no export')
        await buildExport(ctx, id)
      },
    },
    {
      name: DATA_EXPORT_SWEEP_JOB,
      schedule: { cron: '17 * * * *' },
      handler: async () => void (await sweepExports(ctx)),
    },
  ]
}
