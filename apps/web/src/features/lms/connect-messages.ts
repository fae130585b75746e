import { registerMessages } from '../../lib/i18n/t.ts'

/** The LMS connection's strings (issue 17): the admin's panel and the round trip's return. */
export const lmsConnectMessages = {
  'lmsConnect.panelTitle': 'Learning system (Canvas)',
  'lmsConnect.panelIntro':
    'Students connect their Canvas account once; Quad then shows their courses, grades and what is due next.',
  'lmsConnect.loading': 'Loading the learning system settings…',
  'lmsConnect.loadFailed': 'The learning system settings could not be loaded. Try again later.',
  'lmsConnect.baseUrl': 'Canvas address',
  'lmsConnect.baseUrlHint': 'For example https://school.instructure.com',
  'lmsConnect.clientId': 'Client ID',
  'lmsConnect.clientIdHint': 'The ID of the developer key your Canvas admin created for Quad.',
  'lmsConnect.clientSecret': 'Client secret',
  'lmsConnect.secretStored': 'A secret is stored. Leave this empty to keep it.',
  'lmsConnect.secretMissing': 'Paste the developer key’s secret. It is never shown again.',
  'lmsConnect.enabled': 'Students may connect',
  'lmsConnect.enabledHint': 'Turned off, students see no courses and cannot connect.',
  'lmsConnect.redirectUri': 'Redirect URI',
  'lmsConnect.redirectUriHint': 'Enter this address as the developer key’s redirect URI in Canvas.',
  'lmsConnect.copy': 'Copy',
  'lmsConnect.copied': 'Copied',
  'lmsConnect.connected': '{count} students connected',
  'lmsConnect.notConfigured': 'Not set up yet',
  'lmsConnect.save': 'Save',
  'lmsConnect.saving': 'Saving…',
  'lmsConnect.saved': 'Saved.',
  'lmsConnect.fixErrors': 'Check the highlighted fields.',
  'lmsConnect.popupBlocked': 'Allow pop-ups for this site to connect your learning system.',
} as const satisfies Record<string, string>

registerMessages(lmsConnectMessages)

type LmsConnectMessages = typeof lmsConnectMessages
declare module '../../lib/i18n/messages.ts' {
  /** This section's keys, typed for t() wherever they are used (decision 019). */
  // eslint-disable-next-line @typescript-eslint/no-empty-object-type -- merges the section's keys
  interface SectionCatalogue extends LmsConnectMessages {}
}
