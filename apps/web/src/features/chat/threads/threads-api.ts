import { FollowedThreadList, type ReadBody } from '@quad/shared'
import { queryOptions, type QueryClient } from '@tanstack/react-query'
import type * as z from 'zod/mini'
import { bearerRequest, bearerRequestJson } from '../../../lib/http/bearer-client.ts'
import { CHAT_API } from '../api.ts'
import { chatKeys } from '../chat-keys.ts'

const threadsPath = (id: number) => `${CHAT_API}/conversations/${String(id)}/threads`

/**
 * The threads the student follows in a conversation with replies they have not read
 * (decision 096); a reply from someone else refetches it (`realtime.ts`).
 */
export function followedThreadsQuery(id: number) {
  return queryOptions({
    queryKey: chatKeys.threads(id),
    queryFn: ({ signal }) => bearerRequestJson(threadsPath(id), FollowedThreadList, { signal }),
  })
}

/** Marks a thread read up to `messageId`: its "new" count goes at once, the server's after. */
export async function markThreadRead(
  queryClient: QueryClient,
  id: number,
  rootId: number,
  messageId: number,
): Promise<void> {
  queryClient.setQueryData<FollowedThreadList>(chatKeys.threads(id), (list) =>
    list ? { items: list.items.filter((item) => item.rootId !== rootId) } : list,
  )
  await bearerRequest(`${threadsPath(id)}/${String(rootId)}/read`, {
    method: 'POST',
    json: { messageId } satisfies z.input<typeof ReadBody>,
  })
}
