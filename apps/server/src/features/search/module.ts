import { defineModule } from '../../platform/module.ts'
import { searchSourcePoint } from './extension-points.ts'
import { searchRoutes } from './search.routes.ts'

/**
 * Unified search (issue 36 item 1, decision 101): one route over the sources other
 * features contribute (`searchSourcePoint`); it knows no kind's tables.
 */
export const searchModule = defineModule({
  name: 'search',
  register: (app, { database, rateLimits, limits, extensions }) =>
    searchRoutes(app, {
      database,
      rateLimits,
      sources: extensions.of(searchSourcePoint),
      searchesPerMinute: limits.searchPerMinute,
    }),
})
