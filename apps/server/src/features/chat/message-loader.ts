import { and, asc, eq, inArray, sql, type SQL } from 'drizzle-orm'
import { REPLY_QUOTE_MAX, type ChatFile, type ChatMessage, type ChatReplyTo } from '@quad/shared'
import type { DbOrTx } from '../../platform/db/database.ts'
import { chatFiles, chatMessageHides, chatMessages } from '../../db/schema/chat.ts'
import { users } from '../../platform/db/schema.ts'
import { personColumns, presentPerson } from './chat-person.ts'
import { reactionsOf } from './reaction-loader.ts'
import { threadsOf } from './thread-loader.ts'
import { linkPreviewsOf } from './link-preview-loader.ts'

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

/** Not a message the student deleted for themself (decision 095). */
export function notHiddenFor(userId: number | SQL): SQL {
  return sql`not exists (select 1 from ${chatMessageHides} h
    where h.message_id = ${chatMessages.id} and h.user_id = ${userId})`
}

/**
 * In the conversation's history: not a thread's reply, unless sent to the conversation too
 * (decision 096). A reply whose thread's starter was erased (`thread_id` set null) is back in it.
 */
export const inHistory: SQL = sql`(${chatMessages.threadId} is null or ${chatMessages.inConversation})`

/** Messages with their senders, for a caller to order and limit (history pages by keyset). */
export function messageRows(db: DbOrTx, where: SQL | undefined) {
  return db
    .select({ message: chatMessages, sender: personColumns })
    .from(chatMessages)
    .innerJoin(users, eq(users.id, chatMessages.senderId))
    .where(where)
}

type MessageRow = Awaited<ReturnType<typeof messageRows>>[number]

/** Rows as the wire shape, with their files, reactions, quotes and link previews (one query each). */
export async function presentMessages(db: DbOrTx, rows: MessageRow[]): Promise<ChatMessage[]> {
  const shown = rows.filter((r) => !r.message.deletedAt).map((r) => r.message.id)
  const replies = rows.flatMap((r) => (r.message.replyToId === null ? [] : [r.message.replyToId]))
  const starters = rows.filter((r) => r.message.threadId === null).map((r) => r.message.id)
  const previewIds = rows.flatMap(({ message }) =>
    message.deletedAt || message.linkPreviewId === null ? [] : [message.linkPreviewId],
  )
  const [files, reactions, quotes, threads, previews] = await Promise.all([
    filesOf(db, shown),
    reactionsOf(db, shown),
    quotesOf(db, replies),
    threadsOf(db, starters),
    linkPreviewsOf(db, previewIds),
  ])
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
    replyTo: (message.replyToId !== null && quotes.get(message.replyToId)) || null,
    mentions: message.deletedAt ? [] : message.mentions,
    forwarded: message.forwarded,
    broadcast: message.deletedAt ? null : message.broadcast,
    threadId: message.threadId,
    inConversation: message.inConversation,
    thread: threads.get(message.id) ?? null,
    // A deleted or hidden message shows no preview (issue 35 item 6).
    linkPreview:
      (!message.deletedAt &&
        message.linkPreviewId !== null &&
        previews.get(message.linkPreviewId)) ||
      null,
  }))
}

/**
 * The messages replies quote (issue 35 item 2), by id: sender, the start of the text, whether
 * it had files, whether it was deleted since (then no text). `inConversation` keeps to one
 * conversation (a reply being written may quote only its own).
 */
export async function quotesOf(
  db: DbOrTx,
  ids: number[],
  inConversation?: number,
): Promise<Map<number, ChatReplyTo>> {
  const quotes = new Map<number, ChatReplyTo>()
  if (ids.length === 0) return quotes
  const rows = await db
    .select({
      id: chatMessages.id,
      body: sql<string>`left(${chatMessages.body}, ${REPLY_QUOTE_MAX})`,
      deletedAt: chatMessages.deletedAt,
      hasFiles: sql<boolean>`exists (select 1 from ${chatFiles} f where f.message_id = ${chatMessages.id})`,
      sender: personColumns,
    })
    .from(chatMessages)
    .innerJoin(users, eq(users.id, chatMessages.senderId))
    .where(
      and(
        inArray(chatMessages.id, [...new Set(ids)]),
        inConversation === undefined ? undefined : eq(chatMessages.conversationId, inConversation),
      ),
    )
  for (const row of rows) {
    const deleted = row.deletedAt !== null
    quotes.set(row.id, {
      id: row.id,
      sender: presentPerson(row.sender),
      body: deleted ? '' : row.body,
      hasFiles: !deleted && row.hasFiles,
      deleted,
    })
  }
  return quotes
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
    durationMs: row.durationMs,
    waveform: row.waveform,
  }
}
