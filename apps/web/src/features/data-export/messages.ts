import { registerMessages } from '../../lib/i18n/t.ts'

/** "Download your data" on Settings → Your data (issue 18 item 4). */
export const dataExportMessages = {
  'dataExport.title': 'Download your data',
  'dataExport.intro':
    'Get a ZIP of everything Quad holds about you: your account and profile, connections, messages and their files, clubs, event answers and check-ins, posts and comments, notifications, and your classes, courses and balances as your school sent them.',
  'dataExport.request': 'Request my data',
  'dataExport.again': 'Request a new copy',
  'dataExport.preparing': 'Preparing your data… {progress}%',
  'dataExport.progressLabel': 'Export progress',
  'dataExport.ready': 'Your data is ready.',
  'dataExport.download': 'Download ZIP ({size})',
  'dataExport.expires': 'The link works until {date}.',
  'dataExport.failed': 'Your export could not be built. Try again in a few minutes.',
  'dataExport.expired': 'Your last download link has expired. Request a new copy.',
  'dataExport.limit': 'You have asked for your data several times today. Try again tomorrow.',
  'dataExport.requestFailed':
    'The request did not go through. Check your connection and try again.',
} as const satisfies Record<string, string>

registerMessages(dataExportMessages)

type DataExportMessages = typeof dataExportMessages
declare module '../../lib/i18n/messages.ts' {
  /** This section's keys, typed for t() wherever they are used (decision 019). */
  // eslint-disable-next-line @typescript-eslint/no-empty-object-type -- merges the section's keys
  interface SectionCatalogue extends DataExportMessages {}
}
