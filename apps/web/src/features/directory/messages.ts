import { registerMessages } from '../../lib/i18n/t.ts'

/**
 * The directory section's strings, registered when the first of the feature's modules loads
 * (decision 019); the page title stays in lib/i18n/messages.ts with the shell.
 */
export const directoryMessages = {
  'directory.searchingFor': 'You searched for “{query}”. Search results will appear here.',
  'directory.searchLabel': 'Search the directory',
  'directory.searchPlaceholder': 'Name, e.g. Jonah Okafor',
  'directory.sortLabel': 'Sort by',
  'directory.sortRelevance': 'Best match',
  'directory.filters': 'Filters',
  'directory.filtersActive': 'Filters ({count})',
  'directory.closeFilters': 'Close filters',
  'directory.showResults': 'Show results',
  'directory.clearFilters': 'Clear all',
  'directory.any': 'Any',
  'directory.matchLabel': 'Match',
  'directory.matchAny': 'Any of these',
  'directory.matchAll': 'All of these',
  'directory.exclude': 'Exclude these',
  'directory.facetCount': '{label}, {count} people',
  'directory.countOne': '{count} student',
  'directory.countOther': '{count} students',
  'directory.updating': 'Updating results…',
  'directory.loadMore': 'Load more',
  'directory.loadingMore': 'Loading…',
  'directory.loadedMore': 'Loaded {added} more. Showing {shown} of {total}.',
  'directory.found': '{count} found.',
  'directory.allShown': 'That is everyone who matches.',
  'directory.emptyTitle': 'No one matches yet',
  'directory.emptyBodySearch':
    'Nobody matches “{query}” with these filters. Check the spelling, try part of a name, or clear the filters.',
  'directory.emptyBody': 'Nobody matches these filters. Remove a filter or clear them all.',
  'directory.errorTitle': 'The directory did not load',
  'directory.errorBody': 'Check your connection, then try again.',
  'directory.rateLimitedTitle': 'Searching a little too fast',
  'directory.rateLimitedBody': 'Pause for a few seconds, then try again.',
  'directory.openProfile': 'Open the profile of {name}',
  'directory.shownOf': 'Showing {shown} of {total}',
  'directory.startOver': 'Clear search and filters',
  'directory.showCount': 'Show {count}',
  'directory.resultsLabel': 'Results',
} as const satisfies Record<string, string>

registerMessages(directoryMessages)

type DirectoryMessages = typeof directoryMessages
declare module '../../lib/i18n/messages.ts' {
  /** This feature's keys, typed for t() wherever they are used (decision 019). */
  // eslint-disable-next-line @typescript-eslint/no-empty-object-type -- merges the feature's keys
  interface SectionCatalogue extends DirectoryMessages {}
}
