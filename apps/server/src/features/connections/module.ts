import { defineModule } from '../../platform/module.ts'
import { connectionsPersonalData } from './personal-data.ts'
import { connectionNotificationKinds } from './notifications.ts'
import { connectionRoutes } from './connections.routes.ts'

/** Connection requests and blocks. */
export const connectionsModule = defineModule({
  name: 'connections',
  register: (app, { database, outbox }) => connectionRoutes(app, database, outbox),
  notificationKinds: connectionNotificationKinds,
  personalData: [connectionsPersonalData],
})
