import { and, asc, desc, eq, gt, gte, inArray, isNull, lte, sql } from 'drizzle-orm'
import {
  lmsAnnouncements,
  lmsAssignments,
  lmsCourses,
  lmsEnrollments,
  lmsSubmissions,
} from '../../db/schema/lms.ts'
import type { DbOrTx } from '../../platform/db/database.ts'

/*
 * The reading routes' queries over the synced copy (issue 17): a student sees only the
 * courses they are actively enrolled in, and only their own submissions.
 */

/** How far back the announcements list reaches (api.md "Academic": the last 30 days). */
export const ANNOUNCEMENT_DAYS = 30
const ANNOUNCEMENTS_MAX = 100
const UPCOMING_DEFAULT_LIMIT = 50
const DAY_MS = 24 * 60 * 60 * 1000

const courseColumns = {
  id: lmsCourses.id,
  name: lmsCourses.name,
  courseCode: lmsCourses.courseCode,
  termName: lmsCourses.termName,
  htmlUrl: lmsCourses.htmlUrl,
  currentScore: lmsEnrollments.currentScore,
  currentGrade: lmsEnrollments.currentGrade,
  finalScore: lmsEnrollments.finalScore,
  finalGrade: lmsEnrollments.finalGrade,
}
export interface CourseRow {
  id: number
  name: string
  courseCode: string
  termName: string | null
  htmlUrl: string
  currentScore: number | null
  currentGrade: string | null
  finalScore: number | null
  finalGrade: string | null
}

const activeEnrollment = (userId: number) =>
  and(eq(lmsEnrollments.userId, userId), isNull(lmsEnrollments.endedAt))

/** My active courses with my grades, by name. */
export async function myCourses(db: DbOrTx, userId: number): Promise<CourseRow[]> {
  return db
    .select(courseColumns)
    .from(lmsEnrollments)
    .innerJoin(lmsCourses, eq(lmsCourses.id, lmsEnrollments.courseId))
    .where(activeEnrollment(userId))
    .orderBy(asc(lmsCourses.name), asc(lmsCourses.id))
}

/** One of my active courses, or null (not mine, ended, or no such course). */
export async function myCourse(
  db: DbOrTx,
  userId: number,
  courseId: number,
): Promise<CourseRow | null> {
  const [row] = await db
    .select(courseColumns)
    .from(lmsEnrollments)
    .innerJoin(lmsCourses, eq(lmsCourses.id, lmsEnrollments.courseId))
    .where(and(activeEnrollment(userId), eq(lmsEnrollments.courseId, courseId)))
  return row ?? null
}

/** A piece of work with its course and my submission (null when the LMS gave none). */
export interface WorkRow {
  id: number
  kind: 'assignment' | 'quiz'
  name: string
  courseId: number
  courseName: string
  courseCode: string
  dueAt: Date | null
  pointsPossible: number | null
  htmlUrl: string
  state: string | null
  submittedAt: Date | null
  score: number | null
  grade: string | null
  gradedAt: Date | null
  late: boolean | null
  missing: boolean | null
}

function workQuery(db: DbOrTx, userId: number) {
  return db
    .select({
      id: lmsAssignments.id,
      kind: lmsAssignments.kind,
      name: lmsAssignments.name,
      courseId: lmsCourses.id,
      courseName: lmsCourses.name,
      courseCode: lmsCourses.courseCode,
      dueAt: lmsAssignments.dueAt,
      pointsPossible: lmsAssignments.pointsPossible,
      htmlUrl: lmsAssignments.htmlUrl,
      state: lmsSubmissions.state,
      submittedAt: lmsSubmissions.submittedAt,
      score: lmsSubmissions.score,
      grade: lmsSubmissions.grade,
      gradedAt: lmsSubmissions.gradedAt,
      late: lmsSubmissions.late,
      missing: lmsSubmissions.missing,
    })
    .from(lmsAssignments)
    .innerJoin(lmsCourses, eq(lmsCourses.id, lmsAssignments.courseId))
    .innerJoin(
      lmsEnrollments,
      and(eq(lmsEnrollments.courseId, lmsCourses.id), activeEnrollment(userId)),
    )
    .leftJoin(
      lmsSubmissions,
      and(eq(lmsSubmissions.assignmentId, lmsAssignments.id), eq(lmsSubmissions.userId, userId)),
    )
}

/** A course's work by due date (undated last). */
export function courseWork(db: DbOrTx, userId: number, courseId: number): Promise<WorkRow[]> {
  return workQuery(db, userId)
    .where(eq(lmsAssignments.courseId, courseId))
    .orderBy(sql`${lmsAssignments.dueAt} asc nulls last`, asc(lmsAssignments.name))
}

/** What is due from `now` to `days` ahead across my courses, soonest first. */
export function upcomingWork(
  db: DbOrTx,
  userId: number,
  now: Date,
  days: number,
  limit = UPCOMING_DEFAULT_LIMIT,
): Promise<WorkRow[]> {
  return workQuery(db, userId)
    .where(
      and(
        gte(lmsAssignments.dueAt, now),
        lte(lmsAssignments.dueAt, new Date(now.getTime() + days * DAY_MS)),
      ),
    )
    .orderBy(asc(lmsAssignments.dueAt), asc(lmsAssignments.id))
    .limit(limit)
}

export interface AnnouncementRow {
  id: number
  courseId: number
  courseName: string
  title: string
  message: string
  authorName: string | null
  postedAt: Date
  htmlUrl: string
}

function announcementQuery(db: DbOrTx) {
  return db
    .select({
      id: lmsAnnouncements.id,
      courseId: lmsCourses.id,
      courseName: lmsCourses.name,
      title: lmsAnnouncements.title,
      message: lmsAnnouncements.message,
      authorName: lmsAnnouncements.authorName,
      postedAt: lmsAnnouncements.postedAt,
      htmlUrl: lmsAnnouncements.htmlUrl,
    })
    .from(lmsAnnouncements)
    .innerJoin(lmsCourses, eq(lmsCourses.id, lmsAnnouncements.courseId))
}

/** A course's announcements, newest first. */
export function courseAnnouncements(db: DbOrTx, courseId: number): Promise<AnnouncementRow[]> {
  return announcementQuery(db)
    .where(eq(lmsAnnouncements.courseId, courseId))
    .orderBy(desc(lmsAnnouncements.postedAt), desc(lmsAnnouncements.id))
    .limit(ANNOUNCEMENTS_MAX)
}

/** My courses' announcements of the last ANNOUNCEMENT_DAYS, newest first. */
export function recentAnnouncements(
  db: DbOrTx,
  userId: number,
  now: Date,
): Promise<AnnouncementRow[]> {
  const mine = db
    .select({ courseId: lmsEnrollments.courseId })
    .from(lmsEnrollments)
    .where(activeEnrollment(userId))
  return announcementQuery(db)
    .where(
      and(
        inArray(lmsAnnouncements.courseId, mine),
        gt(lmsAnnouncements.postedAt, new Date(now.getTime() - ANNOUNCEMENT_DAYS * DAY_MS)),
      ),
    )
    .orderBy(desc(lmsAnnouncements.postedAt), desc(lmsAnnouncements.id))
    .limit(ANNOUNCEMENTS_MAX)
}
