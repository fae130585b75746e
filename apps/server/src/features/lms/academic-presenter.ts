import type { Announcement, Course, CourseWork, Submission, SyncState } from '@quad/shared'
import type { SyncRecord } from '../../platform/integrations/index.ts'
import type { AnnouncementRow, CourseRow, WorkRow } from './academic-queries.ts'

/** The synced copy's rows as the academic contracts name them (ids as strings). */

const iso = (date: Date | null) => (date ? date.toISOString() : null)

export function presentCourse(row: CourseRow): Course {
  return {
    id: String(row.id),
    name: row.name,
    courseCode: row.courseCode,
    termName: row.termName,
    htmlUrl: row.htmlUrl,
    currentScore: row.currentScore,
    currentGrade: row.currentGrade,
    finalScore: row.finalScore,
    finalGrade: row.finalGrade,
  }
}

function presentSubmission(row: WorkRow): Submission | null {
  if (row.state === null) return null
  return {
    state: row.state as Submission['state'],
    submittedAt: iso(row.submittedAt),
    score: row.score,
    grade: row.grade,
    gradedAt: iso(row.gradedAt),
    late: row.late ?? false,
    missing: row.missing ?? false,
  }
}

export function presentWork(row: WorkRow): CourseWork {
  return {
    id: String(row.id),
    kind: row.kind,
    name: row.name,
    courseId: String(row.courseId),
    courseName: row.courseName,
    courseCode: row.courseCode,
    dueAt: iso(row.dueAt),
    pointsPossible: row.pointsPossible,
    htmlUrl: row.htmlUrl,
    submission: presentSubmission(row),
  }
}

export function presentAnnouncement(row: AnnouncementRow): Announcement {
  return {
    id: String(row.id),
    courseId: String(row.courseId),
    courseName: row.courseName,
    title: row.title,
    message: row.message,
    authorName: row.authorName,
    postedAt: row.postedAt.toISOString(),
    htmlUrl: row.htmlUrl,
  }
}

/**
 * When the student's copy was last synced, and whether the attempt after that failed:
 * the page shows what was synced with "the last attempt failed" (partial data).
 */
export function presentSync(record: SyncRecord | null): SyncState {
  const succeeded = record?.lastSucceededAt ?? null
  const failed = record?.lastFailedAt ?? null
  return {
    lastSyncedAt: iso(succeeded),
    lastAttemptFailed: failed !== null && (succeeded === null || failed > succeeded),
  }
}
