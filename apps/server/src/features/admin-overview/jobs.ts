import type { JobDefinition } from '../../platform/jobs/jobs.ts'
import type { ModuleContext } from '../../platform/module.ts'
import { refreshAllSchools, rollUpAllSchools } from './rollup.service.ts'

/**
 * The overview's rollup (decision 073): every five minutes each school's newly closed days
 * (and, after the migration, its whole history in chunks) and its open days as far as
 * their settled rows, so a request counts live only the last minutes; each night its
 * closed days again, so rows deleted since their day closed stop being counted.
 */
export function overviewJobs(ctx: ModuleContext): JobDefinition[] {
  return [
    {
      name: 'overview-rollup',
      schedule: { everySeconds: 300 },
      handler: () => rollUpAllSchools(ctx.database.db, new Date()),
    },
    {
      name: 'overview-rollup-refresh',
      schedule: { cron: '41 3 * * *' },
      handler: () => refreshAllSchools(ctx.database.db, new Date()),
    },
  ]
}
