import { registerMessages } from '../../lib/i18n/t.ts'

/** Clubs' budget requests (issue 37 item 3), loaded with their own chunks. */
export const budgetMessages = {
  'budgets.title': 'Budget',
  'budgets.intro':
    'Ask the school for money, line by line. Staff review each request in two stages: Student life, then Finance.',
  'budgets.ask': 'Ask for money',
  'budgets.csv': 'Download CSV',
  'budgets.csvFailed': 'The CSV did not download: {reason}',
  'budgets.none': 'No budget requests yet.',
  'budgets.loading': 'Loading budget requests…',
  'budgets.error': 'The budget requests did not load.',
  'budgets.retry': 'Try again',
  'budgets.ledger': 'Per term',
  'budgets.ledgerLine': '{term}: {approved} approved, {asked} still asked for',
  'budgets.requests': 'Requests',
  'budgets.status.submitted': 'Waiting for {stage}',
  'budgets.status.returned': 'Returned to change',
  'budgets.status.approved': 'Approved',
  'budgets.status.rejected': 'Rejected',
  'budgets.status.withdrawn': 'Withdrawn',
  'budgets.total': 'Total',
  'budgets.item': 'Item',
  'budgets.amount': 'Amount',
  'budgets.sentBy': 'Sent by {name} on {date} · {term}',
  'budgets.decision.approve': '{stage}: approved by {name} on {date}',
  'budgets.decision.return': '{stage}: returned by {name} on {date}',
  'budgets.decision.reject': '{stage}: rejected by {name} on {date}',
  'budgets.history': 'Decisions',
  'budgets.resend': 'Change and send again',
  'budgets.withdraw': 'Withdraw',
  'budgets.withdrawn': 'The request was withdrawn.',
  'budgets.withdrawAsk': 'Withdraw {title}?',
  'budgets.withdrawAskBody':
    'Staff stop reviewing it, and it cannot be sent again: ask again with a new request.',
  'budgets.dialogTitle': 'Ask for money',
  'budgets.resendTitle': 'Change and send again',
  'budgets.titleLabel': 'What it is for',
  'budgets.titleHint': 'A short name: Spring screenings.',
  'budgets.purpose': 'Purpose',
  'budgets.purposeHint': 'Why the club needs it, and what members get from it.',
  'budgets.items': 'Line items',
  'budgets.itemsHint': 'Each cost on its own line, in {currency}.',
  'budgets.itemLabel': 'Item {n}',
  'budgets.amountLabel': 'Amount {n}',
  'budgets.amountInvalid': 'Enter an amount above zero, like 12.50, without thousands separators.',
  'budgets.addItem': 'Add a line',
  'budgets.removeItem': 'Remove line {n}',
  'budgets.totalLine': 'Total: {total}',
  'budgets.send': 'Send request',
  'budgets.sending': 'Sending…',
  'budgets.cancel': 'Cancel',
  'budgets.close': 'Close',
  'budgets.sent': 'The request is sent to Student life.',
  'budgets.failed': 'That did not work: {reason}',
  'budgetQueue.intro':
    'Club requests waiting for review, oldest first. A request you approved at one stage is approved at the next by someone else.',
  'budgetQueue.empty': 'No request is waiting.',
  'budgetQueue.listLabel': 'Budget requests waiting',
  'budgetQueue.approve': 'Approve {stage}',
  'budgetQueue.return': 'Return',
  'budgetQueue.reject': 'Reject',
  'budgetQueue.approved': '{title} is approved at {stage}.',
  'budgetQueue.returned': '{title} is returned to its club.',
  'budgetQueue.rejected': '{title} is rejected.',
  'budgetQueue.noteTitleReturn': 'Return {title}',
  'budgetQueue.noteTitleReject': 'Reject {title}',
  'budgetQueue.note': 'Note to the club’s officers',
  'budgetQueue.noteHintReturn': 'What to change before they send it again.',
  'budgetQueue.noteHintReject': 'Why the school does not fund it.',
  'budgetQueue.noteMissing': 'Write a note: the officers read it.',
} as const satisfies Record<string, string>

registerMessages(budgetMessages)

type BudgetMessages = typeof budgetMessages
declare module '../../lib/i18n/messages.ts' {
  /** This section's keys, typed for t() wherever they are used (decision 019). */
  // eslint-disable-next-line @typescript-eslint/no-empty-object-type -- merges the section's keys
  interface SectionCatalogue extends BudgetMessages {}
}
