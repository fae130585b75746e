import type { FastifyInstance, FastifyRequest } from 'fastify'
import type { ZodTypeProvider } from 'fastify-type-provider-zod'
import { z } from 'zod'
import {
  BlockBody,
  BlockListResponse,
  CONNECTION_NOTE_MAX,
  ConnectResponse,
  ConnectType,
  ErrorBody,
} from '@quad/shared'
import type { Database } from '../../platform/db/database.ts'
import { requireSession } from '../../platform/auth/auth.plugin.ts'
import type { Outbox } from '../../platform/outbox/messages.ts'
import { requireSchool } from '../../platform/tenancy/tenancy.plugin.ts'
import { blockStudent, listBlocked, unblockStudent } from './blocks.service.ts'
import { connect } from './connect.service.ts'

/** Issue 5 "Consent": connection requests a student may send per day. */
export const REQUESTS_PER_DAY = 50

const ConnectQuery = z.object({
  student_uid: z.string().min(1).max(64),
  type: z.enum(ConnectType.options),
  note: z.string().trim().max(CONNECTION_NOTE_MAX).optional(),
})
const errors = { 400: ErrorBody, 401: ErrorBody, 403: ErrorBody, 404: ErrorBody, 429: ErrorBody }

export function connectionRoutes(app: FastifyInstance, database: Database, outbox: Outbox): void {
  const r = app.withTypeProvider<ZodTypeProvider>()
  const dailyRequests = app.createRateLimit({
    max: REQUESTS_PER_DAY,
    timeWindow: 24 * 60 * 60 * 1000,
    keyGenerator: (request) => `connect-request:${request.session?.user.id ?? request.ip}`,
  })

  const handle = async (request: FastifyRequest, query: z.infer<typeof ConnectQuery>) => {
    const session = requireSession(request)
    const school = requireSchool(request)
    if (query.type === 'request') {
      const limit = await dailyRequests(request)
      if (!limit.isAllowed && limit.isExceeded) {
        return {
          success: 'false' as const,
          connectionStatus: 0,
          message: 'You have sent many requests today. Try again tomorrow.',
        }
      }
    }
    const outcome = await connect(
      database.db,
      outbox,
      school,
      session.user.id,
      query.student_uid,
      query.type,
      query.note || null,
    )
    return {
      success: outcome.ok ? ('true' as const) : ('false' as const),
      connectionStatus: outcome.status,
      ...(outcome.message && { message: outcome.message }),
      ...(outcome.retryAt && { retryAt: outcome.retryAt }),
    }
  }

  // api.md: the spec shows a GET; it changes state, so it is honoured only with the CSRF
  // header, like the POST (the platform checks it: `changesState`).
  r.route({
    method: ['GET', 'POST'],
    url: '/mobile_ws/v18/user_connect',
    config: { changesState: true },
    schema: {
      tags: ['connections'],
      querystring: ConnectQuery,
      response: { 200: ConnectResponse, ...errors },
    },
    handler: async (request) => handle(request, request.query),
  })

  r.get(
    '/mobile_ws/v18/blocks',
    { schema: { tags: ['connections'], response: { 200: BlockListResponse, ...errors } } },
    async (request) => listBlocked(database.db, requireSession(request).user.id),
  )
  r.post(
    '/mobile_ws/v18/blocks',
    { schema: { tags: ['connections'], body: BlockBody, response: { 204: z.null(), ...errors } } },
    async (request, reply) => {
      await blockStudent(
        database.db,
        requireSchool(request),
        requireSession(request).user.id,
        request.body.uid,
      )
      return reply.code(204).send(null)
    },
  )
  r.delete(
    '/mobile_ws/v18/blocks/:uid',
    {
      schema: { tags: ['connections'], params: BlockBody, response: { 204: z.null(), ...errors } },
    },
    async (request, reply) => {
      await unblockStudent(
        database.db,
        requireSchool(request),
        requireSession(request).user.id,
        request.params.uid,
      )
      return reply.code(204).send(null)
    },
  )
}
