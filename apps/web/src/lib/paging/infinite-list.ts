import {
  infiniteQueryOptions,
  useInfiniteQuery,
  type InfiniteData,
  type QueryKey,
} from '@tanstack/react-query'

/** The one paging contract (decision 025): a page of items and the cursor of the next. */
export interface CursorPage<T> {
  items: T[]
  nextCursor: string | null
}

/** A list's pages as the Query cache holds them: each page asked for by the cursor before it. */
export type CursorPages<P> = InfiniteData<P, string | null>

/**
 * Query options for a `{items, nextCursor}` list: the first page without a cursor, each next
 * page with the cursor the last one gave, and no next page once it gives none.
 */
export function cursorListOptions<P extends CursorPage<unknown>, K extends QueryKey>(
  queryKey: K,
  fetchPage: (cursor: string | null, signal: AbortSignal) => Promise<P>,
) {
  return infiniteQueryOptions({
    queryKey,
    queryFn: ({ pageParam, signal }) => fetchPage(pageParam, signal),
    initialPageParam: null as string | null,
    getNextPageParam: (last: P) => last.nextCursor ?? undefined,
  })
}

/**
 * The web's one infinite list: the query, every loaded item in order, and the "Load more"
 * control's state (spec 9 paging: older items by an explicit button, the end reachable).
 */
export function useInfiniteList<P extends CursorPage<unknown>, K extends QueryKey>(
  options: ReturnType<typeof cursorListOptions<P, K>>,
) {
  const query = useInfiniteQuery(options)
  const items = (query.data?.pages.flatMap((page) => page.items) ?? []) as P['items']
  return {
    query,
    items,
    hasMore: query.hasNextPage,
    isLoadingMore: query.isFetchingNextPage,
    loadMoreFailed: query.isFetchNextPageError,
    loadMore: () => void query.fetchNextPage(),
  }
}
