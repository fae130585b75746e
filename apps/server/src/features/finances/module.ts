import { defineModule } from '../../platform/module.ts'

/** Finances from the student-records feed (issue 17): bursar, holds, the Pay link. */
export const financesModule = defineModule({
  name: 'finances',
  register: () => {
    // Routes arrive with issue 17's tracks.
  },
})
