import { and, eq, sql } from 'drizzle-orm'
import type { DbOrTx } from '../db/database.ts'
import { syncSources } from '../db/integrations-schema.ts'
import { ownedBy } from './owner.ts'

/** One source's sync for a school (`userId` absent) or for one student. */
export interface SyncScope {
  schoolId: number
  source: string
  userId?: number | undefined
}

export type SyncRecord = typeof syncSources.$inferSelect

/** The longest error text kept (a provider's whole HTML error page is not useful). */
const ERROR_CHARS = 500

/**
 * "Last synced" per source (decision 026): a run begins (its resume cursor comes back),
 * then finishes with what it saw and changed, or fails with why; `lastSync` tells a
 * page when the source last succeeded. A failure keeps the last success and cursor, so
 * the page can show "synced 2 hours ago; the last attempt failed".
 */
export async function beginSync(tx: DbOrTx, scope: SyncScope): Promise<{ cursor: unknown }> {
  const [row] = await tx
    .insert(syncSources)
    .values({ ...scopeColumns(scope), lastStartedAt: sql`now()` })
    .onConflictDoUpdate({
      target: [syncSources.schoolId, syncSources.source, syncSources.scopeUserId],
      set: { lastStartedAt: sql`now()` },
    })
    .returning({ cursor: syncSources.cursor })
  return { cursor: row?.cursor ?? null }
}

export async function finishSync(
  tx: DbOrTx,
  scope: SyncScope,
  result: { cursor?: unknown; itemsSeen: number; itemsChanged: number },
): Promise<void> {
  await tx
    .update(syncSources)
    .set({
      lastSucceededAt: sql`now()`,
      lastError: null,
      itemsSeen: result.itemsSeen,
      itemsChanged: result.itemsChanged,
      ...(result.cursor !== undefined && { cursor: result.cursor }),
    })
    .where(matches(scope))
}

export async function failSync(tx: DbOrTx, scope: SyncScope, error: unknown): Promise<void> {
  const message = error instanceof Error ? error.message : String(error)
  await tx
    .update(syncSources)
    .set({ lastFailedAt: sql`now()`, lastError: message.slice(0, ERROR_CHARS) })
    .where(matches(scope))
}

/** The source's record, or null when it never ran. */
export async function lastSync(db: DbOrTx, scope: SyncScope): Promise<SyncRecord | null> {
  const [row] = await db.select().from(syncSources).where(matches(scope))
  return row ?? null
}

function scopeColumns(scope: SyncScope) {
  return { schoolId: scope.schoolId, source: scope.source, scopeUserId: scope.userId ?? null }
}

function matches(scope: SyncScope) {
  return and(
    eq(syncSources.schoolId, scope.schoolId),
    eq(syncSources.source, scope.source),
    ownedBy(syncSources.scopeUserId, scope.userId),
  )
}
