import type { FastifyInstance } from 'fastify'
import type { ZodTypeProvider } from 'fastify-type-provider-zod'
import { z } from 'zod'
import {
  AUTH_FIELDS,
  AuthenticationResponse,
  AuthTokens,
  AuthUser,
  ErrorBody,
  LoginAnswer,
  LoginBody,
  type LoginChallenge,
  SESSION_COOKIE,
  type AuthField,
  type ProfileGroup,
} from '@quad/shared'
import type { Database } from '../db/database.ts'
import { compiledSerializer } from '../http/compiled-serializer.ts'
import { forbidden, rateLimited, unauthorized } from '../errors.ts'
import { refuseWhenSsoOnly, type School } from '../tenancy/schools.service.ts'
import { requireSchool } from '../tenancy/tenancy.plugin.ts'
import { clearSessionCookie, requireBearer, requireSession } from './auth.plugin.ts'
import { signBearer } from './jwt.ts'
import { endSession, type SessionEndDeps } from './session-end.ts'
import { suspendedMessage } from './suspension.ts'
import { startSession } from './sign-in.ts'
import {
  authenticate,
  presentAuthUser,
  type ActiveSession,
  type SessionMethod,
} from './sessions.service.ts'

/**
 * After a right password (issue 18 item 2, the second-factor feature supplies it): how
 * the session is signed in, or the second factor's challenge to answer first.
 */
export type PasswordLoginStep = (
  school: School,
  userId: number,
  code: string | undefined,
) => Promise<SessionMethod | LoginChallenge>

export interface AuthRoutesDeps {
  database: Database
  /** Ending a session tells every instance (its cache and its sockets). */
  sessions: SessionEndDeps
  jwtSecret: Uint8Array
  /** Login attempts per client address per minute (quality.md R8). */
  loginLimitPerMinute: number
  /**
   * A user's clubs, for `fields=groups,officer_groups` (the clubs feature supplies it:
   * `platform/` never imports a feature).
   */
  groupsOf: (
    school: School,
    userId: number,
  ) => Promise<{
    groups: ProfileGroup[]
    officerGroups: ProfileGroup[]
  }>
  /** The second factor's step after the password; absent, a password alone signs in. */
  secondFactor?: PasswordLoginStep
}

const isAuthField = (name: string): name is AuthField =>
  (AUTH_FIELDS as readonly string[]).includes(name)

/** Spec 7 "authentication path" query; today only the current user is answered. */
const AuthenticationQuery = z.object({
  view: z.string().max(32).optional(),
  uid: z.string().max(64).optional(),
  source: z.string().max(32).optional(),
  /** Comma-joined extras (spec 7: fields [groups, officer_groups]); an unknown one is a 400. */
  fields: z
    .string()
    .max(200)
    .transform((text, check) => {
      const names = text
        .split(',')
        .map((name) => name.trim())
        .filter((name) => name !== '')
      const unknown = names.filter((name) => !isAuthField(name))
      if (unknown.length > 0) {
        check.addIssue({
          code: 'custom',
          message: `Unknown field ${unknown.join(', ')}: the fields are ${AUTH_FIELDS.join(', ')}`,
        })
        return z.NEVER
      }
      return new Set(names.filter(isAuthField))
    })
    .optional(),
})

/** The per-address limit is this many times the per-account one. */
const LOGINS_PER_ADDRESS_FACTOR = 10
const tooManyLogins = () => rateLimited('Too many login attempts. Wait a minute and try again.')
const emailOf = (body: unknown) => {
  const parsed = LoginBody.safeParse(body)
  return parsed.success ? parsed.data.email.toLowerCase() : '-'
}

const errors = { 400: ErrorBody, 401: ErrorBody, 403: ErrorBody, 429: ErrorBody }

export function authRoutes(app: FastifyInstance, deps: AuthRoutesDeps): void {
  const { database, jwtSecret } = deps
  const r = app.withTypeProvider<ZodTypeProvider>()
  const accountLimit = app.createRateLimit({
    max: deps.loginLimitPerMinute,
    timeWindow: 60_000,
    keyGenerator: (request) => `login-account:${request.ip}:${emailOf(request.body)}`,
  })
  const tokensFor = async (session: ActiveSession, schoolCode: string) => ({
    csrfToken: session.csrfToken,
    jwt: await signBearer(jwtSecret, {
      uid: session.user.uid,
      school: schoolCode,
      sessionId: session.id,
    }),
  })

  r.post(
    '/mobile_ws/v18/login',
    {
      schema: { tags: ['auth'], body: LoginBody, response: { 200: LoginAnswer, ...errors } },
      config: {
        // Logging in has no session yet, so no CSRF token to carry (api.md).
        csrf: false,
        // Per address, generous: a campus NAT puts many students behind one address.
        rateLimit: {
          max: deps.loginLimitPerMinute * LOGINS_PER_ADDRESS_FACTOR,
          timeWindow: 60_000,
          // request.ip follows X-Forwarded-For only through TRUST_PROXY hops (quality.md R8).
          keyGenerator: (request) => `login-ip:${request.ip}`,
          errorResponseBuilder: tooManyLogins,
        },
      },
      // Per address and account, strict: guessing one student's password.
      preHandler: async (request) => {
        const result = await accountLimit(request)
        if (!result.isAllowed && result.isExceeded) throw tooManyLogins()
      },
    },
    async (request, reply) => {
      const school = requireSchool(request)
      refuseWhenSsoOnly(school)
      const user = await authenticate(
        database.db,
        school,
        request.body.email,
        request.body.password,
      )
      if (!user) throw unauthorized('Email or password is incorrect')
      if (user.suspendedUntil) throw forbidden(suspendedMessage(user.suspendedUntil))
      const step = deps.secondFactor
        ? await deps.secondFactor(school, user.id, request.body.code)
        : 'password'
      if (typeof step !== 'string') return step
      return startSession(request, reply, deps.sessions, school, user, step)
    },
  )

  r.post(
    '/mobile_ws/v18/logout',
    { schema: { tags: ['auth'], response: { 204: z.null(), ...errors } } },
    async (request, reply) => {
      if (request.session) await endSession(deps.sessions, request.session)
      clearSessionCookie(request, reply)
      return reply.code(204).send(null)
    },
  )

  for (const path of ['/mobile_ws/v18/auth_tokens', '/mobile_ws/v18/session']) {
    r.get(
      path,
      { schema: { tags: ['auth'], response: { 200: AuthTokens, ...errors } } },
      async (request) => tokensFor(requireSession(request), requireSchool(request).code),
    )
  }

  r.get(
    '/mobile_ws/v18/authentication',
    {
      schema: {
        tags: ['auth'],
        querystring: AuthenticationQuery,
        response: { 200: AuthenticationResponse, 400: ErrorBody },
      },
    },
    async (request, reply) => {
      const school = requireSchool(request)
      if (request.session) {
        const user = presentAuthUser(request.session.user, request.session.roles)
        const fields = request.query.fields
        if (!fields?.size) return [user]
        const { groups, officerGroups } = await deps.groupsOf(school, request.session.user.id)
        return [
          {
            ...user,
            ...(fields.has('groups') && { groups }),
            ...(fields.has('officer_groups') && { officer_groups: officerGroups }),
          },
        ]
      }
      // A cookie that no longer names a session: say so, and drop it (spec 4, 5).
      if (request.cookies[SESSION_COOKIE]) {
        clearSessionCookie(request, reply)
        return [{ logout: true as const }]
      }
      return []
    },
  )

  r.get(
    '/api/v1/me',
    {
      schema: {
        tags: ['auth'],
        security: [{ bearer: [] }],
        response: { 200: AuthUser, 401: ErrorBody },
      },
      // Every client's first read after start (P4): compiled once, not encoded through Zod.
      serializerCompiler: compiledSerializer,
    },
    // The user as the session cache read them with the session (no query of its own, P4):
    // fresh within SESSION_CACHE_MS, and at once after a change through this instance or
    // an ended session anywhere (decision 060), as /mobile_ws/v18/user_me answers.
    async (request) => {
      const { session } = requireBearer(request)
      return presentAuthUser(session.user, session.roles)
    },
  )
}
