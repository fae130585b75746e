import { defineModule } from '../../platform/module.ts'
import { schoolActions } from './actions.ts'
import { schoolAdminRoutes } from './school-admin.routes.ts'
import { schoolRoutes } from './school.routes.ts'

/** The school settings call, and the admin console's School page (issue 14, decision 027). */
export const schoolsModule = defineModule({
  name: 'schools',
  actions: schoolActions,
  register(app, context) {
    schoolRoutes(app)
    schoolAdminRoutes(app, context)
  },
})
