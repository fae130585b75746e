import { and, count, eq, isNull, sql } from 'drizzle-orm'
import type { SecondFactorSetup, SecondFactorStatus } from '@quad/shared'
import { recoveryCodes, secondFactors } from '../../db/schema/account-security.ts'
import type { Db, DbOrTx } from '../../platform/db/database.ts'
import { conflict, fieldError, forbidden, rateLimited } from '../../platform/errors.ts'
import type { CredentialRef, Credentials } from '../../platform/integrations/credentials.ts'
import { ROLES_REQUIRING_SECOND_FACTOR, rolesOf } from '../../platform/policies/roles.service.ts'
import type { School } from '../../platform/tenancy/schools.service.ts'
import { newRecoveryCodes, recoveryCodeHash } from './recovery-codes.ts'
import { matchingStep, newTotpSecret, otpauthQr, otpauthUrl } from './totp.ts'

export interface SecondFactorDeps {
  db: Db
  credentials: Credentials
}

/** Whom a second factor belongs to. */
export interface FactorOwner {
  school: School
  userId: number
}

/** How a code was accepted: a TOTP step, or one of the recovery codes. */
export type FactorMethod = 'totp' | 'recovery'

export const wrongCode = () => fieldError('code', 'That code is not right, or it was already used.')

/** Codes an account may try at sign-in per minute, by any route from any address. */
export const CODES_PER_MINUTE = 10

/**
 * Counts one code tried at sign-in against the account (issue 30 security 3): one counter
 * per account, in its factor's row, so every route, address and instance shares it. Beyond
 * `CODES_PER_MINUTE` in the current minute, a 429 — for a right code too. Run it in the
 * transaction that checks the code: a refused attempt rolls back and counts nothing more.
 */
export async function countCodeAttempt(tx: DbOrTx, userId: number): Promise<void> {
  const fresh = sql`${secondFactors.codeAttemptsSince} is null or ${secondFactors.codeAttemptsSince} < now() - interval '1 minute'`
  const [row] = await tx
    .update(secondFactors)
    .set({
      codeAttempts: sql`case when ${fresh} then 1 else ${secondFactors.codeAttempts} + 1 end`,
      codeAttemptsSince: sql`case when ${fresh} then now() else ${secondFactors.codeAttemptsSince} end`,
    })
    .where(eq(secondFactors.userId, userId))
    .returning({ attempts: secondFactors.codeAttempts })
  if (row && row.attempts > CODES_PER_MINUTE) {
    throw rateLimited('Too many codes. Wait a minute and try again.')
  }
}

const secretRef = ({ school, userId }: FactorOwner): CredentialRef => ({
  schoolId: school.id,
  provider: 'totp',
  userId,
  name: 'secret',
})

export async function mustUseSecondFactor(db: DbOrTx, owner: FactorOwner): Promise<boolean> {
  const roles = await rolesOf(db, owner.school.id, owner.userId)
  return roles.some((role) => ROLES_REQUIRING_SECOND_FACTOR.includes(role))
}

async function confirmedFactor(db: DbOrTx, userId: number, lock: boolean) {
  const query = db
    .select({ lastStep: secondFactors.lastStep, confirmedAt: secondFactors.confirmedAt })
    .from(secondFactors)
    .where(eq(secondFactors.userId, userId))
  const [row] = lock ? await query.for('update') : await query
  return row?.confirmedAt ? row : null
}

async function unusedRecoveryCodes(db: DbOrTx, userId: number): Promise<number> {
  const [row] = await db
    .select({ n: count() })
    .from(recoveryCodes)
    .where(and(eq(recoveryCodes.userId, userId), isNull(recoveryCodes.usedAt)))
  return row?.n ?? 0
}

/**
 * The factor's state as a ticket binds it: the last TOTP step used and the recovery codes
 * left. Any accepted code changes it, so a ticket is good for one sign-in only.
 */
export async function factorVersion(db: DbOrTx, userId: number): Promise<string | null> {
  const factor = await confirmedFactor(db, userId, false)
  if (!factor) return null
  return `${factor.lastStep}.${await unusedRecoveryCodes(db, userId)}`
}

export async function secondFactorStatus(
  db: DbOrTx,
  owner: FactorOwner,
): Promise<SecondFactorStatus> {
  const factor = await confirmedFactor(db, owner.userId, false)
  return {
    enabled: factor !== null,
    required: await mustUseSecondFactor(db, owner),
    recoveryCodesLeft: factor ? await unusedRecoveryCodes(db, owner.userId) : 0,
  }
}

/** A new secret, stored sealed and unconfirmed until a code from it comes back. */
export async function beginSetup(
  deps: SecondFactorDeps,
  owner: FactorOwner,
  account: string,
): Promise<SecondFactorSetup> {
  const secret = newTotpSecret()
  await deps.db.transaction(async (tx) => {
    if (await confirmedFactor(tx, owner.userId, true)) {
      throw conflict('A second factor is already on: turn it off first.')
    }
    await tx
      .insert(secondFactors)
      .values({ userId: owner.userId, schoolId: owner.school.id, confirmedAt: null, lastStep: 0 })
      .onConflictDoUpdate({ target: secondFactors.userId, set: { confirmedAt: null, lastStep: 0 } })
    await deps.credentials.put(tx, secretRef(owner), { secret })
  })
  const url = otpauthUrl(secret, owner.school.name, account)
  return { secret, otpauthUrl: url, qrSvg: await otpauthQr(url) }
}

async function secretOf(deps: SecondFactorDeps, db: DbOrTx, owner: FactorOwner) {
  const value = await deps.credentials.get(db, secretRef(owner))
  return typeof value?.secret === 'string' ? value.secret : null
}

async function replaceRecoveryCodes(tx: DbOrTx, owner: FactorOwner): Promise<string[]> {
  const codes = newRecoveryCodes()
  await tx.delete(recoveryCodes).where(eq(recoveryCodes.userId, owner.userId))
  await tx.insert(recoveryCodes).values(
    codes.map((code) => ({
      userId: owner.userId,
      schoolId: owner.school.id,
      codeHash: recoveryCodeHash(code),
    })),
  )
  return codes
}

/** Confirms the set-up secret with a code from it; answers the recovery codes (shown once). */
export function confirmSetup(
  deps: SecondFactorDeps,
  owner: FactorOwner,
  code: string,
): Promise<string[]> {
  return deps.db.transaction(async (tx) => {
    const [row] = await tx
      .select({ confirmedAt: secondFactors.confirmedAt })
      .from(secondFactors)
      .where(eq(secondFactors.userId, owner.userId))
      .for('update')
    if (!row) throw conflict('Start setting up the second factor first.')
    if (row.confirmedAt) throw conflict('The second factor is already on.')
    const secret = await secretOf(deps, tx, owner)
    const step = secret ? matchingStep(secret, code.trim()) : null
    if (step === null) throw wrongCode()
    await tx
      .update(secondFactors)
      .set({ confirmedAt: new Date(), lastStep: step })
      .where(eq(secondFactors.userId, owner.userId))
    return replaceRecoveryCodes(tx, owner)
  })
}

/**
 * Accepts a code of a confirmed second factor, once: a TOTP code of a step later than the
 * last one used (so no code works twice), else an unused recovery code, which is spent.
 * `version` (a ticket's) must still be the factor's. Null when refused.
 */
export async function useCode(
  deps: SecondFactorDeps,
  tx: DbOrTx,
  owner: FactorOwner,
  code: string,
  options: { version?: string; recovery?: boolean } = {},
): Promise<FactorMethod | null> {
  const factor = await confirmedFactor(tx, owner.userId, true)
  if (!factor) return null
  if (options.version !== undefined) {
    const current = `${factor.lastStep}.${await unusedRecoveryCodes(tx, owner.userId)}`
    if (current !== options.version) return null
  }
  const typed = code.trim()
  if (/^\d{6}$/.test(typed)) {
    const secret = await secretOf(deps, tx, owner)
    const step = secret ? matchingStep(secret, typed) : null
    if (step === null || step <= factor.lastStep) return null
    await tx
      .update(secondFactors)
      .set({ lastStep: step })
      .where(eq(secondFactors.userId, owner.userId))
    return 'totp'
  }
  if (options.recovery === false) return null
  const spent = await tx
    .update(recoveryCodes)
    .set({ usedAt: new Date() })
    .where(
      and(
        eq(recoveryCodes.userId, owner.userId),
        eq(recoveryCodes.codeHash, recoveryCodeHash(typed)),
        isNull(recoveryCodes.usedAt),
      ),
    )
    .returning({ userId: recoveryCodes.userId })
  return spent.length > 0 ? 'recovery' : null
}

/** Turns the second factor off (a current code or a recovery code); never for those who must keep it. */
export async function turnOff(deps: SecondFactorDeps, owner: FactorOwner, code: string) {
  if (await mustUseSecondFactor(deps.db, owner)) {
    throw forbidden('School admins and staff must keep a second factor.')
  }
  await deps.db.transaction(async (tx) => {
    if (!(await useCode(deps, tx, owner, code))) throw wrongCode()
    await tx.delete(secondFactors).where(eq(secondFactors.userId, owner.userId))
    await tx.delete(recoveryCodes).where(eq(recoveryCodes.userId, owner.userId))
    await deps.credentials.delete(tx, secretRef(owner))
  })
}

/** New recovery codes (the old ones stop working), for a current TOTP code. */
export function regenerateRecoveryCodes(
  deps: SecondFactorDeps,
  owner: FactorOwner,
  code: string,
): Promise<string[]> {
  return deps.db.transaction(async (tx) => {
    if (!(await useCode(deps, tx, owner, code, { recovery: false }))) throw wrongCode()
    return replaceRecoveryCodes(tx, owner)
  })
}
