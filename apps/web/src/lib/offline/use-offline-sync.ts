import { useQueryClient, type QueryClient } from '@tanstack/react-query'
import { useEffect } from 'react'
import { startWhenIdle } from '../main-thread.ts'
import { offlineWorkWaits, outboxItems, setOutboxOwner, subscribeOutbox } from './outbox-store.ts'

/** The app's offline wiring, loaded on demand: claims the device's copies, sends what waits. */
export type LoadOfflineSync = () => Promise<{
  start: (queryClient: QueryClient, uid: string) => () => void
}>

/**
 * While a student is signed in: what they queue is stamped as theirs at once, and the
 * writes that wait are sent (decision 084) by the features' senders, loaded at an idle
 * moment in a chunk of their own — on a start with offline work (another account's copies
 * to empty, writes waiting), or once this page queues a write; never on the others.
 */
export function useOfflineSync(uid: string | null, load: LoadOfflineSync): void {
  const queryClient = useQueryClient()
  useEffect(() => {
    setOutboxOwner(uid)
    if (uid === null) return
    let stop: (() => void) | undefined
    let unsubscribe: (() => void) | undefined
    const begin = () => {
      if (stop) return
      unsubscribe?.()
      stop = startWhenIdle(load, ({ start }) => start(queryClient, uid))
    }
    if (offlineWorkWaits(uid)) begin()
    else
      unsubscribe = subscribeOutbox(() => {
        if (outboxItems().length > 0) begin()
      })
    return () => {
      unsubscribe?.()
      stop?.()
    }
  }, [uid, queryClient, load])
}
