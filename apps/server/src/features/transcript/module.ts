import { contribute } from '../../platform/extension-points.ts'
import { defineModule } from '../../platform/module.ts'
import { badgeCriterionPoint, type BadgeCriterionEvaluator } from '../badges/index.ts'
import { transcriptActions } from './actions.ts'
import { transcriptAdminRoutes } from './admin.routes.ts'
import { transcriptCategoryCriterion } from './criterion.ts'
import { transcriptNotificationKinds } from './notifications.ts'
import { transcriptPersonalData } from './personal-data.ts'
import { transcriptRoutes } from './transcript.routes.ts'

/** The co-curricular transcript (issue 36 item 2, decision 102). */
export const transcriptModule = defineModule({
  name: 'transcript',
  register: (app, ctx) => {
    transcriptRoutes(app, ctx)
    transcriptAdminRoutes(app, ctx)
  },
  actions: transcriptActions,
  notificationKinds: transcriptNotificationKinds,
  personalData: [transcriptPersonalData],
  contributes: [
    contribute(badgeCriterionPoint, transcriptCategoryCriterion as BadgeCriterionEvaluator),
  ],
})
