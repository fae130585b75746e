import { and, asc, desc, eq, gt, inArray, isNull, lt, sql } from 'drizzle-orm'
import type { ChatMessage, MessagePage, SyncPage } from '@quad/shared'
import type { Db, DbOrTx } from '../platform/db/database.ts'
import {
  chatConversations,
  chatFiles,
  chatMessages,
  chatParticipants,
  chatReports,
} from '../platform/db/schema.ts'
import { badRequest, conflict, forbidden, notFound } from '../platform/errors.ts'
import type { School } from '../platform/tenancy/schools.service.ts'
import { anyBlock } from '../connections/blocks.service.ts'
import { memberIds, requireMembership } from './conversations.service.ts'
import { loadMessages } from './message-loader.ts'

/**
 * Every change to a message takes its `seq` inside this per-school lock, held to the
 * commit, so seq order is commit order within a school: a client that has seen seq N
 * has seen every change before it, and catching up from N misses nothing
 * (docs/decisions/008-chat-delivery.md).
 */
async function lockSeq(tx: DbOrTx, school: School): Promise<void> {
  await tx.execute(sql`select pg_advisory_xact_lock(7306, ${school.id})`)
}

export interface SendInput {
  body: string
  clientId: string
  fileIds: string[]
}

/**
 * Stores a message. A retry with the same `clientId` returns the stored message
 * (`created: false`) instead of a second copy (issue 6 item 2).
 */
export async function sendMessage(
  db: Db,
  school: School,
  senderId: number,
  conversationId: number,
  input: SendInput,
): Promise<{ message: ChatMessage; created: boolean }> {
  const existing = await findByClientId(db, senderId, input.clientId)
  if (existing) return { message: sameConversation(existing, conversationId), created: false }
  const membership = await requireMembership(db, school, senderId, conversationId)
  if (membership.kind === 'direct') await refuseBlocked(db, senderId, conversationId)
  if (!input.body && input.fileIds.length === 0) {
    throw badRequest('body: write a message or attach a file', [
      { path: 'body.body', message: 'is empty and no file is attached' },
    ])
  }
  const id = await db.transaction(async (tx) => {
    const files = await claimableFiles(tx, school, senderId, input.fileIds)
    await lockSeq(tx, school)
    const [row] = await tx
      .insert(chatMessages)
      .values({
        conversationId,
        schoolId: school.id,
        senderId,
        clientId: input.clientId,
        body: input.body,
      })
      .onConflictDoNothing()
      .returning({ id: chatMessages.id })
    // A concurrent retry of the same send won the race: answer with its message.
    if (!row) return null
    if (files.length > 0) {
      await tx
        .update(chatFiles)
        .set({ messageId: row.id, conversationId })
        .where(inArray(chatFiles.id, files))
    }
    await tx
      .update(chatConversations)
      .set({ lastMessageId: row.id, activityAt: sql`now()` })
      .where(eq(chatConversations.id, conversationId))
    // One's own message is read.
    await tx
      .update(chatParticipants)
      .set({ lastReadMessageId: row.id })
      .where(
        and(
          eq(chatParticipants.conversationId, conversationId),
          eq(chatParticipants.userId, senderId),
        ),
      )
    return row.id
  })
  if (id === null) {
    const raced = await findByClientId(db, senderId, input.clientId)
    if (!raced) throw new Error('message vanished after a conflicting insert')
    return { message: sameConversation(raced, conversationId), created: false }
  }
  return { message: await requireMessage(db, id), created: true }
}

function sameConversation(message: ChatMessage, conversationId: number): ChatMessage {
  if (message.conversationId !== conversationId) {
    throw conflict('body.clientId: already used for a message in another conversation')
  }
  return message
}

async function findByClientId(db: DbOrTx, senderId: number, clientId: string) {
  const [message] = await loadMessages(
    db,
    and(eq(chatMessages.senderId, senderId), eq(chatMessages.clientId, clientId)),
    desc(chatMessages.id),
    1,
  )
  return message ?? null
}

export async function requireMessage(db: DbOrTx, id: number): Promise<ChatMessage> {
  const [message] = await loadMessages(db, eq(chatMessages.id, id), desc(chatMessages.id), 1)
  if (!message) throw notFound('Message')
  return message
}

/** Issue 6 item 7: in a 1:1, a block either way stops messages both ways. */
async function refuseBlocked(db: DbOrTx, userId: number, conversationId: number) {
  const others = (await memberIds(db, conversationId)).filter((id) => id !== userId)
  if (await anyBlock(db, userId, others)) throw forbidden("You can't message this student")
}

/** The sender's own uploads, not yet sent with another message; anything else is a 400. */
async function claimableFiles(
  tx: DbOrTx,
  school: School,
  senderId: number,
  fileIds: string[],
): Promise<string[]> {
  if (fileIds.length === 0) return []
  const unique = [...new Set(fileIds)]
  const rows = await tx
    .select({ id: chatFiles.id })
    .from(chatFiles)
    .where(
      and(
        inArray(chatFiles.id, unique),
        eq(chatFiles.schoolId, school.id),
        eq(chatFiles.uploaderId, senderId),
        isNull(chatFiles.messageId),
      ),
    )
    .for('update')
  if (rows.length !== unique.length) {
    throw badRequest('body.fileIds: unknown, foreign or already sent file', [
      { path: 'body.fileIds', message: 'must be your own files, not yet sent' },
    ])
  }
  return unique
}

/** History, newest first, older pages by `before` (api.md). */
export async function history(
  db: DbOrTx,
  school: School,
  userId: number,
  conversationId: number,
  page: { before?: number | undefined; limit: number },
): Promise<MessagePage> {
  await requireMembership(db, school, userId, conversationId)
  const rows = await loadMessages(
    db,
    and(
      eq(chatMessages.conversationId, conversationId),
      page.before === undefined ? undefined : lt(chatMessages.id, page.before),
    ),
    desc(chatMessages.id),
    page.limit + 1,
  )
  const items = rows.slice(0, page.limit)
  const oldest = items.at(-1)
  return { items, nextBefore: rows.length > page.limit && oldest ? oldest.id : null }
}

/**
 * Every change after `after` in the viewer's current conversations, by seq: what a
 * reconnecting client missed (issue 6 item 3).
 */
export async function changesSince(
  db: DbOrTx,
  school: School,
  userId: number,
  after: number,
  limit: number,
): Promise<SyncPage> {
  const rows = await loadMessages(
    db,
    and(
      gt(chatMessages.seq, after),
      eq(chatMessages.schoolId, school.id),
      sql`${chatMessages.conversationId} in (
        select conversation_id from chat_participants
        where user_id = ${userId} and left_at is null)`,
    ),
    asc(chatMessages.seq),
    limit + 1,
  )
  const items = rows.slice(0, limit)
  return { items, lastSeq: items.at(-1)?.seq ?? after, hasMore: rows.length > limit }
}

/** The newest seq of the school: where a client with nothing cached starts. */
export async function latestSeq(db: DbOrTx, school: School): Promise<number> {
  const rows = await db
    .select({ seq: sql<string | null>`max(${chatMessages.seq})` })
    .from(chatMessages)
    .where(eq(chatMessages.schoolId, school.id))
  return Number(rows[0]?.seq ?? 0)
}

/**
 * Edits or deletes one's own message; either gives it a new seq. A delete also drops
 * the message's files; their ids come back so the caller removes the stored bytes.
 */
export async function changeOwnMessage(
  db: Db,
  school: School,
  userId: number,
  conversationId: number,
  messageId: number,
  change: { body: string } | { delete: true },
): Promise<{ message: ChatMessage; removedFiles: string[] }> {
  await requireMembership(db, school, userId, conversationId)
  const removedFiles = await db.transaction(async (tx) => {
    const [row] = await tx
      .select({ senderId: chatMessages.senderId, deletedAt: chatMessages.deletedAt })
      .from(chatMessages)
      .where(and(eq(chatMessages.id, messageId), eq(chatMessages.conversationId, conversationId)))
    if (!row) throw notFound('Message')
    if (row.senderId !== userId) throw forbidden('Only the sender can change a message')
    if (row.deletedAt) throw conflict('The message was deleted')
    await lockSeq(tx, school)
    const set =
      'body' in change
        ? { body: change.body, editedAt: sql`now()` }
        : { body: '', deletedAt: sql`now()` }
    await tx
      .update(chatMessages)
      .set({ ...set, seq: sql`nextval('chat_message_seq')` })
      .where(eq(chatMessages.id, messageId))
    if ('body' in change) return []
    const removed = await tx
      .delete(chatFiles)
      .where(eq(chatFiles.messageId, messageId))
      .returning({ id: chatFiles.id })
    return removed.map((file) => file.id)
  })
  return { message: await requireMessage(db, messageId), removedFiles }
}

/**
 * Moves the read pointer forward to `messageId` (never back, never past the last
 * message). Returns the pointer after the move.
 */
export async function markRead(
  db: DbOrTx,
  school: School,
  userId: number,
  conversationId: number,
  messageId: number,
): Promise<number> {
  await requireMembership(db, school, userId, conversationId)
  const rows = await db.execute<{ last_read_message_id: string }>(sql`
    update chat_participants p
    set last_read_message_id = greatest(p.last_read_message_id,
      least(${messageId}, coalesce(c.last_message_id, 0)))
    from chat_conversations c
    where c.id = p.conversation_id and p.conversation_id = ${conversationId}
      and p.user_id = ${userId}
    returning p.last_read_message_id`)
  return Number(rows.rows[0]?.last_read_message_id ?? 0)
}

/** Issue 6 item 7: a report keeps the body as it was, for moderators. Reporting twice is one report. */
export async function reportMessage(
  db: DbOrTx,
  school: School,
  userId: number,
  conversationId: number,
  messageId: number,
  reason: string,
): Promise<void> {
  await requireMembership(db, school, userId, conversationId)
  const [row] = await db
    .select({ senderId: chatMessages.senderId, body: chatMessages.body })
    .from(chatMessages)
    .where(and(eq(chatMessages.id, messageId), eq(chatMessages.conversationId, conversationId)))
  if (!row) throw notFound('Message')
  if (row.senderId === userId) {
    throw badRequest('params.messageId: you cannot report your own message', [
      { path: 'params.messageId', message: 'is your own message' },
    ])
  }
  await db
    .insert(chatReports)
    .values({ schoolId: school.id, messageId, reporterId: userId, reason, bodySnapshot: row.body })
    .onConflictDoNothing()
}
