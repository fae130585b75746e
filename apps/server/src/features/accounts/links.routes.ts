import type { FastifyInstance } from 'fastify'
import type { ZodTypeProvider } from 'fastify-type-provider-zod'
import { z } from 'zod'
import {
  AcceptInvitationBody,
  AccountLinkToken,
  ErrorBody,
  ForgotPasswordAccepted,
  ForgotPasswordBody,
  InvitationInfo,
  LoginResponse,
  ResetPasswordBody,
} from '@quad/shared'
import { endSessionsOf } from '../../platform/auth/session-end.ts'
import { rateLimited } from '../../platform/errors.ts'
import type { ModuleContext } from '../../platform/module.ts'
import { refuseWhenSsoOnly } from '../../platform/tenancy/schools.service.ts'
import { requireSchool } from '../../platform/tenancy/tenancy.plugin.ts'
import { linkGone, peekLink } from './account-links.ts'
import { linkUrl, sendAccountMail } from './account-mail.ts'
import { acceptInvitation, invitedPerson } from './invitations.service.ts'
import { resetMail } from './mails.ts'
import { requestReset, resetPassword } from './passwords.service.ts'
import { signIn } from './sign-in.ts'

const tags = ['accounts']
const errors = { 400: ErrorBody, 403: ErrorBody, 410: ErrorBody, 429: ErrorBody }
/** Forgot-password requests per address (and client) and per client, per 15 minutes. */
const FORGOT_PER_ADDRESS = 5
const FORGOT_PER_CLIENT = 30
const FORGOT_WINDOW_MS = 15 * 60_000
const tooMany = () => rateLimited('Too many reset requests. Wait a few minutes and try again.')
const emailOf = (body: unknown) => {
  const parsed = ForgotPasswordBody.safeParse(body)
  return parsed.success ? parsed.data.email.toLowerCase() : '-'
}

/**
 * The public account links (issue 14): an invitation's page and its acceptance, forgot
 * password and the reset. Signed-out pages call these; a browser that holds a session
 * still sends its CSRF header (the session hook checks every /mobile_ws/ change).
 */
export function linkRoutes(app: FastifyInstance, ctx: ModuleContext): void {
  const r = app.withTypeProvider<ZodTypeProvider>()
  const db = ctx.database.db
  const sessions = { db, bus: ctx.bus }
  const perAddress = app.createRateLimit({
    max: FORGOT_PER_ADDRESS,
    timeWindow: FORGOT_WINDOW_MS,
    keyGenerator: (request) => `forgot:${request.ip}:${emailOf(request.body)}`,
  })

  // The token travels as a query value, which the request log redacts (never a path part).
  r.get(
    '/mobile_ws/v18/invitation',
    {
      schema: {
        tags,
        querystring: z.object({ token: AccountLinkToken }),
        response: { 200: InvitationInfo, ...errors },
      },
    },
    async (request) => {
      const school = requireSchool(request)
      const holder = await peekLink(db, school, 'invite', request.query.token)
      const person = await invitedPerson(db, school, holder.userId)
      if (!person) throw linkGone()
      return { ...person, schoolName: school.name }
    },
  )

  r.post(
    '/mobile_ws/v18/invitation/accept',
    { schema: { tags, body: AcceptInvitationBody, response: { 200: LoginResponse, ...errors } } },
    async (request, reply) => {
      const school = requireSchool(request)
      const uid = await acceptInvitation(db, school, request.body)
      return signIn(request, reply, sessions, school, uid)
    },
  )

  r.post(
    '/mobile_ws/v18/password/forgot',
    {
      schema: {
        tags,
        body: ForgotPasswordBody,
        response: { 202: ForgotPasswordAccepted, ...errors },
      },
      config: {
        rateLimit: {
          max: FORGOT_PER_CLIENT,
          timeWindow: FORGOT_WINDOW_MS,
          keyGenerator: (request) => `forgot-ip:${request.ip}`,
          errorResponseBuilder: tooMany,
        },
      },
      preHandler: async (request) => {
        const result = await perAddress(request)
        if (!result.isAllowed && result.isExceeded) throw tooMany()
      },
    },
    async (request, reply) => {
      const school = requireSchool(request)
      refuseWhenSsoOnly(school)
      const { email } = request.body
      // The answer leaves before the link is made or mailed: an address that exists takes
      // no longer to answer than one that does not (issue 14: always the same answer).
      void (async () => {
        const link = await requestReset(db, school, email)
        if (link)
          await sendAccountMail(
            ctx,
            request.log,
            school,
            resetMail(school, link, linkUrl(ctx, school, 'reset', link)),
          )
      })().catch((error: unknown) => request.log.error({ err: error }, 'reset link not made'))
      return reply.code(202).send({ sent: true })
    },
  )

  r.post(
    '/mobile_ws/v18/password/reset',
    { schema: { tags, body: ResetPasswordBody, response: { 200: LoginResponse, ...errors } } },
    async (request, reply) => {
      const school = requireSchool(request)
      const user = await resetPassword(db, school, request.body.token, request.body.password)
      // Every session ends, this browser's included (decision 029), then a fresh one: whoever
      // knew the old password is out, and the student who proved their inbox is in.
      await endSessionsOf(sessions, user)
      request.session = null
      return signIn(request, reply, sessions, school, user.uid)
    },
  )
}
