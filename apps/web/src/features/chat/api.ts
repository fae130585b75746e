import {
  ChatSettingsResponse,
  Conversation,
  ConversationList,
  MessagePage,
  ParticipantList,
  ReadPointer,
  type AddParticipantsBody,
  type ChatSettingsPatch,
  type MuteBody,
  type ReadBody,
  type StartConversationBody,
} from '@quad/shared'
import { queryOptions, useMutation, useQueryClient, type QueryClient } from '@tanstack/react-query'
import type * as z from 'zod/mini'
import { bearerRequest, bearerRequestJson } from '../../lib/http/bearer-client.ts'
import { chatKeys } from './chat-keys.ts'
import { invalidateLists, updateConversation } from './chat-dispatch.ts'
import { mergeMessages, type MessageStore } from './message-merge.ts'

export const CHAT_API = '/api/v1/chat'
const LIST_PAGE = 30

function listPath(q: string, cursor?: string): string {
  const search = new URLSearchParams({ limit: String(LIST_PAGE) })
  if (q) search.set('q', q)
  if (cursor) search.set('cursor', cursor)
  return `${CHAT_API}/conversations?${search.toString()}`
}

/** The conversation list, most recent activity first; `q` searches names and messages. */
export function conversationsQuery(q: string) {
  return queryOptions({
    queryKey: chatKeys.list(q),
    queryFn: ({ signal }) => bearerRequestJson(listPath(q), ConversationList, { signal }),
  })
}

/** Appends the next page of the list to the cached one. */
export async function loadMoreConversations(queryClient: QueryClient, q: string): Promise<void> {
  const key = conversationsQuery(q).queryKey
  const held = queryClient.getQueryData(key)
  if (!held?.nextCursor) return
  const next = await bearerRequestJson(listPath(q, held.nextCursor), ConversationList)
  queryClient.setQueryData(key, (list) => {
    if (!list) return list
    const ids = new Set(list.items.map((c) => c.id))
    return {
      items: [...list.items, ...next.items.filter((c) => !ids.has(c.id))],
      nextCursor: next.nextCursor,
    }
  })
}

export function conversationQuery(id: number) {
  return queryOptions({
    queryKey: chatKeys.conversation(id),
    queryFn: ({ signal }) =>
      bearerRequestJson(`${CHAT_API}/conversations/${String(id)}`, Conversation, { signal }),
    retry: false,
  })
}

function historyPath(id: number, before?: number, thread?: number): string {
  const search = new URLSearchParams()
  if (before !== undefined) search.set('before', String(before))
  if (thread !== undefined) search.set('thread', String(thread))
  const query = search.size > 0 ? `?${search.toString()}` : ''
  return `${CHAT_API}/conversations/${String(id)}/messages${query}`
}

/** Where a history is held: the conversation's, or one thread's (decision 096). */
export function historyKey(id: number, thread?: number) {
  return thread === undefined ? chatKeys.messages(id) : chatKeys.thread(id, thread)
}

/**
 * A conversation's history, oldest first. The newest page is merged into what is held, so a
 * refetch never drops older pages already scrolled through; the realtime client keeps it
 * current, hence no refetching on a timer.
 */
export function messagesQuery(queryClient: QueryClient, id: number, thread?: number) {
  const key = historyKey(id, thread)
  return queryOptions<MessageStore>({
    queryKey: key,
    queryFn: async ({ signal }) => {
      const page = await bearerRequestJson(historyPath(id, undefined, thread), MessagePage, {
        signal,
      })
      const held = queryClient.getQueryData<MessageStore>(key)
      const newest = [...page.items].reverse()
      if (!held) return { items: newest, nextBefore: page.nextBefore }
      return { items: mergeMessages(held.items, newest), nextBefore: held.nextBefore }
    },
    staleTime: Infinity,
    retry: false,
  })
}

/** Fetches the page before the oldest held message and puts it in front. */
export async function loadOlderMessages(
  queryClient: QueryClient,
  id: number,
  thread?: number,
): Promise<void> {
  const key = historyKey(id, thread)
  const held = queryClient.getQueryData<MessageStore>(key)
  if (held?.nextBefore == null) return
  const page = await bearerRequestJson(historyPath(id, held.nextBefore, thread), MessagePage)
  queryClient.setQueryData<MessageStore>(key, (store) =>
    store ? { items: mergeMessages(store.items, page.items), nextBefore: page.nextBefore } : store,
  )
}

export function participantsQuery(id: number) {
  return queryOptions({
    queryKey: chatKeys.participants(id),
    queryFn: ({ signal }) =>
      bearerRequestJson(`${CHAT_API}/conversations/${String(id)}/participants`, ParticipantList, {
        signal,
      }),
  })
}

export const chatSettingsQuery = queryOptions({
  queryKey: chatKeys.settings,
  queryFn: ({ signal }) =>
    bearerRequestJson(`${CHAT_API}/settings`, ChatSettingsResponse, { signal }),
})

/** Starts a conversation (a 1:1 with one uid and no name is reused) and caches it. */
export function useStartConversation() {
  const queryClient = useQueryClient()
  return useMutation({
    mutationFn: (input: z.input<typeof StartConversationBody>) =>
      bearerRequestJson(`${CHAT_API}/conversations`, Conversation, { method: 'POST', json: input }),
    onSuccess: (conversation) => {
      queryClient.setQueryData(chatKeys.conversation(conversation.id), conversation)
      invalidateLists(queryClient)
    },
  })
}

export function useSetMuted(id: number) {
  const queryClient = useQueryClient()
  return useMutation({
    mutationFn: (muted: boolean) =>
      bearerRequestJson(`${CHAT_API}/conversations/${String(id)}`, Conversation, {
        method: 'PATCH',
        json: { muted } satisfies z.input<typeof MuteBody>,
      }),
    onSuccess: (conversation) => {
      updateConversation(queryClient, id, () => conversation)
    },
  })
}

export function useLeaveConversation(id: number) {
  const queryClient = useQueryClient()
  return useMutation({
    mutationFn: () =>
      bearerRequest(`${CHAT_API}/conversations/${String(id)}/leave`, { method: 'POST' }),
    onSuccess: () => {
      queryClient.removeQueries({ queryKey: chatKeys.messages(id) })
      invalidateLists(queryClient)
    },
  })
}

export function useAddParticipants(id: number) {
  const queryClient = useQueryClient()
  return useMutation({
    mutationFn: (uids: string[]) =>
      bearerRequestJson(`${CHAT_API}/conversations/${String(id)}/participants`, ParticipantList, {
        method: 'POST',
        json: { uids } satisfies z.input<typeof AddParticipantsBody>,
      }),
    onSuccess: (list) => {
      queryClient.setQueryData(chatKeys.participants(id), list)
      void queryClient.invalidateQueries({ queryKey: chatKeys.conversation(id) })
    },
  })
}

/** Moves the read pointer; the server answers the badge through an `unread` frame too. */
export async function markRead(
  queryClient: QueryClient,
  id: number,
  messageId: number,
): Promise<void> {
  updateConversation(queryClient, id, (c) => ({
    ...c,
    unreadCount: 0,
    lastReadMessageId: Math.max(c.lastReadMessageId, messageId),
  }))
  await bearerRequestJson(`${CHAT_API}/conversations/${String(id)}/read`, ReadPointer, {
    method: 'POST',
    json: { messageId } satisfies z.input<typeof ReadBody>,
  })
}

export function useUpdateChatSettings() {
  const queryClient = useQueryClient()
  return useMutation({
    mutationFn: (preferences: z.input<typeof ChatSettingsPatch>) =>
      bearerRequestJson(`${CHAT_API}/settings`, ChatSettingsResponse, {
        method: 'PATCH',
        json: preferences,
      }),
    onSuccess: (settings) => {
      queryClient.setQueryData(chatKeys.settings, settings)
    },
  })
}
