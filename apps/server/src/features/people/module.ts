import { defineModule } from '../../platform/module.ts'
import { peopleActions } from './actions.ts'
import { peopleJobs } from './jobs.ts'
import { peopleRoutes } from './people.routes.ts'

/** The admin console's People (issue 14 item 2): the list, changes, suspension, CSV import. */
export const peopleModule = defineModule({
  name: 'people',
  actions: peopleActions,
  register: (app, ctx) => peopleRoutes(app, ctx),
  jobs: peopleJobs,
})
