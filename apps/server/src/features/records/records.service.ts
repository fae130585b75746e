import { eq } from 'drizzle-orm'
import type { AnalyticsConfig, AnalyticsStatement, RecordsAnswer } from '@quad/shared'
import type { DbOrTx } from '../../platform/db/database.ts'
import { users } from '../../platform/db/schema.ts'
import type { SessionUser } from '../../platform/auth/sessions.service.ts'
import { toAccountType } from '../../platform/auth/sessions.service.ts'
import type { PersonalDataPart } from '../../platform/personal-data.ts'
import type { School } from '../../platform/tenancy/schools.service.ts'
import { platformRecords } from './platform-records.ts'

/**
 * Exactly what the web's analytics sends (apps/web lib/analytics, spec 3 "Analytics"): the
 * visitor is the uid and account type, the account the school code, ids lowercased; the
 * script comes from the provider's CDN named by the deployment, or nothing is sent at all.
 */
export function analyticsStatement(
  config: AnalyticsConfig | null,
  school: School,
  user: SessionUser,
): AnalyticsStatement {
  return {
    configured: config !== null && config.apiKey.trim() !== '',
    scriptHost: config ? hostOf(config.scriptUrl) : null,
    visitor: { id: user.uid.toLowerCase(), accountType: toAccountType(user.accountType) },
    account: { id: school.code.toLowerCase() },
  }
}

function hostOf(url: string): string | null {
  try {
    return new URL(url).host
  } catch {
    return null
  }
}

/** The records page (issue 18 item 5): every personal data part, the platform's, analytics. */
export async function recordsOf(
  db: DbOrTx,
  parts: readonly PersonalDataPart[],
  analytics: AnalyticsStatement,
  userId: number,
): Promise<RecordsAnswer> {
  return {
    items: [...parts.map(({ name, describes }) => ({ name, ...describes })), ...platformRecords()],
    analytics,
    analyticsOptOut: await analyticsOptOutOf(db, userId),
  }
}

async function analyticsOptOutOf(db: DbOrTx, userId: number): Promise<boolean> {
  const rows = await db
    .select({ optOut: users.analyticsOptOut })
    .from(users)
    .where(eq(users.id, userId))
    .limit(1)
  return rows[0]?.optOut ?? false
}

export async function setAnalyticsOptOut(
  db: DbOrTx,
  userId: number,
  optOut: boolean,
): Promise<void> {
  await db.update(users).set({ analyticsOptOut: optOut }).where(eq(users.id, userId))
}
