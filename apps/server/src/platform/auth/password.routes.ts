import { eq } from 'drizzle-orm'
import type { FastifyInstance } from 'fastify'
import type { ZodTypeProvider } from 'fastify-type-provider-zod'
import { z } from 'zod'
import { ChangePasswordBody, ErrorBody } from '@quad/shared'
import { users } from '../db/schema.ts'
import { badRequest, rateLimited } from '../errors.ts'
import { requireSession } from './auth.plugin.ts'
import { hashPassword, verifyPassword } from './passwords.ts'
import { endSessionsOf, type SessionEndDeps } from './session-end.ts'

export interface PasswordRoutesDeps {
  sessions: SessionEndDeps
  /** Attempts per session per minute: the current password must not be guessable here. */
  limitPerMinute: number
}

/**
 * `POST /mobile_ws/v18/password/change` (issue 12 item 3): the current password, then
 * the new one, hashed with Argon2id. Every other session of the student ends — their
 * cookies, bearer tokens and sockets, on every instance (R11); this one stays. CSRF is
 * checked by the session hook like every /mobile_ws/ state change.
 */
export function passwordRoutes(app: FastifyInstance, deps: PasswordRoutesDeps): void {
  const { db } = deps.sessions
  const limit = app.createRateLimit({
    max: deps.limitPerMinute,
    timeWindow: 60_000,
    keyGenerator: (request) => `password-change:${request.session?.id ?? request.ip}`,
  })
  app.withTypeProvider<ZodTypeProvider>().post(
    '/mobile_ws/v18/password/change',
    {
      schema: {
        tags: ['auth'],
        body: ChangePasswordBody,
        response: { 204: z.null(), 400: ErrorBody, 401: ErrorBody, 403: ErrorBody, 429: ErrorBody },
      },
    },
    async (request, reply) => {
      const session = requireSession(request)
      const result = await limit(request)
      if (!result.isAllowed && result.isExceeded) throw rateLimited()
      const [row] = await db
        .select({ hash: users.passwordHash })
        .from(users)
        .where(eq(users.id, session.user.id))
      if (!(await verifyPassword(row?.hash ?? null, request.body.currentPassword))) {
        throw badRequest('currentPassword: is not your current password', [
          { path: 'body.currentPassword', message: 'is not your current password' },
        ])
      }
      const hash = await hashPassword(request.body.newPassword)
      await db.update(users).set({ passwordHash: hash }).where(eq(users.id, session.user.id))
      await endSessionsOf(deps.sessions, session.user, { except: session.id })
      return reply.code(204).send(null)
    },
  )
}
