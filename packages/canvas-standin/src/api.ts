import { canvasErrors, sendJson, type Exchange } from './http-util.ts'
import { paginate } from './paging.ts'
import { announcementJson, assignmentJson, courseJson, quizJson, userSelfJson } from './shapes.ts'
import type { StandinState, UserRecord } from './types.ts'

/** The answer an API handler gives; `server.ts` adds the throttle headers. */
export interface ApiAnswer {
  status: number
  body: unknown
  headers?: Record<string, string>
}

const notFound: ApiAnswer = {
  status: 404,
  body: canvasErrors('The specified resource does not exist.'),
}
/** Canvas's answer when the token is fine but the user may not see the thing (no WWW-Authenticate). */
const unauthorized: ApiAnswer = {
  status: 401,
  body: { status: 'unauthorized', ...canvasErrors('user not authorized to perform that action') },
}

function includes(ex: Exchange): Set<string> {
  return new Set(ex.url.searchParams.getAll('include[]'))
}

function list<T>(ex: Exchange, items: T[]): ApiAnswer {
  const { page, link } = paginate(ex, items)
  return { status: 200, body: page, headers: { link } }
}

function enrollmentsOf(state: StandinState, user: UserRecord) {
  return state.enrollments.filter((e) => e.userId === user.id)
}

function courses(ex: Exchange, state: StandinState, user: UserRecord): ApiAnswer {
  // Every stand-in enrollment is active, so `enrollment_state=active` filters nothing.
  const include = includes(ex)
  const rows = enrollmentsOf(state, user).flatMap((enrollment) => {
    const course = state.courses.find((c) => c.id === enrollment.courseId)
    return course ? [courseJson(state, course, enrollment, include)] : []
  })
  return list(ex, rows)
}

function dueOrder(
  a: { dueAt: string | null; id: number },
  b: { dueAt: string | null; id: number },
): number {
  if (a.dueAt === b.dueAt) return a.id - b.id
  if (a.dueAt === null) return 1
  if (b.dueAt === null) return -1
  return Date.parse(a.dueAt) - Date.parse(b.dueAt)
}

function assignments(
  ex: Exchange,
  state: StandinState,
  user: UserRecord,
  courseId: number,
): ApiAnswer {
  const include = includes(ex)
  const rows = state.assignments.filter((a) => a.courseId === courseId)
  rows.sort(ex.url.searchParams.get('order_by') === 'due_at' ? dueOrder : (a, b) => a.id - b.id)
  const json = rows.map((assignment) => {
    const submission = state.submissions.find(
      (s) => s.assignmentId === assignment.id && s.userId === user.id,
    )
    return assignmentJson(ex.baseUrl, assignment, user.id, submission, include)
  })
  return list(ex, json)
}

function quizzes(ex: Exchange, state: StandinState, courseId: number): ApiAnswer {
  const rows = state.quizzes.filter((q) => q.courseId === courseId)
  return list(
    ex,
    rows.map((quiz) => quizJson(ex.baseUrl, quiz)),
  )
}

const dayMs = 24 * 60 * 60 * 1000

/** Canvas docs (Announcements): start_date defaults to 14 days ago, end_date to 28 days after start. */
function announcements(ex: Exchange, state: StandinState, user: UserRecord): ApiAnswer {
  const codes = ex.url.searchParams.getAll('context_codes[]')
  if (codes.length === 0) return { status: 400, body: canvasErrors('context_codes is required') }
  const enrolled = new Set(enrollmentsOf(state, user).map((e) => `course_${e.courseId}`))
  if (codes.some((code) => !enrolled.has(code))) return unauthorized
  const startParam = ex.url.searchParams.get('start_date')
  const endParam = ex.url.searchParams.get('end_date')
  const start = startParam ? Date.parse(startParam) : Date.now() - 14 * dayMs
  const end = endParam ? Date.parse(endParam) : start + 28 * dayMs
  if (Number.isNaN(start)) return { status: 400, body: canvasErrors('Invalid start_date') }
  if (Number.isNaN(end)) return { status: 400, body: canvasErrors('Invalid end_date') }
  const rows = state.announcements
    .filter((a) => codes.includes(`course_${a.courseId}`))
    .filter((a) => Date.parse(a.postedAt) >= start && Date.parse(a.postedAt) <= end)
    .sort((a, b) => Date.parse(b.postedAt) - Date.parse(a.postedAt) || b.id - a.id)
  return list(
    ex,
    rows.map((a) => announcementJson(ex.baseUrl, a)),
  )
}

/** Routes `/api/v1/...` for an authenticated user. */
export function answerApi(ex: Exchange, state: StandinState, user: UserRecord): ApiAnswer {
  if (ex.method !== 'GET') return notFound
  const path = ex.url.pathname.replace(/\/+$/, '')
  if (path === '/api/v1/users/self') return { status: 200, body: userSelfJson(user) }
  if (path === '/api/v1/courses') return courses(ex, state, user)
  if (path === '/api/v1/announcements') return announcements(ex, state, user)
  const match = /^\/api\/v1\/courses\/(\d+)\/(assignments|quizzes)$/.exec(path)
  if (!match) return notFound
  const courseId = Number(match[1])
  const isEnrolled = enrollmentsOf(state, user).some((e) => e.courseId === courseId)
  if (!isEnrolled) return notFound
  return match[2] === 'assignments'
    ? assignments(ex, state, user, courseId)
    : quizzes(ex, state, courseId)
}

export function sendApiAnswer(
  ex: Exchange,
  answer: ApiAnswer,
  extraHeaders: Record<string, string>,
): void {
  sendJson(ex.res, answer.status, answer.body, { ...answer.headers, ...extraHeaders })
}
