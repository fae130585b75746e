import { registerMessages } from '../../lib/i18n/t.ts'

/** Settings → Security's devices section (issue 18 item 3). */
export const devicesMessages = {
  'devices.title': 'Where you’re signed in',
  'devices.intro':
    'The browsers and devices signed in to your account. Sign out any you don’t recognise.',
  'devices.loading': 'Loading your devices…',
  'devices.failed': 'Your devices did not load. Check your connection, then try again.',
  'devices.empty': 'No other device is signed in.',
  'devices.thisDevice': 'This device',
  'devices.notificationsOn': 'Notifications on',
  'devices.unknownBrowser': 'Unknown browser',
  'devices.on': '{browser} on {os}',
  'devices.unknownPlace': 'Unknown network',
  'devices.lastActive': 'Last active {when}',
  'devices.signOut': 'Sign out',
  'devices.signOutNamed': 'Sign out {device}',
  'devices.signOutOthers': 'Sign out everywhere else',
  'devices.confirmTitle': 'Sign out everywhere else?',
  'devices.confirmBody':
    'Every other browser and app signed in to your account is signed out at once. This device stays signed in.',
  'devices.cancel': 'Cancel',
  'devices.signedOut': 'Signed out',
  'devices.signedOutOthers': 'Signed out everywhere else',
  'devices.signOutFailed': 'Couldn’t sign that device out. Try again.',
} as const satisfies Record<string, string>

registerMessages(devicesMessages)

type DevicesMessages = typeof devicesMessages
declare module '../../lib/i18n/messages.ts' {
  /** This section's keys, typed for t() wherever they are used (decision 019). */
  // eslint-disable-next-line @typescript-eslint/no-empty-object-type -- merges the section's keys
  interface SectionCatalogue extends DevicesMessages {}
}
