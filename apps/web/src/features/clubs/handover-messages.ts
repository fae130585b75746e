import { registerMessages } from '../../lib/i18n/t.ts'

/**
 * The officer hand-over's strings (issue 37 item 6), loaded with its lazy section: a
 * student's club page never needs them.
 */
export const handoverMessages = {
  'handover.title': 'Officer hand-over',
  'handover.intro':
    'At the end of a term, pass the club on: new officers start at once, and those stepping down keep their access until the day you choose.',
  'handover.plan': 'Plan a hand-over',
  'handover.replan': 'Change the hand-over',
  'handover.waiting': '{names} step down on {date}.',
  'handover.waitingOne': '{names} steps down on {date}.',
  'handover.cancel': 'Call off',
  'handover.cancelled': 'The hand-over was called off. Everyone keeps their role.',
  'handover.saved': 'The hand-over is planned.',
  'handover.close': 'Close',
  'handover.incoming': 'Who takes over',
  'handover.incomingHint': 'They become officers as soon as you save.',
  'handover.incomingMissing': 'Choose at least one member to take over.',
  'handover.incomingSearch': 'Find a member',
  'handover.noMembers': 'No member matches.',
  'handover.outgoing': 'Who steps down',
  'handover.outgoingHint': 'They stay officers until the day below.',
  'handover.endsOn': 'Their access ends on',
  'handover.endsOnHint': 'At the start of that day. Today means now.',
  'handover.endsOnMissing': 'Choose the day their access ends.',
  'handover.endsOnFar': 'Choose a day within the next year.',
  'handover.save': 'Save hand-over',
  'handover.saving': 'Saving…',
  'handover.dismiss': 'Cancel',
  'handover.failed': 'The hand-over was not saved: {reason}',
} as const satisfies Record<string, string>

registerMessages(handoverMessages)

type HandoverMessages = typeof handoverMessages
declare module '../../lib/i18n/messages.ts' {
  /** This section's keys, typed for t() wherever they are used (decision 019). */
  // eslint-disable-next-line @typescript-eslint/no-empty-object-type -- merges the section's keys
  interface SectionCatalogue extends HandoverMessages {}
}
