import { defineModule } from '../../platform/module.ts'
import { overviewActions } from './actions.ts'
import { overviewRoutes } from './overview.routes.ts'

/** The admin console's overview: activity over time (issue 14 item 5, decision 033). */
export const adminOverviewModule = defineModule({
  name: 'admin-overview',
  actions: overviewActions,
  register: (app, ctx) => overviewRoutes(app, ctx),
})
