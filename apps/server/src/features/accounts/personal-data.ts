import { eq } from 'drizzle-orm'
import { secondFactors, ssoIdentities } from '../../db/schema/account-security.ts'
import { userRoles } from '../../platform/db/policies-schema.ts'
import { sessions, users } from '../../platform/db/schema.ts'
import type { PersonalDataPart } from '../../platform/personal-data.ts'

/**
 * The account itself (issue 18 item 4): who the student is to Quad, their roles, how
 * they sign in and their signed-in devices; never a token or password hash.
 */
export const accountPersonalData: PersonalDataPart = {
  name: 'account',
  describes: {
    what: 'Your account: name, email, account type, roles, how you sign in and your signed-in devices',
    kept: 'Until your account is deleted',
  },
  async export(db, { userId }) {
    const [account] = await db
      .select({
        uid: users.uid,
        firstName: users.firstName,
        lastName: users.lastName,
        email: users.email,
        accountType: users.accountType,
        status: users.status,
        createdAt: users.createdAt,
        onboardedAt: users.onboardedAt,
        analyticsOptOut: users.analyticsOptOut,
      })
      .from(users)
      .where(eq(users.id, userId))
    const roles = await db
      .select({ role: userRoles.role, grantedAt: userRoles.grantedAt })
      .from(userRoles)
      .where(eq(userRoles.userId, userId))
    const devices = await db
      .select({
        id: sessions.id,
        method: sessions.method,
        userAgent: sessions.userAgent,
        ipRange: sessions.ipRange,
        createdAt: sessions.createdAt,
        lastActiveAt: sessions.lastUsedAt,
        expiresAt: sessions.expiresAt,
      })
      .from(sessions)
      .where(eq(sessions.userId, userId))
    const sso = await db
      .select({ createdAt: ssoIdentities.createdAt, lastSignInAt: ssoIdentities.lastSignInAt })
      .from(ssoIdentities)
      .where(eq(ssoIdentities.userId, userId))
    const [factor] = await db
      .select({ confirmedAt: secondFactors.confirmedAt })
      .from(secondFactors)
      .where(eq(secondFactors.userId, userId))
    return {
      records: {
        ...account,
        roles,
        signIn: {
          singleSignOn: sso,
          authenticatorApp: factor?.confirmedAt ? { since: factor.confirmedAt } : null,
        },
        sessions: devices,
      },
    }
  },
  async erase(tx, { userId }) {
    // The account row stays (renamed "Deleted student" by the deletion); how it signed in
    // goes. Its sessions are ended by the deletion after the commit through session-end.ts,
    // which tells every instance (deleting the rows here would leave them cached there).
    await tx.delete(ssoIdentities).where(eq(ssoIdentities.userId, userId))
    await tx.delete(userRoles).where(eq(userRoles.userId, userId))
  },
}
