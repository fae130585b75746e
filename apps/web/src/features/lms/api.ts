import {
  ACADEMIC_AUTH_STATUS,
  AcademicStatus,
  AnnouncementList,
  CourseDetail,
  CourseList,
  UpcomingWork,
} from '@quad/shared'
import { queryOptions } from '@tanstack/react-query'
import { AcademicAuthError, bearerRequestJson } from '../../lib/http/bearer-client.ts'
import { isHttpError } from '../../lib/http/http.ts'

/*
 * The /edu page's reads (issue 17; api.md "Academic, schedule, finance"). Each block is
 * its own query, so one failing leaves the others on screen. Every answer is parsed with
 * the shared contract; a 498 arrives as an AcademicAuthError (bearer-client.ts).
 */
const ACADEMIC_API = '/api/v1/academic'
const COURSES_API = '/api/v1/courses'

export const academicKeys = {
  all: ['academic'] as const,
  status: ['academic', 'status'] as const,
  upcoming: ['academic', 'upcoming'] as const,
  courses: ['academic', 'courses'] as const,
  course: (id: string) => ['academic', 'courses', id] as const,
  announcements: ['academic', 'announcements'] as const,
}

/** A refused grant or a missing course will not change by asking again. */
const retryUnlessRefused = (failureCount: number, error: Error) =>
  !refusedGrant(error) && !isHttpError(error, 404) && failureCount < 2

/** How often a block asks again while the student's first sync has not finished. */
const FIRST_SYNC_POLL_MS = 5000

/**
 * Just connected, the first sync is a job that takes a moment: a block whose answer says
 * "never synced" asks again until it has something, so the student need not reload.
 */
const untilFirstSync = (query: { state: { data?: { sync: { lastSyncedAt: string | null } } } }) =>
  query.state.data && query.state.data.sync.lastSyncedAt === null ? FIRST_SYNC_POLL_MS : false

/** Asked first: never a 498 (the contract), it decides which page the student sees. */
export const academicStatusQuery = queryOptions({
  queryKey: academicKeys.status,
  queryFn: ({ signal }) => bearerRequestJson(`${ACADEMIC_API}/status`, AcademicStatus, { signal }),
})

export const upcomingWorkQuery = queryOptions({
  queryKey: academicKeys.upcoming,
  queryFn: ({ signal }) => bearerRequestJson(`${ACADEMIC_API}/upcoming`, UpcomingWork, { signal }),
  retry: retryUnlessRefused,
  refetchInterval: untilFirstSync,
})

export const myCoursesQuery = queryOptions({
  queryKey: academicKeys.courses,
  queryFn: ({ signal }) => bearerRequestJson(COURSES_API, CourseList, { signal }),
  retry: retryUnlessRefused,
  refetchInterval: untilFirstSync,
})

export const courseDetailQuery = (id: string) =>
  queryOptions({
    queryKey: academicKeys.course(id),
    queryFn: ({ signal }) =>
      bearerRequestJson(`${COURSES_API}/${encodeURIComponent(id)}`, CourseDetail, { signal }),
    retry: retryUnlessRefused,
  })

export const announcementsQuery = queryOptions({
  queryKey: academicKeys.announcements,
  queryFn: ({ signal }) =>
    bearerRequestJson(`${ACADEMIC_API}/announcements`, AnnouncementList, { signal }),
  retry: retryUnlessRefused,
  refetchInterval: untilFirstSync,
})

/**
 * The refused grant behind a failed call, if that is why it failed (spec 8's 498), with
 * where to re-authorise. A 498 whose body the bearer client could not read as an academic
 * auth error (its `oauthURL` not an absolute http(s) address) is still a refusal: the
 * page then offers the status's connect address instead.
 */
export function refusedGrant(error: unknown): { oauthURL: string | null } | null {
  if (error instanceof AcademicAuthError) return { oauthURL: error.oauthURL }
  return isHttpError(error, ACADEMIC_AUTH_STATUS) ? { oauthURL: null } : null
}
