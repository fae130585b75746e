import { registerMessages } from '../../lib/i18n/t.ts'

/** The attendance report's words (issue 37 item 5), in its own lazy chunk with it. */
export const reportMessages = {
  'eventReport.title': 'Attendance',
  'eventReport.loading': 'Loading attendance…',
  'eventReport.error': 'The attendance could not be loaded.',
  'eventReport.going': 'Going',
  'eventReport.checkedIn': 'Checked in',
  'eventReport.noShows': 'No-shows',
  'eventReport.noShowsLater': 'No-shows are counted once the event has ended.',
  'eventReport.returning':
    'Of those checked in, {returning} came to an earlier event and {firstTime} came for the first time.',
  'eventReport.download': 'Download attendance (CSV)',
  'eventReport.failed': 'The attendance could not be downloaded: {reason}',
} as const satisfies Record<string, string>

export type ReportMessages = typeof reportMessages
registerMessages(reportMessages)

declare module '../../lib/i18n/messages.ts' {
  /** This section's keys, typed for t() wherever they are used (decision 019). */
  // eslint-disable-next-line @typescript-eslint/no-empty-object-type -- merges the section's keys
  interface SectionCatalogue extends ReportMessages {}
}
