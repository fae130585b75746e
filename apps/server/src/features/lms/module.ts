import { defineModule } from '../../platform/module.ts'

/** The school's LMS on each student's behalf (issue 17, decision 048): connection, sync, courses. */
export const lmsModule = defineModule({
  name: 'lms',
  register: () => {
    // Routes arrive with issue 17's tracks.
  },
})
