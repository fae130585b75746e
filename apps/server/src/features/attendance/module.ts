import { defineModule } from '../../platform/module.ts'
import { attendanceActions } from './actions.ts'
import { attendanceRoutes } from './attendance.routes.ts'
import { attendanceJobs } from './jobs.ts'

/**
 * Attendance per term (issue 37 item 5, decision 111): a club's events and the school's
 * clubs, from a rollup its jobs keep; an event's own report lives with the events.
 */
export const attendanceModule = defineModule({
  name: 'attendance',
  section: 'clubs',
  actions: attendanceActions,
  register: (app, ctx) => attendanceRoutes(app, ctx),
  jobs: attendanceJobs,
})
