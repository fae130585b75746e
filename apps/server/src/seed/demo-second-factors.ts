import { and, eq, inArray } from 'drizzle-orm'
import { secondFactors } from '../db/schema/account-security.ts'
import type { Db } from '../platform/db/database.ts'
import { schools, users } from '../platform/db/schema.ts'
import { credentials } from '../platform/integrations/credentials.ts'
import type { Keyring } from '../platform/integrations/keys.ts'

/**
 * The demo's school admins and staff sign in with a second factor (issue 18 item 2, decision
 * 055), so their authenticator keys are FIXED and documented (README's demo logins, and
 * e2e/fixtures.ts computes codes from them): demo data only, never a real account's.
 */
export const DEMO_TOTP_SECRETS: Readonly<Record<string, string>> = {
  'admin@demo.edu': 'QUADDEMOADMINTOTPKEYFORTESTSONLY',
  'staff@demo.edu': 'QUADDEMOSTAFFTOTPKEYFORTESTSONLY',
  'staff@north.edu': 'QUADNORTHSTAFFTOTPKEYFORTESTSXYZ',
}

/**
 * Gives each demo admin and staff account without one its confirmed second factor, the
 * secret sealed like any student's (`{provider:'totp', userId, name:'secret'}`). Runs at
 * each start after the keyring is loaded (the seed itself has no keys); idempotent.
 */
export async function seedDemoSecondFactors(db: Db, keys: Keyring): Promise<number> {
  const accounts = await db
    .select({ id: users.id, schoolId: users.schoolId, email: users.email })
    .from(users)
    .innerJoin(schools, eq(schools.id, users.schoolId))
    .where(
      and(
        inArray(users.email, Object.keys(DEMO_TOTP_SECRETS)),
        inArray(schools.code, ['demo', 'north']),
      ),
    )
  const sealed = credentials(keys)
  let added = 0
  for (const account of accounts) {
    const secret = DEMO_TOTP_SECRETS[account.email]
    if (!secret) continue
    await db.transaction(async (tx) => {
      const inserted = await tx
        .insert(secondFactors)
        .values({ userId: account.id, schoolId: account.schoolId, confirmedAt: new Date() })
        .onConflictDoNothing()
        .returning({ userId: secondFactors.userId })
      if (inserted.length === 0) return
      await sealed.put(
        tx,
        { schoolId: account.schoolId, provider: 'totp', userId: account.id, name: 'secret' },
        { secret },
      )
      added++
    })
  }
  return added
}
