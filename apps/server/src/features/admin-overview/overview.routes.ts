import type { FastifyInstance } from 'fastify'
import type { ZodTypeProvider } from 'fastify-type-provider-zod'
import { Overview, OverviewQuery } from '@quad/shared'
import type { ModuleContext } from '../../platform/module.ts'
import { requireSchool } from '../../platform/tenancy/tenancy.plugin.ts'
import { ClosedDaysCache } from './closed-days-cache.ts'
import { schoolOverview } from './overview.service.ts'

/** `GET /api/v1/admin/overview` for school admins (issue 14 item 5, decision 033). */
export function overviewRoutes(app: FastifyInstance, ctx: ModuleContext): void {
  // This instance's closed days per range (decision 073).
  const cache = new ClosedDaysCache()
  app.withTypeProvider<ZodTypeProvider>().get(
    '/api/v1/admin/overview',
    {
      config: { requires: 'overview.read' },
      schema: {
        tags: ['admin'],
        security: [{ bearer: [] }],
        description:
          'Counts per day or week over a range of at most 365 days, with totals and the totals of the period of equal length before it.',
        querystring: OverviewQuery,
        response: { 200: Overview },
      },
    },
    async (request) =>
      schoolOverview(ctx.database.db, requireSchool(request).id, request.query, cache),
  )
}
