import {
  SEARCH_GROUP_SIZE,
  SEARCH_KINDS,
  SEARCH_PAGE_SIZE,
  decodeCursor,
  encodeCursor,
  type SearchAnswer,
  type SearchGroup,
  type SearchQuery,
} from '@quad/shared'
import { fieldError } from '../../platform/errors.ts'
import type { SearchCall, SearchSource } from './extension-points.ts'

/** Deepest a "See all" pages (issue 4 "Abuse", as the directory's MAX_DEPTH). */
export const SEARCH_MAX_DEPTH = 500

/**
 * `GET /api/v1/search`: every source the school has on, asked at once, each for its first
 * `SEARCH_GROUP_SIZE` hits; or, with `kind`, that source's page of `SEARCH_PAGE_SIZE` from
 * the cursor. Groups keep `SEARCH_KINDS` order; a kind that found nothing is left out.
 */
export async function searchEverything(
  sources: readonly SearchSource[],
  call: Omit<SearchCall, 'offset' | 'limit' | 'q' | 'once'>,
  query: SearchQuery,
): Promise<SearchAnswer> {
  const on = sources.filter(
    (source) =>
      (query.kind === undefined || source.kind === query.kind) &&
      (source.section === undefined || call.school.sections[source.section]),
  )
  const offset = query.cursor === undefined ? 0 : offsetOf(query.cursor)
  const limit = query.kind === undefined ? SEARCH_GROUP_SIZE : SEARCH_PAGE_SIZE
  const shared = new Map<string, Promise<unknown>>()
  const once = <T>(key: string, compute: () => Promise<T>): Promise<T> => {
    const known = shared.get(key) ?? compute()
    shared.set(key, known)
    return known as Promise<T>
  }
  const groups = await Promise.all(
    on.map(async (source): Promise<SearchGroup> => {
      const found = await source.search({ ...call, q: query.q, offset, limit, once })
      const next = offset + found.items.length
      return {
        kind: source.kind,
        items: found.items,
        nextCursor: found.more && next < SEARCH_MAX_DEPTH ? encodeCursor([next]) : null,
      }
    }),
  )
  const rank = (group: SearchGroup) => SEARCH_KINDS.indexOf(group.kind)
  return {
    q: query.q,
    groups: groups.filter((group) => group.items.length > 0).sort((a, b) => rank(a) - rank(b)),
  }
}

/** A "See all" cursor's offset: one whole number a page gave, else a 400 naming it. */
function offsetOf(cursor: string): number {
  const [offset] = decodeCursor(cursor, 1) ?? []
  if (typeof offset !== 'number' || offset < 0 || offset >= SEARCH_MAX_DEPTH) {
    throw fieldError('querystring.cursor', 'is not a cursor this search gave')
  }
  return offset
}
