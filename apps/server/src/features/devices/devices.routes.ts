import type { FastifyInstance } from 'fastify'
import type { ZodTypeProvider } from 'fastify-type-provider-zod'
import { z } from 'zod'
import {
  DeviceSessionList,
  DeviceSessionParams,
  EndedSessions,
  EndSessionsQuery,
  ErrorBody,
} from '@quad/shared'
import { requireBearer, requireBearerUser } from '../../platform/auth/auth.plugin.ts'
import { endSession, endSessionsOf } from '../../platform/auth/session-end.ts'
import type { Database } from '../../platform/db/database.ts'
import { notFound } from '../../platform/errors.ts'
import type { Bus } from '../../platform/realtime/bus.ts'
import { sessionsOf } from './devices.service.ts'

const errors = { 400: ErrorBody, 401: ErrorBody, 404: ErrorBody }
const tags = ['devices']
const security = [{ bearer: [] }]

/**
 * The student's signed-in devices (issue 18 item 3, api.md): list them, sign one out, or
 * every one but this. Ending goes through session-end.ts, so the cookie, every bearer token
 * and every socket of those sessions end on every instance at once (quality.md R11).
 */
export function deviceRoutes(app: FastifyInstance, database: Database, bus: Bus): void {
  const r = app.withTypeProvider<ZodTypeProvider>()
  const db = database.db
  const ends = { db, bus }

  r.get(
    '/api/v1/me/sessions',
    { schema: { tags, security, response: { 200: DeviceSessionList, ...errors } } },
    async (request) => {
      const { school, session } = requireBearer(request)
      const user = requireBearerUser(request)
      return { items: await sessionsOf(db, school, user.id, session.id) }
    },
  )

  r.delete(
    '/api/v1/me/sessions/:id',
    {
      schema: {
        tags,
        security,
        params: DeviceSessionParams,
        response: { 204: z.null(), ...errors },
      },
    },
    async (request, reply) => {
      const user = requireBearerUser(request)
      const ended = await endSession(ends, { id: request.params.id, user })
      if (ended === 0) throw notFound('Session')
      return reply.code(204).send(null)
    },
  )

  r.delete(
    '/api/v1/me/sessions',
    {
      schema: {
        tags,
        security,
        querystring: EndSessionsQuery,
        response: { 200: EndedSessions, ...errors },
      },
    },
    async (request) => {
      const { session } = requireBearer(request)
      const user = requireBearerUser(request)
      return { ended: await endSessionsOf(ends, user, { except: session.id }) }
    },
  )
}
