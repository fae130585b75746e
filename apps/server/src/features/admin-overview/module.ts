import { defineModule } from '../../platform/module.ts'
import { overviewActions } from './actions.ts'
import { overviewJobs } from './jobs.ts'
import { overviewRoutes } from './overview.routes.ts'

/**
 * The admin console's overview: activity over time (issue 14 item 5, decision 033), read
 * from a rollup its jobs keep (decision 073).
 */
export const adminOverviewModule = defineModule({
  name: 'admin-overview',
  actions: overviewActions,
  register: (app, ctx) => overviewRoutes(app, ctx),
  jobs: overviewJobs,
})
