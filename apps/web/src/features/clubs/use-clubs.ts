import { useQuery } from '@tanstack/react-query'
import { useCallback, useMemo, useState } from 'react'
import { useSearchParamsUpdate } from '../../lib/use-search-params-update.ts'
import { clubsPageQuery, type ClubsFilter } from './api.ts'
import { clubsFilterParams, readClubsFilter } from './clubs-params.ts'

/**
 * The section's filter from the URL, page 1 of its listing (for the total), and the last
 * page asked for by "Show more"; a new search or view starts again at page 1.
 */
export function useClubs() {
  const { params, update: updateParams } = useSearchParamsUpdate()
  const filter = useMemo(() => readClubsFilter(params), [params])
  const filterKey = `${filter.membership}:${filter.search}`
  const [paging, setPaging] = useState({ filterKey, pageCount: 1 })
  const pageCount = paging.filterKey === filterKey ? paging.pageCount : 1
  const firstPage = useQuery(clubsPageQuery(filter, 1))
  const lastPage = useQuery({ ...clubsPageQuery(filter, pageCount), enabled: pageCount > 1 })
  const loadMore = useCallback(() => {
    setPaging({ filterKey, pageCount: pageCount + 1 })
  }, [filterKey, pageCount])
  /** Typing replaces the history entry (Back would replay keystrokes); the view adds one. */
  const update = useCallback(
    (change: Partial<ClubsFilter>, replace = false) => {
      // Built on the last filter asked for, not this render's: two quick changes keep both.
      updateParams((previous) => clubsFilterParams({ ...readClubsFilter(previous), ...change }), {
        replace,
      })
    },
    [updateParams],
  )
  return { filter, firstPage, lastPage, pageCount, loadMore, update }
}
