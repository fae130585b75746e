import { defineModule } from '../../platform/module.ts'
import { allowEventRules } from './event-policies.ts'
import { recommendationRoutes } from './recommendations.routes.ts'
import './events.ts'

/**
 * Events and the calendar (issue 15): events of clubs and of the school, RSVPs with a
 * waitlist, tickets and check-in, recommendations, the calendar and its feeds.
 */
export const eventsModule = defineModule({
  name: 'events',
  register: (app, { policies, database }) => {
    allowEventRules(policies, database.db)
    recommendationRoutes(app, database)
  },
})
