import {
  ChatMessage,
  type ChatReplyTo,
  type EditMessageBody,
  type Mention,
  type SendMessageBody,
} from '@quad/shared'
import type * as z from 'zod/mini'
import { useMutation, useQueryClient, type QueryClient } from '@tanstack/react-query'
import { useCallback } from 'react'
import { bearerRequest, bearerRequestJson } from '../../lib/http/bearer-client.ts'
import { dequeue } from '../../lib/offline/outbox.ts'
import { isNetworkFailure } from '../../lib/offline/use-online.ts'
import { outboxItems } from '../../lib/offline/outbox-store.ts'
import {
  applyMessage,
  removeMessage,
  type PendingList,
  type PendingMessage,
  type PendingThread,
} from './chat-dispatch.ts'
import { chatKeys } from './chat-keys.ts'
import { CHAT_API } from './api.ts'
import { CHAT_MESSAGE, queueMessage } from './offline-queue.ts'

export function messagesPath(conversationId: number, messageId?: number): string {
  const base = `${CHAT_API}/conversations/${String(conversationId)}/messages`
  return messageId === undefined ? base : `${base}/${String(messageId)}`
}

export interface Draft {
  body: string
  fileIds: string[]
  fileNames: string[]
  /** The message it answers, as quoted (issue 35 item 2). */
  replyTo?: ChatReplyTo | null
  /** Whom it @mentions, as written (issue 35 item 3). */
  mentions?: Mention[]
  /** The thread it replies in (decision 096). */
  thread?: PendingThread
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

/** Sends a message; the server answers with the stored copy (the first one, for a clientId it has). */
export function postMessage(
  conversationId: number,
  message: Pick<
    PendingMessage,
    'body' | 'clientId' | 'fileIds' | 'replyTo' | 'mentions' | 'thread'
  >,
): Promise<ChatMessage> {
  return bearerRequestJson(messagesPath(conversationId), ChatMessage, {
    method: 'POST',
    json: {
      body: message.body,
      clientId: message.clientId,
      fileIds: message.fileIds,
      ...(message.replyTo && { replyToId: message.replyTo.id }),
      ...(message.mentions?.length && { mentions: message.mentions.map((m) => m.uid) }),
      ...(message.thread && {
        threadId: message.thread.id,
        alsoInConversation: message.thread.alsoInConversation,
      }),
    } satisfies z.input<typeof SendMessageBody>,
  })
}

/**
 * Optimistic send (issue 6): the message shows at once with a clientId from
 * crypto.randomUUID(); the stored copy replaces it. A failed send stays with Retry, which
 * sends the same clientId again, so the server answers with the first copy if it had one.
 * With no network the message is queued on the device and sent when it returns (decision
 * 084), with the same clientId, so it is stored once whatever happens on the way.
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
      const queue = () => {
        setPending(queryClient, conversationId, { ...pending, status: 'queued' })
        queueMessage(conversationId, pending).catch(() => {
          setPending(queryClient, conversationId, { ...pending, status: 'failed' })
        })
      }
      if (!navigator.onLine) {
        queue()
        return
      }
      setPending(queryClient, conversationId, pending)
      postMessage(conversationId, pending).then(
        (message) => {
          applyMessage(queryClient, message)
          // A refused message sent again with Retry leaves the device's queue too.
          if (outboxItems().some((item) => item.kind === CHAT_MESSAGE && item.key === clientId))
            void dequeue(CHAT_MESSAGE, clientId)
        },
        (error: unknown) => {
          if (isNetworkFailure(error)) queue()
          else setPending(queryClient, conversationId, { ...pending, status: 'failed' })
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
      void dequeue(CHAT_MESSAGE, clientId)
    },
    [queryClient, conversationId],
  )
  return { send, retry, discard }
}

/**
 * Forwards a message to another conversation (issue 35 item 10): the server copies its text
 * and files; the copy arrives in the target's history like any message the student sent.
 */
export function useForwardMessage() {
  const queryClient = useQueryClient()
  return useMutation({
    mutationFn: ({ to, messageId }: { to: number; messageId: number }) =>
      bearerRequestJson(messagesPath(to), ChatMessage, {
        method: 'POST',
        json: {
          clientId: crypto.randomUUID(),
          forwardOf: messageId,
        } satisfies z.input<typeof SendMessageBody>,
      }),
    onSuccess: (message) => applyMessage(queryClient, message),
  })
}

export function useEditMessage(conversationId: number) {
  const queryClient = useQueryClient()
  return useMutation({
    mutationFn: ({
      messageId,
      body,
      mentions,
    }: {
      messageId: number
      body: string
      mentions: Mention[]
    }) =>
      bearerRequestJson(messagesPath(conversationId, messageId), ChatMessage, {
        method: 'PATCH',
        json: {
          body,
          mentions: mentions.map((m) => m.uid),
        } satisfies z.input<typeof EditMessageBody>,
      }),
    onSuccess: (message) => applyMessage(queryClient, message),
  })
}

/** A DELETE on a message (or a part of it: `/preview`) that answers the changed message. */
function useMessageDelete(conversationId: number, part = '') {
  const queryClient = useQueryClient()
  return useMutation({
    mutationFn: (messageId: number) =>
      bearerRequestJson(`${messagesPath(conversationId, messageId)}${part}`, ChatMessage, {
        method: 'DELETE',
      }),
    onSuccess: (message) => applyMessage(queryClient, message),
  })
}

export function useDeleteMessage(conversationId: number) {
  return useMessageDelete(conversationId)
}

/** Removes one's message's link preview, for good (issue 35 item 6, decision 097). */
export function useRemovePreview(conversationId: number) {
  return useMessageDelete(conversationId, '/preview')
}

/** Deletes a message for the student only (decision 095); it leaves this tab at once. */
export function useHideForMe(conversationId: number) {
  const queryClient = useQueryClient()
  return useMutation({
    mutationFn: (messageId: number) =>
      bearerRequest(`${messagesPath(conversationId, messageId)}/for-me`, { method: 'DELETE' }),
    onSuccess: (_answer, messageId) => {
      removeMessage(queryClient, conversationId, messageId)
    },
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
