import type { QueryClient } from '@tanstack/react-query'
import * as z from 'zod/mini'
import type { OutboxSender } from '../../lib/offline/outbox.ts'
import { applyMessage } from './chat-dispatch.ts'
import { postMessage } from './messages-api.ts'
import { CHAT_MESSAGE, QueuedMessage } from './offline-queue.ts'

/**
 * Sends a message written offline once the network is back (decision 084): the same POST,
 * with the clientId it was written with, and the stored copy takes its place on screen.
 */
export function chatOutbox(queryClient: QueryClient): Record<string, OutboxSender> {
  return {
    [CHAT_MESSAGE]: async (payload) => {
      const queued = z.parse(QueuedMessage, payload)
      applyMessage(queryClient, await postMessage(queued.conversationId, queued))
    },
  }
}
