import type { FastifyInstance } from 'fastify'
import type { ZodTypeProvider } from 'fastify-type-provider-zod'
import { AnalyticsChoice, ErrorBody, RecordsAnswer } from '@quad/shared'
import { requireBearerContext } from '../../platform/auth/auth.plugin.ts'
import type { ModuleContext } from '../../platform/module.ts'
import { analyticsStatement, recordsOf, setAnalyticsOptOut } from './records.service.ts'

const errors = { 400: ErrorBody, 401: ErrorBody }
const tags = ['records']
const security = [{ bearer: [] }]

/** "What Quad records about you" and the analytics opt-out (issue 18 item 5, decision 056). */
export function recordsRoutes(
  app: FastifyInstance,
  { database, config, personalData, bus }: ModuleContext,
): void {
  const r = app.withTypeProvider<ZodTypeProvider>()
  const db = database.db

  r.get(
    '/api/v1/me/records',
    { schema: { tags, security, response: { 200: RecordsAnswer, ...errors } } },
    async (request) => {
      const { school, user } = requireBearerContext(request)
      const analytics = analyticsStatement(config.analytics, school, user)
      return recordsOf(db, personalData.parts, analytics, user.id)
    },
  )

  r.put(
    '/api/v1/me/analytics',
    {
      schema: {
        tags,
        security,
        body: AnalyticsChoice,
        response: { 200: AnalyticsChoice, ...errors },
      },
    },
    async (request) => {
      const { user } = requireBearerContext(request)
      await setAnalyticsOptOut(db, user.id, request.body.optOut)
      // Every instance drops the user's cached sessions, so the next authentication call
      // (what the web reads before loading analytics) carries the new choice.
      await bus.publish({ signal: 'roles-changed', userId: user.id })
      return { optOut: request.body.optOut }
    },
  )
}
