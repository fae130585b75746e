import type { JobDefinition } from '../../platform/jobs/jobs.ts'
import type { ModuleContext } from '../../platform/module.ts'
import { rollUpAllSchools } from './rollup.service.ts'

/**
 * The attendance rollup (decision 111): every five minutes the events that started since,
 * and those that ended less than two weeks ago, counted again with their terms; each night
 * every event, so a correction to an old one (an erased account) reaches the reports.
 */
export function attendanceJobs(ctx: ModuleContext): JobDefinition[] {
  return [
    {
      name: 'attendance-rollup',
      schedule: { everySeconds: 300 },
      handler: () => rollUpAllSchools(ctx.database.db, new Date()),
    },
    {
      name: 'attendance-rollup-refresh',
      schedule: { cron: '53 3 * * *' },
      handler: () => rollUpAllSchools(ctx.database.db, new Date(), true),
    },
  ]
}
