import { MentionPage } from '@quad/shared'
import { infiniteQueryOptions } from '@tanstack/react-query'
import { bearerRequestJson } from '../../../lib/http/bearer-client.ts'
import { CHAT_API } from '../api.ts'
import { chatKeys } from '../chat-keys.ts'

/** `GET /api/v1/chat/mentions`: the student's mentions, newest first, older pages below `before`. */
export const mentionsQuery = infiniteQueryOptions({
  queryKey: chatKeys.mentions,
  queryFn: ({ pageParam, signal }) => {
    const search = new URLSearchParams({ limit: '20' })
    if (pageParam !== null) search.set('before', String(pageParam))
    return bearerRequestJson(`${CHAT_API}/mentions?${search.toString()}`, MentionPage, { signal })
  },
  initialPageParam: null as number | null,
  getNextPageParam: (page) => page.nextBefore,
})
