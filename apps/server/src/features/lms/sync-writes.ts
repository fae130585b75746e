import { and, eq, inArray, isNull, notInArray, sql } from 'drizzle-orm'
import {
  lmsAnnouncements,
  lmsAssignments,
  lmsCourses,
  lmsEnrollments,
  lmsSubmissions,
} from '../../db/schema/lms.ts'
import type { DbOrTx } from '../../platform/db/database.ts'
import type { Integrations } from '../../platform/integrations/index.ts'
import { sanitizeRichText } from '../../platform/rich-text.ts'
import type { LmsAnnouncement, LmsCourse, LmsWork } from './lms-provider.ts'

/*
 * The sync's writes (issue 17): every row through `upsertByExternalId`, so an item the
 * LMS did not change writes nothing; each answers how many rows changed and the local
 * ids the notices need.
 */

export interface Student {
  schoolId: number
  userId: number
  /** The provider's name: the rows' `source`. */
  source: string
}

type Upsert = Integrations['externalIds']['upsert']
const changed = (outcome: string) => (outcome === 'unchanged' ? 0 : 1)
const at = (iso: string | null) => (iso ? new Date(iso) : null)

/** External id → local id of these rows of a table keyed by (school, source, external id). */
async function localIds(
  tx: DbOrTx,
  table: typeof lmsCourses | typeof lmsAssignments | typeof lmsAnnouncements,
  student: Student,
  externalIds: readonly string[],
): Promise<Map<string, number>> {
  if (externalIds.length === 0) return new Map()
  const rows = await tx
    .select({ id: table.id, externalId: table.externalId })
    .from(table)
    .where(
      and(
        eq(table.schoolId, student.schoolId),
        eq(table.source, student.source),
        inArray(table.externalId, [...externalIds]),
      ),
    )
  return new Map(rows.map((row) => [row.externalId, row.id]))
}

/**
 * The student's active courses and their enrolments; an enrolment of a course the LMS
 * no longer lists as active ends (`ended_at`), one listed again starts again.
 */
export async function writeCourses(
  tx: DbOrTx,
  upsert: Upsert,
  student: Student,
  courses: readonly LmsCourse[],
): Promise<{ changed: number; ids: Map<string, number> }> {
  let count = 0
  const { schoolId, source, userId } = student
  for (const course of courses) {
    const outcome = await upsert(
      tx,
      lmsCourses,
      [lmsCourses.schoolId, lmsCourses.source, lmsCourses.externalId],
      {
        schoolId,
        source,
        externalId: course.externalId,
        name: course.name,
        courseCode: course.courseCode,
        termName: course.termName,
        startsAt: at(course.startsAt),
        endsAt: at(course.endsAt),
        htmlUrl: course.htmlUrl,
      },
    )
    count += changed(outcome)
  }
  const ids = await localIds(
    tx,
    lmsCourses,
    student,
    courses.map((c) => c.externalId),
  )
  for (const course of courses) {
    const courseId = ids.get(course.externalId)
    if (courseId === undefined) continue
    const outcome = await upsert(
      tx,
      lmsEnrollments,
      [lmsEnrollments.userId, lmsEnrollments.courseId],
      {
        schoolId,
        userId,
        courseId,
        role: course.role,
        currentScore: course.currentScore,
        currentGrade: course.currentGrade,
        finalScore: course.finalScore,
        finalGrade: course.finalGrade,
        endedAt: null,
      },
    )
    count += changed(outcome)
  }
  const ended = await tx
    .update(lmsEnrollments)
    .set({ endedAt: sql`now()`, updatedAt: sql`now()` })
    .where(
      and(
        eq(lmsEnrollments.userId, userId),
        isNull(lmsEnrollments.endedAt),
        ids.size > 0 ? notInArray(lmsEnrollments.courseId, [...ids.values()]) : undefined,
      ),
    )
    .returning({ courseId: lmsEnrollments.courseId })
  return { changed: count + ended.length, ids }
}

/** One course's work and the student's submissions; answers the rows' local ids. */
export async function writeWork(
  tx: DbOrTx,
  upsert: Upsert,
  student: Student,
  courseId: number,
  work: readonly LmsWork[],
): Promise<{ changed: number; ids: Map<string, number> }> {
  let count = 0
  const { schoolId, source, userId } = student
  for (const item of work) {
    const outcome = await upsert(
      tx,
      lmsAssignments,
      [lmsAssignments.schoolId, lmsAssignments.source, lmsAssignments.externalId],
      {
        schoolId,
        source,
        externalId: item.externalId,
        courseId,
        kind: item.kind,
        name: item.name,
        dueAt: at(item.dueAt),
        pointsPossible: item.pointsPossible,
        htmlUrl: item.htmlUrl,
      },
    )
    count += changed(outcome)
  }
  const ids = await localIds(
    tx,
    lmsAssignments,
    student,
    work.map((w) => w.externalId),
  )
  for (const item of work) {
    const assignmentId = ids.get(item.externalId)
    if (assignmentId === undefined || !item.submission) continue
    const s = item.submission
    const outcome = await upsert(
      tx,
      lmsSubmissions,
      [lmsSubmissions.userId, lmsSubmissions.assignmentId],
      {
        schoolId,
        userId,
        assignmentId,
        state: s.state,
        submittedAt: at(s.submittedAt),
        score: s.score,
        grade: s.grade,
        gradedAt: at(s.gradedAt),
        late: s.late,
        missing: s.missing,
      },
    )
    count += changed(outcome)
  }
  return { changed: count, ids }
}

/** Announcements, their HTML sanitised before it is stored (the web sanitises again). */
export async function writeAnnouncements(
  tx: DbOrTx,
  upsert: Upsert,
  student: Student,
  courseIds: ReadonlyMap<string, number>,
  announcements: readonly LmsAnnouncement[],
): Promise<{ changed: number; ids: number[] }> {
  let count = 0
  const { schoolId, source } = student
  const kept = announcements.filter((a) => courseIds.has(a.courseExternalId))
  for (const item of kept) {
    const outcome = await upsert(
      tx,
      lmsAnnouncements,
      [lmsAnnouncements.schoolId, lmsAnnouncements.source, lmsAnnouncements.externalId],
      {
        schoolId,
        source,
        externalId: item.externalId,
        courseId: courseIds.get(item.courseExternalId) ?? 0,
        title: item.title,
        message: sanitizeRichText(item.message),
        authorName: item.authorName,
        postedAt: new Date(item.postedAt),
        htmlUrl: item.htmlUrl,
      },
    )
    count += changed(outcome)
  }
  const ids = await localIds(
    tx,
    lmsAnnouncements,
    student,
    kept.map((a) => a.externalId),
  )
  return { changed: count, ids: [...ids.values()] }
}
