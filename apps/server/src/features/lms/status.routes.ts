import type { FastifyInstance } from 'fastify'
import type { ZodTypeProvider } from 'fastify-type-provider-zod'
import { and, eq } from 'drizzle-orm'
import { AcademicStatus, ErrorBody, LmsProviderName, type SyncState } from '@quad/shared'
import { lmsAccounts } from '../../db/schema/lms.ts'
import { requireBearerContext } from '../../platform/auth/auth.plugin.ts'
import type { SyncRecord } from '../../platform/integrations/index.ts'
import type { ModuleContext } from '../../platform/module.ts'
import { connectPath, requestOrigin } from './academic-access.ts'
import { settingsRow } from './lms-settings.ts'
import { LMS_SYNC_SOURCE } from './names.ts'

/** A sync record as the pages show it: last success, and whether a later attempt failed. */
export function syncStateOf(record: SyncRecord | null): SyncState {
  const succeeded = record?.lastSucceededAt ?? null
  const failed = record?.lastFailedAt ?? null
  return {
    lastSyncedAt: succeeded?.toISOString() ?? null,
    lastAttemptFailed: failed !== null && (succeeded === null || failed > succeeded),
  }
}

/**
 * `GET /api/v1/academic/status` (issue 17): whether the school has an LMS, whether this
 * student's grant works, where to (re)connect, when it last synced. Never 498: /edu asks
 * this first to choose between "Connect", "Reconnect" and the courses.
 */
export function statusRoutes(app: FastifyInstance, ctx: ModuleContext): void {
  const r = app.withTypeProvider<ZodTypeProvider>()
  const db = ctx.database.db
  r.get(
    '/api/v1/academic/status',
    {
      schema: {
        tags: ['academic'],
        security: [{ bearer: [] }],
        response: { 200: AcademicStatus, 401: ErrorBody },
      },
    },
    async (request) => {
      const { school, user } = requireBearerContext(request)
      const settings = await settingsRow(db, school.id)
      const [account] = await db
        .select({ revokedAt: lmsAccounts.revokedAt })
        .from(lmsAccounts)
        .where(and(eq(lmsAccounts.userId, user.id), eq(lmsAccounts.schoolId, school.id)))
      const scope = { schoolId: school.id, source: LMS_SYNC_SOURCE, userId: user.id }
      const configured = settings?.enabled ?? false
      return {
        configured,
        provider: settings ? LmsProviderName.parse(settings.provider) : null,
        connected: account !== undefined && account.revokedAt === null,
        revoked: account?.revokedAt != null,
        connectURL: configured ? `${requestOrigin(request)}${connectPath()}` : null,
        sync: syncStateOf(await ctx.integrations.sync.last(db, scope)),
      }
    },
  )
}
