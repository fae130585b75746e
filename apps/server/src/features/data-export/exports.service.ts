import { and, desc, eq, gt, inArray, sql } from 'drizzle-orm'
import type { DataExportAnswer } from '@quad/shared'
import { dataExports } from '../../db/schema/account-security.ts'
import type { DbOrTx } from '../../platform/db/database.ts'
import { users } from '../../platform/db/schema.ts'
import { notFound, rateLimited } from '../../platform/errors.ts'

/** Exports a student may ask for in a day (each builds a ZIP of everything). */
export const EXPORTS_PER_DAY = 3
/** How long a ready ZIP may be downloaded. */
export const EXPORT_LIFETIME_DAYS = 7
/** The latest exports `GET /api/v1/me/exports` lists. */
const LISTED = 5

export type DataExportRow = typeof dataExports.$inferSelect
type Owner = { schoolId: number; userId: number }

/**
 * The student's export in progress (queued or running), else a new one; null when they
 * already asked EXPORTS_PER_DAY times in the last 24 hours. Run in a transaction, so the
 * job is queued with the row.
 */
export async function openExport(
  tx: DbOrTx,
  owner: Owner,
): Promise<{ row: DataExportRow; created: boolean }> {
  // One student at a time: concurrent requests of one student queue behind this lock.
  await tx.select({ id: users.id }).from(users).where(eq(users.id, owner.userId)).for('update')
  const [open] = await tx
    .select()
    .from(dataExports)
    .where(and(ownedBy(owner), inArray(dataExports.status, ['queued', 'running'])))
    .limit(1)
  if (open) return { row: open, created: false }
  const [today] = await tx
    .select({ n: sql<number>`count(*)::int` })
    .from(dataExports)
    .where(and(ownedBy(owner), gt(dataExports.createdAt, sql`now() - interval '1 day'`)))
  if ((today?.n ?? 0) >= EXPORTS_PER_DAY) {
    throw rateLimited(`You can download your data ${String(EXPORTS_PER_DAY)} times a day.`)
  }
  const [row] = await tx.insert(dataExports).values(owner).returning()
  if (!row) throw new Error('data export was not stored')
  return { row, created: true }
}

/** The student's own export by id; another student's is a 404. */
export async function ownExport(db: DbOrTx, owner: Owner, id: string): Promise<DataExportRow> {
  const [row] = await db
    .select()
    .from(dataExports)
    .where(and(ownedBy(owner), eq(dataExports.id, id)))
  if (!row) throw notFound('Export')
  return row
}

export async function latestExports(db: DbOrTx, owner: Owner): Promise<DataExportRow[]> {
  return db
    .select()
    .from(dataExports)
    .where(ownedBy(owner))
    .orderBy(desc(dataExports.createdAt))
    .limit(LISTED)
}

/** The answer for a row; `urlOf` signs the download link of a ready one. */
export function presentExport(
  row: DataExportRow,
  urlOf: (row: DataExportRow, expiresAt: Date) => string,
): DataExportAnswer {
  const ready = row.status === 'ready' && row.expiresAt !== null
  return {
    id: row.id,
    status: row.status as DataExportAnswer['status'],
    progress: row.progress,
    createdAt: row.createdAt.toISOString(),
    ...(ready && row.expiresAt && { url: urlOf(row, row.expiresAt) }),
    ...(ready && row.expiresAt && { expiresAt: row.expiresAt.toISOString() }),
    ...(ready && row.sizeBytes !== null && { sizeBytes: row.sizeBytes }),
    ...(row.status === 'failed' && row.error !== null && { error: row.error }),
  }
}

function ownedBy(owner: Owner) {
  return and(eq(dataExports.schoolId, owner.schoolId), eq(dataExports.userId, owner.userId))
}
