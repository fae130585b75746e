import { SyncPage, type ChatMessage, type ServerFrame } from '@quad/shared'
import type { QueryClient } from '@tanstack/react-query'
import { bearerRequestJson } from '../../lib/http/bearer-client.ts'
import type { HelloFrame, RealtimeExtension } from '../../lib/realtime/registry.ts'
import { catchUp } from './catch-up.ts'
import {
  applyFrame,
  applyMessage,
  countArrival,
  inConversationHistory,
  invalidateLists,
} from './chat-dispatch.ts'
import { chatKeys } from './chat-keys.ts'
import { SeenMessages } from './message-merge.ts'
import { refreshUnread } from './unread-refresh.ts'

const UNREAD_REFRESH_DELAY_MS = 300

type ArrivalListener = (message: ChatMessage) => void
const listeners = new Set<ArrivalListener>()

/** Calls `listener` for each new message from someone else (the live region). */
export function onIncomingMessage(listener: ArrivalListener): () => void {
  listeners.add(listener)
  return () => {
    listeners.delete(listener)
  }
}

/**
 * What chat adds to the socket (decision 019): messages applied once each (`SeenMessages`),
 * the other chat frames written into the Query cache, and on every (re)connect a catch-up
 * through GET /api/v1/chat/sync from the cursor before the socket is trusted again.
 *
 * The cursor moves only by what the server vouches for: the first hello's seq and each
 * catch-up's end, both settled (every change up to them has committed). A live frame
 * never moves it: sends no longer wait for each other (decision 061), so a frame can
 * overtake a change of another conversation that commits a moment later, and a cursor
 * moved past that change would skip it. The catch-up re-reads what the socket already
 * brought; `SeenMessages` applies each change once.
 */
export function chatRealtime(queryClient: QueryClient): RealtimeExtension {
  const seen = new SeenMessages()
  /** Where the next catch-up starts; null until the first hello (nothing cached: start there). */
  let lastSeq: number | null = null
  let selfUid: string | null = null
  let unreadTimer: ReturnType<typeof setTimeout> | undefined

  const scheduleUnreadRefresh = (): void => {
    clearTimeout(unreadTimer)
    unreadTimer = setTimeout(() => {
      refreshUnread(queryClient).catch(() => undefined)
    }, UNREAD_REFRESH_DELAY_MS)
  }

  const onMessage = (message: ChatMessage): void => {
    const kind = seen.record(message)
    if (kind === null) return
    const arrival = applyMessage(queryClient, message)
    const fromOther = message.sender.uid !== selfUid
    if (!fromOther || kind !== 'new') return
    // A thread's reply counts in its thread, for those who follow it (decision 096).
    if (message.threadId !== null) {
      void queryClient.invalidateQueries({ queryKey: chatKeys.threads(message.conversationId) })
      if (!inConversationHistory(message)) return
    }
    const mentionsMe = message.mentions.some((mention) => mention.uid === selfUid)
    if (mentionsMe) void queryClient.invalidateQueries({ queryKey: chatKeys.mentions })
    if (!arrival.isNew || !countArrival(queryClient, message.conversationId, mentionsMe)) {
      scheduleUnreadRefresh()
    }
    if (arrival.isNew && !message.deletedAt) for (const listener of listeners) listener(message)
  }

  const onHello = async (hello: HelloFrame): Promise<void> => {
    selfUid = hello.uid
    if (lastSeq === null) {
      lastSeq = hello.chat.seq
      // Anything the chat section loaded before the socket was up may be older than seq.
      invalidateLists(queryClient)
      return
    }
    const reached = await catchUp(
      lastSeq,
      (after) => bearerRequestJson(`/api/v1/chat/sync?after=${String(after)}`, SyncPage),
      (items) => {
        for (const message of items) onMessage(message)
      },
    )
    lastSeq = Math.max(lastSeq, reached)
    // Membership may have changed while away (added to a group, left elsewhere).
    invalidateLists(queryClient)
    scheduleUnreadRefresh()
  }

  const other = (frame: ServerFrame): void => applyFrame(queryClient, frame)
  return {
    frames: {
      message: (frame) => onMessage(frame.message),
      hello: other,
      typing: other,
      read: other,
      presence: other,
      unread: other,
      conversation: other,
      hidden: other,
    },
    onHello,
    stop: () => clearTimeout(unreadTimer),
  }
}
