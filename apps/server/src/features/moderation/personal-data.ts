import { asc, eq } from 'drizzle-orm'
import { chatReports } from '../../db/schema/chat.ts'
import { reports } from '../../platform/db/policies-schema.ts'
import type { PersonalDataPart } from '../../platform/personal-data.ts'

/**
 * The reports the student filed (decision 024's one `reports` table: chat messages,
 * profiles, clubs, events, posts, comments). Issue 6's `chat_reports` is not read: no
 * longer written, its rows were copied into `reports` by migration 0013.
 */
export const moderationPersonalData: PersonalDataPart = {
  name: 'reports-filed',
  describes: {
    what: "Reports you filed to the school's moderators, and what became of them",
    kept: 'As long as the school keeps its moderation records',
  },
  /**
   * What they reported and why, and the outcome they were notified of. The subject is a
   * reference only (its type and id as stored: the moderation feature knows no subject's
   * table, decision 032); never the snapshot of what it said (another student's words or
   * bio), nor the moderator's own note or name.
   */
  async export(db, subject) {
    const rows = await db
      .select()
      .from(reports)
      .where(eq(reports.reporterId, subject.userId))
      .orderBy(asc(reports.id))
    return {
      records: rows.map((row) => ({
        subject: { type: row.subjectType, id: row.subjectId },
        reason: row.reason,
        note: row.reporterNote,
        status: row.status,
        outcome: row.outcome,
        createdAt: row.createdAt.toISOString(),
        actedAt: row.actedAt?.toISOString() ?? null,
      })),
    }
  },
  /**
   * A report stays, in both policies, with the reporter anonymised by the account itself
   * ("Deleted student", decision 058): `reporter_id` is NOT NULL (and the open-once index
   * and the threshold count by it), so it cannot be nulled; the row is the school's
   * moderation record — what hid a post, warned or suspended someone rests on it — not
   * writing shown to other students, so `content` does not reach it. Kept, it still counts
   * as one distinct reporter (`openReporters`): what the threshold hid stays hidden and a
   * dismissal of another report does not bring it back early.
   *
   * Issue 6's copies in `chat_reports` (read by nothing since migration 0013) are deleted:
   * they repeat the reports above, with the reporter's id and the message as reported.
   */
  async erase(tx, subject) {
    await tx.delete(chatReports).where(eq(chatReports.reporterId, subject.userId))
  },
}
