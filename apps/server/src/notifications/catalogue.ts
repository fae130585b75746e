import type { NotificationCategory } from '@quad/shared'

/** Every event a feature may announce to a student (issue 7 item 1); more come with their features. */
export type NotificationEvent =
  | { type: 'connection_request'; userId: number; actorId: number; note: string | null }
  | { type: 'connection_accepted'; userId: number; actorId: number }
  | {
      type: 'chat_message'
      userId: number
      actorId: number
      conversationId: number
      conversationName: string | null
      preview: string
    }

export interface Entry {
  category: NotificationCategory
  setting: string
  /** The item's text, for the reader; `actor` is the actor's full name. */
  text(actor: string, payload: Record<string, unknown>): string
  /** The app path the item leads to. */
  link(actorUid: string | null, payload: Record<string, unknown>): string | null
  /** Events with the same key fold into one unread item (null: never). */
  batchKey(payload: Record<string, unknown>): string | null
}

const profileOf = (uid: string | null) => (uid ? `/student_profile?uid=${uid}` : null)

/** What each event is, which preference gates it (spec 3 keys), and how it reads. */
export const CATALOGUE: Record<NotificationEvent['type'], Entry> = {
  connection_request: {
    category: 'general',
    setting: 'connectionRequests',
    text: (actor, payload) =>
      typeof payload.note === 'string' && payload.note
        ? `${actor} wants to connect: “${payload.note}”`
        : `${actor} wants to connect`,
    link: profileOf,
    batchKey: () => null,
  },
  chat_message: {
    category: 'general',
    setting: 'chat',
    text: (actor, payload) => {
      const where =
        typeof payload.conversationName === 'string' ? ` in ${payload.conversationName}` : ''
      return `${actor}${where}: ${String(payload.preview ?? '')}`
    },
    link: (_uid, payload) => `/chat/${String(payload.conversationId)}`,
    // One unread item per conversation, however many messages arrive.
    batchKey: (payload) => `chat:${String(payload.conversationId)}`,
  },
  connection_accepted: {
    category: 'general',
    setting: 'connectionRequests',
    text: (actor) => `${actor} accepted your connection request`,
    link: profileOf,
    batchKey: () => null,
  },
}
