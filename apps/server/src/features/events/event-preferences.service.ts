import { eq } from 'drizzle-orm'
import type { EventPreferences } from '@quad/shared'
import type { DbOrTx } from '../../platform/db/database.ts'
import { eventPreferences } from '../../db/schema/events.ts'
import type { Actor } from '../../platform/policies/policies.ts'

/** A student's event settings; without a row, recommendations are on (issue 15 item 5). */
export async function preferencesOf(db: DbOrTx, userId: number): Promise<EventPreferences> {
  const [row] = await db
    .select({ recommendations: eventPreferences.recommendations })
    .from(eventPreferences)
    .where(eq(eventPreferences.userId, userId))
  return { recommendations: row?.recommendations ?? true }
}

export async function savePreferences(
  db: DbOrTx,
  actor: Actor,
  preferences: EventPreferences,
): Promise<EventPreferences> {
  const values = { recommendations: preferences.recommendations, updatedAt: new Date() }
  await db
    .insert(eventPreferences)
    .values({ userId: actor.userId, schoolId: actor.schoolId, ...values })
    .onConflictDoUpdate({ target: eventPreferences.userId, set: values })
  return preferencesOf(db, actor.userId)
}
