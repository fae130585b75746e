import { defineModule } from '../../platform/module.ts'
import { directoryRoutes } from './directory.routes.ts'
import { contribute } from '../../platform/extension-points.ts'
import { searchSourcePoint } from '../search/index.ts'
import { listingPoint } from './extension-points.ts'
import { peopleSearch } from './people-search.ts'

/** The directory calls over each school's in-memory index (decision 012). */
export const directoryModule = defineModule({
  name: 'directory',
  section: 'directory',
  register: (app, { database, everyResponse, limits, extensions }) =>
    directoryRoutes(app, database, everyResponse, {
      searchesPerMinute: limits.searchPerMinute,
      listings: extensions.of(listingPoint),
    }),
  contributes: [contribute(searchSourcePoint, peopleSearch)],
})
