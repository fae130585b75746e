import { registerMessages } from '../../lib/i18n/t.ts'

/** Attendance per term (issue 37 item 5), loaded with the reports' chunks. */
export const attendanceMessages = {
  'attendance.title': 'Attendance',
  'attendance.clubIntro':
    'Who came to the club’s events this term: check-ins, no-shows, and who keeps coming back.',
  'attendance.schoolIntro':
    'Who came to events this term, club by club: check-ins, no-shows, repeat attendees and new members.',
  'attendance.term': 'Term',
  'attendance.counted': 'Counted {when}; new check-ins show within five minutes.',
  'attendance.none':
    'No events have started yet, so there is nothing to report. Reports appear here once events begin.',
  'attendance.loading': 'Loading attendance…',
  'attendance.error': 'The attendance did not load.',
  'attendance.retry': 'Try again',
  'attendance.currentTerm': 'Show the current term',
  'attendance.download': 'Download CSV',
  'attendance.downloadFailed': 'The CSV did not download: {reason}',
  'attendance.totals': 'This term in numbers',
  'attendance.events': 'Events',
  'attendance.going': 'Going',
  'attendance.checkedIn': 'Checked in',
  'attendance.noShows': 'No-shows',
  'attendance.attendees': 'Attendees',
  'attendance.repeatAttendees': 'Came twice or more',
  'attendance.newMembers': 'New members',
  'attendance.byEvent': 'Event by event',
  'attendance.trend': 'Check-ins by term',
  'attendance.trendLine': 'checked in: {checkedIn}, attendees: {attendees}, events: {events}',
  'attendance.byClub': 'Club by club',
  'attendance.event': 'Event',
  'attendance.club': 'Club',
  'attendance.ownEvents': 'The school’s own events',
  'attendance.returning': 'Returning',
  'attendance.notEnded': 'Not ended',
  'attendance.shownFirst':
    'The {shown} with the most check-ins are shown; the CSV has all {count}.',
} as const

registerMessages(attendanceMessages)

type AttendanceMessages = typeof attendanceMessages
declare module '../../lib/i18n/messages.ts' {
  /** This section's keys, typed for t() wherever they are used (decision 019). */
  // eslint-disable-next-line @typescript-eslint/no-empty-object-type -- merges the section's keys
  interface SectionCatalogue extends AttendanceMessages {}
}
