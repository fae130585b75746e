import { inArray } from 'drizzle-orm'
import type { ReportSubjectType } from '@quad/shared'
import type { DbOrTx } from '../platform/db/database.ts'
import { profiles } from '../db/schema/profiles.ts'
import { fileReport } from '../platform/reports/reports.service.ts'
import type { School } from '../platform/tenancy/schools.service.ts'

/**
 * Two open reports on students' profiles, so the demo's moderator (moderator@demo.edu)
 * opens a queue with something to act on (issue 14 item 4). Reporter and subject are
 * ordinary demo students (the last seeded, never the named accounts the e2e journeys
 * sign in as).
 */
export async function seedDemoReports(db: DbOrTx, school: School, userIds: number[]) {
  const cases = [
    {
      subject: userIds.at(-1),
      reporter: userIds.at(-2),
      reason: 'spam',
      note: 'Posts the same ad in every bio field.',
    },
    {
      subject: userIds.at(-3),
      reporter: userIds.at(-4),
      reason: 'impersonation',
      note: 'Says they are the Student Union president; they are not.',
    },
  ]
  const subjects = cases.flatMap((c) => (c.subject === undefined ? [] : [c.subject]))
  const bios = await db
    .select({ id: profiles.userId, bio: profiles.bio })
    .from(profiles)
    .where(inArray(profiles.userId, subjects))
  for (const c of cases) {
    if (c.subject === undefined || c.reporter === undefined) continue
    await fileReport(db, {
      schoolId: school.id,
      subjectType: 'profile' satisfies ReportSubjectType,
      subjectId: c.subject,
      reporterId: c.reporter,
      reason: c.reason,
      snapshot: bios.find((row) => row.id === c.subject)?.bio ?? '',
      reporterNote: c.note,
    })
  }
}
