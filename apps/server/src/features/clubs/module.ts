import { defineModule } from '../../platform/module.ts'
import { clubOfficersRule } from './club-policies.ts'
import { clubNotificationKinds } from './notifications.ts'
import { clubRoutes } from './clubs.routes.ts'
import { clubAdminRoutes } from './club-admin.routes.ts'
import { clubEditRoutes } from './club-edit.routes.ts'
import { clubRequestNotificationKinds } from './request-notifications.ts'
import { clubGroupSource } from './group-source.ts'

/** Clubs and memberships; clubs are a group source of the notification matrix and profiles. */
export const clubsModule = defineModule({
  name: 'clubs',
  register(app, ctx) {
    clubRoutes(app, ctx)
    clubAdminRoutes(app, ctx)
    clubEditRoutes(app, ctx)
    ctx.policies.allow('club.update', clubOfficersRule(ctx.database.db))
  },
  groupSource: clubGroupSource,
  notificationKinds: [...clubNotificationKinds, ...clubRequestNotificationKinds],
})
