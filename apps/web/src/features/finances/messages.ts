import { registerMessages } from '../../lib/i18n/t.ts'

/** /financial and the admin's Pay link panel (issue 17). */
export const financesMessages = {
  'finances.intro': 'What your school says you owe, by when, and anything holding up your record.',
  'finances.balanceHeading': 'Balance due',
  'finances.dueBy': 'Due by {date}',
  'finances.nothingDue': 'Nothing is due right now.',
  'finances.credit': 'You have a credit of {amount}.',
  'finances.otherCurrencies':
    'Not added to this total, because they are in another currency: {terms}.',
  'finances.otherCurrencyTerm': '{term} {amount}',
  'finances.contact': 'Questions about your bill: {contact}',
  'finances.lastSynced': 'Last synced {time}',
  'finances.neverSynced': 'Not synced yet',
  'finances.termsHeading': 'Charges and payments',
  'finances.termBalance': 'Term balance: {amount}',
  'finances.termDue': 'due {date}',
  'finances.charges': 'Charges',
  'finances.payments': 'Payments',
  'finances.noCharges': 'No charges this term.',
  'finances.noPayments': 'No payments this term.',
  'finances.noTerms': 'Your school has not sent any charges yet.',
  'finances.holdsHeading': 'Holds',
  'finances.noHolds': 'There are no holds on your record.',
  'finances.holdPlaced': 'Placed {date}',
  'finances.holdBlocks': 'Blocks',
  'finances.holdHowToClear': 'How to clear it',
  'finances.holdContact': 'Contact: {contact}',
  'finances.block.registration': 'Registration',
  'finances.block.enrollment_changes': 'Adding or dropping classes',
  'finances.block.transcripts': 'Transcripts',
  'finances.block.diploma': 'Your diploma',
  'finances.block.grades': 'Seeing grades',
  'finances.block.housing': 'Housing',
  'finances.emptyTitle': 'Your school hasn’t shared your account yet',
  'finances.emptyBody':
    'When it does, your balance, charges, payments and any holds on your record appear here.',
  'finances.bursarError': 'Your balance did not load. Check your connection, then try again.',
  'finances.holdsError': 'Your holds did not load. Check your connection, then try again.',
  'finances.retry': 'Try again',
  'finances.loading': 'Loading…',
  // The admin's panel (/admin/integrations).
  'finances.settingsHeading': 'Payments',
  'finances.settingsIntro':
    'Where students pay their bill, what the button says, the currency balances are totalled in, and who to ask.',
  'finances.payUrl': 'Pay link',
  'finances.payUrlHint': 'Your payment system’s https:// address. Leave empty for no Pay button.',
  'finances.payLabel': 'Button label',
  'finances.payLabelHint': 'What students see on the button, for example “Pay on Student Hub”.',
  'finances.currency': 'Currency',
  'finances.currencyHint':
    'Three letters (ISO 4217), for example USD. Terms billed in another currency are listed but not totalled.',
  'finances.contactLabel': 'Contact',
  'finances.contactHint': 'Who students ask about a bill: an office, an email, a phone number.',
  'finances.save': 'Save',
  'finances.saving': 'Saving…',
  'finances.saved': 'Saved.',
  'finances.settingsError': 'The payment settings did not load. Try again.',
} as const satisfies Record<string, string>

registerMessages(financesMessages)

type FinancesMessages = typeof financesMessages
declare module '../../lib/i18n/messages.ts' {
  /** This section's keys, typed for t() wherever they are used (decision 019). */
  // eslint-disable-next-line @typescript-eslint/no-empty-object-type -- merges the section's keys
  interface SectionCatalogue extends FinancesMessages {}
}
