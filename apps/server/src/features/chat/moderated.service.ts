import { and, asc, eq, inArray, isNull, sql } from 'drizzle-orm'
import type { ChatPerson } from '@quad/shared'
import type { DbOrTx } from '../../platform/db/database.ts'
import { chatMessageVersions, chatMessages } from '../../db/schema/chat.ts'
import { users } from '../../platform/db/schema.ts'
import type { Realtime } from '../../platform/realtime/realtime.ts'
import type { School } from '../../platform/tenancy/schools.service.ts'
import { memberIds } from './conversations.service.ts'
import { personColumns, presentPerson } from './chat-person.ts'
import { audienceOf, requireMessage } from './messages.service.ts'
import { lockSeq } from './seq.ts'

/** What a moderator sees of a reported message besides the reported text. */
export interface ReportedMessage {
  messageId: number
  conversationId: number
  senderId: number
  sender: ChatPerson
  /** The text as stored now (a hidden message keeps it as evidence). */
  body: string
  hidden: boolean
  /** What it said before each edit and its deletion, oldest first. */
  versions: { body: string; replacedAt: string }[]
}

/** The reported messages of this school among `ids`, by id (one query). */
export async function reportedMessages(
  db: DbOrTx,
  school: School,
  ids: readonly number[],
): Promise<Map<number, ReportedMessage>> {
  if (ids.length === 0) return new Map()
  const rows = await db
    .select({
      messageId: chatMessages.id,
      conversationId: chatMessages.conversationId,
      senderId: chatMessages.senderId,
      body: chatMessages.body,
      hiddenAt: chatMessages.hiddenAt,
      sender: personColumns,
    })
    .from(chatMessages)
    .innerJoin(users, eq(users.id, chatMessages.senderId))
    .where(and(eq(chatMessages.schoolId, school.id), inArray(chatMessages.id, [...ids])))
  const versions = await versionsOf(
    db,
    rows.map((row) => row.messageId),
  )
  return new Map(
    rows.map(({ hiddenAt, sender, ...row }) => [
      row.messageId,
      {
        ...row,
        sender: presentPerson(sender),
        hidden: hiddenAt !== null,
        versions: versions.get(row.messageId) ?? [],
      },
    ]),
  )
}

/** Earlier texts of these messages, by message, oldest first (one query). */
async function versionsOf(db: DbOrTx, ids: number[]) {
  if (ids.length === 0) return new Map<number, { body: string; replacedAt: string }[]>()
  const rows = await db
    .select()
    .from(chatMessageVersions)
    .where(inArray(chatMessageVersions.messageId, ids))
    .orderBy(asc(chatMessageVersions.id))
  const byMessage = Map.groupBy(rows, (row) => row.messageId)
  return new Map(
    [...byMessage].map(([id, versions]) => [
      id,
      versions.map((row) => ({ body: row.body, replacedAt: row.replacedAt.toISOString() })),
    ]),
  )
}

/**
 * A moderator hides a message for everyone (decision 024): the deletion path (history
 * shows it deleted, unread stops counting it, a new seq reaches catching-up clients)
 * plus `hidden_at`; the row keeps its text as evidence. Run inside the action's
 * transaction; hiding a hidden message changes nothing. Null when no such message.
 */
export async function hideMessage(
  tx: DbOrTx,
  school: School,
  messageId: number,
): Promise<{ senderId: number; conversationId: number; changed: boolean } | null> {
  const [row] = await tx
    .select({
      senderId: chatMessages.senderId,
      conversationId: chatMessages.conversationId,
      deletedAt: chatMessages.deletedAt,
    })
    .from(chatMessages)
    .where(and(eq(chatMessages.id, messageId), eq(chatMessages.schoolId, school.id)))
  if (!row) return null
  if (row.deletedAt)
    return { senderId: row.senderId, conversationId: row.conversationId, changed: false }
  await lockSeq(tx, school, row.conversationId)
  await tx
    .update(chatMessages)
    .set({ hiddenAt: sql`now()`, deletedAt: sql`now()`, seq: sql`nextval('chat_message_seq')` })
    .where(and(eq(chatMessages.id, messageId), isNull(chatMessages.deletedAt)))
  return { senderId: row.senderId, conversationId: row.conversationId, changed: true }
}

/**
 * After the commit: the changed message (hidden, or its link preview come or gone) to every
 * member's open clients, like an edit, but those who deleted it for themself (decision 095).
 */
export async function announceMessage(
  db: DbOrTx,
  realtime: Realtime,
  messageId: number,
): Promise<void> {
  const message = await requireMessage(db, messageId)
  const audience = await audienceOf(db, await memberIds(db, message.conversationId), messageId)
  await realtime.send(audience, { type: 'message', message })
}
