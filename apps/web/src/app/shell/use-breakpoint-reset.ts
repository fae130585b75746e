import { useEffect, useRef } from 'react'
import { breakpointQueries } from './breakpoints.ts'
import { createDelayedReset } from './menu-reset.ts'

/** Spec 4 "Menus": calls `reset` 351 ms after the viewport crosses any spec 9 breakpoint. */
export function useBreakpointReset(reset: () => void): void {
  // The latest callback, without re-subscribing the media queries on every render.
  const resetRef = useRef(reset)
  useEffect(() => {
    resetRef.current = reset
  }, [reset])

  useEffect(() => {
    const delayed = createDelayedReset(() => {
      resetRef.current()
    })
    const queries = breakpointQueries.map((query) => window.matchMedia(query))
    for (const query of queries) query.addEventListener('change', delayed.trigger)
    return () => {
      for (const query of queries) query.removeEventListener('change', delayed.trigger)
      delayed.cancel()
    }
  }, [])
}
