import {
  AcademicAuthErrorBody,
  AcademicStatus,
  AnnouncementList,
  CourseDetail,
  CourseList,
  UpcomingWork,
} from '@quad/shared'
import {
  brokenBody,
  fakeAnnouncement,
  fakeCourse,
  fakeStatus,
  fakeWork,
  refusedBody,
  synced,
} from '@quad/shared/fixtures'
import { http, HttpResponse } from 'msw'
import { answer, ORIGIN } from '../../test/fake-api.ts'
import { server } from '../../test/setup-routes.ts'

/*
 * The academic API as /edu's route tests see it (issue 17), each answer built from the
 * shared contract (`@quad/shared/fixtures`). A block's answer may instead be `refused` (the
 * spec 8 498) or `broken` (a 500), so a test shows one block failing while the others answer.
 */
type Reply<T> = T | 'refused' | 'broken'

export const refused = () =>
  HttpResponse.json(AcademicAuthErrorBody.parse(refusedBody), { status: 498 })

const broken = () => HttpResponse.json(brokenBody, { status: 500 })

function reply<T>(schema: Parameters<typeof answer>[0], value: Reply<T>, count: () => void) {
  return () => {
    count()
    if (value === 'refused') return refused()
    if (value === 'broken') return broken()
    return answer(schema, value as never)
  }
}

export interface AcademicSeed {
  status?: AcademicStatus
  upcoming?: Reply<UpcomingWork>
  courses?: Reply<CourseList>
  announcements?: Reply<AnnouncementList>
  course?: Reply<CourseDetail>
}

/** Answers the academic calls; `calls` counts them, so a retry can be seen asking again. */
export function fakeAcademicApi(seed: AcademicSeed = {}) {
  const calls = { status: 0, upcoming: 0, courses: 0, announcements: 0, course: [] as string[] }
  const {
    status = fakeStatus(),
    upcoming = { items: [fakeWork()], sync: synced },
    courses = { items: [fakeCourse()], sync: synced },
    announcements = { items: [fakeAnnouncement()], sync: synced },
    course = {
      course: fakeCourse(),
      work: [fakeWork()],
      announcements: [fakeAnnouncement()],
      sync: synced,
    },
  } = seed
  server.use(
    http.get(
      `${ORIGIN}/api/v1/academic/status`,
      reply(AcademicStatus, status, () => calls.status++),
    ),
    http.get(
      `${ORIGIN}/api/v1/academic/upcoming`,
      reply(UpcomingWork, upcoming, () => calls.upcoming++),
    ),
    http.get(
      `${ORIGIN}/api/v1/courses`,
      reply(CourseList, courses, () => calls.courses++),
    ),
    http.get(
      `${ORIGIN}/api/v1/academic/announcements`,
      reply(AnnouncementList, announcements, () => calls.announcements++),
    ),
    http.get(`${ORIGIN}/api/v1/courses/:id`, ({ params }) => {
      calls.course.push(String(params.id))
      return reply(CourseDetail, course, () => undefined)()
    }),
  )
  return calls
}

export {
  CONNECT_URL,
  fakeAnnouncement,
  fakeCourse,
  fakeStatus,
  fakeSubmission,
  fakeWork,
  inDays,
  OAUTH_URL,
  synced,
} from '@quad/shared/fixtures'
