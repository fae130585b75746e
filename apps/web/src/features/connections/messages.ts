import { registerMessages } from '../../lib/i18n/t.ts'

/**
 * The connection buttons' and block list's strings, registered when the first of the feature's modules loads
 * (decision 019); the page title stays in lib/i18n/messages.ts with the shell.
 */
export const connectionsMessages = {
  'connections.groupLabel': 'Connection with {name}',
  'connections.connect': 'Connect',
  'connections.addNote': 'Add a note',
  'connections.noteLabel': 'Note to {name} (optional)',
  'connections.noteHint': '{count} of {max} characters',
  'connections.sendRequest': 'Send request',
  'connections.cancel': 'Cancel',
  'connections.pending': 'Pending',
  'connections.removeConnection': 'Remove Connection',
  'connections.removePendingBody':
    'Are you sure you want to remove this pending connection request?',
  'connections.accept': 'Accept',
  'connections.delete': 'Delete',
  'connections.noteFrom': '{name} wrote:',
  'connections.message': 'Message',
  'connections.viewProfile': 'View Profile',
  'connections.moreActions': 'More actions for {name}',
  'connections.working': 'Working…',
  'connections.failed': 'Something went wrong during the request',
  'connections.failedWith': 'Something went wrong during the request. {reason}',
  'connections.block': 'Block',
  'connections.blockTitle': 'Block {name}?',
  'connections.blockBody':
    '{name} will no longer find you, see your profile, ask to connect or message you, and any connection or request between you ends. You can unblock in Settings.',
  'connections.blockBodyNoConnect':
    '{name} will no longer find you, see your profile or message you. You can unblock in Settings.',
  'connections.blocked': 'Blocked {name}.',
  'connections.blockedTitle': 'Blocked students',
  'connections.blockedEmpty':
    'You have blocked no one. To block a student, open their profile and choose Block under More actions.',
  'connections.blockedOn': 'Blocked {date}',
  'connections.blockedError': 'Blocked students did not load.',
  'connections.unblock': 'Unblock',
  'connections.unblockName': 'Unblock {name}',
  'connections.unblocked': 'Unblocked {name}.',
  'connections.listsLabel': 'Your connections',
  'connections.myConnections': 'My connections',
  'connections.requestsReceived': 'Requests received',
  'connections.requestsSent': 'Requests sent',
  'connections.todayTitle': 'Connection requests',
  'connections.todayAll': 'All requests',
  'connections.todayEmpty': 'No requests waiting. Find classmates in the Directory.',
  'connections.todayFailed': 'Your requests did not load.',
  'connections.todayDetail': 'Wants to connect',
} as const satisfies Record<string, string>

registerMessages(connectionsMessages)

type ConnectionsMessages = typeof connectionsMessages
declare module '../../lib/i18n/messages.ts' {
  /** This feature's keys, typed for t() wherever they are used (decision 019). */
  // eslint-disable-next-line @typescript-eslint/no-empty-object-type -- merges the feature's keys
  interface SectionCatalogue extends ConnectionsMessages {}
}
