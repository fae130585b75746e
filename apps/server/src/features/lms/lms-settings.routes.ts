import type { FastifyInstance, FastifyRequest } from 'fastify'
import type { ZodTypeProvider } from 'fastify-type-provider-zod'
import { ErrorBody, LmsSettingsAnswer, LmsSettingsBody } from '@quad/shared'
import { auditOrigin } from '../../platform/audit/audit.ts'
import type { ModuleContext } from '../../platform/module.ts'
import { actorOf } from '../../platform/policies/policies.plugin.ts'
import { requireSchool } from '../../platform/tenancy/tenancy.plugin.ts'
import { CALLBACK_PATH, presentLmsSettings, saveLmsSettings, schoolOrigin } from './lms-settings.ts'

const tags = ['admin']
const security = [{ bearer: [] }]
const errors = { 400: ErrorBody, 401: ErrorBody, 403: ErrorBody }

/**
 * The admin console's LMS panel (issue 17, decision 048): the school's LMS address,
 * its developer key (the secret write-only) and whether students may connect.
 */
export function lmsSettingsRoutes(app: FastifyInstance, ctx: ModuleContext): void {
  const r = app.withTypeProvider<ZodTypeProvider>()
  const db = ctx.database.db
  const present = (request: FastifyRequest) => {
    const school = requireSchool(request)
    const redirectUri = `${schoolOrigin(ctx, request, school)}${CALLBACK_PATH}`
    return presentLmsSettings(ctx, db, school.id, redirectUri)
  }

  r.get(
    '/api/v1/admin/integrations/lms',
    {
      config: { requires: 'integrations.manage', section: null },
      schema: { tags, security, response: { 200: LmsSettingsAnswer, ...errors } },
    },
    async (request) => present(request),
  )

  r.put(
    '/api/v1/admin/integrations/lms',
    {
      config: { requires: 'integrations.manage', section: null },
      schema: {
        tags,
        security,
        body: LmsSettingsBody,
        response: { 200: LmsSettingsAnswer, ...errors },
      },
    },
    async (request) => {
      const origin = auditOrigin(request, actorOf(request).userId)
      await saveLmsSettings(ctx, db, origin, requireSchool(request).id, request.body)
      return present(request)
    },
  )
}
