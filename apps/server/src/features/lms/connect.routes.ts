import type { FastifyInstance, FastifyRequest } from 'fastify'
import type { ZodTypeProvider } from 'fastify-type-provider-zod'
import { and, eq } from 'drizzle-orm'
import * as z from 'zod/mini'
import { ErrorBody, safeRedirectPath } from '@quad/shared'
import { lmsAccounts, lmsEnrollments, lmsSubmissions } from '../../db/schema/lms.ts'
import { requireBearerContext } from '../../platform/auth/auth.plugin.ts'
import { conflict, notFound, unauthorized } from '../../platform/errors.ts'
import type { ModuleContext } from '../../platform/module.ts'
import type { School } from '../../platform/tenancy/schools.service.ts'
import { requireSchool } from '../../platform/tenancy/tenancy.plugin.ts'
import { connectPath } from './academic-access.ts'
import { CALLBACK_PATH, loadSchoolLms, schoolOrigin } from './lms-settings.ts'
import { deleteGrant, readTokens, storeGrant } from './lms-tokens.ts'
import { LMS_SYNC_JOB, type LmsSyncPayload } from './names.ts'
import {
  clearNonceCookie,
  consumeState,
  issueState,
  NONCE_COOKIE,
  setNonceCookie,
} from './oauth-state.ts'
import { providerFor } from './providers.ts'

const tags = ['academic']
const CONNECT_PATH = connectPath().split('?')[0] ?? ''

/** Why a round trip failed, as the page's `?lms=failed&reason=` says it. */
type FailureReason =
  | 'denied'
  | 'invalid_state'
  | 'expired'
  | 'used'
  | 'browser'
  | 'wrong_user'
  | 'not_configured'
  | 'exchange_failed'

const stateFailures = {
  malformed: 'invalid_state',
  tampered: 'invalid_state',
  'wrong-purpose': 'invalid_state',
  expired: 'expired',
  revoked: 'used',
  browser: 'browser',
} as const satisfies Record<string, FailureReason>

/** The page the student returns to, told how the round trip ended. */
function returnTo(redirect: string, outcome: 'connected' | FailureReason): string {
  const url = new URL(redirect, 'http://quad.invalid')
  url.searchParams.set('lms', outcome === 'connected' ? 'connected' : 'failed')
  if (outcome !== 'connected') url.searchParams.set('reason', outcome)
  return `${url.pathname}${url.search}${url.hash}`
}

const CallbackQuery = z.object({
  code: z.optional(z.string().check(z.maxLength(2000))),
  state: z.optional(z.string().check(z.maxLength(2000))),
  error: z.optional(z.string().check(z.maxLength(200))),
})

/**
 * The OAuth2 round trip (issue 17, decision 048; api.md "Academic, schedule, finance"):
 * connect (the student's browser, by its session cookie) → the LMS's authorize page →
 * callback (exchange, store, first sync queued) → back to the page with `?lms=`.
 * Disconnect forgets the grant.
 */
export function connectRoutes(app: FastifyInstance, ctx: ModuleContext): void {
  const r = app.withTypeProvider<ZodTypeProvider>()
  const db = ctx.database.db
  const links = ctx.integrations.links
  const redirectUri = (request: FastifyRequest, school: School) =>
    `${schoolOrigin(ctx, request, school)}${CALLBACK_PATH}`

  r.get(
    CONNECT_PATH,
    {
      // A browser navigation: the session cookie, never a bearer header (decision 048).
      config: { auth: 'session' },
      schema: {
        tags,
        summary: 'Starts the LMS OAuth round trip (a browser navigation, by the session cookie)',
        querystring: z.object({ redirect: z.optional(z.string().check(z.maxLength(500))) }),
        response: { 401: ErrorBody, 404: ErrorBody, 409: ErrorBody },
      },
    },
    async (request, reply) => {
      const school = requireSchool(request)
      const session = request.session
      if (!session) throw unauthorized('Sign in to Quad, then connect your learning system')
      const lms = await loadSchoolLms(ctx, db, school.id)
      if (!lms) throw notFound('The school’s learning system')
      if (!lms.enabled) throw conflict('The school has turned its learning system connection off')
      const redirect = safeRedirectPath(request.query.redirect ?? '/edu')
      const { state, nonce } = await issueState(links, db, school.id, {
        userId: session.user.id,
        redirect,
      })
      setNonceCookie(request, reply, nonce)
      const provider = providerFor(lms.provider, ctx.outbound)
      return reply.redirect(
        provider.authorizeUrl(lms.settings, { state, redirectUri: redirectUri(request, school) }),
      )
    },
  )

  r.get(
    CALLBACK_PATH,
    {
      // The LMS redirects the browser here: the signed state and its nonce cookie name the
      // student; the session cookie, if any, must be theirs.
      config: { auth: 'session' },
      schema: {
        tags,
        summary: 'Where the LMS sends the student back; redirects to the page with ?lms=',
        querystring: CallbackQuery,
      },
    },
    async (request, reply) => {
      const school = requireSchool(request)
      const { code, state, error } = request.query
      const nonce = request.cookies[NONCE_COOKIE]
      clearNonceCookie(request, reply)
      const back = (redirect: string, outcome: 'connected' | FailureReason) =>
        reply.redirect(returnTo(redirect, outcome))

      const consumed = await db.transaction((tx) =>
        consumeState(links, tx, school.id, state ?? '', nonce),
      )
      if (!consumed.ok) return back('/edu', stateFailures[consumed.failure])
      const { userId, redirect } = consumed.state
      // Another student signed in in this browser since: never give them this grant.
      if (request.session && request.session.user.id !== userId) return back(redirect, 'wrong_user')
      if (error || !code) return back(redirect, 'denied')
      const lms = await loadSchoolLms(ctx, db, school.id)
      if (!lms?.enabled) return back(redirect, 'not_configured')
      const provider = providerFor(lms.provider, ctx.outbound)
      const tokens = await provider
        .exchangeCode(lms.settings, code, redirectUri(request, school))
        .catch((failure: unknown) => {
          request.log.warn({ err: failure }, 'lms: the code exchange failed')
          return null
        })
      if (!tokens) return back(redirect, 'exchange_failed')
      const student = { schoolId: school.id, userId }
      await db.transaction(async (tx) => {
        await storeGrant(ctx, tx, student, lms.provider, tokens)
        const payload: LmsSyncPayload = student
        await ctx.jobs.enqueue(tx, LMS_SYNC_JOB, payload, {
          singletonKey: `lms-sync:${String(userId)}`,
        })
      })
      return back(redirect, 'connected')
    },
  )

  r.delete(
    '/api/v1/integrations/lms/connection',
    {
      schema: {
        tags,
        security: [{ bearer: [] }],
        summary: 'Disconnects the student’s LMS account (revoked there, best effort)',
        response: { 204: z.null(), 401: ErrorBody },
      },
    },
    async (request, reply) => {
      const { school, user } = requireBearerContext(request)
      await disconnect(ctx, request, { schoolId: school.id, userId: user.id })
      return reply.code(204).send(null)
    },
  )
}

/** Revokes the token at the LMS (best effort), then forgets the grant and the student's copy. */
async function disconnect(
  ctx: ModuleContext,
  request: FastifyRequest,
  student: { schoolId: number; userId: number },
): Promise<void> {
  const db = ctx.database.db
  const [account] = await db
    .select({ provider: lmsAccounts.provider })
    .from(lmsAccounts)
    .where(and(eq(lmsAccounts.userId, student.userId), eq(lmsAccounts.schoolId, student.schoolId)))
  if (!account) return
  const lms = await loadSchoolLms(ctx, db, student.schoolId)
  const tokens = await readTokens(ctx, db, student, account.provider)
  if (lms && tokens) {
    await providerFor(lms.provider, ctx.outbound)
      .revoke(lms.settings, tokens.accessToken)
      .catch((failure: unknown) => request.log.warn({ err: failure }, 'lms: revoke failed'))
  }
  await db.transaction(async (tx) => {
    await deleteGrant(ctx, tx, student, account.provider)
    await tx.delete(lmsSubmissions).where(eq(lmsSubmissions.userId, student.userId))
    await tx.delete(lmsEnrollments).where(eq(lmsEnrollments.userId, student.userId))
  })
}
