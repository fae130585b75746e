import type { ChatMessage } from '@quad/shared'
import { dayKey } from './day-label.ts'

export type MessageRow =
  | { kind: 'day'; key: string; date: Date }
  | { kind: 'message'; key: number; message: ChatMessage; showSender: boolean }
  | { kind: 'unread'; key: 'unread' }

/**
 * The history as rows: a day separator before each new calendar day, "New messages" before
 * `firstUnreadId`, and in groups the sender's name above the first of a run of their
 * messages (not one's own).
 */
export function messageRows(
  messages: ChatMessage[],
  selfUid: string,
  isGroup: boolean,
  firstUnreadId: number | null = null,
): MessageRow[] {
  const rows: MessageRow[] = []
  let lastDay = ''
  let lastSender = ''
  for (const message of messages) {
    const date = new Date(message.createdAt)
    const day = dayKey(date)
    if (day !== lastDay) {
      rows.push({ kind: 'day', key: `day-${day}`, date })
      lastDay = day
      lastSender = ''
    }
    if (message.id === firstUnreadId) rows.push({ kind: 'unread', key: 'unread' })
    const sender = message.sender.uid
    rows.push({
      kind: 'message',
      key: message.id,
      message,
      showSender: isGroup && sender !== selfUid && sender !== lastSender,
    })
    lastSender = sender
  }
  return rows
}

/** The id of the viewer's newest message when the other student of a 1:1 has read it. */
export function seenMessageId(
  messages: ChatMessage[],
  selfUid: string,
  otherReadUpTo: number | null,
): number | null {
  if (otherReadUpTo === null) return null
  const mine = messages.findLast((message) => message.sender.uid === selfUid && !message.deletedAt)
  return mine && mine.id <= otherReadUpTo ? mine.id : null
}

/**
 * The first message someone else wrote after `readUpTo` (where the student had read to when
 * they opened the conversation): where "New messages" goes (issue 35 item 10). Null when
 * there is none.
 */
export function firstUnreadId(
  messages: ChatMessage[],
  selfUid: string,
  readUpTo: number,
): number | null {
  const first = messages.find(
    (message) => message.id > readUpTo && message.sender.uid !== selfUid && !message.deletedAt,
  )
  return first?.id ?? null
}
