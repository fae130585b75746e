import { defineModule } from '../../platform/module.ts'
import { recordsRoutes } from './records.routes.ts'

/** What Quad records about a student, and the analytics opt-out (issue 18 item 5, decision 056). */
export const recordsModule = defineModule({
  name: 'records',
  register: (app, context) => recordsRoutes(app, context),
})
