import { inArray } from 'drizzle-orm'
import type { ChatPreferences, ChatSettingsResponse } from '@quad/shared'
import type { DbOrTx } from '../../platform/db/database.ts'
import { chatPreferences } from '../../db/schema/chat.ts'
import type { School } from '../../platform/tenancy/schools.service.ts'

const DEFAULTS: ChatPreferences = { readReceipts: true, typingIndicators: true }

/** Each student's switches; a student without a row has the defaults (on). */
export async function preferencesOf(
  db: DbOrTx,
  userIds: readonly number[],
): Promise<Map<number, ChatPreferences>> {
  const result = new Map<number, ChatPreferences>(userIds.map((id) => [id, DEFAULTS]))
  if (userIds.length === 0) return result
  const rows = await db
    .select()
    .from(chatPreferences)
    .where(inArray(chatPreferences.userId, [...userIds]))
  for (const row of rows) {
    result.set(row.userId, {
      readReceipts: row.readReceipts,
      typingIndicators: row.typingIndicators,
    })
  }
  return result
}

export async function chatSettings(
  db: DbOrTx,
  school: School,
  userId: number,
): Promise<ChatSettingsResponse> {
  const preferences = (await preferencesOf(db, [userId])).get(userId) ?? DEFAULTS
  return { preferences, school: school.chat }
}

export async function updatePreferences(
  db: DbOrTx,
  school: School,
  userId: number,
  change: Partial<ChatPreferences>,
): Promise<ChatSettingsResponse> {
  const current = (await preferencesOf(db, [userId])).get(userId) ?? DEFAULTS
  const next = { ...current, ...change }
  await db
    .insert(chatPreferences)
    .values({ userId, ...next })
    .onConflictDoUpdate({ target: chatPreferences.userId, set: next })
  return { preferences: next, school: school.chat }
}

/** Whether a student's read pointer may be shown: their switch and the school's. */
export function sharesReceipts(school: School, preferences: ChatPreferences | undefined): boolean {
  return school.chat.readReceipts && (preferences ?? DEFAULTS).readReceipts
}

export function sharesTyping(school: School, preferences: ChatPreferences | undefined): boolean {
  return school.chat.typingIndicators && (preferences ?? DEFAULTS).typingIndicators
}
