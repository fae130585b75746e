import { contribute } from '../../platform/extension-points.ts'
import { defineModule } from '../../platform/module.ts'
import { clubCountPoint } from '../clubs/index.ts'
import { clubSurveyCount } from './club-counts.ts'
import { formActions } from './actions.ts'
import { formRoutes } from './forms.routes.ts'
import { formNotificationKinds } from './notifications.ts'
import { formsPersonalData } from './personal-data.ts'

/**
 * Forms and surveys (issue 37 item 1, decision 110): built by a club's officers or the
 * school's staff, shared to a club, an event or the school, answered once or many times,
 * named or anonymous; results as counts and CSV.
 */
export const formsModule = defineModule({
  name: 'forms',
  section: 'clubs',
  actions: formActions,
  register: (app, ctx) => {
    formRoutes(app, ctx)
  },
  personalData: formsPersonalData,
  notificationKinds: formNotificationKinds,
  // Spec 3 CountSurveys in the clubs listing.
  contributes: [contribute(clubCountPoint, clubSurveyCount)],
})
