import { defineModule } from '../../platform/module.ts'
import { registerAcademic } from './academic.ts'
import { registerConnection } from './connection.ts'
import { lmsJobs } from './jobs.ts'
import { academicNotificationKinds } from './notifications.ts'
import { lmsPersonalData } from './personal-data.ts'

/** The school's LMS on each student's behalf (issue 17, decision 048): connection, sync, courses. */
export const lmsModule = defineModule({
  name: 'lms',
  section: 'edu',
  register: (app, ctx) => {
    registerConnection(app, ctx)
    registerAcademic(app, ctx)
  },
  jobs: lmsJobs,
  notificationKinds: academicNotificationKinds,
  personalData: lmsPersonalData,
})
