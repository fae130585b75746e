import { defineModule } from '../../platform/module.ts'
import { badgeActions } from './actions.ts'
import { badgeRoutes } from './badges.routes.ts'
import { evaluatorsOf } from './criteria.ts'
import { badgeCriterionPoint } from './extension-points.ts'
import { badgeJobs } from './jobs.ts'
import { badgeNotificationKinds } from './notifications.ts'
import { badgePersonalData } from './personal-data.ts'
import { badgeSubscribers } from './subscribers.ts'

/** Badges the school defines, awarded by jobs; points per term; leaderboards (decision 100). */
export const badgesModule = defineModule({
  name: 'badges',
  register: (app, ctx) =>
    badgeRoutes(app, ctx, evaluatorsOf(ctx.extensions.of(badgeCriterionPoint))),
  actions: badgeActions,
  jobs: badgeJobs,
  subscribers: badgeSubscribers,
  notificationKinds: badgeNotificationKinds,
  personalData: [badgePersonalData],
})
