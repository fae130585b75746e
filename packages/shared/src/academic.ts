import * as z from 'zod/mini'

/*
 * Courses from the school's LMS (issue 17; spec 2 /edu, spec 3 "Academic auth error",
 * spec 8 "HTTP 498 on academic calls"; api.md "Academic, schedule, finance"). Quad reads
 * the LMS on each student's behalf with their OAuth grant and keeps a synced copy; every
 * answer says when it was last synced.
 */

/** Spec 8: an academic call answers 498 when the student's LMS grant is missing or revoked. */
export const ACADEMIC_AUTH_STATUS = 498

/** Why the grant does not work: never connected, or the LMS refused it (revoked, expired). */
export const AcademicAuthCode = z.enum(['lms_not_connected', 'lms_grant_revoked'])
export type AcademicAuthCode = z.infer<typeof AcademicAuthCode>

/** Spec 3 "Academic auth error": the body of a 498; `oauthURL` starts the round trip again. */
export const AcademicAuthErrorBody = z.object({
  errorCode: AcademicAuthCode,
  oauthURL: z.string(),
  message: z.string(),
})
export type AcademicAuthErrorBody = z.infer<typeof AcademicAuthErrorBody>

/** The LMS products Quad speaks to (Canvas first; the provider interface fits others). */
export const LmsProviderName = z.enum(['canvas'])
export type LmsProviderName = z.infer<typeof LmsProviderName>

/** When a source last synced, and whether its last attempt failed. */
export const SyncState = z.object({
  lastSyncedAt: z.nullable(z.string()),
  lastAttemptFailed: z.boolean(),
})
export type SyncState = z.infer<typeof SyncState>

/**
 * `GET /api/v1/academic/status`: whether the school has an LMS, whether this student is
 * connected, and where to connect. Never 498: the page asks this first.
 */
export const AcademicStatus = z.object({
  configured: z.boolean(),
  provider: z.nullable(LmsProviderName),
  connected: z.boolean(),
  /** Set when the LMS refused the grant: the page offers "Reconnect". */
  revoked: z.boolean(),
  connectURL: z.nullable(z.string()),
  sync: SyncState,
})
export type AcademicStatus = z.infer<typeof AcademicStatus>

/** A student's submission state as the LMS names it. */
export const SubmissionState = z.enum(['unsubmitted', 'submitted', 'graded', 'pending_review'])
export type SubmissionState = z.infer<typeof SubmissionState>

export const Submission = z.object({
  state: SubmissionState,
  submittedAt: z.nullable(z.string()),
  score: z.nullable(z.number()),
  grade: z.nullable(z.string()),
  gradedAt: z.nullable(z.string()),
  late: z.boolean(),
  missing: z.boolean(),
})
export type Submission = z.infer<typeof Submission>

/** One of my courses, with the grade the LMS computes. */
export const Course = z.object({
  id: z.string(),
  name: z.string(),
  courseCode: z.string(),
  termName: z.nullable(z.string()),
  htmlUrl: z.string(),
  currentScore: z.nullable(z.number()),
  currentGrade: z.nullable(z.string()),
  finalScore: z.nullable(z.number()),
  finalGrade: z.nullable(z.string()),
})
export type Course = z.infer<typeof Course>

/** An assignment or quiz, with my submission. */
export const CourseWork = z.object({
  id: z.string(),
  kind: z.enum(['assignment', 'quiz']),
  name: z.string(),
  courseId: z.string(),
  courseName: z.string(),
  courseCode: z.string(),
  dueAt: z.nullable(z.string()),
  pointsPossible: z.nullable(z.number()),
  htmlUrl: z.string(),
  submission: z.nullable(Submission),
})
export type CourseWork = z.infer<typeof CourseWork>

export const Announcement = z.object({
  id: z.string(),
  courseId: z.string(),
  courseName: z.string(),
  title: z.string(),
  /** The LMS's HTML, sanitised by the server; the web sanitises again before showing it. */
  message: z.string(),
  authorName: z.nullable(z.string()),
  postedAt: z.string(),
  htmlUrl: z.string(),
})
export type Announcement = z.infer<typeof Announcement>

/** `GET /api/v1/courses`: my courses this term. */
export const CourseList = z.object({ items: z.array(Course), sync: SyncState })
export type CourseList = z.infer<typeof CourseList>

/** `GET /api/v1/courses/{id}`: one course, its work (by due date) and its announcements. */
export const CourseDetail = z.object({
  course: Course,
  work: z.array(CourseWork),
  announcements: z.array(Announcement),
  sync: SyncState,
})
export type CourseDetail = z.infer<typeof CourseDetail>

/** How far ahead "what is due next" looks by default, and at most. */
export const UPCOMING_DEFAULT_DAYS = 14
export const UPCOMING_MAX_DAYS = 120

export const UpcomingQuery = z.object({
  days: z.optional(z.coerce.number().check(z.int(), z.minimum(1), z.maximum(UPCOMING_MAX_DAYS))),
  limit: z.optional(z.coerce.number().check(z.int(), z.minimum(1), z.maximum(100))),
})

/** `GET /api/v1/academic/upcoming`: what is due next across my courses, soonest first. */
export const UpcomingWork = z.object({ items: z.array(CourseWork), sync: SyncState })
export type UpcomingWork = z.infer<typeof UpcomingWork>

/** `GET /api/v1/academic/announcements`: recent announcements across my courses. */
export const AnnouncementList = z.object({ items: z.array(Announcement), sync: SyncState })
export type AnnouncementList = z.infer<typeof AnnouncementList>

/**
 * An LMS address: https, or http on this machine's loopback only (a development
 * stand-in); never a script URL, never with a path's trailing slash.
 */
export const LmsBaseUrl = z
  .string()
  .check(
    z.trim(),
    z.maxLength(300),
    z.regex(
      /^(https:\/\/[^\s/?#]+|http:\/\/(localhost|127\.0\.0\.1)(:\d+)?)(\/[^\s?#]*[^\s?#/])?$/,
      'must be an https:// address without a trailing slash (http only on localhost)',
    ),
  )

/** `PUT /api/v1/admin/integrations/lms`: the secret is write-only; absent keeps the stored one. */
export const LmsSettingsBody = z.object({
  provider: LmsProviderName,
  baseUrl: LmsBaseUrl,
  clientId: z.string().check(z.trim(), z.minLength(1), z.maxLength(200)),
  clientSecret: z.optional(z.string().check(z.trim(), z.minLength(1), z.maxLength(500))),
  enabled: z.boolean(),
})
export type LmsSettingsBody = z.infer<typeof LmsSettingsBody>

/** `GET /api/v1/admin/integrations/lms`: never the secret, only whether one is stored. */
export const LmsSettingsAnswer = z.object({
  configured: z.boolean(),
  provider: z.nullable(LmsProviderName),
  baseUrl: z.nullable(z.string()),
  clientId: z.nullable(z.string()),
  hasSecret: z.boolean(),
  enabled: z.boolean(),
  /** The address to register as the developer key's redirect URI. */
  redirectUri: z.string(),
  connectedStudents: z.number(),
})
export type LmsSettingsAnswer = z.infer<typeof LmsSettingsAnswer>

/** `GET /api/v1/courses/{id}`: the course's Quad id (a number, as a string). */
export const CourseParams = z.object({
  id: z.string().check(z.regex(/^\d{1,15}$/, 'must be a course id')),
})
