import { registerMessages } from '../../lib/i18n/t.ts'

/**
 * The club section's strings, loaded with the section (decision 009); its title and the
 * home page's description of it stay in messages.ts.
 */
export const clubsMessages = {
  'clubs.intro': 'Find clubs at your school, see who runs them, and join the ones you like.',
  'clubs.searchLabel': 'Search clubs',
  'clubs.searchPlaceholder': 'Name or interest, e.g. chess',
  'clubs.viewLabel': 'Show',
  'clubs.viewAll': 'All clubs',
  'clubs.viewMine': 'My clubs',
  'clubs.resultsLabel': 'Clubs',
  'clubs.countOne': '{count} club',
  'clubs.countOther': '{count} clubs',
  'clubs.members': '{count} members',
  'clubs.memberOne': '1 member',
  'clubs.officers': '{count} officers',
  'clubs.officerOne': '1 officer',
  'clubs.youAreMember': 'You are a member',
  'clubs.youAreOfficer': 'You are an officer',
  'clubs.underReview': 'This club is under review by your school’s moderators.',
  'clubs.join': 'Join',
  'clubs.joinName': 'Join {name}',
  'clubs.leave': 'Leave',
  'clubs.leaveName': 'Leave {name}',
  'clubs.joining': 'Joining…',
  'clubs.leaving': 'Leaving…',
  'clubs.joined': 'You joined {name}.',
  'clubs.left': 'You left {name}.',
  'clubs.failed': 'That did not work: {reason} Try again in a moment.',
  'clubs.loading': 'Loading clubs…',
  'clubs.loadMore': 'Show more clubs',
  'clubs.loadingMore': 'Loading…',
  'clubs.allShown': 'That is every club.',
  'clubs.shownOf': 'Showing {shown} of {total}',
  'clubs.emptyTitle': 'No clubs match',
  'clubs.emptyBodySearch': 'No club matches “{query}”. Check the spelling or try a broader word.',
  'clubs.emptyBodyMine': 'You have not joined a club yet. Browse all clubs and join one you like.',
  'clubs.emptyBody': 'Your school has no clubs yet. Check back soon.',
  'clubs.showAll': 'Browse all clubs',
  'clubs.clearSearch': 'Clear the search',
  'clubs.errorTitle': 'Clubs did not load',
  'clubs.errorBody': 'Check your connection, then try again.',
  'clubs.retry': 'Try again',
  'clubs.visitorTitle': 'Sign in to see the clubs',
  'clubs.visitorBody':
    'Clubs are listed for students of the school. Sign in to browse them, see who runs them and join.',
  'clubs.signIn': 'Sign in',
  'clubs.back': 'All clubs',
  'clubs.about': 'About',
  'clubs.officersTitle': 'Officers',
  'clubs.noOfficers': 'This club has no officers at the moment.',
  'clubs.details': 'Details',
  'clubs.opensInNewTab': '(opens in a new tab)',
  'clubs.notFoundTitle': 'Club not found',
  'clubs.notFoundBody': 'This club does not exist at your school, or it has been removed.',
  'clubs.aboutError': 'This club did not load. Check your connection, then try again.',
  'clubs.loadingClub': 'Loading the club…',
} as const satisfies Record<string, string>

registerMessages(clubsMessages)

type ClubsMessages = typeof clubsMessages
declare module '../../lib/i18n/messages.ts' {
  /** This section's keys, typed for t() wherever they are used (decision 019). */
  // eslint-disable-next-line @typescript-eslint/no-empty-object-type -- merges the section's keys
  interface SectionCatalogue extends ClubsMessages {}
}
