import type { UseQueryResult } from '@tanstack/react-query'

/**
 * Where a "Load more" list stands (spec 9 paging, one query per page): how many pages are
 * on screen, whether the last page asked for is still on its way, and what the button
 * does (ask for the next page, or retry the one that failed).
 */
export function loadMoreState(
  lastPage: UseQueryResult<unknown>,
  pageCount: number,
  onLoadMore: () => void,
) {
  const isLastLoaded = pageCount === 1 || lastPage.data !== undefined
  return {
    isLastLoaded,
    loadedPages: isLastLoaded ? pageCount : pageCount - 1,
    /** The button's props. */
    control: {
      isLoading: !isLastLoaded && lastPage.isFetching,
      error: isLastLoaded ? null : lastPage.error,
      onLoadMore: () => {
        if (lastPage.isError) void lastPage.refetch()
        else onLoadMore()
      },
    },
  }
}
