import {
  AcademicAuthErrorBody,
  AcademicStatus,
  AnnouncementList,
  CourseDetail,
  CourseList,
  UpcomingWork,
  type Announcement,
  type Course,
  type CourseWork,
  type Submission,
} from '@quad/shared'
import { http, HttpResponse } from 'msw'
import { answer, ORIGIN } from '../../test/fake-api.ts'
import { server } from '../../test/setup-routes.ts'

/*
 * The academic API as /edu's route tests see it (issue 17), each answer built from the
 * shared contract. A block's answer may instead be `refused` (the spec 8 498) or `broken`
 * (a 500), so a test shows one block failing while the others answer.
 */
const DAY = 86_400_000
const inDays = (days: number) => new Date(Date.now() + days * DAY).toISOString()

export const CONNECT_URL = '/api/v1/integrations/lms/connect?redirect=%2Fedu'
export const OAUTH_URL = 'https://quad.test/api/v1/integrations/lms/connect?redirect=%2Fedu'
const synced = {
  lastSyncedAt: new Date(Date.now() - 5 * 60_000).toISOString(),
  lastAttemptFailed: false,
}

export function fakeStatus(overrides: Partial<AcademicStatus> = {}): AcademicStatus {
  return AcademicStatus.parse({
    configured: true,
    provider: 'canvas',
    connected: true,
    revoked: false,
    connectURL: CONNECT_URL,
    sync: synced,
    ...overrides,
  })
}

export function fakeCourse(overrides: Partial<Course> = {}): Course {
  return {
    id: 'c-bio',
    name: 'Cell Biology',
    courseCode: 'BIO 201',
    termName: 'Fall 2026',
    htmlUrl: 'https://canvas.demo.edu/courses/201',
    currentScore: 91.5,
    currentGrade: 'A-',
    finalScore: null,
    finalGrade: null,
    ...overrides,
  }
}

export function fakeWork(overrides: Partial<CourseWork> = {}): CourseWork {
  return {
    id: 'w-lab',
    kind: 'assignment',
    name: 'Lab report 3',
    courseId: 'c-bio',
    courseName: 'Cell Biology',
    courseCode: 'BIO 201',
    dueAt: inDays(2),
    pointsPossible: 20,
    htmlUrl: 'https://canvas.demo.edu/courses/201/assignments/3',
    submission: null,
    ...overrides,
  }
}

export function fakeAnnouncement(overrides: Partial<Announcement> = {}): Announcement {
  return {
    id: 'a-1',
    courseId: 'c-bio',
    courseName: 'Cell Biology',
    title: 'Lab moved to Thursday',
    message: '<p>Bring your goggles.</p>',
    authorName: 'Dr. Okafor',
    postedAt: inDays(-1),
    htmlUrl: 'https://canvas.demo.edu/courses/201/discussion_topics/9',
    ...overrides,
  }
}

export function fakeSubmission(overrides: Partial<Submission> = {}): Submission {
  return {
    state: 'unsubmitted',
    submittedAt: null,
    score: null,
    grade: null,
    gradedAt: null,
    late: false,
    missing: false,
    ...overrides,
  }
}

type Reply<T> = T | 'refused' | 'broken'

export const refused = () =>
  HttpResponse.json(
    AcademicAuthErrorBody.parse({
      errorCode: 'lms_grant_revoked',
      oauthURL: OAUTH_URL,
      message: 'Canvas refused the grant: reconnect',
    }),
    { status: 498 },
  )

const broken = () =>
  HttpResponse.json(
    { error: { code: 'internal', message: 'Something went wrong' } },
    { status: 500 },
  )

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

export { inDays, synced }
