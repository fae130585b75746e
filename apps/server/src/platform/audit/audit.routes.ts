import type { FastifyInstance } from 'fastify'
import type { ZodTypeProvider } from 'fastify-type-provider-zod'
import { AuditPage, AuditQuery } from '@quad/shared'
import type { Database } from '../db/database.ts'
import { requireSchool } from '../tenancy/tenancy.plugin.ts'
import { listAudit } from './audit.ts'

/** The school's audit log, for school admins (`audit.read`, decision 024). */
export function auditRoutes(app: FastifyInstance, database: Database): void {
  app.withTypeProvider<ZodTypeProvider>().get(
    '/api/v1/admin/audit',
    {
      config: { requires: 'audit.read' },
      schema: {
        tags: ['admin'],
        security: [{ bearer: [] }],
        querystring: AuditQuery,
        response: { 200: AuditPage },
      },
    },
    async (request) => listAudit(database.db, requireSchool(request).id, request.query),
  )
}
