import { eq, sql } from 'drizzle-orm'
import type { FastifyInstance } from 'fastify'
import type { ZodTypeProvider } from 'fastify-type-provider-zod'
import { z } from 'zod'
import {
  ChangeEmailBody,
  EmailChanged,
  ErrorBody,
  ForgotPasswordAccepted,
  VerifyEmailBody,
} from '@quad/shared'
import { requireSession } from '../../platform/auth/auth.plugin.ts'
import { users } from '../../platform/db/schema.ts'
import { rateLimited } from '../../platform/errors.ts'
import type { ModuleContext } from '../../platform/module.ts'
import { requireSchool } from '../../platform/tenancy/tenancy.plugin.ts'
import { linkUrl, sendAccountMail } from './account-mail.ts'
import { requestEmailChange, verifyEmailChange } from './email-change.service.ts'
import { emailChangedNotice, verifyEmailMail } from './mails.ts'

const tags = ['accounts']
const errors = {
  400: ErrorBody,
  401: ErrorBody,
  403: ErrorBody,
  409: ErrorBody,
  410: ErrorBody,
  429: ErrorBody,
}
/** Email change requests per session per minute: the current password must not be guessable. */
const CHANGES_PER_MINUTE = 5

/**
 * The student's own account (issue 14): change email (verified by a link to the new
 * address, the old one told), and finishing the first-run welcome.
 */
export function meRoutes(app: FastifyInstance, ctx: ModuleContext): void {
  const r = app.withTypeProvider<ZodTypeProvider>()
  const db = ctx.database.db
  const limit = app.createRateLimit({
    max: CHANGES_PER_MINUTE,
    timeWindow: 60_000,
    keyGenerator: (request) => `email-change:${request.session?.id ?? request.ip}`,
  })

  r.post(
    '/mobile_ws/v18/email/change',
    {
      schema: { tags, body: ChangeEmailBody, response: { 202: ForgotPasswordAccepted, ...errors } },
    },
    async (request, reply) => {
      const session = requireSession(request)
      const result = await limit(request)
      if (!result.isAllowed && result.isExceeded) throw rateLimited()
      const school = requireSchool(request)
      const link = await requestEmailChange(db, school, session.user.id, request.body)
      const mail = verifyEmailMail(
        school,
        { newEmail: request.body.newEmail, firstName: session.user.firstName },
        linkUrl(ctx, school, 'email_change', link),
      )
      await sendAccountMail(ctx, request.log, school, mail)
      return reply.code(202).send({ sent: true })
    },
  )

  // No session needed: the link proves the new inbox, the password proved the student.
  r.post(
    '/mobile_ws/v18/email/verify',
    { schema: { tags, body: VerifyEmailBody, response: { 200: EmailChanged, ...errors } } },
    async (request) => {
      const school = requireSchool(request)
      const change = await verifyEmailChange(db, school, request.body.token)
      await sendAccountMail(ctx, request.log, school, emailChangedNotice(school, change))
      return { email: change.newEmail }
    },
  )

  r.post(
    '/mobile_ws/v18/welcome/done',
    { schema: { tags, response: { 204: z.null(), ...errors } } },
    async (request, reply) => {
      const session = requireSession(request)
      await db
        .update(users)
        .set({ onboardedAt: sql`coalesce(${users.onboardedAt}, now())` })
        .where(eq(users.id, session.user.id))
      return reply.code(204).send(null)
    },
  )
}
