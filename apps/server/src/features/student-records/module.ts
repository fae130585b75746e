import { defineModule } from '../../platform/module.ts'
import { apiKeyRoutes } from './api-keys.routes.ts'
import { sisPushRoutes } from './sis-push.routes.ts'

/** The student-records feed (issue 17, decision 049): school API keys and SIS pushes. */
export const studentRecordsModule = defineModule({
  name: 'student-records',
  register: (app, ctx) => {
    apiKeyRoutes(app, ctx)
    sisPushRoutes(app, ctx)
  },
})
