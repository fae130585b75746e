import { and, desc, eq, lt } from 'drizzle-orm'
import type {
  ModerationReport,
  ModerationReportPage,
  ModerationReportsQuery,
  ReportSubject,
} from '@quad/shared'
import type { DbOrTx } from '../../platform/db/database.ts'
import { reports } from '../../platform/db/policies-schema.ts'
import { users } from '../../platform/db/schema.ts'
import type { ReportSubjects } from '../../platform/reports/subjects.ts'
import type { School } from '../../platform/tenancy/schools.service.ts'

type ReportRow = typeof reports.$inferSelect

const reporterColumns = {
  uid: users.uid,
  firstName: users.firstName,
  lastName: users.lastName,
  photoUrl: users.photoUrl,
}

/**
 * The school's reports, newest first, `{items, nextCursor}` by id, each with what it is
 * about from its type's provider (decision 032): a chat message with its sender and
 * conversation, a profile with its photo and bio, a club with its officers.
 */
export async function listReports(
  db: DbOrTx,
  subjects: ReportSubjects,
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
        query.type === undefined ? undefined : eq(reports.subjectType, query.type),
        query.cursor === undefined ? undefined : lt(reports.id, Number(query.cursor)),
      ),
    )
    .orderBy(desc(reports.id))
    .limit(query.limit + 1)
  const page = rows.slice(0, query.limit)
  const contexts = await contextsOf(db, subjects, school, page)
  const items = page.map((row) =>
    presentReport(row, contexts.get(row.report.subjectType)?.get(row.report.subjectId)),
  )
  return { items, nextCursor: rows.length > query.limit ? (items.at(-1)?.id ?? null) : null }
}

/** Each type's contexts, one query per type on the page. */
async function contextsOf(
  db: DbOrTx,
  subjects: ReportSubjects,
  school: School,
  page: { report: ReportRow }[],
): Promise<Map<string, Map<string, ReportSubject>>> {
  const idsByType = new Map<string, string[]>()
  for (const { report } of page) {
    idsByType.set(report.subjectType, [
      ...(idsByType.get(report.subjectType) ?? []),
      report.subjectId,
    ])
  }
  const entries = await Promise.all(
    [...idsByType].map(async ([type, ids]) => {
      const provider = subjects.get(type)
      const found = provider ? await provider.contexts(db, school, ids) : new Map()
      return [type, found] as const
    }),
  )
  return new Map(entries)
}

function presentReport(
  row: { report: ReportRow; reporter: ModerationReport['reporter'] },
  subject: ReportSubject | undefined,
): ModerationReport {
  const { report } = row
  return {
    id: String(report.id),
    subjectType: report.subjectType,
    subjectId: report.subjectId,
    subject: subject ?? null,
    snapshot: report.snapshot,
    reporter: row.reporter,
    reason: report.reason,
    note: report.reporterNote,
    status: report.status as ModerationReport['status'],
    outcome: report.outcome,
    createdAt: report.createdAt.toISOString(),
    actedAt: report.actedAt?.toISOString() ?? null,
  }
}
