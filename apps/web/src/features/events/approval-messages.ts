import { registerMessages } from '../../lib/i18n/t.ts'

/** Admin → Event approvals (issue 37 item 4, decision 106). */
export const eventApprovalMessages = {
  'eventApprovals.intro':
    'Club events that wait for staff before students see them. Approve one, or return it to its officers with a note.',
  'eventApprovals.rule': 'Club events need staff approval',
  'eventApprovals.ruleHint':
    'When on, an officer’s published event waits here; staff, school admins and school events never wait.',
  'eventApprovals.ruleOn': 'Club events now wait for approval.',
  'eventApprovals.ruleOff': 'Club events are published at once again.',
  'eventApprovals.ruleState.on': 'Club events wait for staff approval (a school admin sets this).',
  'eventApprovals.ruleState.off': 'Club events are published at once (a school admin sets this).',
  'eventApprovals.loading': 'Loading events waiting…',
  'eventApprovals.error': 'The events waiting could not be loaded.',
  'eventApprovals.retry': 'Try again',
  'eventApprovals.empty': 'Nothing is waiting for approval.',
  'eventApprovals.listLabel': 'Events waiting for approval',
  'eventApprovals.by': 'Sent by {name}',
  'eventApprovals.room': 'Room: {name}',
  'eventApprovals.occurrences': 'Repeats: {count} dates, approved together',
  'eventApprovals.approve': 'Approve',
  'eventApprovals.approveLabel': 'Approve {title}',
  'eventApprovals.return': 'Return…',
  'eventApprovals.returnLabel': 'Return {title} to its officers',
  'eventApprovals.approved': '{title} is published.',
  'eventApprovals.returned': '{title} is back with its officers.',
  'eventApprovals.failed': 'That did not work: {reason}',
  'eventApprovals.returnTitle': 'Return {title}',
  'eventApprovals.note': 'Note to the officers',
  'eventApprovals.noteHint': 'What to change before it is sent again. The club’s officers read it.',
  'eventApprovals.noteMissing': 'Say what the officers should change.',
  'eventApprovals.close': 'Close',
  'eventApprovals.cancel': 'Cancel',
  'eventApprovals.send': 'Return to officers',
  'eventApprovals.sending': 'Returning…',
} as const satisfies Record<string, string>

export type EventApprovalMessages = typeof eventApprovalMessages
registerMessages(eventApprovalMessages)

declare module '../../lib/i18n/messages.ts' {
  /** This section's keys, typed for t() wherever they are used (decision 019). */
  // eslint-disable-next-line @typescript-eslint/no-empty-object-type -- merges the section's keys
  interface SectionCatalogue extends EventApprovalMessages {}
}
