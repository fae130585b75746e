import { and, desc, eq, isNull } from 'drizzle-orm'
import { HoldBlock, type Hold } from '@quad/shared'
import type { DbOrTx } from '../../platform/db/database.ts'
import { sisHolds } from '../../db/schema/student-records.ts'

/**
 * The holds on a student's record that are still in force (spec 7 `finance holds`):
 * a hold the feed marked resolved is no longer shown. Newest first.
 */
export async function loadHolds(db: DbOrTx, schoolId: number, userId: number): Promise<Hold[]> {
  const rows = await db
    .select()
    .from(sisHolds)
    .where(
      and(
        eq(sisHolds.schoolId, schoolId),
        eq(sisHolds.userId, userId),
        isNull(sisHolds.resolvedOn),
      ),
    )
    .orderBy(desc(sisHolds.placedOn), desc(sisHolds.id))
  return rows.map((row) => ({
    id: String(row.id),
    title: row.title,
    reason: row.reason,
    // The feed validates blocks on the way in; a value a later contract dropped is skipped.
    blocks: row.blocks.filter((block) => HoldBlock.safeParse(block).success) as HoldBlock[],
    howToClear: row.howToClear,
    contact: row.contact,
    placedOn: row.placedOn,
  }))
}
