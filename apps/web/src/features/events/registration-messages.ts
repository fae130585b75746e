import { registerMessages } from '../../lib/i18n/t.ts'

/** The registration answers page's words (decision 113), in its own chunk with it. */
export const registrationMessages = {
  'eventRegistration.title': 'Registration answers',
  'eventRegistration.back': 'Back to the event',
  'eventRegistration.loading': 'Loading the registration answers…',
  'eventRegistration.error': 'The registration answers could not be loaded.',
  'eventRegistration.retry': 'Try again',
  'eventRegistration.forbiddenTitle': 'For the organisers',
  'eventRegistration.forbidden': 'Only the event’s organisers read its registration answers.',
  'eventRegistration.missingTitle': 'Event not found',
  'eventRegistration.missingBody': 'This event is not there, or not yours to see.',
  'eventRegistration.counts':
    '{answered} of the {registered} going or on the waitlist answered ({going} going, {waitlisted} waiting).',
  'eventRegistration.none': 'Nobody is going yet: their answers will show here.',
  'eventRegistration.noQuestions':
    'This event asks no registration questions. Add some by editing the event.',
  'eventRegistration.download': 'Download answers (CSV)',
  'eventRegistration.failed': 'The answers could not be downloaded: {reason}',
} as const satisfies Record<string, string>

export type RegistrationMessages = typeof registrationMessages
registerMessages(registrationMessages)

declare module '../../lib/i18n/messages.ts' {
  /** This page's keys, typed for t() wherever they are used (decision 019). */
  // eslint-disable-next-line @typescript-eslint/no-empty-object-type -- merges the page's keys
  interface SectionCatalogue extends RegistrationMessages {}
}
