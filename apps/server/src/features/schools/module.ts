import { defineModule } from '../../platform/module.ts'
import { schoolAdminRoutes } from './school-admin.routes.ts'
import { schoolRoutes } from './school.routes.ts'

/** The school settings call, and the admin console's School page (issue 14, decision 027). */
export const schoolsModule = defineModule({
  name: 'schools',
  register(app, context) {
    schoolRoutes(app)
    schoolAdminRoutes(app, context)
  },
})
