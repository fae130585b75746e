import * as z from 'zod/mini'

/**
 * `GET /api/v1/events/{id}/attendance` (issue 37 item 5): its managers' report. `noShows`
 * (going, never checked in) is null until the event has ended; `returning` checked in
 * having checked in at an earlier event of the same club (of the school's own, for a school
 * event), `firstTime` the others checked in.
 */
export const EventAttendance = z.object({
  going: z.number(),
  waitlisted: z.number(),
  checkedIn: z.number(),
  noShows: z.nullable(z.number()),
  returning: z.number(),
  firstTime: z.number(),
})
export type EventAttendance = z.infer<typeof EventAttendance>

/** The term a report covers: `2026-fall`, or `sis:{id}` for the school's own (decision 100). */
export const ReportTerm = z.object({ key: z.string(), name: z.string() })
export type ReportTerm = z.infer<typeof ReportTerm>

/**
 * A term's attendance (issue 37 item 5, decision 111), over the events that have started:
 * how many, the going answers and check-ins summed over them, the no-shows of those that
 * have ended, the people checked in at least once (`attendees`) and at two or more
 * (`repeatAttendees`), and the memberships begun in the term that still stand.
 */
export const AttendanceTotals = z.object({
  events: z.number(),
  going: z.number(),
  checkedIn: z.number(),
  noShows: z.number(),
  attendees: z.number(),
  repeatAttendees: z.number(),
  newMembers: z.number(),
})
export type AttendanceTotals = z.infer<typeof AttendanceTotals>

/** A term without events or new members yet. */
export const NO_ATTENDANCE: Readonly<AttendanceTotals> = Object.freeze({
  events: 0,
  going: 0,
  checkedIn: 0,
  noShows: 0,
  attendees: 0,
  repeatAttendees: 0,
  newMembers: 0,
})

/** One event's line in a club's term report, as the rollup last counted it. */
export const AttendanceEventLine = z.object({
  id: z.string(),
  title: z.string(),
  startsAt: z.string(),
  going: z.number(),
  checkedIn: z.number(),
  noShows: z.nullable(z.number()),
  returning: z.number(),
  firstTime: z.number(),
})
export type AttendanceEventLine = z.infer<typeof AttendanceEventLine>

/** One club's line in the school's term report (`club` null: the school's own events). */
export const AttendanceClubLine = z.object({
  club: z.nullable(z.object({ id: z.string(), name: z.string() })),
  totals: AttendanceTotals,
})
export type AttendanceClubLine = z.infer<typeof AttendanceClubLine>

/** A term with a report, and what its report counts most (the trend across terms). */
export const ReportTermLine = z.object({
  key: z.string(),
  name: z.string(),
  events: z.number(),
  checkedIn: z.number(),
  attendees: z.number(),
})
export type ReportTermLine = z.infer<typeof ReportTermLine>

const termReport = {
  /** The term shown, and every term with a report, newest first (the picker's choices). */
  term: z.nullable(ReportTerm),
  terms: z.array(ReportTermLine),
  totals: AttendanceTotals,
  /** When the rollup job last counted this term (null: not yet). */
  countedAt: z.nullable(z.string()),
}

/** `GET /api/v1/clubs/{id}/attendance?term=`: a club's term, event by event, newest first. */
export const ClubAttendanceReport = z.object({
  ...termReport,
  events: z.array(AttendanceEventLine),
})
export type ClubAttendanceReport = z.infer<typeof ClubAttendanceReport>

/** `GET /api/v1/admin/attendance?term=`: the school's term, club by club, most check-ins first. */
export const SchoolAttendanceReport = z.object({
  ...termReport,
  /** The first lines (the CSV has them all), and how many there are. */
  clubs: z.array(AttendanceClubLine),
  clubCount: z.number(),
})
export type SchoolAttendanceReport = z.infer<typeof SchoolAttendanceReport>

export const AttendanceReportQuery = z.object({
  term: z.optional(z.string().check(z.minLength(1), z.maxLength(80))),
})
export type AttendanceReportQuery = z.infer<typeof AttendanceReportQuery>
