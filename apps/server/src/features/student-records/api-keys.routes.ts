import type { FastifyInstance } from 'fastify'
import type { ZodTypeProvider } from 'fastify-type-provider-zod'
import * as z from 'zod/mini'
import {
  CreateApiKeyBody,
  CreatedApiKey,
  ErrorBody,
  RotateApiKeyBody,
  SchoolApiKey,
  SchoolApiKeyList,
  SisStatus,
} from '@quad/shared'
import { auditOrigin } from '../../platform/audit/audit.ts'
import type { ModuleContext } from '../../platform/module.ts'
import { actorOf } from '../../platform/policies/policies.plugin.ts'
import { requireSchool } from '../../platform/tenancy/tenancy.plugin.ts'
import { createKey, listKeys, revokeKey, rotateKey } from './api-keys.service.ts'
import { sisStatus } from './sis-push.service.ts'

const KEYS = '/api/v1/admin/integrations/sis/keys'
const tags = ['admin']
const security = [{ bearer: [] }]
const errors = { 400: ErrorBody, 401: ErrorBody, 403: ErrorBody, 404: ErrorBody }
const config = { requires: 'integrations.manage' } as const
const KeyParams = z.object({
  id: z.pipe(z.string().check(z.regex(/^\d{1,15}$/, 'a key id')), z.transform(Number)),
})

/**
 * The admin console's student-records keys (issue 17, decision 049): list, create (the
 * key answered this once), rotate with a grace, revoke; and "last synced" per kind.
 * Every change is `integrations.manage`, audited without the key.
 */
export function apiKeyRoutes(app: FastifyInstance, ctx: ModuleContext): void {
  const r = app.withTypeProvider<ZodTypeProvider>()
  const { database } = ctx
  const who = (request: Parameters<typeof actorOf>[0]) => ({
    origin: auditOrigin(request, actorOf(request).userId),
    schoolId: requireSchool(request).id,
  })

  r.get(
    KEYS,
    { config, schema: { tags, security, response: { 200: SchoolApiKeyList, ...errors } } },
    async (request) => ({ items: await listKeys(database.db, requireSchool(request).id) }),
  )

  r.post(
    KEYS,
    {
      config,
      schema: {
        tags,
        security,
        body: CreateApiKeyBody,
        response: { 201: CreatedApiKey, ...errors },
      },
    },
    async (request, reply) => {
      const { origin, schoolId } = who(request)
      const created = await createKey(database, origin, schoolId, request.body.name)
      return reply.code(201).header('cache-control', 'no-store').send(created)
    },
  )

  r.post(
    `${KEYS}/:id/rotate`,
    {
      config,
      schema: {
        tags,
        security,
        params: KeyParams,
        body: RotateApiKeyBody,
        response: { 201: CreatedApiKey, ...errors },
      },
    },
    async (request, reply) => {
      const { origin, schoolId } = who(request)
      const { id } = request.params
      const created = await rotateKey(database, origin, schoolId, id, request.body.graceHours)
      return reply.code(201).header('cache-control', 'no-store').send(created)
    },
  )

  r.delete(
    `${KEYS}/:id`,
    {
      config,
      schema: { tags, security, params: KeyParams, response: { 200: SchoolApiKey, ...errors } },
    },
    async (request) => {
      const { origin, schoolId } = who(request)
      return revokeKey(database, origin, schoolId, request.params.id)
    },
  )

  r.get(
    '/api/v1/admin/integrations/sis/status',
    { config, schema: { tags, security, response: { 200: SisStatus, ...errors } } },
    async (request) => sisStatus(database.db, ctx.integrations.sync, requireSchool(request).id),
  )
}
