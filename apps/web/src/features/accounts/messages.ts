import { registerMessages } from '../../lib/i18n/t.ts'

/** The accounts pages' strings (issue 14), loaded with them (decision 009). */
export const accountsMessages = {
  'accounts.invitationPageTitle': 'Accept your invitation',
  'accounts.invitationTitle': 'Welcome to {school}',
  'accounts.invitationIntro': 'You were invited as {email}. Check your name and choose a password.',
  'accounts.firstName': 'First name',
  'accounts.lastName': 'Last name',
  'accounts.password': 'Password',
  'accounts.newPassword': 'New password',
  'accounts.passwordRule': 'At least {min} characters. A few words you will remember work well.',
  'accounts.passwordTooShort': 'Use at least {min} characters.',
  'accounts.passwordTooLong': 'That password is too long.',
  'accounts.nameMissing': 'Enter your name.',
  'accounts.showPassword': 'Show password',
  'accounts.hidePassword': 'Hide password',
  'accounts.accept': 'Set up my account',
  'accounts.accepting': 'Setting up…',
  'accounts.loadingLink': 'Checking your link…',
  'accounts.goneTitle': 'This link no longer works',
  'accounts.goneInvitation':
    'Invitation links work once and for 7 days. Ask your school’s Quad administrator to invite you again. Already set up? Sign in.',
  'accounts.goneReset':
    'Password reset links work once and for one hour. Ask for a new one and use the newest email.',
  'accounts.goneEmail':
    'Email confirmation links work once and for 24 hours. Ask for the change again from Settings → Account.',
  'accounts.signIn': 'Go to sign in',
  'accounts.askAgain': 'Send me a new link',
  'accounts.failed': 'That did not work: {reason} Try again in a moment.',
  'accounts.forgotPageTitle': 'Forgot password',
  'accounts.forgotTitle': 'Reset your password',
  'accounts.forgotIntro':
    'Enter the email you sign in with. If it has an account, we’ll send a link to choose a new password.',
  'accounts.email': 'Email',
  'accounts.emailInvalid': 'Enter a valid email address.',
  'accounts.sendLink': 'Send reset link',
  'accounts.sending': 'Sending…',
  'accounts.forgotSentTitle': 'Check your email',
  'accounts.forgotSent':
    'If {email} has a Quad account here, a reset link is on its way. It works for one hour. Nothing arrived? Check spam, or try again in a few minutes.',
  'accounts.rateLimited': 'Too many requests. Wait a few minutes, then try again.',
  'accounts.backToSignIn': 'Back to sign in',
  'accounts.resetPageTitle': 'Choose a new password',
  'accounts.resetTitle': 'Choose a new password',
  'accounts.resetIntro': 'Setting it signs you out everywhere else, then signs you in here.',
  'accounts.resetSubmit': 'Save and sign in',
  'accounts.resetSaving': 'Saving…',
  'accounts.resetDone': 'Your password is changed.',
  'accounts.verifyPageTitle': 'Confirm your email',
  'accounts.verifying': 'Confirming your new email…',
  'accounts.verifiedTitle': 'Email changed',
  'accounts.verified': 'You now sign in with {email}.',
  'accounts.continue': 'Continue',
  'accounts.changeEmailTitle': 'Change email',
  'accounts.changeEmailIntro':
    'We’ll send a link to the new address; your email changes when you open it. Your current address gets a notice.',
  'accounts.newEmail': 'New email',
  'accounts.currentPassword': 'Current password',
  'accounts.currentPasswordWrong': 'That is not your current password.',
  'accounts.currentPasswordMissing': 'Enter your current password.',
  'accounts.emailTaken': 'Another account already uses this email.',
  'accounts.changeEmailSubmit': 'Send confirmation link',
  'accounts.changeEmailSent': 'Check {email} for the confirmation link.',
  'accounts.welcomePageTitle': 'Welcome',
  'accounts.welcomeTitle': 'Welcome, {name}!',
  'accounts.welcomeIntro': 'Three quick steps to make Quad yours. Skip any of them.',
  'accounts.stepOf': 'Step {step} of {total}',
  'accounts.photoStep': 'Add a photo',
  'accounts.photoStepIntro': 'A photo helps classmates recognise you.',
  'accounts.interestsStep': 'Your interests',
  'accounts.interestsStepIntro':
    'They appear on your profile and help people with the same interests find you.',
  'accounts.suggestionsStep': 'Clubs and people',
  'accounts.suggestionsStepIntro': 'Join a club or connect with someone to get started.',
  'accounts.clubsSuggested': 'Clubs you might like',
  'accounts.peopleSuggested': 'People at your school',
  'accounts.noSuggestions': 'Nothing to suggest yet. Explore the directory and clubs later.',
  'accounts.next': 'Next',
  'accounts.skip': 'Skip',
  'accounts.saveNext': 'Save and continue',
  'accounts.done': 'Done',
  'accounts.finishing': 'Finishing…',
  'accounts.joined': 'Joined',
  'accounts.requested': 'Requested',
  'accounts.connectName': 'Connect with {name}',
} as const satisfies Record<string, string>

registerMessages(accountsMessages)

type AccountsMessages = typeof accountsMessages
declare module '../../lib/i18n/messages.ts' {
  /** This section's keys, typed for t() wherever they are used (decision 019). */
  // eslint-disable-next-line @typescript-eslint/no-empty-object-type -- merges the section's keys
  interface SectionCatalogue extends AccountsMessages {}
}
