import { defineModule } from '../../platform/module.ts'
import { budgetActions } from './actions.ts'
import { budgetRoutes } from './budgets.routes.ts'
import { budgetNotificationKinds } from './notifications.ts'

/**
 * Clubs' budget requests (issue 37 item 3, decision 109): line items, staff review in
 * stages, the club's ledger per term; officers hear of each decision.
 */
export const budgetsModule = defineModule({
  name: 'budgets',
  section: 'clubs',
  actions: budgetActions,
  register: (app, ctx) => {
    budgetRoutes(app, ctx)
  },
  notificationKinds: budgetNotificationKinds,
})
