import { defineModule } from '../../platform/module.ts'
import { schoolActions } from './actions.ts'
import { schoolAdminRoutes } from './school-admin.routes.ts'
import { schoolRoutes } from './school.routes.ts'
import { appInstallRoutes } from './app-install.routes.ts'

/**
 * The school settings call, the admin console's School page (issue 14, decision 027), and
 * the school's installable app: its manifest and icons (issue 34).
 */
export const schoolsModule = defineModule({
  name: 'schools',
  actions: schoolActions,
  register(app, context) {
    schoolRoutes(app)
    schoolAdminRoutes(app, context)
    appInstallRoutes(app, context.storage)
  },
})
