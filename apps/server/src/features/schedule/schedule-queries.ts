import { and, asc, eq, gte, inArray, isNotNull, lte, sql } from 'drizzle-orm'
import type { ScheduleFilters } from '@quad/shared'
import {
  sisEnrollments,
  sisMeetings,
  sisSections,
  sisTerms,
} from '../../db/schema/student-records.ts'
import type { DbOrTx } from '../../platform/db/database.ts'

/** A meeting of a section the student is enrolled in, with what its items show. */
export interface MeetingRow {
  id: number
  externalId: string
  days: string[]
  startTime: string
  endTime: string
  timeZone: string
  firstDay: string
  lastDay: string
  location: string | null
  kind: string | null
  section: string
  courseCode: string
  title: string
  sectionCode: string | null
  instructor: string | null
  termName: string
}

/** The student's own rows: this school, this student, enrolled (waitlisted and dropped are not). */
const enrolledIn = (schoolId: number, userId: number) =>
  and(
    eq(sisEnrollments.schoolId, schoolId),
    eq(sisEnrollments.userId, userId),
    eq(sisEnrollments.status, 'enrolled'),
  )

/**
 * The meetings of the student's enrolled sections that run on some day between
 * `firstDay` and `lastDay` (local days, widened by the caller for zones), filtered by
 * section and kind when a filter names any. A meeting without dates runs the term's.
 */
export async function enrolledMeetings(
  db: DbOrTx,
  schoolId: number,
  userId: number,
  days: { firstDay: string; lastDay: string },
  filters: ScheduleFilters,
): Promise<MeetingRow[]> {
  const firstDay = sql<string>`coalesce(${sisMeetings.startsOn}, ${sisTerms.startsOn})::text`
  const lastDay = sql<string>`coalesce(${sisMeetings.endsOn}, ${sisTerms.endsOn})::text`
  const sections = filters.sections?.length ? filters.sections : undefined
  const kinds = filters.kinds?.length ? filters.kinds : undefined
  return db
    .select({
      id: sisMeetings.id,
      externalId: sisMeetings.externalId,
      days: sisMeetings.days,
      startTime: sisMeetings.startTime,
      endTime: sisMeetings.endTime,
      timeZone: sisMeetings.timeZone,
      firstDay,
      lastDay,
      location: sisMeetings.location,
      kind: sisMeetings.kind,
      section: sisSections.externalId,
      courseCode: sisSections.courseCode,
      title: sisSections.title,
      sectionCode: sisSections.sectionCode,
      instructor: sisSections.instructor,
      termName: sisTerms.name,
    })
    .from(sisEnrollments)
    .innerJoin(sisSections, eq(sisSections.id, sisEnrollments.sectionId))
    .innerJoin(sisTerms, eq(sisTerms.id, sisSections.termId))
    .innerJoin(sisMeetings, eq(sisMeetings.sectionId, sisSections.id))
    .where(
      and(
        enrolledIn(schoolId, userId),
        lte(firstDay, days.lastDay),
        gte(lastDay, days.firstDay),
        sections && inArray(sisSections.externalId, sections),
        kinds && inArray(sisMeetings.kind, kinds),
      ),
    )
    .orderBy(asc(sisMeetings.id))
}

/** The student's enrolled sections (what `sections` may hold), by course code. */
export async function enrolledSections(db: DbOrTx, schoolId: number, userId: number) {
  return db
    .select({
      externalId: sisSections.externalId,
      courseCode: sisSections.courseCode,
      sectionCode: sisSections.sectionCode,
      title: sisSections.title,
    })
    .from(sisEnrollments)
    .innerJoin(sisSections, eq(sisSections.id, sisEnrollments.sectionId))
    .where(enrolledIn(schoolId, userId))
    .orderBy(asc(sisSections.courseCode), asc(sisSections.externalId))
}

/** The meeting kinds of the student's enrolled sections (what `kinds` may hold). */
export async function enrolledKinds(db: DbOrTx, schoolId: number, userId: number) {
  const rows = await db
    .selectDistinct({ kind: sisMeetings.kind })
    .from(sisEnrollments)
    .innerJoin(sisMeetings, eq(sisMeetings.sectionId, sisEnrollments.sectionId))
    .where(and(enrolledIn(schoolId, userId), isNotNull(sisMeetings.kind)))
    .orderBy(asc(sisMeetings.kind))
  return rows.flatMap((row) => (row.kind === null ? [] : [row.kind]))
}
