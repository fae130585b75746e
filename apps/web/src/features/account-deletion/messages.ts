import { registerMessages } from '../../lib/i18n/t.ts'

/** Settings → Your data → Delete your account (issue 18 item 4). */
export const deletionMessages = {
  'deletion.title': 'Delete your account',
  'deletion.intro':
    'Your account is deleted {days} days after you ask. Until then, signing in or "Cancel deletion" keeps it.',
  'deletion.introNow':
    'Your account is deleted within minutes of your asking: this cannot be undone.',
  'deletion.what':
    'Your profile, connections, club memberships, RSVPs, likes and votes are removed, and you leave the directory.',
  'deletion.anonymise':
    'Your posts, comments and messages stay where they are, shown as "Deleted student".',
  'deletion.remove': 'Your posts, comments and messages are removed too.',
  'deletion.exportFirst': 'Want a copy first? Download your data above before you go.',
  'deletion.start': 'Delete my account…',
  'deletion.dialogTitle': 'Delete your account?',
  'deletion.password': 'Your password',
  'deletion.passwordHelp': 'To be sure it is you.',
  'deletion.ssoHelp':
    'You sign in through your school. If your last sign-in was more than 10 minutes ago, you will be asked to sign in again.',
  'deletion.confirm': 'Delete my account',
  'deletion.cancel': 'Keep my account',
  'deletion.pending': 'Your account will be deleted on {date}.',
  'deletion.pendingHelp': 'Signing in again before then also cancels it.',
  'deletion.cancelDeletion': 'Cancel deletion',
  'deletion.failed': 'That did not work. Check your connection, then try again.',
  'deletion.loading': 'Loading…',
} as const satisfies Record<string, string>

registerMessages(deletionMessages)

type DeletionMessages = typeof deletionMessages
declare module '../../lib/i18n/messages.ts' {
  /** This section's keys, typed for t() wherever they are used (decision 019). */
  // eslint-disable-next-line @typescript-eslint/no-empty-object-type -- merges the section's keys
  interface SectionCatalogue extends DeletionMessages {}
}
