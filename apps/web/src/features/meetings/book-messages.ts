import { registerMessages } from '../../lib/i18n/t.ts'

/**
 * The one string a profile needs before anyone opens the booking dialog: the button's.
 * The rest load with the dialog (messages.ts), so every page with a profile card stays small.
 */
export const bookMessages = { 'meetings.bookAction': 'Book a meeting' } as const

registerMessages(bookMessages)

type BookMessages = typeof bookMessages
declare module '../../lib/i18n/messages.ts' {
  // eslint-disable-next-line @typescript-eslint/no-empty-object-type -- merges the section's keys
  interface SectionCatalogue extends BookMessages {}
}
