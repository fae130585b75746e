import { useCallback, useEffect, useRef } from 'react'
import { useSearchParams } from 'react-router'

/** A change to the address's search params, from the params it builds on. */
export type ParamsUpdate = (previous: URLSearchParams) => URLSearchParams

/**
 * A section whose state lives in the URL (directory, clubs): its params, and `update`,
 * which applies a change. A change builds on the address asked for last until a render
 * shows it, not on the params of the last render: two quick changes (a filter, then
 * another before React has rendered the first, as on a busy machine) must not lose the
 * first. `replace` swaps the history entry (typing), or Back would replay keystrokes.
 */
export function useSearchParamsUpdate() {
  const [params, setParams] = useSearchParams()
  const pending = useRef<URLSearchParams | null>(null)
  useEffect(() => {
    if (pending.current?.toString() === params.toString()) pending.current = null
  }, [params])

  const update = useCallback(
    (change: ParamsUpdate, { replace = false }: { replace?: boolean } = {}) => {
      const next = change(new URLSearchParams(pending.current ?? params))
      pending.current = next
      setParams(next, { replace })
    },
    [params, setParams],
  )
  return { params, update }
}
