import type { DbOrTx } from '../db/database.ts'
import { reports } from '../db/policies-schema.ts'

/** What a report is about: `chat.message` now; posts, events and people later. */
export interface ReportInput {
  schoolId: number
  subjectType: string
  subjectId: string | number
  reporterId: number
  reason: string
  /** The subject as it was (a message's text), kept as evidence. */
  snapshot: string
}

/**
 * Files a report in the one `reports` table every section shares (decision 024).
 * Reporting the same subject twice is one report.
 */
export async function fileReport(db: DbOrTx, input: ReportInput): Promise<void> {
  await db
    .insert(reports)
    .values({ ...input, subjectId: String(input.subjectId) })
    .onConflictDoNothing()
}
