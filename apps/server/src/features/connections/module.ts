import { defineModule } from '../../platform/module.ts'
import { connectionRoutes } from './connections.routes.ts'

/** Connection requests and blocks. */
export const connectionsModule = defineModule({
  name: 'connections',
  register: (app, { database, realtime }) => connectionRoutes(app, database, realtime),
})
