import { encodeListingFilters, pageToRange, type ListingFilter } from '@quad/shared'
import type { DirectoryState } from './directory-params.ts'

/** Spec 9: the directory pages 20 people at a time. */
export const PEOPLE_PAGE_SIZE = 20

/**
 * The mobile_people query for one page (spec 7): range/limit per spec 9, the listing
 * filters encoded by the shared spec 5 rules, `order1` only when the user chose one (the
 * server defaults to relevance while searching, else last name), and facet counts with
 * the first page only, since later pages share them.
 */
export function peopleSearchParams(
  definitions: readonly ListingFilter[],
  state: DirectoryState,
  page: number,
): URLSearchParams {
  const { range, limit } = pageToRange(page, PEOPLE_PAGE_SIZE)
  const params = new URLSearchParams({ range: String(range), limit: String(limit) })
  if (state.sort) params.set('order1', state.sort)
  const textFilter = definitions.find((filter) => filter.kind === 'text')
  const values = { ...state.filters, [textFilter?.name ?? 'search']: state.query }
  // A search without a text definition in the config is still sent under the contract's name.
  const encoded = encodeListingFilters(
    textFilter ? definitions : [...definitions, searchDefinition],
    values,
  )
  for (const [name, value] of Object.entries(encoded)) params.set(name, value)
  if (page === 1) params.set('facets', '1')
  return params
}

const searchDefinition: ListingFilter = { name: 'search', label: '', kind: 'text', options: [] }

/** The part of the query that identifies a result set, whatever page: the cache key. */
export function peopleQueryKey(definitions: readonly ListingFilter[], state: DirectoryState) {
  const params = peopleSearchParams(definitions, state, 1)
  params.delete('range')
  params.delete('limit')
  params.sort()
  return params.toString()
}
