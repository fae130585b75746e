import { defineModule } from '../../platform/module.ts'
import { connectionsPersonalData } from './personal-data.ts'
import { connectionNotificationKinds } from './notifications.ts'
import { connectionRoutes } from './connections.routes.ts'

/** Connection requests and blocks. */
export const connectionsModule = defineModule({
  name: 'connections',
  register: (app, { database, events }) => connectionRoutes(app, database, events),
  notificationKinds: connectionNotificationKinds,
  personalData: [connectionsPersonalData],
})
