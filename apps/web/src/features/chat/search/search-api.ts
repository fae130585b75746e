import { MessageSearchPage } from '@quad/shared'
import { infiniteQueryOptions } from '@tanstack/react-query'
import { bearerRequestJson } from '../../../lib/http/bearer-client.ts'
import { CHAT_API } from '../api.ts'
import { chatKeys } from '../chat-keys.ts'

/**
 * `GET /api/v1/chat/search` (issue 35 item 7): messages in the student's conversations, or
 * in one, that say the words; newest first, older pages below `before`.
 */
export function messageSearchQuery(q: string, conversationId?: number) {
  return infiniteQueryOptions({
    queryKey: chatKeys.search(q, conversationId),
    queryFn: ({ pageParam, signal }) => {
      const search = new URLSearchParams({ q, limit: '20' })
      if (conversationId !== undefined) search.set('conversationId', String(conversationId))
      if (pageParam !== null) search.set('before', String(pageParam))
      return bearerRequestJson(`${CHAT_API}/search?${search.toString()}`, MessageSearchPage, {
        signal,
      })
    },
    initialPageParam: null as number | null,
    getNextPageParam: (page) => page.nextBefore,
    staleTime: 10_000,
  })
}
