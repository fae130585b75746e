import { defineModule } from '../../platform/module.ts'

/** The student-records feed (issue 17, decision 049): school API keys and SIS pushes. */
export const studentRecordsModule = defineModule({
  name: 'student-records',
  register: () => {
    // Routes arrive with issue 17's tracks.
  },
})
