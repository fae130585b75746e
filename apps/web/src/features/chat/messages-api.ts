import { ChatMessage, type EditMessageBody, type SendMessageBody } from '@quad/shared'
import type * as z from 'zod/mini'
import { useMutation, useQueryClient, type QueryClient } from '@tanstack/react-query'
import { useCallback } from 'react'
import { bearerRequest, bearerRequestJson } from '../../lib/http/bearer-client.ts'
import { applyMessage, type PendingList, type PendingMessage } from './chat-dispatch.ts'
import { chatKeys } from './chat-keys.ts'
import { CHAT_API } from './api.ts'

function messagesPath(conversationId: number, messageId?: number): string {
  const base = `${CHAT_API}/conversations/${String(conversationId)}/messages`
  return messageId === undefined ? base : `${base}/${String(messageId)}`
}

export interface Draft {
  body: string
  fileIds: string[]
  fileNames: string[]
}

function setPending(
  queryClient: QueryClient,
  conversationId: number,
  pending: PendingMessage,
): void {
  queryClient.setQueryData<PendingList>(chatKeys.outbox(conversationId), (outbox = []) => [
    ...outbox.filter((held) => held.clientId !== pending.clientId),
    pending,
  ])
}

/**
 * Optimistic send (issue 6): the message shows at once with a clientId from
 * crypto.randomUUID(); the stored copy replaces it. A failed send stays with Retry, which
 * sends the same clientId again, so the server answers with the first copy if it had one.
 */
export function useSendMessage(conversationId: number) {
  const queryClient = useQueryClient()
  const send = useCallback(
    (draft: Draft, clientId: string = crypto.randomUUID()) => {
      const pending: PendingMessage = {
        ...draft,
        clientId,
        createdAt: new Date().toISOString(),
        status: 'sending',
      }
      setPending(queryClient, conversationId, pending)
      bearerRequestJson(messagesPath(conversationId), ChatMessage, {
        method: 'POST',
        json: {
          body: draft.body,
          clientId,
          fileIds: draft.fileIds,
        } satisfies z.input<typeof SendMessageBody>,
      }).then(
        (message) => applyMessage(queryClient, message),
        () => {
          setPending(queryClient, conversationId, { ...pending, status: 'failed' })
        },
      )
    },
    [queryClient, conversationId],
  )
  const retry = useCallback(
    (pending: PendingMessage) => {
      send(pending, pending.clientId)
    },
    [send],
  )
  const discard = useCallback(
    (clientId: string) => {
      queryClient.setQueryData<PendingList>(chatKeys.outbox(conversationId), (outbox) =>
        outbox?.filter((held) => held.clientId !== clientId),
      )
    },
    [queryClient, conversationId],
  )
  return { send, retry, discard }
}

export function useEditMessage(conversationId: number) {
  const queryClient = useQueryClient()
  return useMutation({
    mutationFn: ({ messageId, body }: { messageId: number; body: string }) =>
      bearerRequestJson(messagesPath(conversationId, messageId), ChatMessage, {
        method: 'PATCH',
        json: { body } satisfies z.input<typeof EditMessageBody>,
      }),
    onSuccess: (message) => applyMessage(queryClient, message),
  })
}

export function useDeleteMessage(conversationId: number) {
  const queryClient = useQueryClient()
  return useMutation({
    mutationFn: (messageId: number) =>
      bearerRequestJson(messagesPath(conversationId, messageId), ChatMessage, { method: 'DELETE' }),
    onSuccess: (message) => applyMessage(queryClient, message),
  })
}

export function useReportMessage(conversationId: number) {
  return useMutation({
    mutationFn: ({ messageId, reason }: { messageId: number; reason: string }) =>
      bearerRequest(`${messagesPath(conversationId, messageId)}/report`, {
        method: 'POST',
        json: { reason },
      }),
  })
}
