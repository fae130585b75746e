import { defineModule } from '../../platform/module.ts'
import { meetingSubscribers } from './outbox-messages.ts'
import { meetingJobs } from './jobs.ts'
import { meetingRoutes } from './meetings.routes.ts'
import { meetingsRealtime } from './realtime.ts'

/** Meeting booking (spec 7): published slots, bookings, and the hello's upcoming count. */
export const meetingsModule = defineModule({
  name: 'meetings',
  register: (app, { database, jobs, outbox }) => meetingRoutes(app, database, jobs, outbox),
  subscribers: meetingSubscribers,
  jobs: meetingJobs,
  realtime: ({ database }) => meetingsRealtime(database.db),
})
