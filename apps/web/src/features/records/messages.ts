import { registerMessages } from '../../lib/i18n/t.ts'

/** Settings → Your data: "What Quad records about you" (issue 18 item 5). */
export const recordsMessages = {
  'records.title': 'What Quad records about you',
  'records.intro': 'What Quad stores about you, and for how long.',
  'records.loading': 'Loading…',
  'records.failed': 'This did not load. Check your connection, then try again.',
  'records.what': 'What',
  'records.kept': 'Kept',
  'records.analyticsTitle': 'Analytics',
  'records.analyticsOn':
    'Quad loads a usage analytics script from {host}. It identifies you by your user id ({visitor}) and account type ({accountType}), and your school by its code ({account}).',
  'records.analyticsOff': 'Your school has not set up usage analytics, so none is sent.',
  'records.analyticsSwitch': 'Share usage analytics',
  'records.analyticsSwitchHint': 'Turn it off and nothing more is sent, from now on.',
  'records.analyticsSaveFailed': 'Couldn’t save your choice. Try again.',
} as const satisfies Record<string, string>

registerMessages(recordsMessages)

type RecordsMessages = typeof recordsMessages
declare module '../../lib/i18n/messages.ts' {
  /** This section's keys, typed for t() wherever they are used (decision 019). */
  // eslint-disable-next-line @typescript-eslint/no-empty-object-type -- merges the section's keys
  interface SectionCatalogue extends RecordsMessages {}
}
