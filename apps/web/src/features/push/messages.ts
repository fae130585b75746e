import { registerMessages } from '../../lib/i18n/t.ts'

/** Settings → Security's push section (issue 34). */
export const pushMessages = {
  'push.title': 'Notifications on this device',
  'push.intro':
    'Get a notification on this device when someone writes to you, an event you’re going to changes, or your clubs post — as you set them in Notifications.',
  'push.loading': 'Checking this device…',
  'push.failed': 'Couldn’t check this device. Check your connection, then try again.',
  'push.on': 'Notifications are on for this device.',
  'push.off': 'Notifications are off for this device.',
  'push.turnOn': 'Turn on notifications',
  'push.turnOff': 'Turn off',
  'push.turningOn': 'Turning on…',
  'push.denied':
    'Notifications are blocked for Quad in this browser. Allow them in the browser’s site settings, then come back here.',
  'push.needsInstall':
    'On iPhone and iPad, add Quad to your Home Screen first (Share, then Add to Home Screen), and open it from there.',
  'push.unsupported': 'This browser can’t show notifications from Quad.',
  'push.noWorker': 'Quad isn’t fully loaded on this device yet. Reload the page, then try again.',
  'push.error':
    'Your browser couldn’t reach its notification service. Check your connection, then try again.',
  'push.turnedOn': 'Notifications turned on',
  'push.turnedOff': 'Notifications turned off',
  'push.lockScreen': 'Show message text on the lock screen',
  'push.lockScreenHelp':
    'Off: a notification says who wrote, not what. Grades stay off the lock screen too.',
  'push.lockScreenFailed': 'Couldn’t save that. Try again.',
} as const satisfies Record<string, string>

registerMessages(pushMessages)

type PushMessages = typeof pushMessages

declare module '../../lib/i18n/messages.ts' {
  /** This section's keys, typed for t() wherever they are used (decision 019). */
  // eslint-disable-next-line @typescript-eslint/no-empty-object-type -- merges the section's keys
  interface SectionCatalogue extends PushMessages {}
}
