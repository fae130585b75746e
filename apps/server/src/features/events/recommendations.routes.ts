import type { FastifyInstance } from 'fastify'
import type { ZodTypeProvider } from 'fastify-type-provider-zod'
import { ErrorBody, EventPreferences, EventRecommendations } from '@quad/shared'
import type { Database } from '../../platform/db/database.ts'
import { actorOf } from '../../platform/policies/policies.plugin.ts'
import { preferencesOf, savePreferences } from './event-preferences.service.ts'
import { recommendationsFor } from './recommendations.service.ts'

const errors = { 400: ErrorBody, 401: ErrorBody }
const tags = ['events']
const security = [{ bearer: [] }]

/**
 * A student's recommended events and the switch that turns them off (issue 15 item 5;
 * bearer only: a visitor has nothing to be recommended from).
 */
export function recommendationRoutes(app: FastifyInstance, database: Database): void {
  const r = app.withTypeProvider<ZodTypeProvider>()
  const db = database.db

  r.get(
    '/api/v1/events/recommendations',
    { schema: { tags, security, response: { 200: EventRecommendations, ...errors } } },
    async (request) => recommendationsFor(db, actorOf(request)),
  )

  r.get(
    '/api/v1/events/preferences',
    { schema: { tags, security, response: { 200: EventPreferences, ...errors } } },
    async (request) => preferencesOf(db, actorOf(request).userId),
  )

  r.put(
    '/api/v1/events/preferences',
    {
      schema: {
        tags,
        security,
        body: EventPreferences,
        response: { 200: EventPreferences, ...errors },
      },
    },
    async (request) => savePreferences(db, actorOf(request), request.body),
  )
}
