import type { FastifyInstance } from 'fastify'
import type { ZodTypeProvider } from 'fastify-type-provider-zod'
import { z } from 'zod'
import { ErrorBody, InvitationBody, InvitationCreated } from '@quad/shared'
import { auditOrigin } from '../../platform/audit/audit.ts'
import type { ModuleContext } from '../../platform/module.ts'
import { actorOf } from '../../platform/policies/policies.plugin.ts'
import { requireSchool } from '../../platform/tenancy/tenancy.plugin.ts'
import { linkUrl, sendAccountMail } from './account-mail.ts'
import { invitationMail, resetMail } from './mails.ts'
import { invite } from './invitations.service.ts'
import { adminReset } from './passwords.service.ts'

const tags = ['accounts']
const security = [{ bearer: [] }]
const errors = { 400: ErrorBody, 401: ErrorBody, 403: ErrorBody, 404: ErrorBody, 409: ErrorBody }
const UidParams = z.object({ uid: z.string().min(1).max(64) })

/**
 * The People page's two account calls (issue 14), for school admins: invite someone by
 * email, and send someone a password-reset link. Both audited (decision 024).
 */
export function adminAccountRoutes(app: FastifyInstance, ctx: ModuleContext): void {
  const r = app.withTypeProvider<ZodTypeProvider>()
  const db = ctx.database.db

  r.post(
    '/api/v1/admin/invitations',
    {
      config: { requires: 'people.invite' },
      schema: {
        tags,
        security,
        body: InvitationBody,
        response: { 201: InvitationCreated, ...errors },
      },
    },
    async (request, reply) => {
      const school = requireSchool(request)
      const invitation = await invite(
        db,
        school,
        auditOrigin(request, actorOf(request).userId),
        request.body,
      )
      const url = linkUrl(ctx, school, 'invite', invitation)
      await sendAccountMail(ctx, request.log, school, invitationMail(school, invitation, url))
      return reply.code(201).send({
        uid: invitation.uid,
        email: invitation.email,
        expiresAt: invitation.expiresAt.toISOString(),
      })
    },
  )

  r.post(
    '/api/v1/admin/users/:uid/password-reset',
    {
      config: { requires: 'people.reset_password' },
      schema: { tags, security, params: UidParams, response: { 204: z.null(), ...errors } },
    },
    async (request, reply) => {
      const school = requireSchool(request)
      const origin = auditOrigin(request, actorOf(request).userId)
      const link = await adminReset(db, school, origin, request.params.uid)
      const url = linkUrl(ctx, school, 'reset', link)
      await sendAccountMail(ctx, request.log, school, resetMail(school, link, url))
      return reply.code(204).send(null)
    },
  )
}
