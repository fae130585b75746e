import { useQueryClient, type QueryClient } from '@tanstack/react-query'
import { useEffect } from 'react'
import { whenIdle } from '../main-thread.ts'
import { setOutboxOwner } from './outbox-store.ts'

/** The app's offline wiring, loaded on demand: claims the device's copies, sends what waits. */
export type LoadOfflineSync = () => Promise<{
  start: (queryClient: QueryClient, uid: string) => () => void
}>

/**
 * While a student is signed in: what they queue is stamped as theirs at once, and the
 * writes that wait are sent (decision 084) by the features' senders, loaded once the browser
 * is idle, in a chunk of their own, as the realtime socket's are.
 */
export function useOfflineSync(uid: string | null, load: LoadOfflineSync): void {
  const queryClient = useQueryClient()
  useEffect(() => {
    setOutboxOwner(uid)
    if (uid === null) return
    let stop: (() => void) | undefined
    let cancelled = false
    const cancel = whenIdle(() => {
      void load().then(({ start }) => {
        if (!cancelled) stop = start(queryClient, uid)
      })
    })
    return () => {
      cancelled = true
      cancel()
      stop?.()
    }
  }, [uid, queryClient, load])
}
