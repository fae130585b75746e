import { defineModule } from '../../platform/module.ts'
import { clubNotificationKinds } from './notifications.ts'
import { clubRoutes } from './clubs.routes.ts'
import { clubGroupSource } from './group-source.ts'

/** Clubs and memberships; clubs are a group source of the notification matrix and profiles. */
export const clubsModule = defineModule({
  name: 'clubs',
  register: (app, { database, events }) => clubRoutes(app, database, events),
  groupSource: clubGroupSource,
  notificationKinds: clubNotificationKinds,
})
