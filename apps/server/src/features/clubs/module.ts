import { defineModule } from '../../platform/module.ts'
import { allowClubRules } from './club-policies.ts'
import { clubNotificationKinds } from './notifications.ts'
import { clubRoutes } from './clubs.routes.ts'
import { clubGroupSource } from './group-source.ts'
import { memberRoutes } from './members.routes.ts'

/** Clubs and memberships; clubs are a group source of the notification matrix and profiles. */
export const clubsModule = defineModule({
  name: 'clubs',
  register(app, { database, events, policies }) {
    clubRoutes(app, database, events)
    memberRoutes(app, database, events, policies)
    allowClubRules(policies, database.db)
  },
  groupSource: clubGroupSource,
  notificationKinds: clubNotificationKinds,
})
