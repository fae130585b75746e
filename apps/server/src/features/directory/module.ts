import { defineModule } from '../../platform/module.ts'
import { directoryRoutes } from './directory.routes.ts'

/** The directory calls over each school's in-memory index (decision 012). */
export const directoryModule = defineModule({
  name: 'directory',
  section: 'directory',
  register: (app, { database, everyResponse, limits }) =>
    directoryRoutes(app, database, everyResponse, limits.searchPerMinute),
})
