import { and, eq, sql } from 'drizzle-orm'
import { lmsAccounts } from '../../db/schema/lms.ts'
import type { DbOrTx } from '../../platform/db/database.ts'
import type { ModuleContext } from '../../platform/module.ts'
import { loadSchoolLms, type SchoolLms } from './lms-settings.ts'
import { LmsError, LmsGrantError, type LmsClient, type LmsTokens } from './lms-provider.ts'
import { LMS_TOKEN_CREDENTIAL, type StoredLmsTokens } from './names.ts'
import { providerFor } from './providers.ts'

type TokenContext = Pick<ModuleContext, 'integrations' | 'database' | 'outbound'>

/** A token expiring within this is refreshed before use. */
const REFRESH_MARGIN_MS = 60_000

export interface Student {
  schoolId: number
  userId: number
}

const tokenRef = (student: Student, provider: string) => ({
  schoolId: student.schoolId,
  provider,
  userId: student.userId,
  name: LMS_TOKEN_CREDENTIAL,
})

export async function readTokens(
  ctx: Pick<ModuleContext, 'integrations'>,
  db: DbOrTx,
  student: Student,
  provider: string,
): Promise<StoredLmsTokens | null> {
  return (await ctx.integrations.credentials.get(
    db,
    tokenRef(student, provider),
  )) as StoredLmsTokens | null
}

/** Stores the student's tokens and (re)opens their grant: `revoked_at` cleared. */
export async function storeGrant(
  ctx: Pick<ModuleContext, 'integrations'>,
  tx: DbOrTx,
  student: Student,
  provider: string,
  tokens: LmsTokens,
): Promise<void> {
  await putTokens(ctx, tx, student, provider, tokens)
  const grant = {
    schoolId: student.schoolId,
    provider,
    externalUserId: tokens.externalUserId,
    connectedAt: new Date(),
    revokedAt: null,
    revokedReason: null,
  }
  await tx
    .insert(lmsAccounts)
    .values({ userId: student.userId, ...grant })
    .onConflictDoUpdate({ target: lmsAccounts.userId, set: grant })
}

/** Forgets the student's grant and tokens (a disconnect). */
export async function deleteGrant(
  ctx: Pick<ModuleContext, 'integrations'>,
  tx: DbOrTx,
  student: Student,
  provider: string,
): Promise<void> {
  await ctx.integrations.credentials.delete(tx, tokenRef(student, provider))
  await tx
    .delete(lmsAccounts)
    .where(and(eq(lmsAccounts.userId, student.userId), eq(lmsAccounts.schoolId, student.schoolId)))
}

/** The LMS refused the grant: the academic calls answer 498 until the student reconnects. */
export async function markRevoked(db: DbOrTx, student: Student, reason: string): Promise<void> {
  await db
    .update(lmsAccounts)
    .set({
      revokedAt: sql`coalesce(${lmsAccounts.revokedAt}, now())`,
      revokedReason: reason.slice(0, 300),
    })
    .where(and(eq(lmsAccounts.userId, student.userId), eq(lmsAccounts.schoolId, student.schoolId)))
}

const expiresSoon = (tokens: LmsTokens, now = Date.now()) =>
  tokens.expiresAt !== null && Date.parse(tokens.expiresAt) - now < REFRESH_MARGIN_MS

/**
 * The student's `LmsClient` (decision 048), for the sync (track lms-sync) and anything
 * else that reads the LMS on a student's behalf.
 *
 * - Loads the school's LMS and the student's tokens; refreshes first when the access
 *   token expires within 60 s (the new token stored; the old refresh token kept when the
 *   LMS returns none).
 * - Every call that fails with `LmsGrantError` is refreshed once and retried.
 * - When the LMS refuses the grant (the refresh, or the retried call, throws
 *   `LmsGrantError`), `lms_accounts.revoked_at`/`revoked_reason` are set (the academic
 *   calls then answer 498) and the `LmsGrantError` is rethrown: the caller stops this
 *   student's sync, it does not retry.
 * - Throws `LmsGrantError` too when the student has no working grant (never connected,
 *   revoked, no tokens), and `LmsError` (status 0) when the school's LMS is not
 *   configured or is disabled. Any other `LmsError` is the LMS's (retry later).
 *
 * Refreshes take the student's `lms_accounts` row lock, so two at once (a sync and a
 * page, two instances) never lose a token: the second finds the first's new token.
 */
export async function studentLmsClient(
  ctx: TokenContext,
  db: DbOrTx,
  student: Student,
): Promise<LmsClient> {
  const lms = await loadSchoolLms(ctx, db, student.schoolId)
  if (!lms?.enabled) throw new LmsError('The school has no LMS connected', 0)
  const [account] = await db
    .select({ revokedAt: lmsAccounts.revokedAt })
    .from(lmsAccounts)
    .where(and(eq(lmsAccounts.userId, student.userId), eq(lmsAccounts.schoolId, student.schoolId)))
  let tokens =
    account && !account.revokedAt ? await readTokens(ctx, db, student, lms.provider) : null
  if (!tokens) throw new LmsGrantError('The student has no working LMS grant')
  if (expiresSoon(tokens)) tokens = await refreshTokens(ctx, lms, student, tokens)

  let current = tokens
  const provider = providerFor(lms.provider, ctx.outbound)
  const call = async <T>(use: (client: LmsClient) => Promise<T>): Promise<T> => {
    try {
      return await use(provider.client(lms.settings, current.accessToken))
    } catch (error) {
      if (!(error instanceof LmsGrantError)) throw error
      current = await refreshTokens(ctx, lms, student, current)
      try {
        return await use(provider.client(lms.settings, current.accessToken))
      } catch (again) {
        if (again instanceof LmsGrantError)
          await markRevoked(ctx.database.db, student, again.message)
        throw again
      }
    }
  }
  return {
    courses: () => call((client) => client.courses()),
    work: (courseId) => call((client) => client.work(courseId)),
    announcements: (courseIds, since) => call((client) => client.announcements(courseIds, since)),
  }
}

/**
 * Refreshes the student's tokens under their row lock. When another refresh already
 * replaced `used` (the stored access token differs and is fresh), that one is used.
 */
async function refreshTokens(
  ctx: TokenContext,
  lms: SchoolLms,
  student: Student,
  used: LmsTokens,
): Promise<LmsTokens> {
  const outcome = await ctx.database.db.transaction(async (tx) => {
    const [locked] = await tx
      .select({ revokedAt: lmsAccounts.revokedAt })
      .from(lmsAccounts)
      .where(
        and(eq(lmsAccounts.userId, student.userId), eq(lmsAccounts.schoolId, student.schoolId)),
      )
      .for('update')
    const stored = locked ? await readTokens(ctx, tx, student, lms.provider) : null
    if (!locked || locked.revokedAt || !stored) return { refused: 'The grant was removed' }
    if (stored.accessToken !== used.accessToken && !expiresSoon(stored)) return { tokens: stored }
    if (!stored.refreshToken) {
      await markRevoked(tx, student, 'The access token expired and cannot be refreshed')
      return { refused: 'The LMS issued no refresh token' }
    }
    try {
      const fresh = await providerFor(lms.provider, ctx.outbound).refresh(
        lms.settings,
        stored.refreshToken,
      )
      const tokens = { ...fresh, refreshToken: fresh.refreshToken ?? stored.refreshToken }
      await putTokens(ctx, tx, student, lms.provider, tokens)
      return { tokens }
    } catch (error) {
      if (!(error instanceof LmsGrantError)) throw error
      await markRevoked(tx, student, error.message)
      return { refused: error.message }
    }
  })
  if ('refused' in outcome) throw new LmsGrantError(outcome.refused)
  return outcome.tokens
}

async function putTokens(
  ctx: Pick<ModuleContext, 'integrations'>,
  tx: DbOrTx,
  student: Student,
  provider: string,
  tokens: LmsTokens,
) {
  await ctx.integrations.credentials.put(tx, tokenRef(student, provider), { ...tokens })
}
