import { useCallback, useMemo } from 'react'
import { useSearchParamsUpdate } from '../../lib/use-search-params-update.ts'
import type { EventsFilter } from './api.ts'
import { eventsFilterParams, readEventsFilter } from './events-params.ts'

/**
 * The listing's filter from the URL and `update`, which builds on the last address asked for
 * (two quick changes keep both). Typing replaces the history entry; a tab or filter adds one.
 */
export function useEventsFilter() {
  const { params, update: updateParams } = useSearchParamsUpdate()
  const filter = useMemo(() => readEventsFilter(params), [params])
  const update = useCallback(
    (change: Partial<EventsFilter>, replace = false) => {
      updateParams(
        (previous) => {
          const next = eventsFilterParams({ ...readEventsFilter(previous), ...change })
          // Share mode stays on while a visitor filters (spec 4: share=1 makes the visitor's view).
          if (previous.get('share') === '1') next.set('share', '1')
          return next
        },
        { replace },
      )
    },
    [updateParams],
  )
  return { filter, update }
}
