import './outbox-messages.ts'
import { and, eq, inArray, isNull } from 'drizzle-orm'
import type { DbOrTx } from '../../platform/db/database.ts'
import { chatParticipants, chatThreadFollows } from '../../db/schema/chat.ts'
import { notificationKind } from '../../platform/notification-kinds.ts'

interface MessageNotice {
  conversationId: number
  conversationName: string | null
  preview: string
}

declare module '../../platform/notification-kinds.ts' {
  interface NotificationPayloads {
    chat_message: MessageNotice
    chat_mentioned: MessageNotice & { messageId: number }
    chat_thread_reply: MessageNotice & { messageId: number; threadId: number }
  }
}

const noticeOf = (sent: MessageNotice): MessageNotice => ({
  conversationId: sent.conversationId,
  conversationName: sent.conversationName,
  preview: sent.preview,
})

const where = (payload: { conversationName?: unknown }) =>
  typeof payload.conversationName === 'string' ? ` in ${payload.conversationName}` : ''

/** Of `userIds`, those still in the conversation, and whether each muted it. */
async function currentMembers(
  tx: DbOrTx,
  conversationId: number,
  userIds: number[],
): Promise<Map<number, { muted: boolean }>> {
  if (userIds.length === 0) return new Map()
  const rows = await tx
    .select({ userId: chatParticipants.userId, muted: chatParticipants.muted })
    .from(chatParticipants)
    .where(
      and(
        eq(chatParticipants.conversationId, conversationId),
        inArray(chatParticipants.userId, userIds),
        isNull(chatParticipants.leftAt),
      ),
    )
  return new Map(rows.map((row) => [row.userId, { muted: row.muted }]))
}

/** The thread's followers (decision 096): its starter's sender and those who replied. */
async function followersOf(tx: DbOrTx, rootId: number): Promise<number[]> {
  const rows = await tx
    .select({ userId: chatThreadFollows.userId })
    .from(chatThreadFollows)
    .where(eq(chatThreadFollows.rootId, rootId))
  return rows.map((row) => row.userId)
}

const PREVIEW_LENGTH = 140

/** What a notification shows of a message: its start, or what it carries (a voice note). */
export function previewOf(body: string, files: readonly { contentType: string }[]): string {
  if (body.length > 0) return body.slice(0, PREVIEW_LENGTH)
  if (files.length === 1 && files[0]?.contentType.startsWith('audio/')) return 'sent a voice note'
  return `sent ${files.length === 1 ? 'a file' : `${String(files.length)} files`}`
}

/**
 * `general.chat` (spec 3): a new message for every other member who has not muted the
 * conversation, gated by their preferences (off by default in-app and by email: the chat
 * badge already counts it). A member it @mentions hears of it as a mention instead, muted
 * or not (issue 35 item 3, decision 089: a mention is addressed to them, as in Slack and
 * Discord), under the same `chat` switches but in the bell by default.
 */
export const chatNotificationKinds = [
  notificationKind({
    type: 'chat_message',
    category: 'general',
    setting: 'chat',
    text: (actor, payload) => `${actor}${where(payload)}: ${String(payload.preview)}`,
    urgent: true,
    // The lock screen says who wrote and where, not what (issue 34).
    lockScreenText: (actor, payload, count) =>
      `${actor} sent ${count > 1 ? `${String(count)} messages` : 'a message'}${where(payload)}`,
    link: (_uid, payload) => `/chat/${String(payload.conversationId)}`,
    // One unread item per conversation, however many messages arrive.
    batchKey: (payload) => `chat:${String(payload.conversationId)}`,
    raisedBy: {
      message: 'chat.message_sent',
      async recipients({ payload }, { tx }) {
        // A thread's reply is its followers' news (`chat_thread_reply`); the rest of the
        // conversation hears of it only when it was sent to the conversation too.
        if (payload.threadId && payload.inConversation === false) return []
        const told = new Set([
          ...(payload.mentionedIds ?? []),
          ...(payload.threadId ? await followersOf(tx, payload.threadId) : []),
        ])
        const members = await currentMembers(
          tx,
          payload.conversationId,
          payload.memberIds.filter((id) => id !== payload.senderId && !told.has(id)),
        )
        return [...members].flatMap(([userId, { muted }]) =>
          muted ? [] : [{ userId, actorId: payload.senderId, payload: noticeOf(payload) }],
        )
      },
    },
  }),
  notificationKind({
    type: 'chat_mentioned',
    category: 'general',
    setting: 'chat',
    // Addressed to the student: in the bell unless chat's in-app switch was turned off.
    defaults: { in_app: 'yes' },
    text: (actor, payload) => `${actor} mentioned you${where(payload)}: ${String(payload.preview)}`,
    urgent: true,
    lockScreenText: (actor, payload) => `${actor} mentioned you${where(payload)}`,
    // The message in its conversation (the chat page scrolls to it).
    link: (_uid, payload) =>
      `/chat/${String(payload.conversationId)}?message=${String(payload.messageId)}`,
    batchKey: () => null,
    raisedBy: {
      message: 'chat.message_sent',
      async recipients({ payload }, { tx }) {
        const members = await currentMembers(tx, payload.conversationId, payload.mentionedIds ?? [])
        return [...members.keys()].map((userId) => ({
          userId,
          actorId: payload.senderId,
          payload: { ...noticeOf(payload), messageId: payload.messageId },
        }))
      },
    },
  }),
  notificationKind({
    type: 'chat_thread_reply',
    category: 'general',
    setting: 'chat',
    // A thread the student started or replied in: in the bell, as Slack's threads are.
    defaults: { in_app: 'yes' },
    text: (actor, payload) =>
      `${actor} replied in a thread${where(payload)}: ${String(payload.preview)}`,
    urgent: true,
    lockScreenText: (actor, payload) => `${actor} replied in a thread${where(payload)}`,
    link: (_uid, payload) =>
      `/chat/${String(payload.conversationId)}?thread=${String(payload.threadId)}`,
    // One unread item per thread, however many replies arrive.
    batchKey: (payload) => `chat-thread:${String(payload.threadId)}`,
    raisedBy: {
      message: 'chat.message_sent',
      async recipients({ payload }, { tx }) {
        const threadId = payload.threadId
        if (!threadId) return []
        const mentioned = new Set(payload.mentionedIds ?? [])
        const followers = (await followersOf(tx, threadId)).filter(
          (id) => id !== payload.senderId && !mentioned.has(id),
        )
        const members = await currentMembers(tx, payload.conversationId, followers)
        return [...members].flatMap(([userId, { muted }]) =>
          muted
            ? []
            : [
                {
                  userId,
                  actorId: payload.senderId,
                  payload: { ...noticeOf(payload), messageId: payload.messageId, threadId },
                },
              ],
        )
      },
    },
  }),
]
