import { registerMessages } from '../../lib/i18n/t.ts'

/** The check-in page's strings (issue 15), loaded with its route (decision 009). */
export const checkInMessages = {
  'checkIn.title': 'Check in',
  'checkIn.pageTitle': 'Check in · {event}',
  'checkIn.backToEvent': 'Back to the event',
  'checkIn.loading': 'Loading the list of tickets…',
  'checkIn.loadFailedTitle': 'The list of tickets did not load',
  'checkIn.loadFailed':
    'Check-in needs the list once, online; after that it works without a connection. Check your connection, then try again.',
  'checkIn.notAllowedTitle': 'You cannot check people in to this event',
  'checkIn.notAllowed':
    'Only the people who run an event check its attendees in. Ask its club’s officers.',
  'checkIn.retry': 'Try again',
  'checkIn.counts': '{checkedIn} checked in of {going} going',
  'checkIn.codeLabel': 'Ticket code',
  'checkIn.codeHint': 'The {length} letters and digits under the attendee’s QR code.',
  'checkIn.codeInvalid': 'A ticket code has {length} letters and digits.',
  'checkIn.submit': 'Check in',
  'checkIn.checkedIn': '{name} checked in',
  'checkIn.checkedInQueued':
    '{name} checked in (saved on this phone; it syncs when you are online)',
  'checkIn.already': 'Already checked in at {time}: {name}',
  'checkIn.unknown': 'No ticket with code {code}',
  'checkIn.failed': 'Not checked in: {reason}',
  'checkIn.waitingOne': '1 check-in waiting to sync',
  'checkIn.waitingOther': '{count} check-ins waiting to sync',
  'checkIn.offline': 'Offline: codes are checked against the list saved on this phone.',
  'checkIn.scan': 'Scan with camera',
  'checkIn.scanStop': 'Stop camera',
  'checkIn.scanVideo': 'Camera view: hold a ticket’s QR code in the frame',
  'checkIn.scanStarting': 'Starting the camera…',
  'checkIn.scanDenied':
    'The camera is not available: {reason}. Type the code instead, or allow the camera in your browser’s settings.',
  'checkIn.scanOtherEvent': 'That ticket is for another event.',
} as const satisfies Record<string, string>

registerMessages(checkInMessages)

type CheckInMessages = typeof checkInMessages
declare module '../../lib/i18n/messages.ts' {
  /** This feature's keys, typed for t() wherever they are used (decision 019). */
  // eslint-disable-next-line @typescript-eslint/no-empty-object-type -- merges the feature's keys
  interface SectionCatalogue extends CheckInMessages {}
}
