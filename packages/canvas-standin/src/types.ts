/**
 * The stand-in's own records (what it persists), not Canvas's wire shapes: those
 * are built from these in `shapes.ts`. Dates are ISO 8601 strings, as Canvas sends.
 */
export interface UserRecord {
  id: number
  name: string
  sortableName: string
  email: string
}

export interface TermRecord {
  id: number
  name: string
  startAt: string | null
  endAt: string | null
}

export interface CourseRecord {
  id: number
  name: string
  courseCode: string
  termId: number | null
  startAt: string | null
  endAt: string | null
}

export interface Grades {
  currentScore?: number | null
  currentGrade?: string | null
  finalScore?: number | null
  finalGrade?: string | null
}

export interface EnrollmentRecord extends Grades {
  id: number
  userId: number
  courseId: number
  type: 'StudentEnrollment'
}

export interface AssignmentRecord {
  id: number
  courseId: number
  name: string
  description: string | null
  dueAt: string | null
  pointsPossible: number
  submissionTypes: string[]
  quizId: number | null
  updatedAt: string
}

export interface SubmissionRecord {
  userId: number
  assignmentId: number
  submittedAt: string | null
  late: boolean | null
  score: number | null
  grade: string | null
  gradedAt: string | null
}

export type QuizType = 'assignment' | 'practice_quiz' | 'graded_survey' | 'survey'

export interface QuizRecord {
  id: number
  courseId: number
  title: string
  dueAt: string | null
  pointsPossible: number
  quizType: QuizType
  assignmentId: number | null
}

export interface AnnouncementRecord {
  id: number
  courseId: number
  title: string
  message: string
  postedAt: string
  authorName: string
}

/** One OAuth grant: Canvas keeps one access token per grant and rotates it on refresh. */
export interface GrantRecord {
  id: number
  userId: number
  clientId: string
  accessToken: string
  refreshToken: string
  accessExpiresAt: number
  scopes: string[]
  revoked: boolean
}

export interface CodeRecord {
  code: string
  userId: number
  clientId: string
  redirectUri: string
  scopes: string[]
  expiresAt: number
  used: boolean
}

export interface StandinState {
  nextId: number
  users: UserRecord[]
  terms: TermRecord[]
  courses: CourseRecord[]
  enrollments: EnrollmentRecord[]
  assignments: AssignmentRecord[]
  submissions: SubmissionRecord[]
  quizzes: QuizRecord[]
  announcements: AnnouncementRecord[]
  grants: GrantRecord[]
  codes: CodeRecord[]
}

export interface StandinClient {
  clientId: string
  clientSecret: string
  /** When given, `redirect_uri` must be one of these exactly; otherwise any is accepted. */
  redirectUris?: string[]
}

export interface RateLimit {
  /** The bucket's high-water mark: `X-Rate-Limit-Remaining` on a full bucket. */
  bucket: number
  costPerRequest: number
  /** How much of the bucket drains back per second. */
  refillPerSecond?: number
}

export interface RequestLogEntry {
  method: string
  path: string
  query: string
  userId: number | null
  status: number
}

export function emptyState(): StandinState {
  return {
    nextId: 1,
    users: [],
    terms: [],
    courses: [],
    enrollments: [],
    assignments: [],
    submissions: [],
    quizzes: [],
    announcements: [],
    grants: [],
    codes: [],
  }
}
