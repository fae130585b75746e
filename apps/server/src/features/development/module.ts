import { defineModule } from '../../platform/module.ts'
import { developmentRoutes } from './development.routes.ts'
import { developmentPersonalData } from './personal-data.ts'

/** The Dev space (spec 2 /development, issue 36 item 5, decision 103): goals, skills, suggestions. */
export const developmentModule = defineModule({
  name: 'development',
  register: (app, { database }) => developmentRoutes(app, database),
  personalData: [developmentPersonalData],
})
