import type { Faker } from '@faker-js/faker'
import { TZDate } from '@date-fns/tz'
import { and, asc, eq, gte, like, lte } from 'drizzle-orm'
import type { DbOrTx } from '../platform/db/database.ts'
import { users } from '../platform/db/schema.ts'
import type { School } from '../platform/tenancy/schools.service.ts'
import { sisEnrollments, sisMeetings, sisSections, sisTerms } from '../db/schema/student-records.ts'
import type { DemoCanvasControl } from './demo-canvas-control.ts'
import { COURSE_WORK, courseAnnouncements, letterGrade } from './demo-canvas-work.ts'
import { RECORDS_PROFILES } from './demo-sis-catalogue.ts'
import { addDays, isoDay } from './demo-sis-terms.ts'
import { createFaker } from './factories.ts'

/** One row per (demo account, section it takes this term). */
interface TakenSection {
  userId: number
  email: string
  name: string
  sortableName: string
  sectionId: number
  courseCode: string
  title: string
  instructor: string | null
  termName: string
  startsOn: string
  endsOn: string
}

/**
 * Fills a Canvas stand-in with the demo school's courses this term (issue 17): one Canvas
 * course per SIS section the school's named accounts (`…@{domain}`: Maya, Jonah and the
 * e2e's students) take, with the same course code, its work over the term (graded, missed,
 * due in the next days, later) and announcements; each account a Canvas user enrolled
 * with a grade, its submissions scored. Returns each account's Canvas user id by Quad
 * user id. The other seeded students have no Canvas account: nobody can sign in as them.
 */
export async function fillDemoCanvas(
  db: DbOrTx,
  school: School,
  control: DemoCanvasControl,
  clock: Date,
  seed: number,
): Promise<Map<number, number>> {
  const profile = RECORDS_PROFILES[school.code]
  if (!profile) return new Map()
  const faker = createFaker(seed)
  const taken = await takenSections(db, school, `%@${profile.domain}`, isoDay(clock))
  const canvasUsers = new Map<number, number>()
  for (const row of taken) {
    if (canvasUsers.has(row.userId)) continue
    const user = await control.addUser({
      name: row.name,
      email: row.email,
      sortableName: row.sortableName,
    })
    canvasUsers.set(row.userId, user.id)
  }
  const courses = new Map<number, CanvasCourse>()
  for (const row of taken) {
    let course = courses.get(row.sectionId)
    if (!course) {
      course = await addCourse(db, control, row, clock, profile.timeZone)
      courses.set(row.sectionId, course)
    }
    const canvasUser = canvasUsers.get(row.userId) ?? 0
    const score = faker.number.int({ min: 72, max: 98 })
    await control.enroll(canvasUser, course.id, {
      type: 'StudentEnrollment',
      currentScore: score,
      currentGrade: letterGrade(score),
    })
    await submitWork(faker, control, canvasUser, course, clock)
  }
  return canvasUsers
}

interface CanvasCourse {
  id: number
  /** Each piece of work's assignment id (a graded quiz has one too) and due instant. */
  work: { assignmentId: number; dueAt: Date; points: number }[]
}

async function addCourse(
  db: DbOrTx,
  control: DemoCanvasControl,
  row: TakenSection,
  clock: Date,
  timeZone: string,
): Promise<CanvasCourse> {
  const course = await control.addCourse({
    name: row.title,
    courseCode: row.courseCode,
    term: {
      name: row.termName,
      startAt: new Date(`${row.startsOn}T00:00:00Z`).toISOString(),
      endAt: new Date(`${row.endsOn}T23:59:00Z`).toISOString(),
    },
  })
  const work: CanvasCourse['work'] = []
  for (const planned of COURSE_WORK) {
    const due = dueAt(clock, planned.dueInDays, timeZone)
    const dueIso = due.toISOString()
    const assignmentId =
      planned.kind === 'quiz'
        ? (
            await control.addQuiz(course.id, {
              title: planned.name,
              dueAt: dueIso,
              pointsPossible: planned.points,
              quizType: 'assignment',
            })
          ).assignmentId
        : (
            await control.addAssignment(course.id, {
              name: planned.name,
              dueAt: dueIso,
              pointsPossible: planned.points,
              submissionTypes: ['online_upload'],
            })
          ).id
    if (assignmentId !== null) work.push({ assignmentId, dueAt: due, points: planned.points })
  }
  const [meeting] = await db
    .select({ location: sisMeetings.location })
    .from(sisMeetings)
    .where(eq(sisMeetings.sectionId, row.sectionId))
    .orderBy(asc(sisMeetings.id))
    .limit(1)
  for (const news of courseAnnouncements(row.title, meeting?.location ?? 'the usual room')) {
    await control.addAnnouncement(course.id, {
      title: news.title,
      message: news.message,
      postedAt: addDays(clock, -news.postedDaysAgo).toISOString(),
      authorName: row.instructor ?? 'Course staff',
    })
  }
  return { id: course.id, work }
}

/** 23:59 on the school's clock, `days` after the seed's day. */
function dueAt(clock: Date, days: number, timeZone: string): Date {
  const day = addDays(clock, days)
  const at = new TZDate(day.getUTCFullYear(), day.getUTCMonth(), day.getUTCDate(), 23, 59, timeZone)
  return new Date(at.getTime())
}

/**
 * Past work: mostly handed in (a few late), graded once three days past due; about one
 * in eight missed. Work due later: a few handed in early.
 */
async function submitWork(
  faker: Faker,
  control: DemoCanvasControl,
  userId: number,
  course: CanvasCourse,
  clock: Date,
) {
  for (const work of course.work) {
    const past = work.dueAt < clock
    const handsIn = past
      ? faker.datatype.boolean({ probability: 0.88 })
      : faker.datatype.boolean({ probability: 0.2 })
    if (!handsIn) continue
    const late = past && faker.datatype.boolean({ probability: 0.1 })
    const submittedAt = addDays(work.dueAt, late ? 1 : -faker.number.float({ min: 0.1, max: 2 }))
    if (submittedAt > clock) continue
    await control.submit(userId, work.assignmentId, {
      submittedAt: submittedAt.toISOString(),
      late,
    })
    if (addDays(work.dueAt, 3) > clock) continue
    const percent = faker.number.int({ min: 65, max: 100 })
    await control.gradeSubmission(userId, work.assignmentId, {
      score: Math.round((work.points * percent) / 100),
      grade: letterGrade(percent),
    })
  }
}

/** The named accounts' sections in the term holding `day`, by account then section. */
async function takenSections(
  db: DbOrTx,
  school: School,
  emailPattern: string,
  day: string,
): Promise<TakenSection[]> {
  const rows = await db
    .select({
      userId: users.id,
      email: users.email,
      firstName: users.firstName,
      lastName: users.lastName,
      sectionId: sisSections.id,
      courseCode: sisSections.courseCode,
      title: sisSections.title,
      instructor: sisSections.instructor,
      termName: sisTerms.name,
      startsOn: sisTerms.startsOn,
      endsOn: sisTerms.endsOn,
    })
    .from(sisEnrollments)
    .innerJoin(users, eq(users.id, sisEnrollments.userId))
    .innerJoin(sisSections, eq(sisSections.id, sisEnrollments.sectionId))
    .innerJoin(sisTerms, eq(sisTerms.id, sisSections.termId))
    .where(
      and(
        eq(sisEnrollments.schoolId, school.id),
        eq(sisEnrollments.status, 'enrolled'),
        eq(users.accountType, 'student'),
        like(users.email, emailPattern),
        lte(sisTerms.startsOn, day),
        gte(sisTerms.endsOn, day),
      ),
    )
    .orderBy(asc(users.id), asc(sisSections.id))
  return rows.map(({ firstName, lastName, ...row }) => ({
    ...row,
    name: `${firstName} ${lastName}`,
    sortableName: `${lastName}, ${firstName}`,
  }))
}
