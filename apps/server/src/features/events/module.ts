import { defineModule } from '../../platform/module.ts'
import { calendarRoutes } from './calendar.routes.ts'
import { allowEventRules } from './event-policies.ts'
import { feedRoutes } from './feeds.routes.ts'
import { recommendationRoutes } from './recommendations.routes.ts'
import './events.ts'

/**
 * Events and the calendar (issue 15): events of clubs and of the school, RSVPs with a
 * waitlist, tickets and check-in, recommendations, the calendar and its feeds.
 */
export const eventsModule = defineModule({
  name: 'events',
  register: (app, ctx) => {
    allowEventRules(ctx.policies, ctx.database.db)
    recommendationRoutes(app, ctx.database)
    calendarRoutes(app, ctx.database)
    feedRoutes(app, ctx)
  },
})
