import {
  lmsAccounts,
  lmsAnnouncements,
  lmsAssignments,
  lmsCourses,
  lmsEnrollments,
} from '../db/schema/lms.ts'
import type { DbOrTx } from '../platform/db/database.ts'

/*
 * Rows of the LMS's synced copy written directly (issue 17): what the reading routes and
 * the reminder sweep read, without a sync. Each answers the local id.
 */

const DAY = 24 * 3600_000
export const inDays = (days: number) => new Date(Date.now() + days * DAY)

export function connectAccount(
  db: DbOrTx,
  schoolId: number,
  userId: number,
  revokedAt: Date | null = null,
) {
  return db
    .insert(lmsAccounts)
    .values({ userId, schoolId, provider: 'canvas', externalUserId: String(userId), revokedAt })
}

export async function insertCourse(db: DbOrTx, schoolId: number, name: string, code: string) {
  const [row] = await db
    .insert(lmsCourses)
    .values({
      schoolId,
      source: 'canvas',
      externalId: code,
      name,
      courseCode: code,
      termName: 'Fall 2026',
      htmlUrl: `https://canvas.test/courses/${code}`,
    })
    .returning({ id: lmsCourses.id })
  return row?.id ?? 0
}

export function insertEnrollment(
  db: DbOrTx,
  schoolId: number,
  userId: number,
  courseId: number,
  grade: string | null,
  ended = false,
) {
  return db.insert(lmsEnrollments).values({
    schoolId,
    userId,
    courseId,
    role: 'student',
    currentScore: grade ? 91.5 : null,
    currentGrade: grade,
    endedAt: ended ? new Date() : null,
  })
}

export async function insertWork(
  db: DbOrTx,
  schoolId: number,
  courseId: number,
  name: string,
  dueAt: Date | null,
  kind: 'assignment' | 'quiz' = 'assignment',
) {
  const [row] = await db
    .insert(lmsAssignments)
    .values({
      schoolId,
      source: 'canvas',
      externalId: `${kind}:${name}`,
      courseId,
      kind,
      name,
      dueAt,
      pointsPossible: 10,
      htmlUrl: `https://canvas.test/${name}`,
    })
    .returning({ id: lmsAssignments.id })
  return row?.id ?? 0
}

export function insertAnnouncement(
  db: DbOrTx,
  schoolId: number,
  courseId: number,
  title: string,
  postedAt: Date,
) {
  return db.insert(lmsAnnouncements).values({
    schoolId,
    source: 'canvas',
    externalId: title,
    courseId,
    title,
    message: `<p>${title}</p>`,
    authorName: 'Prof. Lin',
    postedAt,
    htmlUrl: `https://canvas.test/${title}`,
  })
}
