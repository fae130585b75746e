import { defineModule } from '../../platform/module.ts'

/** The student schedule from the student-records feed (issue 17): student_schedule, schedule_config. */
export const scheduleModule = defineModule({
  name: 'schedule',
  register: () => {
    // Routes arrive with issue 17's tracks.
  },
})
