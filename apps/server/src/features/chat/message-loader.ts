import { asc, eq, inArray, type SQL } from 'drizzle-orm'
import type { ChatFile, ChatMessage, ChatPerson } from '@quad/shared'
import type { DbOrTx } from '../../platform/db/database.ts'
import { chatFiles, chatMessages } from '../../db/schema/chat.ts'
import { users } from '../../platform/db/schema.ts'
import { shownPhotoUrl } from '../profiles/index.ts'
import { reactionsOf } from './reaction-loader.ts'

export const personColumns = {
  uid: users.uid,
  firstName: users.firstName,
  lastName: users.lastName,
  photoUrl: shownPhotoUrl,
}

export function presentPerson(row: ChatPerson): ChatPerson {
  return { uid: row.uid, firstName: row.firstName, lastName: row.lastName, photoUrl: row.photoUrl }
}

/**
 * Messages matching `where`, in the order `orderBy` gives, as the wire shape: sender
 * and files joined in two queries however many messages there are.
 */
export async function loadMessages(
  db: DbOrTx,
  where: SQL | undefined,
  orderBy: SQL | SQL[],
  limit: number,
): Promise<ChatMessage[]> {
  const rows = await messageRows(db, where)
    .orderBy(...(Array.isArray(orderBy) ? orderBy : [orderBy]))
    .limit(limit)
  return presentMessages(db, rows)
}

/** Messages with their senders, for a caller to order and limit (history pages by keyset). */
export function messageRows(db: DbOrTx, where: SQL | undefined) {
  return db
    .select({ message: chatMessages, sender: personColumns })
    .from(chatMessages)
    .innerJoin(users, eq(users.id, chatMessages.senderId))
    .where(where)
}

type MessageRow = Awaited<ReturnType<typeof messageRows>>[number]

/** Rows as the wire shape, with their files and reactions (one query each). */
export async function presentMessages(db: DbOrTx, rows: MessageRow[]): Promise<ChatMessage[]> {
  const shown = rows.filter((r) => !r.message.deletedAt).map((r) => r.message.id)
  const [files, reactions] = await Promise.all([filesOf(db, shown), reactionsOf(db, shown)])
  return rows.map(({ message, sender }) => ({
    id: message.id,
    seq: message.seq,
    conversationId: message.conversationId,
    sender: presentPerson(sender),
    clientId: message.clientId,
    body: message.deletedAt ? '' : message.body,
    files: message.deletedAt ? [] : (files.get(message.id) ?? []),
    createdAt: message.createdAt.toISOString(),
    editedAt: message.editedAt?.toISOString() ?? null,
    deletedAt: message.deletedAt?.toISOString() ?? null,
    reactions: message.deletedAt ? [] : (reactions.get(message.id) ?? []),
  }))
}

async function filesOf(db: DbOrTx, messageIds: number[]): Promise<Map<number, ChatFile[]>> {
  const byMessage = new Map<number, ChatFile[]>()
  if (messageIds.length === 0) return byMessage
  const rows = await db
    .select()
    .from(chatFiles)
    .where(inArray(chatFiles.messageId, messageIds))
    .orderBy(asc(chatFiles.createdAt), asc(chatFiles.id))
  for (const row of rows) {
    if (row.messageId === null) continue
    const list = byMessage.get(row.messageId) ?? []
    list.push(presentFile(row))
    byMessage.set(row.messageId, list)
  }
  return byMessage
}

export function presentFile(row: typeof chatFiles.$inferSelect): ChatFile {
  return {
    id: row.id,
    name: row.name,
    contentType: row.contentType,
    size: row.size,
    width: row.width,
    height: row.height,
    hasPreview: row.hasPreview,
  }
}
