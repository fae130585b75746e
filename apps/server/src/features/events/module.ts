import { defineModule } from '../../platform/module.ts'
import { allowEventRules } from './event-policies.ts'
import './events.ts'

/**
 * Events and the calendar (issue 15): events of clubs and of the school, RSVPs with a
 * waitlist, tickets and check-in, recommendations, the calendar and its feeds.
 */
export const eventsModule = defineModule({
  name: 'events',
  register: (_app, { policies, database }) => {
    allowEventRules(policies, database.db)
  },
})
