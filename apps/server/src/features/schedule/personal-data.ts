import { and, asc, eq, inArray } from 'drizzle-orm'
import {
  scheduleConfigs,
  sisEnrollments,
  sisMeetings,
  sisSections,
  sisTerms,
} from '../../db/schema/student-records.ts'
import type { DbOrTx } from '../../platform/db/database.ts'
import type { PersonalDataPart } from '../../platform/personal-data.ts'

/**
 * The student's schedule (issue 17, decision 051): the filters they saved
 * (`schedule_config`) and their enrolments as the school's SIS pushed them, each with its
 * section and weekly meetings. Sections, meetings and terms are the school's, shared by
 * every student in them: they are exported beside the enrolment, never erased.
 * Ids are the SIS's own (`externalId`): the rows have no uid, and the schedule answers
 * sections by them.
 */
const schedulePart: PersonalDataPart = {
  name: 'schedule',
  describes: {
    what:
      'Your class enrolments and their weekly meetings as the school’s student records sent ' +
      'them, and the schedule filters you saved',
    kept: 'As long as the school’s records list them, or until you delete your account',
  },
  async export(db, subject) {
    const schoolId = subject.school.id
    const [config] = await db
      .select()
      .from(scheduleConfigs)
      .where(
        and(eq(scheduleConfigs.userId, subject.userId), eq(scheduleConfigs.schoolId, schoolId)),
      )
    return {
      records: {
        filters: config
          ? { filters: config.filters, updatedAt: config.updatedAt.toISOString() }
          : null,
        enrollments: await enrollmentsOf(db, schoolId, subject.userId),
      },
    }
  },
  // Purely the student's rows, whatever the school's policy. A later push naming the
  // deleted account writes nothing: its email is gone (student-records' push, decision 058).
  async erase(tx, subject) {
    const schoolId = subject.school.id
    await tx
      .delete(scheduleConfigs)
      .where(
        and(eq(scheduleConfigs.userId, subject.userId), eq(scheduleConfigs.schoolId, schoolId)),
      )
    await tx
      .delete(sisEnrollments)
      .where(and(eq(sisEnrollments.userId, subject.userId), eq(sisEnrollments.schoolId, schoolId)))
  },
}

/** Every enrolment (enrolled, waitlisted, dropped) with its section, term and meetings. */
async function enrollmentsOf(db: DbOrTx, schoolId: number, userId: number) {
  const rows = await db
    .select({ enrollment: sisEnrollments, section: sisSections, term: sisTerms })
    .from(sisEnrollments)
    .innerJoin(sisSections, eq(sisSections.id, sisEnrollments.sectionId))
    .innerJoin(sisTerms, eq(sisTerms.id, sisSections.termId))
    .where(and(eq(sisEnrollments.userId, userId), eq(sisEnrollments.schoolId, schoolId)))
    .orderBy(asc(sisTerms.startsOn), asc(sisSections.courseCode), asc(sisEnrollments.id))
  const meetings = rows.length
    ? await db
        .select()
        .from(sisMeetings)
        .where(
          inArray(
            sisMeetings.sectionId,
            rows.map(({ section }) => section.id),
          ),
        )
        .orderBy(asc(sisMeetings.id))
    : []
  return rows.map(({ enrollment, section, term }) => ({
    id: enrollment.externalId,
    status: enrollment.status,
    updatedAt: enrollment.updatedAt.toISOString(),
    term: { id: term.externalId, name: term.name, startsOn: term.startsOn, endsOn: term.endsOn },
    section: {
      id: section.externalId,
      courseCode: section.courseCode,
      title: section.title,
      sectionCode: section.sectionCode,
      instructor: section.instructor,
      credits: section.credits,
    },
    meetings: meetings
      .filter((meeting) => meeting.sectionId === section.id)
      .map((meeting) => ({
        id: meeting.externalId,
        days: meeting.days,
        startTime: meeting.startTime,
        endTime: meeting.endTime,
        timeZone: meeting.timeZone,
        startsOn: meeting.startsOn,
        endsOn: meeting.endsOn,
        location: meeting.location,
        kind: meeting.kind,
      })),
  }))
}

/** What the schedule keeps about a student (issue 18 item 4). */
export const schedulePersonalData: PersonalDataPart[] = [schedulePart]
