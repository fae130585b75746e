import { contribute } from '../../platform/extension-points.ts'
import { defineModule } from '../../platform/module.ts'
import { clubAboutPoint, clubCountPoint, clubTabPoint } from '../clubs/index.ts'
import { eventActions } from './actions.ts'
import { approvalRoutes } from './approval.routes.ts'
import { subjectReportRoute } from '../../platform/reports/report-route.ts'
import { checkInRoutes } from './check-in.routes.ts'
import { CalendarParts } from './calendar-parts.ts'
import { calendarRoutes } from './calendar.routes.ts'
import { clubAboutEvents, clubEventsTab } from './club-about.ts'
import { calendarPartPoint } from './extension-points.ts'
import { allowEventRules } from './event-policies.ts'
import { feedRoutes } from './feeds.routes.ts'
import { eventRoutes } from './events.routes.ts'
import { eventNotificationKinds } from './notifications.ts'
import { eventsPersonalData } from './personal-data.ts'
import { recommendationRoutes } from './recommendations.routes.ts'
import { eventJobs } from './reminders.ts'
import { eventReportSubject, findReportedEvent, REPORTED_EVENT } from './report-subject.ts'
import { rsvpNotificationKinds } from './rsvp-notifications.ts'
import { rsvpRoutes } from './rsvp.routes.ts'
import './outbox-messages.ts'
import { searchSourcePoint } from '../search/index.ts'
import { eventSearch } from './event-search.ts'
import { clubEventCounts } from './club-counts.ts'

/**
 * Events and the calendar (issue 15): events of clubs and of the school, RSVPs with a
 * waitlist, tickets and check-in, recommendations, the calendar and its feeds.
 */
export const eventsModule = defineModule({
  name: 'events',
  section: 'events',
  actions: eventActions,
  register: (app, ctx) => {
    const { policies, database, outbox } = ctx
    allowEventRules(policies, database.db)
    recommendationRoutes(app, database)
    rsvpRoutes(app, { database, outbox, policies })
    checkInRoutes(app, { database, outbox, policies })
    calendarRoutes(app, database, new CalendarParts(ctx.extensions.of(calendarPartPoint)))
    feedRoutes(app, ctx)
    eventRoutes(app, ctx)
    approvalRoutes(app, ctx)
    subjectReportRoute(app, database, {
      url: '/api/v1/events/:uid/reports',
      tag: 'events',
      subjectType: REPORTED_EVENT,
      noun: 'Event',
      find: findReportedEvent,
    })
  },
  jobs: eventJobs,
  notificationKinds: [...eventNotificationKinds, ...rsvpNotificationKinds],
  reportSubjects: () => [eventReportSubject],
  contributes: [
    contribute(clubAboutPoint, clubAboutEvents),
    contribute(clubTabPoint, clubEventsTab),
    ...clubEventCounts.map((count) => contribute(clubCountPoint, count)),
    contribute(searchSourcePoint, eventSearch),
  ],
  personalData: eventsPersonalData,
})
