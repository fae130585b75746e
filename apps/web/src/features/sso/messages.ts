import { registerMessages } from '../../lib/i18n/t.ts'

/** The login page's single sign-on strings (issue 18 item 1, decision 053). */
export const ssoMessages = {
  'sso.signInWith': 'Sign in with {provider}',
  'sso.or': 'or',
  'sso.onlyWay': 'Your school signs in only through {provider}.',
  'sso.error.cancelled': 'Sign-in was cancelled. Start again when you are ready.',
  'sso.error.invalid_response':
    'Your school’s sign-in did not answer as expected. Start again from this page.',
  'sso.error.tampered':
    'Your school’s sign-in answer could not be verified. Start again, and tell your school’s IT if it happens again.',
  'sso.error.replayed': 'That sign-in was already used. Start again from this page.',
  'sso.error.expired': 'That sign-in took too long and expired. Start again from this page.',
  'sso.error.wrong_school':
    'That sign-in belongs to another school. Sign in on your own school’s page.',
  'sso.error.email_unverified':
    'Your school’s sign-in did not confirm your email address, so Quad can’t match your account. Ask your school’s IT.',
  'sso.error.no_account':
    'There is no Quad account for you at this school yet. Ask your school’s admin to invite you.',
  'sso.error.suspended': 'Your account is suspended. Contact your school’s admin.',
  'sso.error.not_configured':
    'Your school’s sign-in is not set up right now. Try again later or ask your school’s admin.',
} as const satisfies Record<string, string>

registerMessages(ssoMessages)

type SsoMessages = typeof ssoMessages
declare module '../../lib/i18n/messages.ts' {
  /** This section's keys, typed for t() wherever they are used (decision 019). */
  // eslint-disable-next-line @typescript-eslint/no-empty-object-type -- merges the section's keys
  interface SectionCatalogue extends SsoMessages {}
}
