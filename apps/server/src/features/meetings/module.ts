import { contribute } from '../../platform/extension-points.ts'
import { defineModule } from '../../platform/module.ts'
import { calendarPartPoint } from '../events/index.ts'
import { officerOfAnyClubRule } from '../clubs/index.ts'
import { meetingActions } from './actions.ts'
import { meetingsPart } from './calendar-part.ts'
import { meetingSubscribers } from './outbox-messages.ts'
import { meetingJobs } from './jobs.ts'
import { meetingRoutes } from './meetings.routes.ts'
import { meetingNotificationKinds } from './notifications.ts'
import { publishRoutes } from './publish.routes.ts'
import { meetingsRealtime } from './realtime.ts'

/**
 * Meeting booking (spec 7; issue 36 item 6): published slots (staff, school admins and club
 * officers: `meeting.publish`), bookings, reminders, booked meetings in the calendar, and
 * the hello's upcoming count.
 */
export const meetingsModule = defineModule({
  name: 'meetings',
  actions: meetingActions,
  register(app, ctx) {
    const { database, jobs, outbox, policies } = ctx
    meetingRoutes(app, database, jobs, outbox)
    publishRoutes(app, ctx)
    policies.allow('meeting.publish', officerOfAnyClubRule(database.db))
  },
  subscribers: meetingSubscribers,
  notificationKinds: meetingNotificationKinds,
  jobs: meetingJobs,
  realtime: ({ database }) => meetingsRealtime(database.db),
  contributes: [contribute(calendarPartPoint, meetingsPart)],
})
