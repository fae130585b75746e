import type { FastifyInstance } from 'fastify'
import type { ZodTypeProvider } from 'fastify-type-provider-zod'
import { z } from 'zod'
import { DeletionScheduled, DeletionStatus, ErrorBody, ScheduleDeletionBody } from '@quad/shared'
import { requireBearer } from '../../platform/auth/auth.plugin.ts'
import { auditOrigin } from '../../platform/audit/audit.ts'
import { rateLimited } from '../../platform/errors.ts'
import type { ModuleContext } from '../../platform/module.ts'
import { cancelDeletion, deletionStatus, scheduleDeletion } from './deletion.service.ts'

const tags = ['account-deletion']
const security = [{ bearer: [] }]
const errors = { 400: ErrorBody, 401: ErrorBody, 403: ErrorBody, 404: ErrorBody, 429: ErrorBody }
/** Confirmations per session per minute: the password must not be guessable here. */
const TRIES_PER_MINUTE = 5

/** api.md `GET, POST, DELETE /api/v1/me/deletion` (issue 18 item 4). */
export function deletionRoutes(app: FastifyInstance, ctx: ModuleContext): void {
  const r = app.withTypeProvider<ZodTypeProvider>()
  const db = ctx.database.db
  const limit = app.createRateLimit({
    max: TRIES_PER_MINUTE,
    timeWindow: 60_000,
    keyGenerator: (request) => `account-deletion:${request.bearer?.session.id ?? request.ip}`,
  })

  r.get(
    '/api/v1/me/deletion',
    { schema: { tags, security, response: { 200: DeletionStatus, ...errors } } },
    async (request) => {
      const { school, session } = requireBearer(request)
      return deletionStatus(db, school, session.user.id)
    },
  )

  r.post(
    '/api/v1/me/deletion',
    {
      schema: {
        tags,
        security,
        body: ScheduleDeletionBody,
        response: { 200: DeletionScheduled, ...errors },
      },
    },
    async (request) => {
      const { school, session } = requireBearer(request)
      const result = await limit(request)
      if (!result.isAllowed && result.isExceeded) throw rateLimited()
      const origin = auditOrigin(request, session.user.id)
      const dueAt = await scheduleDeletion(ctx, origin, school, session, request.body)
      return { dueAt: dueAt.toISOString() }
    },
  )

  r.delete(
    '/api/v1/me/deletion',
    { schema: { tags, security, response: { 204: z.null(), ...errors } } },
    async (request, reply) => {
      const { school, session } = requireBearer(request)
      await cancelDeletion(db, auditOrigin(request, session.user.id), school, session.user)
      return reply.code(204).send(null)
    },
  )
}
