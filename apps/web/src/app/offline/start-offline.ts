import type { QueryClient } from '@tanstack/react-query'
import { claimOfflineData } from '../../lib/offline/offline-data.ts'
import { startOutbox, type OutboxSender } from '../../lib/offline/outbox.ts'

/**
 * The features' senders of writes made offline (decision 084): the app composes them;
 * lib/offline knows none of them. A new feature that queues adds its sender here. They are
 * loaded only when something waits to be sent: a page load with an empty queue (nearly
 * all of them) fetches none of chat's or events' code for it.
 */
async function loadSenders(queryClient: QueryClient): Promise<Record<string, OutboxSender>> {
  const [chat, events] = await Promise.all([
    import('../../features/chat/offline-sender.ts'),
    import('../../features/events/rsvp-api.ts'),
  ])
  return { ...chat.chatOutbox(queryClient), ...events.rsvpOutbox(queryClient) }
}

/** Claims the device's copies for this account (another's are emptied), then sends what waits. */
export function start(queryClient: QueryClient, uid: string): () => void {
  let stop: (() => void) | undefined
  let stopped = false
  void claimOfflineData(uid).then(() => {
    if (!stopped) stop = startOutbox(() => loadSenders(queryClient))
  })
  return () => {
    stopped = true
    stop?.()
  }
}
