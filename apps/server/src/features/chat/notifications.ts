import './outbox-messages.ts'
import { notificationKind } from '../../platform/notification-kinds.ts'

declare module '../../platform/notification-kinds.ts' {
  interface NotificationPayloads {
    chat_message: { conversationId: number; conversationName: string | null; preview: string }
  }
}

const PREVIEW_LENGTH = 140

/** What a notification shows of a message: its start, or what it carries. */
export function previewOf(body: string, fileCount: number): string {
  if (body.length > 0) return body.slice(0, PREVIEW_LENGTH)
  return `sent ${fileCount === 1 ? 'a file' : `${String(fileCount)} files`}`
}

/**
 * `general.chat` (spec 3): a new message for every other member, gated by their
 * preferences (off by default in-app and by email: the chat badge already counts it).
 */
export const chatNotificationKinds = [
  notificationKind({
    type: 'chat_message',
    category: 'general',
    setting: 'chat',
    text: (actor, payload) => {
      const where =
        typeof payload.conversationName === 'string' ? ` in ${payload.conversationName}` : ''
      return `${actor}${where}: ${String(payload.preview)}`
    },
    urgent: true,
    // The lock screen says who wrote and where, not what (issue 34).
    lockScreenText: (actor, payload, count) => {
      const where =
        typeof payload.conversationName === 'string' ? ` in ${payload.conversationName}` : ''
      return `${actor} sent ${count > 1 ? `${String(count)} messages` : 'a message'}${where}`
    },
    link: (_uid, payload) => `/chat/${String(payload.conversationId)}`,
    // One unread item per conversation, however many messages arrive.
    batchKey: (payload) => `chat:${String(payload.conversationId)}`,
    raisedBy: {
      message: 'chat.message_sent',
      recipients: async ({ payload }) =>
        payload.memberIds
          .filter((id) => id !== payload.senderId)
          .map((userId) => ({
            userId,
            actorId: payload.senderId,
            payload: {
              conversationId: payload.conversationId,
              conversationName: payload.conversationName,
              preview: payload.preview,
            },
          })),
    },
  }),
]
