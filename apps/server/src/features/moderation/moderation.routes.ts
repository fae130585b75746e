import type { FastifyInstance } from 'fastify'
import type { ZodTypeProvider } from 'fastify-type-provider-zod'
import * as z from 'zod/mini'
import {
  ErrorBody,
  ModerationActionBody,
  ModerationReportPage,
  ModerationReportsQuery,
} from '@quad/shared'
import { auditOrigin } from '../../platform/audit/audit.ts'
import type { ModuleContext } from '../../platform/module.ts'
import { actorOf } from '../../platform/policies/policies.plugin.ts'
import { requireSchool } from '../../platform/tenancy/tenancy.plugin.ts'
import { actOnReport } from './actions.service.ts'
import { listReports } from './reports.service.ts'

const tags = ['moderation']
const security = [{ bearer: [] }]
const ReportParams = z.object({
  id: z.pipe(z.string().check(z.regex(/^\d{1,18}$/, 'must be a report id')), z.transform(Number)),
})

/** Reports for moderators and school admins (issue 13 item 6, decision 024). */
export function moderationRoutes(app: FastifyInstance, ctx: ModuleContext): void {
  const r = app.withTypeProvider<ZodTypeProvider>()
  const db = ctx.database.db
  r.get(
    '/api/v1/moderation/reports',
    {
      config: { requires: 'report.list' },
      schema: {
        tags,
        security,
        querystring: ModerationReportsQuery,
        response: { 200: ModerationReportPage },
      },
    },
    async (request) => listReports(db, ctx.reportSubjects, requireSchool(request), request.query),
  )

  r.post(
    '/api/v1/moderation/reports/:id/actions',
    {
      config: { requires: 'report.act' },
      schema: {
        tags,
        security,
        summary: 'Act on an open report: dismiss, hide, warn, or suspend for `days`',
        params: ReportParams,
        body: ModerationActionBody,
        response: { 204: z.null(), 400: ErrorBody, 403: ErrorBody, 404: ErrorBody, 409: ErrorBody },
      },
    },
    async (request, reply) => {
      const actor = actorOf(request)
      await actOnReport(
        { db, bus: ctx.bus, outbox: ctx.outbox, subjects: ctx.reportSubjects },
        requireSchool(request),
        auditOrigin(request, actor.userId),
        request.params.id,
        request.body,
      )
      return reply.code(204).send(null)
    },
  )
}
