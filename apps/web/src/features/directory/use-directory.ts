import { useQuery, useSuspenseQuery } from '@tanstack/react-query'
import { useCallback, useEffect, useMemo, useRef, useState } from 'react'
import { useSearchParams } from 'react-router'
import { directoryConfigQuery, peoplePageQuery } from './api.ts'
import { readDirectoryState } from './directory-params.ts'
import { peopleQueryKey } from './people-query.ts'

export type ParamsUpdate = (previous: URLSearchParams) => URLSearchParams

/**
 * The directory's state lives in the URL (shareable, back works); this reads it against the
 * school's listing config and runs the people queries for it: page 1 for the total and
 * facets, and the last page asked for ("Load more"). The route's loader has already
 * fetched the config.
 */
export function useDirectory() {
  const { data: config } = useSuspenseQuery(directoryConfigQuery)
  const [params, setParams] = useSearchParams()
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

  /*
   * The address asked for last, until a render shows it. A change builds on it, not on the
   * params of the last render: two quick changes (a filter, then another before React has
   * rendered the first, as on a busy machine) must not lose the first.
   */
  const pending = useRef<URLSearchParams | null>(null)
  useEffect(() => {
    if (pending.current?.toString() === params.toString()) pending.current = null
  }, [params])

  /** Filters and sort add a history entry; typing replaces it, or back would replay keystrokes. */
  const update = useCallback(
    (change: ParamsUpdate, { replace = false }: { replace?: boolean } = {}) => {
      const next = change(new URLSearchParams(pending.current ?? params))
      pending.current = next
      setParams(next, { replace })
    },
    [params, setParams],
  )

  return { config, params, state, firstPage, lastPage, pageCount, loadMore, update }
}
