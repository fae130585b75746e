import { registerMessages } from '../../lib/i18n/t.ts'

/** The top bar's search and the search page (issue 36 item 1). */
export const searchMessages = {
  'search.kind.people': 'People',
  'search.kind.clubs': 'Clubs',
  'search.kind.events': 'Events',
  'search.kind.posts': 'Posts',
  'search.kind.comments': 'Comments',
  'search.kind.messages': 'Your messages',
  'search.all': 'All',
  'search.seeAll': 'See all {kind}',
  'search.searchFor': 'Search for “{q}”',
  'search.recent': 'Recent searches',
  'search.clearRecent': 'Clear recent searches',
  'search.typeMore': 'Type at least 2 characters.',
  'search.searching': 'Searching…',
  'search.nothing': 'Nothing found for “{q}”.',
  'search.nothingHint': 'Check the spelling, or try fewer words.',
  'search.failed': 'The search did not run. Check your connection, then try again.',
  'search.retry': 'Try again',
  'search.more': 'Show more',
  'search.loadingMore': 'Loading more…',
  'search.inClub': 'in {name}',
  'search.onPost': 'on “{name}”',
  'search.inChat': 'in {name}',
  'search.results': '{count} results',
  'search.kindsLabel': 'What to search',
  'search.fieldLabel': 'Search Quad',
} as const satisfies Record<string, string>

registerMessages(searchMessages)

type SearchMessages = typeof searchMessages
declare module '../../lib/i18n/messages.ts' {
  /** This section's keys, typed for t() wherever they are used (decision 019). */
  // eslint-disable-next-line @typescript-eslint/no-empty-object-type -- merges the section's keys
  interface SectionCatalogue extends SearchMessages {}
}
