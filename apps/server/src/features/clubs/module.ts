import { defineModule } from '../../platform/module.ts'
import { clubOfficersRule } from './club-policies.ts'
import { clubNotificationKinds } from './notifications.ts'
import { clubRoutes } from './clubs.routes.ts'
import { clubGroupSource } from './group-source.ts'

/** Clubs and memberships; clubs are a group source of the notification matrix and profiles. */
export const clubsModule = defineModule({
  name: 'clubs',
  register(app, { database, events, policies }) {
    clubRoutes(app, database, events)
    policies.allow('club.update', clubOfficersRule(database.db))
  },
  groupSource: clubGroupSource,
  notificationKinds: clubNotificationKinds,
})
