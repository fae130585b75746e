import type { FastifyInstance, FastifyRequest } from 'fastify'
import type { ZodTypeProvider } from 'fastify-type-provider-zod'
import * as z from 'zod/mini'
import { ErrorBody, SsoPublic, SsoSettingsAnswer, SsoSettingsBody } from '@quad/shared'
import { auditOrigin } from '../../platform/audit/audit.ts'
import type { ModuleContext } from '../../platform/module.ts'
import { actorOf } from '../../platform/policies/policies.plugin.ts'
import { requireSchool } from '../../platform/tenancy/tenancy.plugin.ts'
import {
  presentSsoPublic,
  presentSsoSettings,
  quadEndpoints,
  removeSsoSettings,
  saveSsoSettings,
} from './sso-settings.ts'

const tags = ['admin']
const security = [{ bearer: [] }]
const errors = { 400: ErrorBody, 401: ErrorBody, 403: ErrorBody }
const requires = { requires: 'sso.manage' } as const

/**
 * The admin's SSO settings (`GET`/`PUT`/`DELETE /api/v1/admin/sso`, decision 053) and the
 * login page's public answer (`GET /mobile_ws/v18/sso`).
 */
export function ssoSettingsRoutes(app: FastifyInstance, ctx: ModuleContext): void {
  const r = app.withTypeProvider<ZodTypeProvider>()
  const db = ctx.database.db
  // SSO-only lives on the school: every instance reads the school again at once.
  const changed = (schoolId: number) => ctx.realtime.signal({ signal: 'school-changed', schoolId })
  const present = async (request: FastifyRequest) => {
    const school = requireSchool(request)
    // The school's public origin (as emails link to it), else the request's own.
    const origin = ctx.mail?.originOf(school.code) ?? `${request.protocol}://${request.host}`
    return {
      settings: await presentSsoSettings(ctx, db, school.id, origin),
      quad: quadEndpoints(origin),
    }
  }

  r.get(
    '/api/v1/admin/sso',
    {
      config: requires,
      schema: { tags, security, response: { 200: SsoSettingsAnswer, ...errors } },
    },
    async (request) => present(request),
  )

  r.put(
    '/api/v1/admin/sso',
    {
      config: requires,
      schema: {
        tags,
        security,
        body: SsoSettingsBody,
        response: { 200: SsoSettingsAnswer, ...errors },
      },
    },
    async (request) => {
      const origin = auditOrigin(request, actorOf(request).userId)
      const schoolId = requireSchool(request).id
      await saveSsoSettings(ctx, db, origin, schoolId, request.body)
      await changed(schoolId)
      return present(request)
    },
  )

  r.delete(
    '/api/v1/admin/sso',
    {
      config: requires,
      schema: { tags, security, response: { 204: z.null(), ...errors } },
    },
    async (request, reply) => {
      const origin = auditOrigin(request, actorOf(request).userId)
      const schoolId = requireSchool(request).id
      if (await removeSsoSettings(ctx, db, origin, schoolId)) await changed(schoolId)
      return reply.code(204).send(null)
    },
  )

  r.get(
    '/mobile_ws/v18/sso',
    { schema: { tags: ['auth'], response: { 200: SsoPublic, ...errors } } },
    async (request) => presentSsoPublic(db, requireSchool(request).id),
  )
}
