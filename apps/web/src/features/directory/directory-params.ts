import type { FilterValue, ListingFilter } from '@quad/shared'

/** What the directory shows, as kept in the URL so results are shareable and back works. */
export interface DirectoryState {
  query: string
  sort: string | null
  filters: Record<string, FilterValue>
}

export type ContainsValue = { tags: string[]; logic: 'OR' | 'AND'; not: boolean }

/*
 * URL layout: `q` (the shell's top-bar search already links to /directory?q=), `sort`,
 * a menu filter as `name=value`, a contains filter as repeated `name=tag` plus
 * `name.logic=AND` and `name.not=1` only when they differ from the spec 5 defaults.
 */
export const QUERY_PARAM = 'q'
export const SORT_PARAM = 'sort'
export const PROFILE_PARAM = 'profile'

/** The connection menu's "all" means no filter (spec 4 lists it beside the real states). */
const NO_SELECTION = new Set(['', 'all'])

export function readContains(params: URLSearchParams, name: string): ContainsValue {
  return {
    tags: params.getAll(name).filter((tag) => tag.length > 0),
    logic: params.get(`${name}.logic`) === 'AND' ? 'AND' : 'OR',
    not: params.get(`${name}.not`) === '1',
  }
}

export function readDirectoryState(
  params: URLSearchParams,
  definitions: readonly ListingFilter[],
): DirectoryState {
  const filters: Record<string, FilterValue> = {}
  for (const filter of definitions) {
    if (filter.kind === 'menu') {
      const value = params.get(filter.name) ?? ''
      if (!NO_SELECTION.has(value)) filters[filter.name] = value
    } else if (filter.kind === 'contains') {
      const value = readContains(params, filter.name)
      if (value.tags.length > 0) filters[filter.name] = value
    }
  }
  return {
    query: params.get(QUERY_PARAM)?.trim() ?? '',
    sort: params.get(SORT_PARAM) || null,
    filters,
  }
}

/** A copy of `params` with one menu filter set (or cleared with ''). */
export function withMenuValue(params: URLSearchParams, name: string, value: string) {
  const next = new URLSearchParams(params)
  if (NO_SELECTION.has(value)) next.delete(name)
  else next.set(name, value)
  return next
}

/** A copy of `params` with one contains filter replaced; defaults are left out of the URL. */
export function withContainsValue(params: URLSearchParams, name: string, value: ContainsValue) {
  const next = new URLSearchParams(params)
  next.delete(name)
  next.delete(`${name}.logic`)
  next.delete(`${name}.not`)
  for (const tag of value.tags) next.append(name, tag)
  if (value.logic === 'AND') next.set(`${name}.logic`, 'AND')
  if (value.not) next.set(`${name}.not`, '1')
  return next
}

/** A copy of `params` without any filter, keeping the search, the sort and an open profile. */
export function withoutFilters(params: URLSearchParams, definitions: readonly ListingFilter[]) {
  let next = new URLSearchParams(params)
  for (const filter of definitions) {
    if (filter.kind === 'text') continue
    next = withContainsValue(next, filter.name, { tags: [], logic: 'OR', not: false })
  }
  return next
}

/** How many filters are set: the count on the phone's Filters button. */
export function countActiveFilters(state: DirectoryState): number {
  return Object.keys(state.filters).length
}
