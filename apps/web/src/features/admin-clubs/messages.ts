import { registerMessages } from '../../lib/i18n/t.ts'

/** The admin console's Clubs page (issue 14 item 3, decision 030). */
export const adminClubsMessages = {
  'adminClubs.intro':
    'Create clubs, answer students’ requests, edit any club and archive the ones that have ended.',
  'adminClubs.create': 'Create a club',
  'adminClubs.searchLabel': 'Search clubs',
  'adminClubs.searchPlaceholder': 'Name, category or description',
  'adminClubs.statusLabel': 'Status',
  'adminClubs.statusAll': 'All statuses',
  'adminClubs.loading': 'Loading clubs…',
  'adminClubs.error': 'The clubs did not load. Check your connection, then try again.',
  'adminClubs.retry': 'Try again',
  'adminClubs.empty': 'No club matches.',
  'adminClubs.loadMore': 'Show more clubs',
  'adminClubs.loadingMore': 'Loading…',
  'adminClubs.allShown': 'That is every club.',
  'adminClubs.listLabel': 'Clubs',
  'adminClubs.requestedBy': 'Requested by {name}',
  'adminClubs.unpublished': 'Unpublished',
  'adminClubs.hidden': 'Hidden from the list',
  'adminClubs.members': '{count} members · {officers} officers',
  'adminClubs.approve': 'Approve',
  'adminClubs.approveName': 'Approve {name}',
  'adminClubs.decline': 'Decline',
  'adminClubs.declineName': 'Decline {name}',
  'adminClubs.edit': 'Edit',
  'adminClubs.editName': 'Edit {name}',
  'adminClubs.archive': 'Archive',
  'adminClubs.archiveName': 'Archive {name}',
  'adminClubs.restore': 'Restore',
  'adminClubs.restoreName': 'Restore {name}',
  'adminClubs.open': 'Members and officers',
  'adminClubs.openName': 'Members and officers of {name}',
  'adminClubs.approved': '{name} was approved; its officer has been told.',
  'adminClubs.declined': 'The request for {name} was declined; the student has been told.',
  'adminClubs.archived': '{name} was archived.',
  'adminClubs.restored': '{name} was restored.',
  'adminClubs.created': '{name} was created.',
  'adminClubs.failed': 'That did not work: {reason}',
  'adminClubs.createTitle': 'Create a club',
  'adminClubs.name': 'Name',
  'adminClubs.description': 'About',
  'adminClubs.category': 'Category',
  'adminClubs.categoryHint': 'Choose one of the school’s categories or type a new one.',
  'adminClubs.tags': 'Tags',
  'adminClubs.tagsHint': 'Separate tags with commas.',
  'adminClubs.officer': 'First officer',
  'adminClubs.officerSearch': 'Search people for the first officer',
  'adminClubs.officerHint': 'A club always has at least one officer. Type a name to search.',
  'adminClubs.officerNone': 'Nobody matches “{query}”.',
  'adminClubs.officerChosen': 'First officer: {name}',
  'adminClubs.officerChange': 'Choose someone else',
  'adminClubs.officerRequired': 'Choose the first officer',
  'adminClubs.cancel': 'Cancel',
  'adminClubs.close': 'Close',
  'adminClubs.saving': 'Creating…',
  'adminClubs.submit': 'Create club',
} as const satisfies Record<string, string>

registerMessages(adminClubsMessages)

type AdminClubsMessages = typeof adminClubsMessages
declare module '../../lib/i18n/messages.ts' {
  /** This section's keys, typed for t() wherever they are used (decision 019). */
  // eslint-disable-next-line @typescript-eslint/no-empty-object-type -- merges the section's keys
  interface SectionCatalogue extends AdminClubsMessages {}
}
