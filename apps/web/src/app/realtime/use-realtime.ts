import { useQueryClient } from '@tanstack/react-query'
import { useEffect } from 'react'

/**
 * One realtime socket while a student is signed in (never for a visitor). The client is
 * loaded after sign-in, in its own chunk, so the shell's first load stays small.
 */
export function useRealtime(signedIn: boolean): void {
  const queryClient = useQueryClient()
  useEffect(() => {
    if (!signedIn) return
    let stop: (() => void) | undefined
    let cancelled = false
    void import('./realtime-client.ts').then(({ startRealtime }) => {
      if (!cancelled) stop = startRealtime(queryClient)
    })
    return () => {
      cancelled = true
      stop?.()
    }
  }, [signedIn, queryClient])
}
