import { and, countDistinct, eq, inArray } from 'drizzle-orm'
import type { DbOrTx } from '../db/database.ts'
import { reports } from '../db/policies-schema.ts'

/** What a report is about: a chat message, a profile, a club; posts and events later. */
export interface ReportInput {
  schoolId: number
  subjectType: string
  subjectId: string | number
  reporterId: number
  reason: string
  /** The subject as it was (a message's text, a bio), kept as evidence. */
  snapshot: string
  /** What the reporter added to the reason. */
  reporterNote?: string | null
}

/**
 * Files a report in the one `reports` table every section shares (decision 024). A
 * reporter has at most one open report per subject (issue 14): filing it again changes
 * nothing and answers false.
 */
export async function fileReport(db: DbOrTx, input: ReportInput): Promise<boolean> {
  const rows = await db
    .insert(reports)
    .values({ ...input, subjectId: String(input.subjectId) })
    .onConflictDoNothing()
    .returning({ id: reports.id })
  return rows.length > 0
}

/**
 * How many distinct students have an open report of each subject among `ids` (issue 16:
 * the school's threshold hides a post; the queue shows the count). Absent: none.
 */
export async function openReporters(
  db: DbOrTx,
  schoolId: number,
  subjectType: string,
  ids: readonly (string | number)[],
): Promise<Map<string, number>> {
  if (ids.length === 0) return new Map()
  const rows = await db
    .select({ subjectId: reports.subjectId, reporters: countDistinct(reports.reporterId) })
    .from(reports)
    .where(
      and(
        eq(reports.schoolId, schoolId),
        eq(reports.subjectType, subjectType),
        inArray(reports.subjectId, ids.map(String)),
        eq(reports.status, 'open'),
      ),
    )
    .groupBy(reports.subjectId)
  return new Map(rows.map((row) => [row.subjectId, row.reporters]))
}
