import { type PageOf, decodeCursor, encodeCursor } from '@quad/shared'

/**
 * The spec's and api.md's own list shapes, adapted at the route edge to the one paging
 * contract (decision 025). count/offset (notifications) is `keysetPage`'s `offset`;
 * pageOffset/pageSize (length-aware listings) is `PageOffsetQuery` with `listingMeta`.
 */

/** api.md chat history `?before=<id>`: the cursor of the page below that id. */
export function cursorBefore(before: number | undefined): string | undefined {
  return before === undefined ? undefined : encodeCursor([before])
}

/** A page keyed by id alone as `{items, nextBefore}`: the id to pass as `before` next. */
export function withNextBefore<T>(page: PageOf<T>): { items: T[]; nextBefore: number | null } {
  const [id] = (page.nextCursor && decodeCursor(page.nextCursor, 1)) || []
  return { items: page.items, nextBefore: typeof id === 'number' ? id : null }
}
