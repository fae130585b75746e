import { and, desc, eq, lt } from 'drizzle-orm'
import type { ModerationReport, ModerationReportPage, ModerationReportsQuery } from '@quad/shared'
import type { DbOrTx } from '../../platform/db/database.ts'
import { reports } from '../../platform/db/policies-schema.ts'
import { users } from '../../platform/db/schema.ts'
import type { School } from '../../platform/tenancy/schools.service.ts'
import { REPORTED_MESSAGE, reportedMessages, type ReportedMessage } from '../chat/index.ts'

type ReportRow = typeof reports.$inferSelect

const reporterColumns = {
  uid: users.uid,
  firstName: users.firstName,
  lastName: users.lastName,
  photoUrl: users.photoUrl,
}

/**
 * The school's reports, newest first, `{items, nextCursor}` by id, each with what it is
 * about: for a chat message the text as reported, its sender and conversation.
 */
export async function listReports(
  db: DbOrTx,
  school: School,
  query: ModerationReportsQuery,
): Promise<ModerationReportPage> {
  const rows = await db
    .select({ report: reports, reporter: reporterColumns })
    .from(reports)
    .innerJoin(users, eq(users.id, reports.reporterId))
    .where(
      and(
        eq(reports.schoolId, school.id),
        query.status === undefined ? undefined : eq(reports.status, query.status),
        query.cursor === undefined ? undefined : lt(reports.id, Number(query.cursor)),
      ),
    )
    .orderBy(desc(reports.id))
    .limit(query.limit + 1)
  const page = rows.slice(0, query.limit)
  const messages = await reportedMessages(
    db,
    school,
    page.filter((r) => r.report.subjectType === REPORTED_MESSAGE).map(messageIdOf),
  )
  const items = page.map((row) => presentReport(row, messages.get(messageIdOf(row))))
  return { items, nextCursor: rows.length > query.limit ? (items.at(-1)?.id ?? null) : null }
}

const messageIdOf = (row: { report: ReportRow }) => Number(row.report.subjectId)

function presentReport(
  row: { report: ReportRow; reporter: ModerationReport['reporter'] },
  message: ReportedMessage | undefined,
): ModerationReport {
  const { report } = row
  return {
    id: String(report.id),
    subjectType: report.subjectType,
    subjectId: report.subjectId,
    subject:
      report.subjectType === REPORTED_MESSAGE && message
        ? {
            type: REPORTED_MESSAGE,
            messageId: message.messageId,
            conversationId: message.conversationId,
            sender: message.sender,
            text: report.snapshot,
            hidden: message.hidden,
          }
        : null,
    reporter: row.reporter,
    reason: report.reason,
    status: report.status as ModerationReport['status'],
    outcome: report.outcome,
    createdAt: report.createdAt.toISOString(),
    actedAt: report.actedAt?.toISOString() ?? null,
  }
}
