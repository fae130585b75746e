import { defineModule } from '../../platform/module.ts'
import { financesRoutes } from './finances.routes.ts'
import { financesPersonalData } from './personal-data.ts'

/** Finances from the student-records feed (issue 17): bursar, holds, the Pay link. */
export const financesModule = defineModule({
  name: 'finances',
  section: 'financial',
  register: (app, ctx) => {
    financesRoutes(app, ctx)
  },
  personalData: financesPersonalData,
})
