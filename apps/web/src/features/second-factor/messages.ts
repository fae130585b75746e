import { registerMessages } from '../../lib/i18n/t.ts'

/** The second factor's strings (issue 18 item 2): the login's code step and enrolment. */
export const secondFactorMessages = {
  'secondFactor.codeTitle': 'Enter your code',
  'secondFactor.codeIntro': 'Open your authenticator app and enter the 6-digit code for Quad.',
  'secondFactor.code': 'Authentication code',
  'secondFactor.recoveryIntro':
    'Enter one of the recovery codes you saved when you turned this on.',
  'secondFactor.recoveryCode': 'Recovery code',
  'secondFactor.useRecovery': 'Use a recovery code',
  'secondFactor.useApp': 'Use the authenticator app',
  'secondFactor.verify': 'Verify',
  'secondFactor.verifying': 'Checking…',
  'secondFactor.startOver': 'Sign in with another account',
  'secondFactor.errorCode': 'That code is not right, or it was already used. Try the next one.',
  'secondFactor.errorExpired':
    'This sign-in expired or was already used. Enter your email and password again.',
  'secondFactor.errorRateLimited': 'Too many codes. Wait a minute, then try again.',
  'secondFactor.errorUnknown': 'Something went wrong. Please try again.',
  'secondFactor.setupTitle': 'Set up two-step sign-in',
  'secondFactor.setupIntro':
    'School admins and staff sign in with a code from an authenticator app. Scan this QR code with the app, or type the key, then enter the code it shows.',
  'secondFactor.qrAlt': 'QR code for your authenticator app',
  'secondFactor.key': 'Key',
  'secondFactor.loadingSetup': 'Preparing your key…',
  'secondFactor.recoveryTitle': 'Save your recovery codes',
  'secondFactor.recoveryShownOnce':
    'Each code signs you in once if you lose your phone. They are shown only now: copy or download them and keep them safe.',
  'secondFactor.copy': 'Copy codes',
  'secondFactor.copied': 'Copied',
  'secondFactor.download': 'Download',
  'secondFactor.continue': 'Continue',
  'secondFactor.settingsTitle': 'Two-step sign-in',
  'secondFactor.settingsIntro':
    'Ask for a code from an authenticator app after your password, so a stolen password is not enough.',
  'secondFactor.statusOn': 'On. Recovery codes left: {count}.',
  'secondFactor.statusOff': 'Off.',
  'secondFactor.required': 'Your role at the school needs it: it stays on.',
  'secondFactor.turnOn': 'Turn on',
  'secondFactor.turnOff': 'Turn off',
  'secondFactor.newCodes': 'New recovery codes',
  'secondFactor.codeForChange': 'Current code',
  'secondFactor.loading': 'Loading…',
} as const satisfies Record<string, string>

registerMessages(secondFactorMessages)

type SecondFactorMessages = typeof secondFactorMessages
declare module '../../lib/i18n/messages.ts' {
  /** This section's keys, typed for t() wherever they are used (decision 019). */
  // eslint-disable-next-line @typescript-eslint/no-empty-object-type -- merges the section's keys
  interface SectionCatalogue extends SecondFactorMessages {}
}
