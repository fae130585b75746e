import { CSRF_HEADER } from '@quad/shared'
import {
  sisEnrollments,
  sisMeetings,
  sisSections,
  sisTerms,
} from '../../db/schema/student-records.ts'
import type { DbOrTx } from '../../platform/db/database.ts'
import type { School } from '../../platform/tenancy/schools.service.ts'
import { hostOf, login, type TestContext } from '../../test/test-app.ts'

/*
 * Student-records rows written directly, as the SIS pushes (the `sis` track) would leave
 * them: the schedule's tests read them and need no feed.
 */

/** A weekly meeting's pattern: days, wall-clock times and zone. */
export const weekly = (days: string[], startTime: string, endTime: string, timeZone: string) => ({
  days,
  startTime,
  endTime,
  timeZone,
})

let serial = 0
const nextId = (prefix: string) => `${prefix}-${++serial}`

export async function insertTerm(
  db: DbOrTx,
  school: School,
  term: { name?: string; startsOn: string; endsOn: string },
) {
  const [row] = await db
    .insert(sisTerms)
    .values({ schoolId: school.id, externalId: nextId('T'), name: 'Spring 2027', ...term })
    .returning()
  if (!row) throw new Error('term was not stored')
  return row
}

/** A section of a course in `termId`, with one weekly meeting. */
export async function insertClass(
  db: DbOrTx,
  school: School,
  termId: number,
  section: { externalId: string; courseCode: string; title: string; sectionCode?: string },
  meeting: {
    days: string[]
    startTime: string
    endTime: string
    timeZone: string
    startsOn?: string
    endsOn?: string
    location?: string
    kind?: string
  },
) {
  const [sectionRow] = await db
    .insert(sisSections)
    .values({ schoolId: school.id, termId, instructor: 'Dr. Ada', ...section })
    .returning()
  if (!sectionRow) throw new Error('section was not stored')
  const [meetingRow] = await db
    .insert(sisMeetings)
    .values({
      schoolId: school.id,
      externalId: `M-${section.externalId}`,
      sectionId: sectionRow.id,
      ...meeting,
    })
    .returning()
  if (!meetingRow) throw new Error('meeting was not stored')
  return { section: sectionRow, meeting: meetingRow }
}

export type ClassSpec = [Parameters<typeof insertClass>[3], Parameters<typeof insertClass>[4]]

/** Several sections of one term, each with its meeting: their section ids by outside id. */
export async function insertClasses(
  db: DbOrTx,
  school: School,
  termId: number,
  specs: readonly ClassSpec[],
): Promise<Record<string, number>> {
  const ids: Record<string, number> = {}
  for (const [section, meeting] of specs) {
    ids[section.externalId] = (await insertClass(db, school, termId, section, meeting)).section.id
  }
  return ids
}

/** Another weekly meeting of a section (a lab beside a lecture). */
export async function insertMeeting(
  db: DbOrTx,
  school: School,
  sectionId: number,
  meeting: {
    externalId: string
    days: string[]
    startTime: string
    endTime: string
    timeZone: string
    kind?: string
  },
) {
  await db.insert(sisMeetings).values({ schoolId: school.id, sectionId, ...meeting })
}

export async function enroll(
  db: DbOrTx,
  school: School,
  userId: number,
  sectionId: number,
  status: 'enrolled' | 'waitlisted' | 'dropped' = 'enrolled',
) {
  const [row] = await db
    .insert(sisEnrollments)
    .values({ schoolId: school.id, externalId: nextId('E'), userId, sectionId, status })
    .returning()
  if (!row) throw new Error('enrollment was not stored')
  return row
}

/** `/mobile_ws/` calls as a signed-in student: the session cookie and its CSRF token. */
export async function sessionClient(ctx: () => TestContext, school: string, email: string) {
  const { cookie, csrfToken } = await login(ctx().app, school, email)
  const headers = { host: hostOf(school), cookie }
  return {
    get: (url: string) => ctx().app.inject({ url, headers }),
    /** A multipart form of text fields, as a browser's FormData sends it. */
    postForm: (url: string, fields: [string, string][], csrf = true) => {
      const boundary = '----quad-schedule-boundary'
      const body = fields
        .map(
          ([name, value]) =>
            `--${boundary}\r\nContent-Disposition: form-data; name="${name}"\r\n\r\n${value}\r\n`,
        )
        .join('')
      return ctx().app.inject({
        method: 'POST',
        url,
        payload: `${body}--${boundary}--\r\n`,
        headers: {
          ...headers,
          'content-type': `multipart/form-data; boundary=${boundary}`,
          ...(csrf && { [CSRF_HEADER]: csrfToken }),
        },
      })
    },
  }
}
