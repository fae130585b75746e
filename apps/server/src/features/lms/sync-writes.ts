import { and, eq, inArray, isNull, notInArray, sql } from 'drizzle-orm'
import type { PgColumn } from 'drizzle-orm/pg-core'
import {
  lmsAnnouncements,
  lmsAssignments,
  lmsCourses,
  lmsEnrollments,
  lmsSubmissions,
} from '../../db/schema/lms.ts'
import type { DbOrTx } from '../../platform/db/database.ts'
import type { Integrations } from '../../platform/integrations/index.ts'
import { sanitizeRichText } from '@quad/shared/rich-text'
import type { LmsAnnouncement, LmsCourse, LmsWork } from './lms-provider.ts'

/*
 * The sync's writes (issue 17): every table through one bulk `upsertAll` by its key, so an
 * item the LMS did not change writes nothing; each answers how many rows changed and the
 * local ids the notices need.
 */

export interface Student {
  schoolId: number
  userId: number
  /** The provider's name: the rows' `source`. */
  source: string
}

type UpsertAll = Integrations['externalIds']['upsertAll']
type Table = Parameters<UpsertAll>[1]
type Row<T extends Table> = T['$inferInsert']
/** The LMS's tables keyed by (school, source, external id). */
type ExternalTable = typeof lmsCourses | typeof lmsAssignments | typeof lmsAnnouncements
const at = (iso: string | null) => (iso ? new Date(iso) : null)

/** Writes the rows by `keyColumns` in bulk; answers how many were inserted or changed. */
async function writeAll<T extends Table>(
  tx: DbOrTx,
  upsertAll: UpsertAll,
  table: T,
  keyColumns: readonly PgColumn[],
  rows: Row<T>[],
): Promise<number> {
  const counts = await upsertAll(tx, table, keyColumns, rows)
  return counts.inserted + counts.updated
}

/**
 * The items, the last of any that share an outside id winning (what one statement per item
 * did): one bulk statement must not touch a row twice.
 */
function distinct<I extends { externalId: string }>(items: readonly I[]): I[] {
  return [...new Map(items.map((item) => [item.externalId, item])).values()]
}

/**
 * The one writer of the LMS's own items (courses, work, announcements): maps each item to
 * its row, writes them in bulk by (school, source, external id), and answers how many
 * changed and each outside id's local id.
 */
async function writeItems<T extends ExternalTable, I extends { externalId: string }>(
  tx: DbOrTx,
  upsertAll: UpsertAll,
  table: T,
  student: Student,
  items: readonly I[],
  toRow: (item: I) => Omit<Row<T>, 'schoolId' | 'source' | 'externalId'>,
): Promise<{ changed: number; ids: Map<string, number> }> {
  const { schoolId, source } = student
  const rows = items.map(
    (item) => ({ ...toRow(item), schoolId, source, externalId: item.externalId }) as Row<T>,
  )
  const changed = await writeAll(
    tx,
    upsertAll,
    table,
    [table.schoolId, table.source, table.externalId],
    rows,
  )
  return { changed, ids: await localIds(tx, table, student, items) }
}

/** External id → local id of these rows of a table keyed by (school, source, external id). */
async function localIds(
  tx: DbOrTx,
  table: ExternalTable,
  student: Student,
  items: readonly { externalId: string }[],
): Promise<Map<string, number>> {
  if (items.length === 0) return new Map()
  const rows = await tx
    .select({ id: table.id, externalId: table.externalId })
    .from(table)
    .where(
      and(
        eq(table.schoolId, student.schoolId),
        eq(table.source, student.source),
        inArray(
          table.externalId,
          items.map((item) => item.externalId),
        ),
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
  upsertAll: UpsertAll,
  student: Student,
  courses: readonly LmsCourse[],
): Promise<{ changed: number; ids: Map<string, number> }> {
  const { schoolId, userId } = student
  const listed = distinct(courses)
  const written = await writeItems(tx, upsertAll, lmsCourses, student, listed, (course) => ({
    name: course.name,
    courseCode: course.courseCode,
    termName: course.termName,
    startsAt: at(course.startsAt),
    endsAt: at(course.endsAt),
    htmlUrl: course.htmlUrl,
  }))
  const { ids } = written
  const enrolled = await writeAll(
    tx,
    upsertAll,
    lmsEnrollments,
    [lmsEnrollments.userId, lmsEnrollments.courseId],
    listed.flatMap((course) => {
      const courseId = ids.get(course.externalId)
      if (courseId === undefined) return []
      return {
        schoolId,
        userId,
        courseId,
        role: course.role,
        currentScore: course.currentScore,
        currentGrade: course.currentGrade,
        finalScore: course.finalScore,
        finalGrade: course.finalGrade,
        endedAt: null,
      }
    }),
  )
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
  return { changed: written.changed + enrolled + ended.length, ids }
}

/** One course's work and the student's submissions; answers the rows' local ids. */
export async function writeWork(
  tx: DbOrTx,
  upsertAll: UpsertAll,
  student: Student,
  courseId: number,
  work: readonly LmsWork[],
): Promise<{ changed: number; ids: Map<string, number> }> {
  const { schoolId, userId } = student
  const listed = distinct(work)
  const written = await writeItems(tx, upsertAll, lmsAssignments, student, listed, (item) => ({
    courseId,
    kind: item.kind,
    name: item.name,
    dueAt: at(item.dueAt),
    pointsPossible: item.pointsPossible,
    htmlUrl: item.htmlUrl,
  }))
  const submitted = await writeAll(
    tx,
    upsertAll,
    lmsSubmissions,
    [lmsSubmissions.userId, lmsSubmissions.assignmentId],
    listed.flatMap((item) => {
      const assignmentId = written.ids.get(item.externalId)
      const s = item.submission
      if (assignmentId === undefined || !s) return []
      return {
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
      }
    }),
  )
  return { changed: written.changed + submitted, ids: written.ids }
}

/** Announcements, their HTML sanitised before it is stored (the web sanitises again). */
export async function writeAnnouncements(
  tx: DbOrTx,
  upsertAll: UpsertAll,
  student: Student,
  courseIds: ReadonlyMap<string, number>,
  announcements: readonly LmsAnnouncement[],
): Promise<{ changed: number; ids: number[] }> {
  const kept = distinct(announcements.filter((a) => courseIds.has(a.courseExternalId)))
  const written = await writeItems(tx, upsertAll, lmsAnnouncements, student, kept, (item) => ({
    courseId: courseIds.get(item.courseExternalId) ?? 0,
    title: item.title,
    message: sanitizeRichText(item.message),
    authorName: item.authorName,
    postedAt: new Date(item.postedAt),
    htmlUrl: item.htmlUrl,
  }))
  return { changed: written.changed, ids: [...written.ids.values()] }
}
