import { registerMessages } from '../../lib/i18n/t.ts'

/**
 * The /edu page's strings (issue 17), loaded with the section (decision 009); its title
 * and the home page's description of it stay in messages.ts.
 */
export const lmsMessages = {
  'lms.provider.canvas': 'Canvas',
  'lms.intro': 'What is due, your courses and grades, and what your teachers posted.',
  'lms.loading': 'Loading your courses…',
  'lms.statusFailedTitle': 'Your courses did not load',
  'lms.statusFailedBody': 'Check your connection, then try again.',
  'lms.retry': 'Try again',
  'lms.notConfiguredTitle': 'Not set up at your school yet',
  'lms.notConfiguredBody':
    'Your school hasn’t connected its learning system to Quad yet. When it does, your courses, due dates and grades will appear here.',
  'lms.connectTitle': 'See your courses here',
  'lms.connectBody':
    'Quad will read your courses, due dates, grades and announcements from {provider}, and keep them up to date.',
  'lms.connect': 'Connect {provider}',
  'lms.reconnect': 'Reconnect {provider}',
  'lms.revokedTitle': '{provider} is no longer connected',
  'lms.revokedBody':
    '{provider} stopped letting Quad read your courses. Reconnect to bring them up to date.',
  'lms.oauthSuccess': '{provider} connected',
  'lms.oauthFailure': 'Couldn’t connect {provider}. Try again in a moment.',
  'lms.dueNext': 'Due next',
  'lms.dueNextEmpty': 'Nothing due in the next {days} days.',
  'lms.due': 'Due {when}',
  'lms.noDueDate': 'No due date',
  'lms.openIn': 'Open in {provider}',
  'lms.openItemIn': 'Open in {provider}: {name} (opens in a new tab)',
  'lms.myCourses': 'My courses',
  'lms.coursesEmpty': 'No courses this term.',
  'lms.gradeAndScore': 'Grade {grade} · {score}%',
  'lms.gradeOnly': 'Grade {grade}',
  'lms.scoreOnly': '{score}%',
  'lms.noGrade': 'No grade yet',
  'lms.announcements': 'Announcements',
  'lms.announcementsEmpty': 'No announcements yet.',
  'lms.readMore': 'Read more',
  'lms.readLess': 'Show less',
  'lms.syncedAgo': 'Last synced {when}',
  'lms.neverSynced': 'Not synced yet',
  'lms.syncFailed': 'The last attempt failed.',
  'lms.blockLoading': 'Loading…',
  'lms.blockFailed': '{block} did not load. Check your connection, then try again.',
  'lms.blockRefused': 'Reconnect {provider} to see this.',
  'lms.state.notSubmitted': 'Not submitted',
  'lms.state.submitted': 'Submitted',
  'lms.state.missing': 'Missing',
  'lms.state.late': 'Late',
  'lms.state.graded': 'Graded',
  'lms.state.gradedAs': 'Graded: {grade}',
  'lms.state.gradedScore': 'Graded: {score}/{points}',
  'lms.kind.assignment': 'Assignment',
  'lms.kind.quiz': 'Quiz',
  'lms.course.back': 'My courses',
  'lms.course.loading': 'Loading the course…',
  'lms.course.work': 'Assignments and quizzes',
  'lms.course.workEmpty': 'No assignments or quizzes yet.',
  'lms.course.notFoundTitle': 'Course not found',
  'lms.course.notFoundBody': 'This course is not one of yours, or it is no longer shown.',
  'lms.course.failedTitle': 'This course did not load',
} as const satisfies Record<string, string>

registerMessages(lmsMessages)

type LmsMessages = typeof lmsMessages
declare module '../../lib/i18n/messages.ts' {
  /** This section's keys, typed for t() wherever they are used (decision 019). */
  // eslint-disable-next-line @typescript-eslint/no-empty-object-type -- merges the section's keys
  interface SectionCatalogue extends LmsMessages {}
}
