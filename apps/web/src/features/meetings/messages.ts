import { registerMessages } from '../../lib/i18n/t.ts'

/** The meetings section's strings, loaded with it (decision 009; issue 36 item 6). */
export const meetingMessages = {
  'meetings.intro': 'Office hours and the meetings you booked.',
  'meetings.loading': 'Loading meetings…',
  'meetings.error': 'Meetings could not be loaded.',
  'meetings.retry': 'Try again',
  'meetings.bookedHeading': 'Your meetings',
  'meetings.bookedEmpty':
    'You have no meetings booked. Open a person’s profile to book their office hours.',
  'meetings.with': 'With {name}',
  'meetings.cancel': 'Cancel',
  'meetings.cancelLabel': 'Cancel the meeting {when}',
  'meetings.cancelTitle': 'Cancel this meeting?',
  'meetings.cancelBody': '{when}. {name} will be told.',
  'meetings.cancelConfirm': 'Cancel meeting',
  'meetings.keep': 'Keep it',
  'meetings.cancelled': 'Meeting cancelled',
  'meetings.failed': 'That did not work: {reason}',
  'meetings.hostHeading': 'Your office hours',
  'meetings.hostIntro': 'Slots students can book, and who booked them.',
  'meetings.hostEmpty': 'You have no upcoming slots. Add one, or the same time every week.',
  'meetings.add': 'Add office hours',
  'meetings.open': 'Open',
  'meetings.bookedBy': 'Booked by {name}',
  'meetings.remove': 'Remove',
  'meetings.removeLabel': 'Remove the slot {when}',
  'meetings.removeTitle': 'Remove this slot?',
  'meetings.removeBody': '{when}.',
  'meetings.removeBookedBody': '{when}. {name} booked it and will be told.',
  'meetings.removeConfirm': 'Remove slot',
  'meetings.removed': 'Slot removed',
  'meetings.formTitle': 'Add office hours',
  'meetings.formClose': 'Close',
  'meetings.formCancel': 'Cancel',
  'meetings.formSave': 'Add',
  'meetings.formSaving': 'Adding…',
  'meetings.repeatLabel': 'How often',
  'meetings.repeatOnce': 'Once',
  'meetings.repeatWeekly': 'Every week',
  'meetings.day': 'Day',
  'meetings.firstDay': 'First week starts',
  'meetings.start': 'Starts',
  'meetings.end': 'Ends',
  'meetings.weekdays': 'On',
  'meetings.weeks': 'For how many weeks',
  'meetings.location': 'Where (optional)',
  'meetings.note': 'Note for students (optional)',
  'meetings.zoneHint': 'Times are on the school’s clock ({zone}).',
  'meetings.required': 'Fill this in',
  'meetings.added': 'Office hours added',
  'meetings.addedMany': '{count} slots added',
  'meetings.bookTitle': 'Book a meeting with {name}',
  'meetings.bookClose': 'Close',
  'meetings.bookIntro': 'Choose a time. {name} will be told, and it goes in your calendar.',
  'meetings.bookSlot': 'Book {time}',
  'meetings.bookSlotLabel': 'Book {when}',
  'meetings.booking': 'Booking…',
  'meetings.bookedTitle': 'Booked',
  'meetings.bookedConfirm': 'You are meeting {name} on {when}. It is in your calendar.',
  'meetings.noOpenSlots': 'No open times left. Try again later.',
  'meetings.yourBookings': 'Your bookings with {name}',
  'meetings.done': 'Done',
} as const

registerMessages(meetingMessages)

type MeetingMessages = typeof meetingMessages
declare module '../../lib/i18n/messages.ts' {
  /** This section's keys, typed for t() wherever they are used (decision 019). */
  // eslint-disable-next-line @typescript-eslint/no-empty-object-type -- merges the section's keys
  interface SectionCatalogue extends MeetingMessages {}
}
