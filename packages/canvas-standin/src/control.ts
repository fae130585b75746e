import { createGrant } from './grants.ts'
import type { Store } from './store.ts'
import type {
  AnnouncementRecord,
  AssignmentRecord,
  CourseRecord,
  EnrollmentRecord,
  Grades,
  QuizRecord,
  QuizType,
  RateLimit,
  RequestLogEntry,
  SubmissionRecord,
  TermRecord,
  UserRecord,
} from './types.ts'

/** A control call that names something the stand-in does not hold. */
export class StandinControlError extends Error {}

/**
 * What tests and seeds use to arrange Canvas's side of a scenario. None of this is
 * Canvas: Canvas data is made by people in Canvas's UI, which the stand-in has not.
 */
export interface StandinControl {
  addUser(input: { name: string; email: string; sortableName?: string }): UserRecord
  /** The user who logs in with this email (login_id), if any: e2e knows students by email. */
  findUserByEmail(email: string): UserRecord | null
  addCourse(input: {
    name: string
    courseCode: string
    term?: { name: string; startAt: string | null; endAt: string | null }
    startAt?: string | null
    endAt?: string | null
  }): CourseRecord
  enroll(
    userId: number,
    courseId: number,
    input: { type: 'StudentEnrollment' } & Grades,
  ): EnrollmentRecord
  setGrade(userId: number, courseId: number, grades: Grades): EnrollmentRecord
  addAssignment(
    courseId: number,
    input: {
      name: string
      dueAt: string | null
      pointsPossible: number
      submissionTypes: string[]
      description?: string
    },
  ): AssignmentRecord
  submit(
    userId: number,
    assignmentId: number,
    input: { submittedAt: string; late?: boolean },
  ): SubmissionRecord
  gradeSubmission(
    userId: number,
    assignmentId: number,
    input: { score: number; grade: string },
  ): SubmissionRecord
  /** A graded quiz (`assignment`) also gets its assignment, as in Canvas. */
  addQuiz(
    courseId: number,
    input: { title: string; dueAt: string | null; pointsPossible: number; quizType: QuizType },
  ): QuizRecord
  addAnnouncement(
    courseId: number,
    input: { title: string; message: string; postedAt: string; authorName: string },
  ): AnnouncementRecord
  issueToken(userId: number, scopes?: string[]): { accessToken: string; refreshToken: string }
  revokeTokensOf(userId: number): number
  expireAccessTokens(): number
  readonly requestLog: RequestLogEntry[]
  clearRequestLog(): void
  setRateLimit(limit: RateLimit): void
  /** Delays every API answer by `ms` (a slow Canvas: timeouts, progress indicators). */
  setLatency(ms: number): void
}

export interface ControlContext {
  store: Store
  clientId: string
  accessTokenTtlSeconds: number
  requestLog: RequestLogEntry[]
  setRateLimit(limit: RateLimit): void
  setLatency(ms: number): void
}

function find<T extends { id: number }>(rows: T[], id: number, what: string): T {
  const row = rows.find((r) => r.id === id)
  if (!row) throw new StandinControlError(`no ${what} ${id}`)
  return row
}

function termFor(
  ctx: ControlContext,
  term: { name: string; startAt: string | null; endAt: string | null },
): TermRecord {
  const existing = ctx.store.state.terms.find((t) => t.name === term.name)
  if (existing) return existing
  const created: TermRecord = { id: ctx.store.nextId(), ...term }
  ctx.store.state.terms.push(created)
  return created
}

function submissionOf(ctx: ControlContext, userId: number, assignmentId: number): SubmissionRecord {
  find(ctx.store.state.users, userId, 'user')
  find(ctx.store.state.assignments, assignmentId, 'assignment')
  const state = ctx.store.state
  const existing = state.submissions.find(
    (s) => s.userId === userId && s.assignmentId === assignmentId,
  )
  if (existing) return existing
  const created: SubmissionRecord = {
    userId,
    assignmentId,
    submittedAt: null,
    late: null,
    score: null,
    grade: null,
    gradedAt: null,
  }
  state.submissions.push(created)
  return created
}

function enrollmentOf(ctx: ControlContext, userId: number, courseId: number): EnrollmentRecord {
  const found = ctx.store.state.enrollments.find(
    (e) => e.userId === userId && e.courseId === courseId,
  )
  if (!found) throw new StandinControlError(`user ${userId} is not enrolled in course ${courseId}`)
  return found
}

export function createControl(ctx: ControlContext): StandinControl {
  const { store } = ctx
  const saved = <T>(value: T): T => {
    store.save()
    return value
  }
  const newAssignment = (
    courseId: number,
    input: Omit<AssignmentRecord, 'id' | 'courseId' | 'updatedAt'>,
  ): AssignmentRecord => {
    find(store.state.courses, courseId, 'course')
    const assignment = {
      id: store.nextId(),
      courseId,
      ...input,
      updatedAt: new Date().toISOString(),
    }
    store.state.assignments.push(assignment)
    return assignment
  }
  return {
    addUser(input) {
      const user: UserRecord = {
        id: store.nextId(),
        name: input.name,
        email: input.email,
        sortableName: input.sortableName ?? input.name,
      }
      store.state.users.push(user)
      return saved(user)
    },
    findUserByEmail(email) {
      const wanted = email.trim().toLowerCase()
      return store.state.users.find((u) => u.email.toLowerCase() === wanted) ?? null
    },
    addCourse(input) {
      const term = input.term ? termFor(ctx, input.term) : null
      const course: CourseRecord = {
        id: store.nextId(),
        name: input.name,
        courseCode: input.courseCode,
        termId: term?.id ?? null,
        startAt: input.startAt ?? null,
        endAt: input.endAt ?? null,
      }
      store.state.courses.push(course)
      return saved(course)
    },
    enroll(userId, courseId, input) {
      find(store.state.users, userId, 'user')
      find(store.state.courses, courseId, 'course')
      const enrollment: EnrollmentRecord = { ...input, id: store.nextId(), userId, courseId }
      store.state.enrollments.push(enrollment)
      return saved(enrollment)
    },
    setGrade(userId, courseId, grades) {
      return saved(Object.assign(enrollmentOf(ctx, userId, courseId), grades))
    },
    addAssignment(courseId, input) {
      const assignment = newAssignment(courseId, {
        name: input.name,
        description: input.description ?? null,
        dueAt: input.dueAt,
        pointsPossible: input.pointsPossible,
        submissionTypes: input.submissionTypes,
        quizId: null,
      })
      return saved(assignment)
    },
    submit(userId, assignmentId, input) {
      const submission = submissionOf(ctx, userId, assignmentId)
      submission.submittedAt = input.submittedAt
      submission.late = input.late ?? null
      return saved(submission)
    },
    gradeSubmission(userId, assignmentId, input) {
      const submission = submissionOf(ctx, userId, assignmentId)
      submission.score = input.score
      submission.grade = input.grade
      submission.gradedAt = new Date().toISOString()
      return saved(submission)
    },
    addQuiz(courseId, input) {
      find(store.state.courses, courseId, 'course')
      const quiz: QuizRecord = { id: store.nextId(), courseId, ...input, assignmentId: null }
      if (input.quizType === 'assignment') {
        quiz.assignmentId = newAssignment(courseId, {
          name: input.title,
          description: null,
          dueAt: input.dueAt,
          pointsPossible: input.pointsPossible,
          submissionTypes: ['online_quiz'],
          quizId: quiz.id,
        }).id
      }
      store.state.quizzes.push(quiz)
      return saved(quiz)
    },
    addAnnouncement(courseId, input) {
      find(store.state.courses, courseId, 'course')
      const announcement: AnnouncementRecord = { id: store.nextId(), courseId, ...input }
      store.state.announcements.push(announcement)
      return saved(announcement)
    },
    issueToken(userId, scopes = []) {
      find(store.state.users, userId, 'user')
      const grant = createGrant(store, {
        userId,
        clientId: ctx.clientId,
        scopes,
        ttlSeconds: ctx.accessTokenTtlSeconds,
      })
      return { accessToken: grant.accessToken, refreshToken: grant.refreshToken }
    },
    revokeTokensOf(userId) {
      const grants = store.state.grants.filter((g) => g.userId === userId && !g.revoked)
      for (const grant of grants) grant.revoked = true
      return saved(grants.length)
    },
    expireAccessTokens() {
      const now = Date.now()
      const live = store.state.grants.filter((g) => !g.revoked && g.accessExpiresAt > now)
      for (const grant of live) grant.accessExpiresAt = now - 1
      return saved(live.length)
    },
    get requestLog() {
      return ctx.requestLog
    },
    clearRequestLog() {
      ctx.requestLog.length = 0
    },
    setRateLimit(limit) {
      ctx.setRateLimit(limit)
    },
    setLatency(ms) {
      ctx.setLatency(ms)
    },
  }
}
