import type { ClubAttendanceReport, SchoolAttendanceReport } from '@quad/shared'
import { csvDocument } from '../../platform/text/csv.ts'
import { wallClock } from '../events/index.ts'

const count = (n: number | null) => (n === null ? '' : String(n))

/** A club's term as CSV: one event a row, its start on the school's clock. */
export function clubAttendanceCsv(report: ClubAttendanceReport, timeZone: string): string {
  return csvDocument(
    ['Starts', 'Event', 'Going', 'Checked in', 'No-shows', 'Returning', 'First time'],
    report.events.map((event) => [
      wallClock(new Date(event.startsAt), timeZone).replace('T', ' '),
      event.title,
      count(event.going),
      count(event.checkedIn),
      count(event.noShows),
      count(event.returning),
      count(event.firstTime),
    ]),
  )
}

/** The school's term as CSV: the whole school's line first, then one club a row. */
export function schoolAttendanceCsv(report: SchoolAttendanceReport): string {
  const lines = [{ name: 'All clubs and events', totals: report.totals }].concat(
    report.clubs.map((line) => ({
      name: line.club?.name ?? "The school's own events",
      totals: line.totals,
    })),
  )
  return csvDocument(
    [
      'Club',
      'Events',
      'Going',
      'Checked in',
      'No-shows',
      'Attendees',
      'Repeat attendees',
      'New members',
    ],
    lines.map(({ name, totals }) => [
      name,
      count(totals.events),
      count(totals.going),
      count(totals.checkedIn),
      count(totals.noShows),
      count(totals.attendees),
      count(totals.repeatAttendees),
      count(totals.newMembers),
    ]),
  )
}
