import type { QueryClient } from '@tanstack/react-query'
import { chatOutbox } from '../../features/chat/offline-sender.ts'
import { rsvpOutbox } from '../../features/events/rsvp-api.ts'
import { claimOfflineData } from '../../lib/offline/offline-data.ts'
import { startOutbox } from '../../lib/offline/outbox.ts'

/**
 * The writes a student may make offline, one sender per feature that queues (decision 084):
 * the app composes them; lib/offline knows none of them. A new feature adds its sender here.
 * The device's copies are claimed for this account first (another's are emptied).
 */
export function start(queryClient: QueryClient, uid: string): () => void {
  let stop: (() => void) | undefined
  let stopped = false
  void claimOfflineData(uid).then(() => {
    if (stopped) return
    stop = startOutbox({
      ...chatOutbox(queryClient),
      ...rsvpOutbox(queryClient),
    })
  })
  return () => {
    stopped = true
    stop?.()
  }
}
