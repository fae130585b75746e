import { PinList } from '@quad/shared'
import { queryOptions, useMutation, useQueryClient } from '@tanstack/react-query'
import { bearerRequest, bearerRequestJson } from '../../../lib/http/bearer-client.ts'
import { CHAT_API } from '../api.ts'
import { chatKeys } from '../chat-keys.ts'

/** A conversation's pinned messages (issue 35 item 5), the latest pin first. */
export function pinsQuery(id: number) {
  return queryOptions({
    queryKey: chatKeys.pins(id),
    queryFn: ({ signal }) =>
      bearerRequestJson(`${CHAT_API}/conversations/${String(id)}/pins`, PinList, { signal }),
  })
}

/** Pins or unpins a message; the list and the conversation's count follow. */
export function useSetPinned(id: number) {
  const queryClient = useQueryClient()
  return useMutation({
    mutationFn: ({ messageId, on }: { messageId: number; on: boolean }) =>
      bearerRequest(`${CHAT_API}/conversations/${String(id)}/pins/${String(messageId)}`, {
        method: on ? 'PUT' : 'DELETE',
        ...(on && { json: {} }),
      }),
    onSuccess: () => {
      void queryClient.invalidateQueries({ queryKey: chatKeys.pins(id) })
      void queryClient.invalidateQueries({ queryKey: chatKeys.conversation(id) })
    },
  })
}
