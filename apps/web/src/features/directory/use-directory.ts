import { useQuery, useSuspenseQuery } from '@tanstack/react-query'
import { useCallback, useMemo, useState } from 'react'
import { useSearchParamsUpdate } from '../../lib/use-search-params-update.ts'
import { directoryConfigQuery, peoplePageQuery } from './api.ts'
import { readDirectoryState } from './directory-params.ts'
import { peopleQueryKey } from './people-query.ts'

/**
 * The directory's state lives in the URL (shareable, back works); this reads it against the
 * school's listing config and runs the people queries for it: page 1 for the total and
 * facets, and the last page asked for ("Load more"). The route's loader has already
 * fetched the config.
 */
export function useDirectory() {
  const { data: config } = useSuspenseQuery(directoryConfigQuery)
  // Filters and sort add a history entry; typing replaces it (update's `replace`).
  const { params, update } = useSearchParamsUpdate()
  const state = useMemo(() => readDirectoryState(params, config.filters), [params, config.filters])
  const resultKey = peopleQueryKey(config.filters, state)
  // A new search or filter starts again at page 1.
  const [paging, setPaging] = useState({ resultKey, pageCount: 1 })
  const pageCount = paging.resultKey === resultKey ? paging.pageCount : 1
  const firstPage = useQuery(peoplePageQuery(config.filters, state, 1))
  const lastPage = useQuery({
    ...peoplePageQuery(config.filters, state, pageCount),
    enabled: pageCount > 1,
  })
  const loadMore = useCallback(() => {
    setPaging({ resultKey, pageCount: pageCount + 1 })
  }, [resultKey, pageCount])

  return { config, params, state, firstPage, lastPage, pageCount, loadMore, update }
}
