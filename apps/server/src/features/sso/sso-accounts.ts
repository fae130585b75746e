import { and, eq, sql } from 'drizzle-orm'
import { AccountType, type SsoAttributeMap, type SsoErrorCode } from '@quad/shared'
import { ssoIdentities } from '../../db/schema/account-security.ts'
import { profiles } from '../../db/schema/profiles.ts'
import { newUid } from '../../platform/auth/uid.ts'
import { userColumns, type SessionUser } from '../../platform/auth/sessions.service.ts'
import type { Db, DbOrTx } from '../../platform/db/database.ts'
import { users } from '../../platform/db/schema.ts'
import type { School } from '../../platform/tenancy/schools.service.ts'
import type { SsoProvider } from './sso-provider.ts'

/**
 * Who the identity provider says signed in, after the protocol checked its answer: the
 * subject (OIDC `sub`, SAML NameID), the email and whether the provider vouches for it,
 * and the fields of an account created just in time.
 */
export interface SsoClaims {
  subject: string
  email: string | null
  emailVerified: boolean
  firstName: string | null
  lastName: string | null
  accountType: string | null
  graduationYear: number | null
}

/** The standard names each field is read from when the school's map names none. */
const STANDARD_NAMES: Required<SsoAttributeMap> = {
  email: 'email',
  firstName: 'given_name',
  lastName: 'family_name',
  accountType: 'account_type',
  graduationYear: 'graduation_year',
}

/**
 * Reads the fields of `SsoClaims` from a provider's raw claims or attributes through the
 * school's attribute map (issue 18 item 1: "attributes mapped"). A SAML attribute may
 * come as a list: its first value is taken.
 */
export function mapClaims(
  raw: Record<string, unknown>,
  map: SsoAttributeMap,
  subject: string,
  emailVerified: boolean,
): SsoClaims {
  const read = (field: keyof SsoAttributeMap): string | null => {
    const value = raw[map[field] ?? STANDARD_NAMES[field]]
    const first = Array.isArray(value) ? (value[0] as unknown) : value
    if (typeof first === 'string' && first.trim() !== '') return first.trim()
    if (typeof first === 'number') return String(first)
    return null
  }
  const year = Number(read('graduationYear'))
  return {
    subject,
    email: read('email')?.toLowerCase() ?? null,
    emailVerified,
    firstName: read('firstName'),
    lastName: read('lastName'),
    accountType: read('accountType'),
    graduationYear: Number.isInteger(year) && year >= 1900 && year <= 2200 ? year : null,
  }
}

export type SsoAccount = { ok: true; user: SessionUser } | { ok: false; code: SsoErrorCode }

const sessionUserColumns = {
  ...userColumns,
  status: users.status,
  suspendedUntil: users.suspendedUntil,
}

/**
 * The account an identity provider's sign-in is (issue 18 item 1), in one transaction:
 * the account this subject signed in as before; else the school's account with the same
 * email, when the provider vouches for the email (an invited account becomes active);
 * else, when the school allows it, a new account made just in time with the mapped
 * fields. A deleted or suspended account signs in with nothing.
 */
export async function accountForSso(
  db: Db,
  school: School,
  provider: SsoProvider,
  claims: SsoClaims,
): Promise<SsoAccount> {
  return db.transaction(async (tx) => {
    const linked = await linkedAccount(tx, provider, claims.subject)
    const account =
      linked ?? (claims.email && claims.emailVerified ? await byEmail(tx, school, claims) : null)
    if (!linked && !claims.emailVerified) return { ok: false, code: 'email_unverified' }
    const row =
      account ??
      (provider.createAccounts ? await createAccount(tx, school, provider, claims) : null)
    if (!row || row.status === 'deleted') return { ok: false, code: 'no_account' }
    if (row.suspendedUntil && row.suspendedUntil > new Date()) {
      return { ok: false, code: 'suspended' }
    }
    if (row.status === 'invited') {
      await tx.update(users).set({ status: 'active' }).where(eq(users.id, row.id))
    }
    await tx
      .insert(ssoIdentities)
      .values({
        providerId: provider.id,
        subject: claims.subject,
        schoolId: school.id,
        userId: row.id,
      })
      .onConflictDoUpdate({
        target: [ssoIdentities.providerId, ssoIdentities.subject],
        set: { lastSignInAt: sql`now()` },
      })
    const { status: _status, suspendedUntil: _until, ...user } = row
    return { ok: true, user }
  })
}

async function linkedAccount(tx: DbOrTx, provider: SsoProvider, subject: string) {
  const [row] = await tx
    .select(sessionUserColumns)
    .from(ssoIdentities)
    .innerJoin(users, eq(users.id, ssoIdentities.userId))
    .where(and(eq(ssoIdentities.providerId, provider.id), eq(ssoIdentities.subject, subject)))
  return row ?? null
}

async function byEmail(tx: DbOrTx, school: School, claims: SsoClaims) {
  const [row] = await tx
    .select(sessionUserColumns)
    .from(users)
    .where(and(eq(users.schoolId, school.id), sql`lower(${users.email}) = ${claims.email}`))
    .for('update')
  return row ?? null
}

async function createAccount(tx: DbOrTx, school: School, provider: SsoProvider, claims: SsoClaims) {
  if (!claims.email) return null
  const accountType = AccountType.safeParse(claims.accountType?.toLowerCase())
  const [row] = await tx
    .insert(users)
    .values({
      schoolId: school.id,
      uid: newUid(),
      email: claims.email,
      // No password signs in to an account made by the identity provider.
      passwordHash: '',
      status: 'active',
      firstName: claims.firstName ?? claims.email.split('@')[0] ?? claims.email,
      lastName: claims.lastName ?? '',
      accountType: accountType.success ? accountType.data : provider.defaultAccountType,
      // The first-run welcome is due, as after an invitation (decision 029).
      onboardedAt: null,
    })
    .returning(sessionUserColumns)
  if (!row) throw new Error('account made just in time was not stored')
  await tx.insert(profiles).values({
    userId: row.id,
    schoolId: school.id,
    yearOfGraduation: claims.graduationYear,
  })
  return row
}
