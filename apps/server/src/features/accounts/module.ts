import { defineModule } from '../../platform/module.ts'
import { accountActions } from './actions.ts'
import { accountPersonalData } from './personal-data.ts'
import { adminAccountRoutes } from './admin.routes.ts'
import { linkRoutes } from './links.routes.ts'
import { meRoutes } from './me.routes.ts'

/**
 * Accounts (issue 14, decision 029): invitations, forgot and reset password, the verified
 * email change and the first-run welcome, over one table of single-use links.
 */
export const accountsModule = defineModule({
  name: 'accounts',
  actions: accountActions,
  register: (app, ctx) => {
    adminAccountRoutes(app, ctx)
    linkRoutes(app, ctx)
    meRoutes(app, ctx)
  },
  personalData: [accountPersonalData],
})
