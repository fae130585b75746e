import { and, eq, gt, isNull, lte, notExists, or, sql } from 'drizzle-orm'
import {
  lmsAccounts,
  lmsAssignments,
  lmsEnrollments,
  lmsNotices,
  lmsSubmissions,
} from '../../db/schema/lms.ts'
import type { Database } from '../../platform/db/database.ts'
import type { Outbox } from '../../platform/outbox/messages.ts'
import { drainBatches } from '../../platform/jobs/drain-batches.ts'
import { findSchoolById } from '../../platform/tenancy/schools.service.ts'
import { noticeOnce } from './notices.ts'

/** One reminder a day ahead (issue 17, spec 3 `assignmentDueDates`). */
export const DUE_REMINDER_LEAD_MS = 24 * 60 * 60 * 1000

/**
 * The due-date reminders: each student with a working grant hears once of each piece of
 * work in an active course that is due within a day and that they have not handed in
 * (no submission, or `unsubmitted`). The `due-reminder` notice row, inserted with the
 * outbox message in one transaction, makes it once whoever runs the sweep how often. Answers how
 * many reminders went out.
 */
export async function sendDueWorkReminders(
  database: Database,
  outbox: Outbox,
  now = new Date(),
): Promise<number> {
  return drainBatches(database, async (tx, size) => {
    const due = await tx
      .select({
        schoolId: lmsEnrollments.schoolId,
        userId: lmsEnrollments.userId,
        assignmentId: lmsAssignments.id,
      })
      .from(lmsAssignments)
      .innerJoin(lmsEnrollments, eq(lmsEnrollments.courseId, lmsAssignments.courseId))
      .innerJoin(lmsAccounts, eq(lmsAccounts.userId, lmsEnrollments.userId))
      .leftJoin(
        lmsSubmissions,
        and(
          eq(lmsSubmissions.assignmentId, lmsAssignments.id),
          eq(lmsSubmissions.userId, lmsEnrollments.userId),
        ),
      )
      .where(
        and(
          isNull(lmsEnrollments.endedAt),
          isNull(lmsAccounts.revokedAt),
          gt(lmsAssignments.dueAt, now),
          lte(lmsAssignments.dueAt, new Date(now.getTime() + DUE_REMINDER_LEAD_MS)),
          or(isNull(lmsSubmissions.state), eq(lmsSubmissions.state, 'unsubmitted')),
          notExists(
            tx
              .select({ one: sql`1` })
              .from(lmsNotices)
              .where(
                and(
                  eq(lmsNotices.userId, lmsEnrollments.userId),
                  eq(lmsNotices.kind, 'due-reminder'),
                  eq(lmsNotices.itemId, lmsAssignments.id),
                ),
              ),
          ),
        ),
      )
      .limit(size)
    let told = 0
    for (const row of due) {
      const school = await findSchoolById(tx, row.schoolId)
      if (!school) continue
      const student = { userId: row.userId, silent: false }
      told += await noticeOnce(tx, outbox, school, student, 'due-reminder', [row.assignmentId])
    }
    return { seen: due.length, done: told }
  })
}
