import type { ListingFilter } from './directory.ts'

/** What a filter control holds before it is sent. */
export type FilterValue =
  | string
  | number
  | null
  | undefined
  | string[]
  | { tags: string[]; logic?: 'OR' | 'AND'; not?: boolean }

/**
 * Spec 5 "Listing filters": empty values (empty string, null, empty arrays, menus
 * with nothing selected) are dropped; menu lists send the selected option's value;
 * contains-logic lists send `{name}.tagList` (comma-joined), `{name}.ContainsLogic`
 * (OR by default) and `{name}.NotContainsLogic` (true: exclude people with the tags).
 */
export function encodeListingFilters(
  definitions: readonly ListingFilter[],
  values: Record<string, FilterValue>,
): Record<string, string> {
  const query: Record<string, string> = {}
  for (const filter of definitions) {
    const value = values[filter.name]
    if (value === null || value === undefined || value === '') continue
    if (filter.kind === 'contains') {
      const tags = Array.isArray(value)
        ? value
        : typeof value === 'object'
          ? value.tags
          : [String(value)]
      const clean = tags.map((t) => t.trim()).filter((t) => t.length > 0)
      if (clean.length === 0) continue
      const logic = !Array.isArray(value) && typeof value === 'object' ? value.logic : undefined
      const not = !Array.isArray(value) && typeof value === 'object' ? value.not : undefined
      query[`${filter.name}.tagList`] = clean.join(',')
      query[`${filter.name}.ContainsLogic`] = logic ?? 'OR'
      query[`${filter.name}.NotContainsLogic`] = String(not ?? false)
      continue
    }
    if (Array.isArray(value)) {
      if (value.length === 0) continue
      query[filter.name] = value.join(',')
      continue
    }
    if (typeof value === 'object') continue
    query[filter.name] = String(value)
  }
  return query
}
