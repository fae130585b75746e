import { ClubAttendanceReport, SchoolAttendanceReport } from '@quad/shared'
import { keepPreviousData, queryOptions } from '@tanstack/react-query'
import { bearerRequestJson, signedInJson } from '../../lib/http/bearer-client.ts'
import { downloadFile } from '../../lib/http/download-file.ts'

/*
 * Attendance per term (issue 37 item 5, decision 111): a club's in its Manage area, the
 * school's in Admin → Attendance and Overview. `term` undefined: the server's choice (the
 * current term, else the latest with a report).
 */
const clubPath = (clubId: string) => `/api/v1/clubs/${encodeURIComponent(clubId)}/attendance`
const SCHOOL_PATH = '/api/v1/admin/attendance'
const withTerm = (path: string, term: string | undefined) =>
  term ? `${path}?term=${encodeURIComponent(term)}` : path

export const attendanceKeys = {
  all: ['attendance'] as const,
  club: (clubId: string, term: string | undefined) =>
    ['attendance', 'club', clubId, term ?? ''] as const,
  school: (term: string | undefined) => ['attendance', 'school', term ?? ''] as const,
}

export const clubAttendanceQuery = (clubId: string, term: string | undefined) =>
  queryOptions({
    queryKey: attendanceKeys.club(clubId, term),
    queryFn: ({ signal }) =>
      bearerRequestJson(withTerm(clubPath(clubId), term), ClubAttendanceReport, { signal }),
    // The term picker keeps the last term's report on screen while the next one loads.
    placeholderData: keepPreviousData,
  })

export const schoolAttendanceQuery = (term: string | undefined) =>
  queryOptions({
    queryKey: attendanceKeys.school(term),
    queryFn: ({ signal }) =>
      // The Overview opened at its address holds no JWT yet: signedInJson fetches one first.
      signedInJson(withTerm(SCHOOL_PATH, term), SchoolAttendanceReport, { signal }),
    placeholderData: keepPreviousData,
  })

/** The file's name part for a term: `2026-fall`, `sis-F26`. */
const fileTerm = (term: string) => term.replace(/[^A-Za-z0-9-]/g, '-')

export const downloadClubAttendance = (clubId: string, term: string) =>
  downloadFile(withTerm(`${clubPath(clubId)}.csv`, term), `club-attendance-${fileTerm(term)}.csv`)

export const downloadSchoolAttendance = (term: string) =>
  downloadFile(withTerm(`${SCHOOL_PATH}.csv`, term), `school-attendance-${fileTerm(term)}.csv`)
