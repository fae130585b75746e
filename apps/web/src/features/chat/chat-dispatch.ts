import {
  TYPING_VISIBLE_MS,
  type ChatMessage,
  type ChatReplyTo,
  type Mention,
  type ChannelList,
  type Conversation,
  type ConversationList,
  type ParticipantList,
  type ServerFrame,
} from '@quad/shared'
import type { QueryClient } from '@tanstack/react-query'
import { chatKeys } from './chat-keys.ts'
import { mergeMessages, type MessageStore } from './message-merge.ts'

/** Who is typing in one conversation: uid → when the indicator expires (ms since the epoch). */
export type TypingState = Record<string, number>

/** A message the cache did not hold before: the caller may announce it or recount unread. */
export interface Arrival {
  message: ChatMessage
  isNew: boolean
}

/**
 * Writes one message (new, edited or deleted) wherever the chat section keeps it: the
 * conversation's history when loaded, its row in every conversation list, and the
 * sender's outbox (the optimistic copy the server's answer replaces). A new message also
 * ends its sender's typing indicator.
 */
export function applyMessage(queryClient: QueryClient, message: ChatMessage): Arrival {
  const inHistory = inConversationHistory(message)
  const key = inHistory
    ? chatKeys.messages(message.conversationId)
    : chatKeys.thread(message.conversationId, message.threadId ?? message.id)
  const store = queryClient.getQueryData<MessageStore>(key)
  const isNew = !store?.items.some((held) => held.id === message.id)
  if (store) mergeInto(queryClient, key, message)
  // A thread open on screen holds its starter and its replies too (decision 096).
  if (inHistory)
    mergeInto(
      queryClient,
      chatKeys.thread(message.conversationId, message.threadId ?? message.id),
      message,
    )
  queryClient.setQueryData<PendingList>(chatKeys.outbox(message.conversationId), (outbox) =>
    outbox?.filter((pending) => pending.clientId !== message.clientId),
  )
  // A thread-only reply leaves the conversation's place and preview in the lists alone.
  if (!inHistory) return { message, isNew }
  const listed = updateConversation(queryClient, message.conversationId, (conversation) =>
    withLastMessage(conversation, message),
  )
  if (!listed && !message.deletedAt) invalidateLists(queryClient)
  if (isNew) stopTyping(queryClient, message.conversationId, message.sender.uid)
  return { message, isNew }
}

/**
 * In the conversation's history: every message but a thread's reply not also sent there
 * (the server's `inHistory`, decision 096).
 */
export function inConversationHistory(message: Pick<ChatMessage, 'threadId' | 'inConversation'>) {
  return message.threadId === null || message.inConversation
}

/** Merges a message into a held history (the conversation's or a thread's), if held. */
function mergeInto(queryClient: QueryClient, key: readonly unknown[], message: ChatMessage): void {
  queryClient.setQueryData<MessageStore>(key, (store) =>
    store ? { ...store, items: mergeMessages(store.items, [message]) } : store,
  )
}

/** The sender's message is what they were typing: their indicator ends with it. */
function stopTyping(queryClient: QueryClient, conversationId: number, uid: string): void {
  queryClient.setQueryData<TypingState>(chatKeys.typing(conversationId), (state) => {
    if (state?.[uid] === undefined) return state
    const { [uid]: _ended, ...others } = state
    return others
  })
}

/** An optimistic message: shown at once, replaced by the stored one when it comes back. */
export interface PendingMessage {
  clientId: string
  body: string
  fileIds: string[]
  fileNames: string[]
  createdAt: string
  /** The message it answers (issue 35 item 2), as quoted; absent for none. */
  replyTo?: ChatReplyTo | null | undefined
  /** Whom it @mentions (issue 35 item 3), as written in `body`; absent for none. */
  mentions?: Mention[] | undefined
  /** The thread it replies in (decision 096), and whether it goes to the conversation too. */
  thread?: PendingThread | undefined
  /** `queued`: written with no network, kept on the device until it is back (decision 084). */
  status: 'sending' | 'queued' | 'failed'
}
export type PendingList = PendingMessage[]

export interface PendingThread {
  id: number
  alsoInConversation: boolean
}

function withLastMessage(conversation: Conversation, message: ChatMessage): Conversation {
  const last = conversation.lastMessage
  if (last && last.id > message.id) return conversation
  if (last?.id === message.id)
    return last.seq >= message.seq ? conversation : { ...conversation, lastMessage: message }
  return { ...conversation, lastMessage: message, activityAt: message.createdAt }
}

/**
 * A message the student deleted for themself (decision 095), here or on another device:
 * out of the history held, and the lists' previews refetched.
 */
export function removeMessage(
  queryClient: QueryClient,
  conversationId: number,
  messageId: number,
): void {
  const without = (store: MessageStore | undefined) =>
    store ? { ...store, items: store.items.filter((item) => item.id !== messageId) } : store
  queryClient.setQueryData<MessageStore>(chatKeys.messages(conversationId), without)
  queryClient.setQueriesData<MessageStore>(
    { queryKey: ['chat', 'thread', conversationId] },
    without,
  )
  invalidateLists(queryClient)
}

/** Every list of conversations refetches: the conversation lists and the club channels. */
export function invalidateLists(queryClient: QueryClient): void {
  void queryClient.invalidateQueries({ queryKey: chatKeys.lists })
  void queryClient.invalidateQueries({ queryKey: chatKeys.channels })
}

/**
 * Changes a conversation in every cached list (the club channels' too) and in its own query.
 * Lists are kept in activity order, channels in theirs. Returns false when no list holds it
 * (a conversation new to this tab).
 */
export function updateConversation(
  queryClient: QueryClient,
  id: number,
  change: (conversation: Conversation) => Conversation,
): boolean {
  let found = false
  queryClient.setQueriesData<ConversationList>({ queryKey: chatKeys.lists }, (list) => {
    if (!list?.items.some((conversation) => conversation.id === id)) return list
    found = true
    const items = list.items.map((conversation) =>
      conversation.id === id ? change(conversation) : conversation,
    )
    return { ...list, items: items.sort((a, b) => b.activityAt.localeCompare(a.activityAt)) }
  })
  queryClient.setQueryData<ChannelList>(chatKeys.channels, (list) => {
    if (!list?.clubs.some((club) => club.channels.some((channel) => channel.id === id))) return list
    found = true
    return {
      clubs: list.clubs.map((club) => ({
        ...club,
        channels: club.channels.map((channel) => (channel.id === id ? change(channel) : channel)),
      })),
    }
  })
  queryClient.setQueryData<Conversation>(chatKeys.conversation(id), (conversation) =>
    conversation ? change(conversation) : conversation,
  )
  return found
}

/**
 * A new message from someone else: one more unread in its conversation, and in the
 * shell's badge unless the conversation is muted. Counted here rather than asked of
 * the server, so a message to a big group does not send every member's client to
 * `GET /chat/unread`; reading it answers with the server's counts (`unread` frame).
 * False when no cached list holds the conversation (then the caller asks the server).
 */
export function countArrival(
  queryClient: QueryClient,
  conversationId: number,
  mentionsMe = false,
): boolean {
  const listed = [
    ...queryClient
      .getQueriesData<ConversationList>({ queryKey: chatKeys.lists })
      .flatMap(([, list]) => list?.items ?? []),
    ...(queryClient.getQueryData<ChannelList>(chatKeys.channels)?.clubs ?? []).flatMap(
      (club) => club.channels,
    ),
  ].find((conversation) => conversation.id === conversationId)
  if (!listed) return false
  updateConversation(queryClient, conversationId, (conversation) => ({
    ...conversation,
    unreadCount: conversation.unreadCount + 1,
    unreadMentions: conversation.unreadMentions + (mentionsMe ? 1 : 0),
  }))
  if (!listed.muted) {
    queryClient.setQueryData<number>(chatKeys.unreadTotal, (total) => (total ?? 0) + 1)
  }
  return true
}

/** Applies the frames that are not messages (those go through applyMessage). */
export function applyFrame(queryClient: QueryClient, frame: ServerFrame, now = Date.now()): void {
  switch (frame.type) {
    case 'hello':
      queryClient.setQueryData(chatKeys.unreadTotal, frame.chat.unreadTotal)
      return
    case 'unread':
      queryClient.setQueryData(chatKeys.unreadTotal, frame.total)
      updateConversation(queryClient, frame.conversationId, (c) => ({
        ...c,
        unreadCount: frame.count,
        unreadMentions: frame.mentions,
      }))
      return
    case 'read':
      queryClient.setQueryData<ParticipantList>(
        chatKeys.participants(frame.conversationId),
        (list) =>
          list
            ? {
                items: list.items.map((item) =>
                  item.person.uid === frame.uid
                    ? {
                        ...item,
                        lastReadMessageId: Math.max(item.lastReadMessageId ?? 0, frame.messageId),
                      }
                    : item,
                ),
              }
            : list,
      )
      return
    case 'typing':
      queryClient.setQueryData<TypingState>(chatKeys.typing(frame.conversationId), (state) => ({
        ...state,
        [frame.uid]: now + TYPING_VISIBLE_MS,
      }))
      return
    case 'presence':
      setPresence(queryClient, frame.uid, frame.online)
      return
    case 'hidden':
      removeMessage(queryClient, frame.conversationId, frame.messageId)
      return
    case 'conversation':
      invalidateLists(queryClient)
      void queryClient.invalidateQueries({ queryKey: chatKeys.conversation(frame.conversationId) })
      void queryClient.invalidateQueries({ queryKey: chatKeys.participants(frame.conversationId) })
      void queryClient.invalidateQueries({ queryKey: chatKeys.pins(frame.conversationId) })
      return
    default:
      return
  }
}

function setPresence(queryClient: QueryClient, uid: string, online: boolean): void {
  const change = (conversation: Conversation): Conversation =>
    conversation.kind === 'direct' && conversation.participants[0]?.uid === uid
      ? { ...conversation, online }
      : conversation
  queryClient.setQueriesData<ConversationList>({ queryKey: chatKeys.lists }, (list) =>
    list ? { ...list, items: list.items.map(change) } : list,
  )
  queryClient.setQueriesData<Conversation>(
    { queryKey: ['chat', 'conversation'] },
    (conversation) => (conversation ? change(conversation) : conversation),
  )
}
