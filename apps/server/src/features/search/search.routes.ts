import type { FastifyInstance } from 'fastify'
import type { ZodTypeProvider } from 'fastify-type-provider-zod'
import { ErrorBody, SearchAnswer, SearchQuery } from '@quad/shared'
import { requireBearerContext } from '../../platform/auth/auth.plugin.ts'
import type { Database } from '../../platform/db/database.ts'
import { rateLimited } from '../../platform/errors.ts'
import type { Limits } from '../../platform/http/synced-limit.ts'
import { actorOf } from '../../platform/policies/policies.plugin.ts'
import type { SearchSource } from './extension-points.ts'
import { searchEverything } from './search.service.ts'

/** Searches one student may run per minute (each keystroke's pause is one; the directory's own). */
export const SEARCHES_PER_MINUTE = 60

const errors = { 400: ErrorBody, 401: ErrorBody, 429: ErrorBody }

export interface SearchRouteDeps {
  database: Database
  rateLimits: Limits
  sources: readonly SearchSource[]
  searchesPerMinute?: number | undefined
}

/** The top bar's one search (issue 36 item 1, decision 101), bearer like the rest of /api/v1. */
export function searchRoutes(app: FastifyInstance, deps: SearchRouteDeps): void {
  const r = app.withTypeProvider<ZodTypeProvider>()
  const limit = deps.rateLimits.limit('search', {
    max: deps.searchesPerMinute ?? SEARCHES_PER_MINUTE,
    windowMs: 60_000,
  })
  r.get(
    '/api/v1/search',
    {
      schema: {
        tags: ['search'],
        security: [{ bearer: [] }],
        summary: 'People, clubs, events, posts, comments and messages the viewer may see',
        description:
          'Without `kind`: each kind’s first hits, grouped, the kinds that found nothing ' +
          'left out. With `kind`: that kind’s page; `nextCursor` reads on.',
        querystring: SearchQuery,
        response: { 200: SearchAnswer, ...errors },
      },
    },
    async (request) => {
      const { school, user } = requireBearerContext(request)
      if (!limit.take(user.uid)) {
        throw rateLimited('You are searching very fast. Wait a moment, then try again.')
      }
      const call = { database: deps.database, school, actor: actorOf(request) }
      return searchEverything(deps.sources, call, request.query)
    },
  )
}
