import { and, asc, eq, inArray, ne } from 'drizzle-orm'
import {
  lmsAnnouncements,
  lmsAssignments,
  lmsCourses,
  lmsEnrollments,
  lmsNotices,
  lmsSubmissions,
} from '../../db/schema/lms.ts'
import type { DbOrTx } from '../../platform/db/database.ts'

const iso = (at: Date | null) => at?.toISOString() ?? null

/**
 * The synced copy as one student sees it, for their export (issue 18 item 4): their
 * enrolments with grades, their submissions, the announcements of their courses and the
 * notices sent to them. Ids are the ones the academic API answers (`String(id)`, the
 * courses have no uid); nothing of another student (their grades and submissions are
 * rows of their own, never joined here).
 */
export async function academicCopyOf(db: DbOrTx, schoolId: number, userId: number) {
  const courses = await db
    .select({ enrollment: lmsEnrollments, course: lmsCourses })
    .from(lmsEnrollments)
    .innerJoin(lmsCourses, eq(lmsCourses.id, lmsEnrollments.courseId))
    .where(and(eq(lmsEnrollments.userId, userId), eq(lmsEnrollments.schoolId, schoolId)))
    .orderBy(asc(lmsCourses.name), asc(lmsCourses.id))
  const submissions = await db
    .select({ submission: lmsSubmissions, work: lmsAssignments })
    .from(lmsSubmissions)
    .innerJoin(lmsAssignments, eq(lmsAssignments.id, lmsSubmissions.assignmentId))
    .where(and(eq(lmsSubmissions.userId, userId), eq(lmsSubmissions.schoolId, schoolId)))
    .orderBy(asc(lmsAssignments.dueAt), asc(lmsAssignments.id))
  const courseIds = courses.map(({ course }) => course.id)
  const announcements = courseIds.length
    ? await db
        .select()
        .from(lmsAnnouncements)
        .where(inArray(lmsAnnouncements.courseId, courseIds))
        .orderBy(asc(lmsAnnouncements.postedAt), asc(lmsAnnouncements.id))
    : []
  return {
    courses: courses.map(({ enrollment, course }) => ({
      id: String(course.id),
      name: course.name,
      courseCode: course.courseCode,
      termName: course.termName,
      url: course.htmlUrl,
      role: enrollment.role,
      currentScore: enrollment.currentScore,
      currentGrade: enrollment.currentGrade,
      finalScore: enrollment.finalScore,
      finalGrade: enrollment.finalGrade,
      endedAt: iso(enrollment.endedAt),
      updatedAt: enrollment.updatedAt.toISOString(),
    })),
    submissions: submissions.map(({ submission, work }) => ({
      workId: String(work.id),
      courseId: String(work.courseId),
      kind: work.kind,
      name: work.name,
      dueAt: iso(work.dueAt),
      pointsPossible: work.pointsPossible,
      state: submission.state,
      submittedAt: iso(submission.submittedAt),
      score: submission.score,
      grade: submission.grade,
      gradedAt: iso(submission.gradedAt),
      late: submission.late,
      missing: submission.missing,
    })),
    announcements: announcements.map((row) => ({
      id: String(row.id),
      courseId: String(row.courseId),
      title: row.title,
      message: row.message,
      authorName: row.authorName,
      postedAt: row.postedAt.toISOString(),
      url: row.htmlUrl,
    })),
    notices: await noticesOf(db, schoolId, userId),
  }
}

/** The notices sent (each new item, grade and due reminder), with what they were about. */
async function noticesOf(db: DbOrTx, schoolId: number, userId: number) {
  const rows = await db
    .select({
      kind: lmsNotices.kind,
      itemId: lmsNotices.itemId,
      sentAt: lmsNotices.sentAt,
      work: lmsAssignments.name,
      announcement: lmsAnnouncements.title,
    })
    .from(lmsNotices)
    .leftJoin(
      lmsAssignments,
      and(eq(lmsAssignments.id, lmsNotices.itemId), ne(lmsNotices.kind, 'announcement')),
    )
    .leftJoin(
      lmsAnnouncements,
      and(eq(lmsAnnouncements.id, lmsNotices.itemId), eq(lmsNotices.kind, 'announcement')),
    )
    .where(and(eq(lmsNotices.userId, userId), eq(lmsNotices.schoolId, schoolId)))
    .orderBy(asc(lmsNotices.sentAt), asc(lmsNotices.itemId))
  return rows.map((row) => ({
    kind: row.kind,
    itemId: String(row.itemId),
    about: row.work ?? row.announcement ?? null,
    sentAt: row.sentAt.toISOString(),
  }))
}
