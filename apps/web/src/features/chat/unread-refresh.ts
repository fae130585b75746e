import { UnreadSummary } from '@quad/shared'
import type { QueryClient } from '@tanstack/react-query'
import { bearerRequestJson } from '../../lib/http/bearer-client.ts'
import { chatKeys } from './chat-keys.ts'
import { updateConversation } from './chat-dispatch.ts'

/**
 * Asks the server for the unread counts (GET /api/v1/chat/unread) and writes them to the
 * badge and the conversation lists. Used after messages arrive from others: the server
 * knows which conversations are muted and what has been read on other devices.
 */
export async function refreshUnread(queryClient: QueryClient): Promise<void> {
  const summary = await bearerRequestJson('/api/v1/chat/unread', UnreadSummary)
  queryClient.setQueryData(chatKeys.unreadTotal, summary.total)
  const counts = new Map(summary.conversations.map((c) => [c.conversationId, c.count]))
  for (const [conversationId, count] of counts) {
    // The summary has no mentions: none are unread where nothing is.
    updateConversation(queryClient, conversationId, (c) => ({
      ...c,
      unreadCount: count,
      unreadMentions: count === 0 ? 0 : c.unreadMentions,
    }))
  }
}
