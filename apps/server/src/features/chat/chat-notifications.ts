import type { ChatMessage } from '@quad/shared'
import type { DbOrTx } from '../../platform/db/database.ts'
import type { Realtime } from '../../platform/realtime/realtime.ts'
import type { School } from '../../platform/tenancy/schools.service.ts'
import { announce, notifyAll } from '../notifications/index.ts'

const PREVIEW_LENGTH = 140

/**
 * A new message is a `general.chat` event for every other member (issue 7 item 1),
 * gated by their preferences (off by default in-app and by email: the chat badge
 * already counts it). Written after the message commits, outside the seq lock: a crash
 * in between loses the notification, never the message.
 */
export async function notifyMembers(
  db: DbOrTx,
  realtime: Realtime,
  school: School,
  sent: {
    senderId: number
    memberIds: readonly number[]
    conversationName: string | null
    message: ChatMessage
  },
): Promise<void> {
  const { senderId, message } = sent
  const recipients = sent.memberIds.filter((id) => id !== senderId)
  if (recipients.length === 0) return
  const preview =
    message.body.length > 0
      ? message.body.slice(0, PREVIEW_LENGTH)
      : `sent ${message.files.length === 1 ? 'a file' : `${message.files.length} files`}`
  const delivered = await notifyAll(
    db,
    school,
    recipients.map((userId) => ({
      type: 'chat_message' as const,
      userId,
      actorId: senderId,
      conversationId: message.conversationId,
      conversationName: sent.conversationName,
      preview,
    })),
  )
  await announce(db, realtime, delivered)
}
