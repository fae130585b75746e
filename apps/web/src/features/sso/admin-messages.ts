import { registerMessages } from '../../lib/i18n/t.ts'

/** The admin's sign-in panel on /admin/sign-in (issue 18 item 1, decision 053). */
export const ssoAdminMessages = {
  'ssoAdmin.title': 'Single sign-on',
  'ssoAdmin.intro':
    'Let students sign in with your school’s own account through OpenID Connect or SAML.',
  'ssoAdmin.loading': 'Loading sign-in settings…',
  'ssoAdmin.loadFailed': 'The sign-in settings did not load. Reload the page to try again.',
  'ssoAdmin.protocol': 'Protocol',
  'ssoAdmin.protocol.oidc': 'OpenID Connect',
  'ssoAdmin.protocol.saml': 'SAML 2.0',
  'ssoAdmin.displayName': 'Name on the button',
  'ssoAdmin.displayNameHint': 'The login page says “Sign in with” this name.',
  'ssoAdmin.enabled': 'Show the button on the login page',
  'ssoAdmin.enabledHint': 'Off keeps the settings but hides the button.',
  'ssoAdmin.issuer': 'Issuer address',
  'ssoAdmin.clientId': 'Client ID',
  'ssoAdmin.clientSecret': 'Client secret',
  'ssoAdmin.secretStored': 'A secret is stored. Leave empty to keep it.',
  'ssoAdmin.secretMissing': 'Required: the secret your provider gave for Quad.',
  'ssoAdmin.redirectUri': 'Redirect URI to give your provider',
  'ssoAdmin.entryPoint': 'Identity provider sign-in address',
  'ssoAdmin.idpEntityId': 'Identity provider entity ID',
  'ssoAdmin.idpCerts': 'Signing certificate (PEM)',
  'ssoAdmin.spEntityId': 'Quad’s entity ID and metadata address',
  'ssoAdmin.acsUrl': 'Quad’s assertion consumer service (ACS) address',
  'ssoAdmin.attributes': 'Attribute names (leave empty for the standard ones)',
  'ssoAdmin.attr.email': 'Email',
  'ssoAdmin.attr.firstName': 'First name',
  'ssoAdmin.attr.lastName': 'Last name',
  'ssoAdmin.attr.accountType': 'Account type',
  'ssoAdmin.attr.graduationYear': 'Graduation year',
  'ssoAdmin.createAccounts': 'Create accounts just in time',
  'ssoAdmin.createAccountsHint':
    'Someone your provider vouches for but who has no Quad account gets one at first sign-in.',
  'ssoAdmin.defaultAccountType': 'Account type when the provider sends none',
  'ssoAdmin.accountType.student': 'Student',
  'ssoAdmin.accountType.alumni': 'Alumni',
  'ssoAdmin.accountType.faculty': 'Faculty',
  'ssoAdmin.accountType.staff': 'Staff',
  'ssoAdmin.ssoOnly': 'Only sign in through {provider}',
  'ssoAdmin.ssoOnlyHint':
    'Passwords and password resets stop working for everyone at your school, admins included.',
  'ssoAdmin.ssoOnlyConfirm':
    'I understand that everyone, admins included, will sign in only through {provider}.',
  'ssoAdmin.save': 'Save',
  'ssoAdmin.remove': 'Remove single sign-on',
  'ssoAdmin.removeTitle': 'Remove single sign-on?',
  'ssoAdmin.removeBody':
    'The login page loses its “Sign in with {provider}” button and everyone signs in with a Quad password again. Students who never set one use “Forgot password?”.',
  'ssoAdmin.removeCancel': 'Keep it',
  'ssoAdmin.removed': 'Single sign-on removed',
  'ssoAdmin.removeFailed': 'It could not be removed. Try again.',
  'ssoAdmin.saving': 'Saving…',
  'ssoAdmin.saved': 'Saved',
  'ssoAdmin.fixErrors': 'Check the highlighted fields.',
} as const satisfies Record<string, string>

registerMessages(ssoAdminMessages)

type SsoAdminMessages = typeof ssoAdminMessages
declare module '../../lib/i18n/messages.ts' {
  /** This section's keys, typed for t() wherever they are used (decision 019). */
  // eslint-disable-next-line @typescript-eslint/no-empty-object-type -- merges the section's keys
  interface SectionCatalogue extends SsoAdminMessages {}
}
