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
