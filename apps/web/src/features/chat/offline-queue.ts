import { ChatReplyTo, Mention } from '@quad/shared'
import * as z from 'zod/mini'
import { enqueue } from '../../lib/offline/outbox.ts'
import type { OutboxItem } from '../../lib/offline/outbox-store.ts'
import type { PendingMessage } from './chat-dispatch.ts'

/** A chat message written with no network (decision 084): kept on the device until sent. */
export const CHAT_MESSAGE = 'chat-message'

export const QueuedMessage = z.object({
  conversationId: z.number(),
  clientId: z.string(),
  body: z.string(),
  fileIds: z.array(z.string()),
  fileNames: z.array(z.string()),
  createdAt: z.string(),
  replyTo: z.optional(z.nullable(ChatReplyTo)),
  mentions: z.optional(z.array(Mention)),
  thread: z.optional(z.object({ id: z.number(), alsoInConversation: z.boolean() })),
})
export type QueuedMessage = z.infer<typeof QueuedMessage>

export function queueMessage(conversationId: number, pending: PendingMessage): Promise<void> {
  const { status: _status, ...message } = pending
  return enqueue(CHAT_MESSAGE, pending.clientId, {
    conversationId,
    ...message,
  } satisfies QueuedMessage)
}

/** A conversation's messages waiting on the device, as the message list shows them. */
export function queuedIn(items: readonly OutboxItem[], conversationId: number): PendingMessage[] {
  return items.flatMap((item) => {
    const parsed = z.safeParse(QueuedMessage, item.payload)
    if (item.kind !== CHAT_MESSAGE || !parsed.success) return []
    if (parsed.data.conversationId !== conversationId) return []
    const { clientId, body, fileIds, fileNames, createdAt, replyTo = null } = parsed.data
    const status = item.failure === null ? 'queued' : 'failed'
    const { mentions = [], thread } = parsed.data
    return [{ clientId, body, fileIds, fileNames, createdAt, replyTo, mentions, thread, status }]
  })
}

/**
 * The pending list a conversation shows: this page's optimistic sends, and the messages that
 * wait on the device (written before a reload too), each once; the device's word on a
 * message it holds (queued, or refused) is the later one.
 */
export function withQueued(
  pending: readonly PendingMessage[],
  queued: readonly PendingMessage[],
): PendingMessage[] {
  const held = new Map(queued.map((message) => [message.clientId, message]))
  const shown = pending.map((message) => held.get(message.clientId) ?? message)
  const shownIds = new Set(shown.map((message) => message.clientId))
  return [...shown, ...queued.filter((message) => !shownIds.has(message.clientId))].sort((a, b) =>
    a.createdAt.localeCompare(b.createdAt),
  )
}
