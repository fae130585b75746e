import type { OutboundLimits } from '../../platform/http/outbound.ts'
/**
 * What Quad needs of a learning-management system, in neutral terms (issue 17, decision
 * 048): Canvas implements it (`canvas/`); Moodle (its web-service tokens and
 * `core_course_get_enrolled_courses_by_timeline_classification`, `mod_assign_get_assignments`)
 * or another LMS would implement the same without the sync, the routes or the pages
 * changing. Every call is on one student's behalf, with their access token.
 */

/** The school's side of the connection: where the LMS is and its developer key. */
export interface LmsSettings {
  baseUrl: string
  clientId: string
  clientSecret: string
}

/** What an authorisation-code exchange or a refresh gives. */
export interface LmsTokens {
  accessToken: string
  /** Null when the LMS issued none (a refresh keeps the old one). */
  refreshToken: string | null
  /** ISO 8601; null when the token does not expire. */
  expiresAt: string | null
  /** The student's id in the LMS. */
  externalUserId: string
}

export interface LmsCourse {
  externalId: string
  name: string
  courseCode: string
  termName: string | null
  startsAt: string | null
  endsAt: string | null
  htmlUrl: string
  /** The student's enrolment role ('student', 'ta'...) and the grade the LMS computes. */
  role: string
  currentScore: number | null
  currentGrade: string | null
  finalScore: number | null
  finalGrade: string | null
}

export interface LmsSubmission {
  state: 'unsubmitted' | 'submitted' | 'graded' | 'pending_review'
  submittedAt: string | null
  score: number | null
  grade: string | null
  gradedAt: string | null
  late: boolean
  missing: boolean
}

/** An assignment or a quiz; `externalId` is unique across both ('assignment:1', 'quiz:1'). */
export interface LmsWork {
  externalId: string
  kind: 'assignment' | 'quiz'
  name: string
  dueAt: string | null
  pointsPossible: number | null
  htmlUrl: string
  /** The student's submission (assignments; null when the LMS gives none). */
  submission: LmsSubmission | null
}

export interface LmsAnnouncement {
  externalId: string
  courseExternalId: string
  title: string
  /** The LMS's HTML, unsanitised: the caller sanitises before storing. */
  message: string
  authorName: string | null
  postedAt: string
  htmlUrl: string
}

/** Calls on one student's behalf. Lists follow the LMS's own paging to the end. */
export interface LmsClient {
  /** The student's active courses with their current grades. */
  courses(): Promise<LmsCourse[]>
  /** A course's assignments (with the student's submission) and quizzes. */
  work(courseExternalId: string): Promise<LmsWork[]>
  /** Announcements of these courses posted since `since` (ISO 8601). */
  announcements(courseExternalIds: readonly string[], since: string): Promise<LmsAnnouncement[]>
}

export interface AuthorizeRequest {
  /** Opaque; comes back unchanged on the redirect (CSRF protection of the round trip). */
  state: string
  redirectUri: string
}

/** An LMS product. */
/**
 * How a provider reaches the LMS: the outbound guard's fetch (issue 30 security 2), since the
 * LMS's address is one an admin typed.
 */
export type LmsFetch = (url: URL, init: RequestInit, limits?: OutboundLimits) => Promise<Response>

export interface LmsProvider {
  readonly name: 'canvas'
  /** Where to send the student's browser to grant Quad access. */
  authorizeUrl(settings: LmsSettings, request: AuthorizeRequest): string
  exchangeCode(settings: LmsSettings, code: string, redirectUri: string): Promise<LmsTokens>
  refresh(settings: LmsSettings, refreshToken: string): Promise<LmsTokens>
  /** Best effort: tells the LMS Quad no longer holds the token (a disconnect). */
  revoke(settings: LmsSettings, accessToken: string): Promise<void>
  client(settings: LmsSettings, accessToken: string): LmsClient
}

/**
 * The LMS refused the student's grant (revoked, expired, invalid): refresh once, then
 * the academic calls answer 498 and the page offers "Reconnect".
 */
export class LmsGrantError extends Error {
  override readonly name = 'LmsGrantError'
}

/** Any other failure of an LMS call: its HTTP status (0 when none: network, timeout). */
export class LmsError extends Error {
  override readonly name = 'LmsError'
  readonly status: number
  constructor(message: string, status: number) {
    super(message)
    this.status = status
  }
}
