import { and, eq } from 'drizzle-orm'
import {
  lmsAnnouncements,
  lmsAssignments,
  lmsCourses,
  lmsSubmissions,
} from '../../db/schema/lms.ts'
import type { DbOrTx } from '../../platform/db/database.ts'

/** The work a notice names, with its course and the student's grade. */
export async function workFacts(tx: DbOrTx, assignmentId: number, userId: number) {
  const [row] = await tx
    .select({
      name: lmsAssignments.name,
      kind: lmsAssignments.kind,
      dueAt: lmsAssignments.dueAt,
      courseName: lmsCourses.name,
      courseCode: lmsCourses.courseCode,
      grade: lmsSubmissions.grade,
      score: lmsSubmissions.score,
    })
    .from(lmsAssignments)
    .innerJoin(lmsCourses, eq(lmsCourses.id, lmsAssignments.courseId))
    .leftJoin(
      lmsSubmissions,
      and(eq(lmsSubmissions.assignmentId, lmsAssignments.id), eq(lmsSubmissions.userId, userId)),
    )
    .where(eq(lmsAssignments.id, assignmentId))
  return row ?? null
}

/** The announcement a notice names, with its course. */
export async function announcementFacts(tx: DbOrTx, announcementId: number) {
  const [row] = await tx
    .select({ title: lmsAnnouncements.title, courseName: lmsCourses.name })
    .from(lmsAnnouncements)
    .innerJoin(lmsCourses, eq(lmsCourses.id, lmsAnnouncements.courseId))
    .where(eq(lmsAnnouncements.id, announcementId))
  return row ?? null
}

const DAY_MS = 24 * 60 * 60 * 1000

/** `today 17:00`, `tomorrow 09:00`, or `2026-11-30 09:00`: when work is due, on the student's clock. */
export function dueLabel(dueAt: Date, now: Date, timeZone: string): string {
  const clock = (at: Date) => wallClockOf(at, timeZone)
  const [dueDate, dueTime] = clock(dueAt)
  if (dueDate === clock(now)[0]) return `today ${dueTime}`
  if (dueDate === clock(new Date(now.getTime() + DAY_MS))[0]) return `tomorrow ${dueTime}`
  return `${dueDate} ${dueTime}`
}

function wallClockOf(at: Date, timeZone: string): [string, string] {
  const parts: Record<string, string> = {}
  const format = new Intl.DateTimeFormat('en-CA', {
    timeZone,
    year: 'numeric',
    month: '2-digit',
    day: '2-digit',
    hour: '2-digit',
    minute: '2-digit',
    hourCycle: 'h23',
  })
  for (const part of format.formatToParts(at)) parts[part.type] = part.value
  return [
    `${parts['year'] ?? ''}-${parts['month'] ?? ''}-${parts['day'] ?? ''}`,
    `${parts['hour'] ?? ''}:${parts['minute'] ?? ''}`,
  ]
}
