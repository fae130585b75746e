import { and, eq, or, isNull, lte } from 'drizzle-orm'
import type { FastifyInstance } from 'fastify'
import type { ZodTypeProvider } from 'fastify-type-provider-zod'
import {
  ErrorBody,
  LoginResponse,
  SecondFactorEnrolled,
  SecondFactorLoginBody,
  SecondFactorSetup,
  SecondFactorTicketBody,
  SecondFactorCodeBody,
} from '@quad/shared'
import { z } from 'zod'
import { userColumns, type SessionUser } from '../../platform/auth/sessions.service.ts'
import { startSession } from '../../platform/auth/sign-in.ts'
import { users } from '../../platform/db/schema.ts'
import { rateLimited } from '../../platform/errors.ts'
import type { ModuleContext } from '../../platform/module.ts'
import { requireSchool } from '../../platform/tenancy/tenancy.plugin.ts'
import type { DbOrTx } from '../../platform/db/database.ts'
import { readTicket, ticketAccount, ticketLoginStep, ticketRefused } from './login-challenge.ts'
import {
  beginSetup,
  CODES_PER_MINUTE,
  confirmSetup,
  type FactorOwner,
} from './second-factor.service.ts'

const tags = ['auth']
const errors = { 400: ErrorBody, 401: ErrorBody, 403: ErrorBody, 409: ErrorBody, 429: ErrorBody }

/** The account a ticket names, if it may still sign in (active, not suspended). */
async function signInUser(db: DbOrTx, owner: FactorOwner): Promise<SessionUser> {
  const [row] = await db
    .select(userColumns)
    .from(users)
    .where(
      and(
        eq(users.id, owner.userId),
        eq(users.schoolId, owner.school.id),
        eq(users.status, 'active'),
        or(isNull(users.suspendedUntil), lte(users.suspendedUntil, new Date())),
      ),
    )
  if (!row) throw ticketRefused()
  return row
}

/**
 * The login's second step (issue 18 item 2): a code with the password step's ticket, and
 * the enrolment a school admin or staff member without a second factor goes through.
 */
export function secondFactorLoginRoutes(app: FastifyInstance, ctx: ModuleContext): void {
  const r = app.withTypeProvider<ZodTypeProvider>()
  const db = ctx.database.db
  const deps = { db, credentials: ctx.integrations.credentials, secret: ctx.secret }
  const sessions = { db, bus: ctx.bus }
  // Enrolment at sign-in, per account the ticket names; a sign-in code counts in the
  // account's own counter instead, shared with the password route (`countCodeAttempt`).
  const limit = app.createRateLimit({
    max: CODES_PER_MINUTE,
    timeWindow: 60_000,
    keyGenerator: (request) => `login-code:${ticketAccount(ctx.secret, request.body)}`,
  })
  const limited = async (request: Parameters<typeof limit>[0]) => {
    const result = await limit(request)
    if (!result.isAllowed && result.isExceeded) {
      throw rateLimited('Too many codes. Wait a minute and try again.')
    }
  }

  r.post(
    '/mobile_ws/v18/login/second-factor',
    {
      schema: { tags, body: SecondFactorLoginBody, response: { 200: LoginResponse, ...errors } },
      // Still logging in: no session, so no CSRF token; the signed ticket proves the first step.
      config: { csrf: false },
    },
    async (request, reply) => {
      const school = requireSchool(request)
      const { owner, method } = await ticketLoginStep(
        deps,
        school,
        request.body.ticket,
        request.body.code,
      )
      return startSession(request, reply, sessions, school, await signInUser(db, owner), method)
    },
  )

  r.post(
    '/mobile_ws/v18/login/second-factor/setup',
    {
      schema: {
        tags,
        body: SecondFactorTicketBody,
        response: { 200: SecondFactorSetup, ...errors },
      },
      // Still logging in (no session, no CSRF token): the signed ticket proves the password.
      config: { csrf: false },
      preHandler: limited,
    },
    async (request) => {
      const school = requireSchool(request)
      const { owner } = readTicket(ctx.secret, 'setup', school, request.body.ticket)
      const user = await signInUser(db, owner)
      return beginSetup(deps, owner, user.email)
    },
  )

  r.post(
    '/mobile_ws/v18/login/second-factor/setup/confirm',
    {
      schema: {
        tags,
        body: z.object({ ...SecondFactorTicketBody.shape, ...SecondFactorCodeBody.shape }),
        response: { 200: SecondFactorEnrolled, ...errors },
      },
      // Still logging in (no session, no CSRF token): the signed ticket proves the password.
      config: { csrf: false },
      preHandler: limited,
    },
    async (request, reply) => {
      const school = requireSchool(request)
      const { owner } = readTicket(ctx.secret, 'setup', school, request.body.ticket)
      const user = await signInUser(db, owner)
      const recoveryCodes = await confirmSetup(deps, owner, request.body.code)
      const answer = await startSession(request, reply, sessions, school, user, 'totp')
      return { ...answer, recoveryCodes }
    },
  )
}
