import { defineModule } from '../../platform/module.ts'
import { schoolRoutes } from './school.routes.ts'

/** The school settings call. */
export const schoolsModule = defineModule({
  name: 'schools',
  register: (app) => schoolRoutes(app),
})
