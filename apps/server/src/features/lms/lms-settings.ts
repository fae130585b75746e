import { and, count, eq, isNull } from 'drizzle-orm'
import type { FastifyRequest } from 'fastify'
import { LmsProviderName, type LmsSettingsAnswer, type LmsSettingsBody } from '@quad/shared'
import { lmsAccounts, lmsSettings } from '../../db/schema/lms.ts'
import { audit, type AuditOrigin } from '../../platform/audit/audit.ts'
import type { Db, DbOrTx } from '../../platform/db/database.ts'
import { fieldError } from '../../platform/errors.ts'
import { requireFetchable } from '../../platform/http/outbound.ts'
import type { ModuleContext } from '../../platform/module.ts'
import type { School } from '../../platform/tenancy/schools.service.ts'
import type { LmsSettings } from './lms-provider.ts'
import { LMS_KEY_CREDENTIAL, type StoredDeveloperKey } from './names.ts'

type SettingsContext = Pick<ModuleContext, 'integrations' | 'outbound'>
type SettingsRow = typeof lmsSettings.$inferSelect

/** Where the LMS sends the student back: registered as the developer key's redirect URI. */
export const CALLBACK_PATH = '/api/v1/integrations/lms/callback'

/**
 * The school's public origin: the configured one (as emails link to it), else the
 * request's own (development, tests).
 */
export function schoolOrigin(
  ctx: Pick<ModuleContext, 'mail'>,
  request: FastifyRequest,
  school: School,
): string {
  return ctx.mail?.originOf(school.code) ?? `${request.protocol}://${request.host}`
}

/** A school's LMS as a provider needs it, the secret opened; null when there is none. */
export interface SchoolLms {
  provider: LmsProviderName
  enabled: boolean
  settings: LmsSettings
}

export async function settingsRow(db: DbOrTx, schoolId: number): Promise<SettingsRow | null> {
  const [row] = await db.select().from(lmsSettings).where(eq(lmsSettings.schoolId, schoolId))
  return row ?? null
}

const keyRef = (schoolId: number, provider: string) => ({
  schoolId,
  provider,
  name: LMS_KEY_CREDENTIAL,
})

/** The school's LMS with its developer key's secret, or null when not configured. */
export async function loadSchoolLms(
  ctx: SettingsContext,
  db: DbOrTx,
  schoolId: number,
): Promise<SchoolLms | null> {
  const row = await settingsRow(db, schoolId)
  if (!row) return null
  const key = (await ctx.integrations.credentials.get(
    db,
    keyRef(schoolId, row.provider),
  )) as StoredDeveloperKey | null
  if (!key) return null
  return {
    provider: LmsProviderName.parse(row.provider),
    enabled: row.enabled,
    settings: { baseUrl: row.baseUrl, clientId: row.clientId, clientSecret: key.clientSecret },
  }
}

/** The admin's view: never the secret, only whether one is stored. */
export async function presentLmsSettings(
  ctx: SettingsContext,
  db: DbOrTx,
  schoolId: number,
  redirectUri: string,
): Promise<LmsSettingsAnswer> {
  const row = await settingsRow(db, schoolId)
  const hasSecret =
    row !== null &&
    (await ctx.integrations.credentials.get(db, keyRef(schoolId, row.provider))) !== null
  const [connected] = await db
    .select({ n: count() })
    .from(lmsAccounts)
    .where(and(eq(lmsAccounts.schoolId, schoolId), isNull(lmsAccounts.revokedAt)))
  return {
    configured: row !== null && hasSecret,
    provider: row ? LmsProviderName.parse(row.provider) : null,
    baseUrl: row?.baseUrl ?? null,
    clientId: row?.clientId ?? null,
    hasSecret,
    enabled: row?.enabled ?? false,
    redirectUri,
    connectedStudents: connected?.n ?? 0,
  }
}

/**
 * Saves the school's LMS in one transaction with its audit entry (old → new, never the
 * secret, only whether it changed). An absent secret keeps the stored one; with none
 * stored, the body must carry one.
 */
export async function saveLmsSettings(
  ctx: SettingsContext,
  db: Db,
  origin: AuditOrigin,
  schoolId: number,
  body: LmsSettingsBody,
): Promise<void> {
  // Quad fetches the LMS on each student's behalf: never this server's own network.
  await requireFetchable(ctx.outbound, 'body.baseUrl', body.baseUrl)
  await db.transaction(async (tx) => {
    const before = await settingsRow(tx, schoolId)
    const ref = keyRef(schoolId, body.provider)
    const stored = (await ctx.integrations.credentials.get(tx, ref)) as StoredDeveloperKey | null
    const secret = body.clientSecret ?? stored?.clientSecret
    if (!secret) throw fieldError('body.clientSecret', 'the developer key’s secret is required')
    const values = {
      provider: body.provider,
      baseUrl: body.baseUrl,
      clientId: body.clientId,
      enabled: body.enabled,
    }
    await tx
      .insert(lmsSettings)
      .values({ schoolId, ...values })
      .onConflictDoUpdate({
        target: lmsSettings.schoolId,
        set: { ...values, updatedAt: new Date() },
      })
    await ctx.integrations.credentials.put(tx, ref, { clientSecret: secret })
    await audit(tx, origin, {
      schoolId,
      action: 'integrations.lms.update',
      subjectType: 'lms_settings',
      subjectId: schoolId,
      details: {
        old: before && publicPart(before),
        new: values,
        secretChanged: body.clientSecret !== undefined,
      },
    })
  })
}

const publicPart = (row: SettingsRow) => ({
  provider: row.provider,
  baseUrl: row.baseUrl,
  clientId: row.clientId,
  enabled: row.enabled,
})
