import { lmsNotices } from '../../db/schema/lms.ts'
import type { DbOrTx } from '../../platform/db/database.ts'
import type { Outbox } from '../../platform/outbox/messages.ts'
import type { School } from '../../platform/tenancy/schools.service.ts'
import type { LmsNoticeKind } from './outbox-messages.ts'
import './outbox-messages.ts'

/**
 * Records that the student was told about these items (`lms_notices`) and raises
 * `lms.noticed` for each one not recorded before: `insert … on conflict do nothing`
 * decides, so each notice goes out once per student and item, whichever run (a retry,
 * another instance) gets there first. `silent` records without telling (a student's
 * first sync: 40 "new assignment" notices at once would be noise, not news). Answers
 * how many were new.
 */
export async function noticeOnce(
  tx: DbOrTx,
  outbox: Outbox,
  school: School,
  student: { userId: number; silent: boolean },
  notice: LmsNoticeKind,
  itemIds: readonly number[],
): Promise<number> {
  if (itemIds.length === 0) return 0
  const inserted = await tx
    .insert(lmsNotices)
    .values(
      itemIds.map((itemId) => ({
        schoolId: school.id,
        userId: student.userId,
        kind: notice,
        itemId,
      })),
    )
    .onConflictDoNothing()
    .returning({ itemId: lmsNotices.itemId })
  if (!student.silent) {
    for (const { itemId } of inserted) {
      await outbox.emit(tx, school, 'lms.noticed', { userId: student.userId, notice, itemId })
    }
  }
  return inserted.length
}
