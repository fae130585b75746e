import './outbox-messages.ts'
import { and, asc, desc, eq, gt, inArray, isNull, lte, sql } from 'drizzle-orm'
import {
  broadcastOf,
  type Broadcast,
  type ChatMessage,
  type ChatPerson,
  type ChatReplyTo,
  type PageOf,
  type SyncPage,
} from '@quad/shared'
import type { Database, Db, DbOrTx } from '../../platform/db/database.ts'
import type { Outbox } from '../../platform/outbox/messages.ts'
import {
  chatFiles,
  chatMessageHides,
  chatMessageVersions,
  chatMessages,
} from '../../db/schema/chat.ts'
import { badRequest, conflict, forbidden, notFound } from '../../platform/errors.ts'
import { fileReport } from '../../platform/reports/reports.service.ts'
import type { School } from '../../platform/tenancy/schools.service.ts'
import { keysetPage } from '../../platform/paging/keyset.ts'
import { anyBlock } from '../connections/index.ts'
import { previewOf } from './notifications.ts'
import { channelSender } from './channels.service.ts'
import { requireMembership, requireWritable } from './conversations.service.ts'
import type { MembershipCache } from './membership-cache.ts'
import { keptMentions, NO_MENTIONS } from './mentions.ts'
import { previewAddress } from './link-address.ts'
import { lockSeq, settledSeq } from './seq.ts'
import { preparedSend, sendWith, type SendValues, type SentRow } from './send-statement.ts'
import {
  inHistory,
  loadMessages,
  messageRows,
  notHiddenFor,
  presentFile,
  presentMessages,
  quotesOf,
} from './message-loader.ts'
import { presentPerson } from './chat-person.ts'

export interface SendInput {
  body: string
  clientId: string
  fileIds: string[]
  replyToId?: number | undefined
  /** Uids the sender @mentions (`keptMentions` keeps those it may). */
  mentions?: readonly string[] | undefined
  /** A copy of another message (`forward.ts` made its text and files). */
  forwarded?: boolean | undefined
  /** The thread it replies in (decision 096), and whether it goes to the conversation too. */
  threadId?: number | undefined
  alsoInConversation?: boolean | undefined
}

export interface Sent {
  message: ChatMessage
  /** False when this was a retry of a stored send (same clientId). */
  created: boolean
  /** Everyone in the conversation now: who hears about it. */
  memberIds: number[]
}

/**
 * Stores a message. A retry with the same `clientId` returns the stored message
 * (`created: false`) instead of a second copy (issue 6 item 2). Membership and the
 * member list come from this instance's cache (P2, decision 061); the insert checks the
 * sender's membership again in the database, so a student who has just left cannot
 * send, and the outbox message (decision 023: notifications hear of it after the commit)
 * reads the members and the name as they are at the insert. The store is one statement,
 * prepared once (`send-statement.ts`; a transaction only when files are attached).
 */
export async function sendMessage(
  database: Database,
  send: SendPath,
  memberships: MembershipCache,
  school: School,
  sender: ChatPerson & { id: number },
  conversationId: number,
  input: SendInput,
): Promise<Sent> {
  const { db } = database
  if (!(await memberships.isMemberNow(sender.id, conversationId))) {
    throw notFound('Conversation')
  }
  const { kind, memberIds } = await memberships.members(conversationId)
  // A channel's rules (decision 092): open, the sender allowed to post; `@channel` and
  // `@here` are its officers' (issue 35 item 3), read as the composer and bubble read them.
  const channel = kind === 'channel' ? await channelSender(db, conversationId, sender.id) : null
  const broadcast = channel?.officer ? broadcastOf(input.body) : null
  if (!input.body && input.fileIds.length === 0) {
    throw badRequest('body: write a message or attach a file', [
      { path: 'body.body', message: 'is empty and no file is attached' },
    ])
  }
  // Issue 6 item 7: in a 1:1, a block either way stops messages both ways.
  const others = memberIds.filter((id) => id !== sender.id)
  if (kind === 'direct' && (await anyBlock(db, sender.id, others))) {
    throw forbidden("You can't message this student")
  }
  const threadId =
    input.threadId === undefined ? null : await threadRoot(db, conversationId, kind, input.threadId)
  const inConversation = threadId === null || input.alsoInConversation === true
  const replyTo =
    input.replyToId === undefined ? null : await quoted(db, conversationId, input.replyToId)
  const kept = input.mentions?.length
    ? await keptMentions(db, conversationId, sender.id, input.mentions, input.body)
    : NO_MENTIONS
  const addressed = broadcast ? await send.audience(broadcast, others) : []
  const mentionedIds = [...new Set([...kept.ids, ...addressed])]
  const values = (files: { id: string; contentType: string }[]): SendValues => ({
    schoolId: school.id,
    senderId: sender.id,
    conversationId,
    clientId: input.clientId,
    body: input.body,
    fileIds: files.map((file) => file.id),
    preview: previewOf(input.body, files),
    replyToId: replyTo?.id ?? null,
    mentions: JSON.stringify(kept.mentions),
    mentionedIds: JSON.stringify(mentionedIds),
    forwarded: input.forwarded ?? false,
    broadcast,
    threadId,
    inConversation,
    link: previewAddress(input.body),
  })
  const stored =
    input.fileIds.length === 0
      ? { row: (await database.pool.query<SentRow>(send.prepared(values([])))).rows[0], files: [] }
      : await db.transaction(async (tx) => {
          const files = await claimableFiles(tx, school, sender.id, input.fileIds)
          const row = await sendWith(tx, send.outbox, values(files))
          return { row, files }
        })
  if (!stored.row) {
    // A retry (or a concurrent copy) of a stored send: answer with the stored message.
    // Nothing stored under that clientId: the sender is no longer a member.
    const replay = await findByClientId(db, sender.id, input.clientId)
    if (!replay) throw notFound('Conversation')
    return { message: sameConversation(replay, conversationId), created: false, memberIds }
  }
  send.outbox.emitted()
  return {
    message: {
      id: Number(stored.row.id),
      seq: Number(stored.row.seq),
      conversationId,
      sender: presentPerson(sender),
      clientId: input.clientId,
      body: input.body,
      files: stored.files.map(presentFile),
      createdAt: new Date(stored.row.created_at).toISOString(),
      editedAt: null,
      deletedAt: null,
      reactions: [],
      replyTo,
      mentions: kept.mentions,
      forwarded: input.forwarded ?? false,
      broadcast,
      threadId,
      inConversation,
      thread: null,
      // Made after the send, off its path (decision 097): the members hear it when it comes.
      linkPreview: null,
    },
    created: true,
    memberIds,
  }
}

/**
 * How a send is stored: the outbox, and the send statement it prepared once
 * (`send-statement.ts`); and whom a channel's `@channel` (every other member) or `@here`
 * (those online now, by presence) addresses.
 */
export interface SendPath {
  outbox: Outbox
  prepared: ReturnType<typeof preparedSend>
  audience: (broadcast: Broadcast, others: number[]) => Promise<number[]>
}

export function sendPath(
  outbox: Outbox,
  online: (ids: number[]) => Promise<Set<number>>,
): SendPath {
  return {
    outbox,
    prepared: preparedSend(outbox),
    audience: async (broadcast, others) =>
      broadcast === 'channel' ? others : [...(await online(others))],
  }
}

/** The message a reply answers: of this conversation and not deleted, or a 400 naming the field. */
async function quoted(db: DbOrTx, conversationId: number, id: number): Promise<ChatReplyTo> {
  const quote = (await quotesOf(db, [id], conversationId)).get(id)
  if (!quote) {
    throw badRequest('body.replyToId: not a message of this conversation', [
      { path: 'body.replyToId', message: 'is not a message of this conversation' },
    ])
  }
  if (quote.deleted) {
    throw badRequest('body.replyToId: the message was deleted', [
      { path: 'body.replyToId', message: 'was deleted' },
    ])
  }
  return quote
}

/**
 * The message a thread's reply answers (decision 096): in a group or a channel (a 1:1 has
 * no threads, as in Slack and WhatsApp), of this conversation, not deleted and not itself a
 * thread's reply; otherwise a 400 naming the field.
 */
async function threadRoot(
  db: DbOrTx,
  conversationId: number,
  kind: string,
  id: number,
): Promise<number> {
  const refuse = (message: string) =>
    badRequest(`body.threadId: ${message}`, [{ path: 'body.threadId', message }])
  if (kind === 'direct') throw refuse('threads are for groups and channels')
  const [root] = await db
    .select({ threadId: chatMessages.threadId, deletedAt: chatMessages.deletedAt })
    .from(chatMessages)
    .where(and(eq(chatMessages.id, id), eq(chatMessages.conversationId, conversationId)))
  if (!root) throw refuse('is not a message of this conversation')
  if (root.deletedAt) throw refuse('was deleted')
  if (root.threadId !== null) throw refuse('is a reply in a thread: reply in that thread')
  return id
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

/** The sender's own uploads, not yet sent with another message; anything else is a 400. */
async function claimableFiles(
  tx: DbOrTx,
  school: School,
  senderId: number,
  fileIds: string[],
): Promise<(typeof chatFiles.$inferSelect)[]> {
  if (fileIds.length === 0) return []
  const unique = [...new Set(fileIds)]
  const rows = await tx
    .select()
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
  return rows
}

/**
 * Who hears of a change to a message (an edit, a delete, a reaction): its conversation's
 * members but those who deleted it for themself (decision 095), whose views stay without it.
 */
export async function audienceOf(
  db: DbOrTx,
  memberIds: readonly number[],
  messageId: number,
): Promise<number[]> {
  const hiders = await db
    .select({ userId: chatMessageHides.userId })
    .from(chatMessageHides)
    .where(eq(chatMessageHides.messageId, messageId))
  if (hiders.length === 0) return [...memberIds]
  const gone = new Set(hiders.map((row) => row.userId))
  return memberIds.filter((id) => !gone.has(id))
}

/**
 * Deletes a message for the student only (issue 35 item 4): any message of a conversation
 * they are in, theirs or another's; a repeat changes nothing. 400 naming the message when
 * it is not one of the conversation's.
 */
export async function hideForMe(
  db: DbOrTx,
  school: School,
  userId: number,
  conversationId: number,
  messageId: number,
): Promise<void> {
  await requireMembership(db, school, userId, conversationId)
  await requireMessageIn(db, conversationId, messageId)
  await db
    .insert(chatMessageHides)
    .values({ userId, messageId, schoolId: school.id })
    .onConflictDoNothing()
}

/** A 400 naming the message in the address unless it is one of the conversation's. */
export async function requireMessageIn(
  db: DbOrTx,
  conversationId: number,
  messageId: number,
): Promise<void> {
  const [message] = await db
    .select({ id: chatMessages.id })
    .from(chatMessages)
    .where(and(eq(chatMessages.id, messageId), eq(chatMessages.conversationId, conversationId)))
  if (!message) {
    throw badRequest('params.messageId: not a message of this conversation', [
      { path: 'params.messageId', message: 'is not a message of this conversation' },
    ])
  }
}

/** History, newest first, older pages by keyset on the id (decision 025); or a thread's. */
export async function history(
  db: DbOrTx,
  school: School,
  userId: number,
  conversationId: number,
  page: { cursor?: string | undefined; limit: number; thread?: number | undefined },
): Promise<PageOf<ChatMessage>> {
  await requireMembership(db, school, userId, conversationId)
  // The conversation's history, or one thread: the message that started it, then its replies.
  const shown =
    page.thread === undefined
      ? inHistory
      : sql`(${chatMessages.threadId} = ${page.thread} or ${chatMessages.id} = ${page.thread})`
  const rows = await keysetPage({
    query: (after) =>
      messageRows(
        db,
        and(eq(chatMessages.conversationId, conversationId), shown, notHiddenFor(userId), after),
      ),
    keys: [
      { column: chatMessages.id, direction: 'desc', type: 'integer', value: (r) => r.message.id },
    ],
    cursor: page.cursor,
    limit: page.limit,
  })
  return { items: await presentMessages(db, rows.items), nextCursor: rows.nextCursor }
}

/**
 * Every change after `after` in the viewer's current conversations, by seq: what a
 * reconnecting client missed (issue 6 item 3). Only settled seqs (`seq.ts`): a change
 * still committing is left for the next catch-up rather than jumped over.
 */
export async function changesSince(
  db: DbOrTx,
  school: School,
  userId: number,
  after: number,
  limit: number,
): Promise<SyncPage> {
  const settled = await settledSeq(db, school)
  const rows = await loadMessages(
    db,
    and(
      gt(chatMessages.seq, after),
      lte(chatMessages.seq, settled),
      eq(chatMessages.schoolId, school.id),
      sql`${chatMessages.conversationId} in (
        select conversation_id from chat_participants
        where user_id = ${userId} and left_at is null)`,
      notHiddenFor(userId),
    ),
    asc(chatMessages.seq),
    limit + 1,
  )
  const items = rows.slice(0, limit)
  return { items, lastSeq: items.at(-1)?.seq ?? after, hasMore: rows.length > limit }
}

/**
 * The newest seq among the student's current conversations: where a client with
 * nothing cached starts (the hello frame). Not the school's newest, which would tell
 * every student the school's chat volume (issue 12 item 8); catch-up stays whole
 * because `changesSince` reads the same conversations, and only settled seqs count.
 */
export async function latestSeqOf(db: DbOrTx, school: School, userId: number): Promise<number> {
  const settled = await settledSeq(db, school)
  const rows = await db
    .select({ seq: sql<string | null>`max(${chatMessages.seq})` })
    .from(chatMessages)
    .where(
      and(
        eq(chatMessages.schoolId, school.id),
        lte(chatMessages.seq, settled),
        sql`${chatMessages.conversationId} in (
          select conversation_id from chat_participants
          where user_id = ${userId} and left_at is null)`,
      ),
    )
  return Number(rows[0]?.seq ?? 0)
}

/**
 * Edits or deletes one's own message; either gives it a new seq and keeps the text it
 * replaces for moderators (`chat_message_versions`). A delete also drops the message's
 * files; their ids come back so the caller removes the stored bytes.
 */
export async function changeOwnMessage(
  db: Db,
  school: School,
  userId: number,
  conversationId: number,
  messageId: number,
  change: { body: string; mentions?: readonly string[] } | { delete: true },
): Promise<{ message: ChatMessage; removedFiles: string[]; memberIds: number[] }> {
  const { memberIds } = requireWritable(await requireMembership(db, school, userId, conversationId))
  // An edit's mentions are read again from its text; one it adds is shown, not notified
  // (decision 089: an edit does not notify, as Slack's and Discord's do not).
  const kept =
    'body' in change && change.mentions?.length
      ? await keptMentions(db, conversationId, userId, change.mentions, change.body)
      : NO_MENTIONS
  const removedFiles = await db.transaction(async (tx) => {
    const row = await ownLiveMessage(tx, userId, conversationId, messageId, 'change a message')
    await lockSeq(tx, school, conversationId)
    // Issue 35 item 4: what it said before, kept for moderators.
    await tx.insert(chatMessageVersions).values({ messageId, body: row.body })
    // An edit that changes the first link drops the preview of the old one (decision 097).
    const linkChanged = 'body' in change && previewAddress(change.body) !== previewAddress(row.body)
    const set =
      'body' in change
        ? {
            body: change.body,
            editedAt: sql`now()`,
            mentions: kept.mentions,
            ...(linkChanged && { linkPreviewId: null }),
          }
        : { body: '', deletedAt: sql`now()`, mentions: [] }
    await tx
      .update(chatMessages)
      .set({ ...set, seq: sql`nextval('chat_message_seq')` })
      .where(eq(chatMessages.id, messageId))
    if ('body' in change) return []
    // A thread's reply deleted: its starter's summary changes, and travels by a new seq.
    if (row.threadId !== null) {
      await tx
        .update(chatMessages)
        .set({ seq: sql`nextval('chat_message_seq')` })
        .where(eq(chatMessages.id, row.threadId))
    }
    const removed = await tx
      .delete(chatFiles)
      .where(eq(chatFiles.messageId, messageId))
      .returning({ id: chatFiles.id })
    return removed.map((file) => file.id)
  })
  return { message: await requireMessage(db, messageId), removedFiles, memberIds }
}

/**
 * The student's own message of this conversation, not deleted, for a change of theirs (an
 * edit, a delete, removing its link preview): 404 when no such message, 403 ("Only the sender
 * can `what`") when another's, 409 when deleted.
 */
export async function ownLiveMessage(
  tx: DbOrTx,
  userId: number,
  conversationId: number,
  messageId: number,
  what: string,
) {
  const [row] = await tx
    .select({
      body: chatMessages.body,
      linkPreviewRemoved: chatMessages.linkPreviewRemoved,
      senderId: chatMessages.senderId,
      deletedAt: chatMessages.deletedAt,
      threadId: chatMessages.threadId,
    })
    .from(chatMessages)
    .where(and(eq(chatMessages.id, messageId), eq(chatMessages.conversationId, conversationId)))
  if (!row) throw notFound('Message')
  if (row.senderId !== userId) throw forbidden(`Only the sender can ${what}`)
  if (row.deletedAt) throw conflict('The message was deleted')
  return row
}

/**
 * Moves the read pointer forward to `messageId` (never back, never past the last
 * message). Returns the pointer after the move, and the members who may see it.
 */
export async function markRead(
  db: DbOrTx,
  school: School,
  userId: number,
  conversationId: number,
  messageId: number,
): Promise<{ lastRead: number; memberIds: number[] }> {
  const { memberIds } = await requireMembership(db, school, userId, conversationId)
  const rows = await db.execute<{ last_read_message_id: string }>(sql`
    update chat_participants p
    set last_read_message_id = greatest(p.last_read_message_id,
      least(${messageId}, coalesce(c.last_message_id, 0)))
    from chat_conversations c
    where c.id = p.conversation_id and p.conversation_id = ${conversationId}
      and p.user_id = ${userId}
    returning p.last_read_message_id`)
  return { lastRead: Number(rows.rows[0]?.last_read_message_id ?? 0), memberIds }
}

/** A chat message's subject type in the shared `reports` table (decision 024). */
export const REPORTED_MESSAGE = 'chat.message'

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
  await fileReport(db, {
    schoolId: school.id,
    subjectType: REPORTED_MESSAGE,
    subjectId: messageId,
    reporterId: userId,
    reason,
    snapshot: row.body,
  })
}
