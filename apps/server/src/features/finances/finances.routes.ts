import type { FastifyInstance } from 'fastify'
import type { ZodTypeProvider } from 'fastify-type-provider-zod'
import { BursarAnswer, ErrorBody, FinanceSettings, HoldsAnswer } from '@quad/shared'
import { auditOrigin } from '../../platform/audit/audit.ts'
import { requireSession } from '../../platform/auth/auth.plugin.ts'
import type { ModuleContext } from '../../platform/module.ts'
import { actorOf } from '../../platform/policies/policies.plugin.ts'
import { requireSchool } from '../../platform/tenancy/tenancy.plugin.ts'
import { bursarAnswer, loadTermAccounts } from './bursar.service.ts'
import { loadFinanceSettings, saveFinanceSettings } from './finance-settings.service.ts'
import { loadHolds } from './holds.service.ts'
import { SIS_BALANCES_SOURCE, SIS_HOLDS_SOURCE } from './names.ts'

const errors = { 400: ErrorBody, 401: ErrorBody, 403: ErrorBody }
const studentTags = ['finances']
const adminTags = ['admin']
const security = [{ bearer: [] }]
const ADMIN_PATH = '/api/v1/admin/integrations/finance'

/**
 * The student's finances (spec 7 `finance bursar`, `finance holds`; session surface) and
 * the admin's Pay link settings (`integrations.manage`, audited).
 */
export function financesRoutes(app: FastifyInstance, ctx: ModuleContext): void {
  const r = app.withTypeProvider<ZodTypeProvider>()
  const db = ctx.database.db
  const lastSynced = async (schoolId: number, source: string) => {
    const record = await ctx.integrations.sync.last(db, { schoolId, source })
    return record?.lastSucceededAt?.toISOString() ?? null
  }

  r.get(
    '/mobile_ws/v18/finance/bursar',
    { schema: { tags: studentTags, response: { 200: BursarAnswer, ...errors } } },
    async (request) => {
      const { user } = requireSession(request)
      const schoolId = requireSchool(request).id
      const [terms, settings, lastSyncedAt] = await Promise.all([
        loadTermAccounts(db, schoolId, user.id),
        loadFinanceSettings(db, schoolId),
        lastSynced(schoolId, SIS_BALANCES_SOURCE),
      ])
      return bursarAnswer(terms, settings, lastSyncedAt)
    },
  )

  r.get(
    '/mobile_ws/v18/finance/holds',
    { schema: { tags: studentTags, response: { 200: HoldsAnswer, ...errors } } },
    async (request) => {
      const { user } = requireSession(request)
      const schoolId = requireSchool(request).id
      const [items, lastSyncedAt] = await Promise.all([
        loadHolds(db, schoolId, user.id),
        lastSynced(schoolId, SIS_HOLDS_SOURCE),
      ])
      return { items, lastSyncedAt }
    },
  )

  r.get(
    ADMIN_PATH,
    {
      config: { requires: 'integrations.manage', section: null },
      schema: { tags: adminTags, security, response: { 200: FinanceSettings, ...errors } },
    },
    async (request) => loadFinanceSettings(db, requireSchool(request).id),
  )

  r.put(
    ADMIN_PATH,
    {
      config: { requires: 'integrations.manage', section: null },
      schema: {
        tags: adminTags,
        security,
        body: FinanceSettings,
        response: { 200: FinanceSettings, ...errors },
      },
    },
    async (request) => {
      const origin = auditOrigin(request, actorOf(request).userId)
      return saveFinanceSettings(db, origin, requireSchool(request).id, request.body)
    },
  )
}
