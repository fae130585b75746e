import { and, asc, eq, inArray, isNull, or, sql } from 'drizzle-orm'
import {
  chatConversations,
  chatFiles,
  chatMessageHides,
  chatMessageVersions,
  chatMessages,
  chatParticipants,
  chatPins,
  chatPreferences,
  chatReactions,
  chatThreadFollows,
} from '../../db/schema/chat.ts'
import { users } from '../../platform/db/schema.ts'
import type { DbOrTx } from '../../platform/db/database.ts'
import {
  deleteFilesAfterCommit,
  type PersonalDataFile,
  type PersonalDataPart,
} from '../../platform/personal-data.ts'
import { fileKey } from './files.service.ts'
import { seqLockShared } from './seq.ts'

/**
 * The messages a student may take: every message they sent, and the messages others
 * sent in the conversations they are in (up to when they left), unless deleted or hidden
 * by a moderator. Never a conversation they are not in.
 */
function visibleTo(userId: number) {
  return or(
    eq(chatMessages.senderId, userId),
    and(
      isNull(chatMessages.deletedAt),
      isNull(chatMessages.hiddenAt),
      sql`exists (select 1 from ${chatParticipants} p where p.conversation_id = ${chatMessages.conversationId}
        and p.user_id = ${userId} and (p.left_at is null or ${chatMessages.createdAt} <= p.left_at))`,
    ),
  )
}

async function messagesOf(db: DbOrTx, userId: number) {
  return db
    .select({
      id: chatMessages.id,
      conversationId: chatMessages.conversationId,
      senderUid: users.uid,
      senderName: sql<string>`${users.firstName} || ' ' || ${users.lastName}`,
      sentByMe: sql<boolean>`${chatMessages.senderId} = ${userId}`,
      body: chatMessages.body,
      createdAt: chatMessages.createdAt,
      editedAt: chatMessages.editedAt,
      deletedAt: chatMessages.deletedAt,
    })
    .from(chatMessages)
    .innerJoin(users, eq(users.id, chatMessages.senderId))
    .where(visibleTo(userId))
    .orderBy(asc(chatMessages.id))
}

/** Attachments of those messages, as `files/chat/{message}-{name}`. */
async function attachmentsOf(db: DbOrTx, messageIds: number[]) {
  if (messageIds.length === 0) return []
  return db
    .select({
      id: chatFiles.id,
      schoolId: chatFiles.schoolId,
      messageId: chatFiles.messageId,
      name: chatFiles.name,
      contentType: chatFiles.contentType,
      size: chatFiles.size,
    })
    .from(chatFiles)
    .where(inArray(chatFiles.messageId, messageIds))
}

/**
 * Chat (issue 18 item 4): the conversations the student is in with their names, the
 * messages they sent and received with attachments as files, their read state and chat
 * preferences.
 */
export const chatPersonalData: PersonalDataPart = {
  name: 'chat',
  describes: {
    what: 'Your conversations, the messages you sent and received, and their attachments',
    kept: 'Until you delete them or your account is deleted',
  },
  async export(db, { userId }) {
    const conversations = await db
      .select({
        id: chatConversations.id,
        kind: chatConversations.kind,
        name: chatConversations.name,
        createdAt: chatConversations.createdAt,
        joinedAt: chatParticipants.joinedAt,
        leftAt: chatParticipants.leftAt,
        muted: chatParticipants.muted,
        lastReadMessageId: chatParticipants.lastReadMessageId,
      })
      .from(chatParticipants)
      .innerJoin(chatConversations, eq(chatConversations.id, chatParticipants.conversationId))
      .where(eq(chatParticipants.userId, userId))
    const messages = await messagesOf(db, userId)
    const attachments = await attachmentsOf(
      db,
      messages.map((m) => m.id),
    )
    const pathOf = (file: (typeof attachments)[number]) =>
      `${String(file.messageId)}-${file.id}-${file.name.replace(/[/\\]/g, '_')}`
    const files: PersonalDataFile[] = attachments.map((file) => ({
      path: pathOf(file),
      storageKey: fileKey(file.schoolId, file.id),
    }))
    const [preferences] = await db
      .select({
        readReceipts: chatPreferences.readReceipts,
        typingIndicators: chatPreferences.typingIndicators,
      })
      .from(chatPreferences)
      .where(eq(chatPreferences.userId, userId))
    const reactions = await db
      .select({
        messageId: chatReactions.messageId,
        emoji: chatReactions.emoji,
        createdAt: chatReactions.createdAt,
      })
      .from(chatReactions)
      .where(eq(chatReactions.userId, userId))
    // What their own messages said before an edit or deletion (kept for moderators).
    const earlierTexts = await db
      .select({
        messageId: chatMessageVersions.messageId,
        body: chatMessageVersions.body,
        replacedAt: chatMessageVersions.replacedAt,
      })
      .from(chatMessageVersions)
      .innerJoin(chatMessages, eq(chatMessages.id, chatMessageVersions.messageId))
      .where(eq(chatMessages.senderId, userId))
    return {
      records: {
        conversations,
        reactions,
        earlierTexts,
        messages: messages.map((message) => ({
          ...message,
          attachments: attachments
            .filter((file) => file.messageId === message.id)
            .map((file) => ({
              name: file.name,
              contentType: file.contentType,
              size: file.size,
              file: `files/chat/${pathOf(file)}`,
            })),
        })),
        preferences: preferences ?? null,
      },
      files,
    }
  },
  async erase(tx, { userId, storage }, content) {
    await tx.delete(chatPreferences).where(eq(chatPreferences.userId, userId))
    await eraseReactions(tx, userId)
    // What they deleted for themself, and their name on pins (decisions 094, 095).
    await tx.delete(chatMessageHides).where(eq(chatMessageHides.userId, userId))
    // The threads they followed, and how far they read them (decision 096).
    await tx.delete(chatThreadFollows).where(eq(chatThreadFollows.userId, userId))
    await tx.update(chatPins).set({ pinnedBy: null }).where(eq(chatPins.pinnedBy, userId))
    // Files uploaded but never sent are theirs alone.
    const unsent = await tx
      .delete(chatFiles)
      .where(and(eq(chatFiles.uploaderId, userId), isNull(chatFiles.messageId)))
      .returning({ id: chatFiles.id, schoolId: chatFiles.schoolId })
    if (content === 'remove') {
      const sent = await tx
        .delete(chatFiles)
        .where(eq(chatFiles.uploaderId, userId))
        .returning({ id: chatFiles.id, schoolId: chatFiles.schoolId })
      unsent.push(...sent)
      await tx.delete(chatMessages).where(eq(chatMessages.senderId, userId))
    }
    // They leave every conversation; what they sent stays under "Deleted student" if kept.
    await tx
      .update(chatParticipants)
      .set({ leftAt: sql`coalesce(${chatParticipants.leftAt}, now())` })
      .where(eq(chatParticipants.userId, userId))
    deleteFilesAfterCommit(
      storage,
      unsent.flatMap((file) => [
        fileKey(file.schoolId, file.id),
        fileKey(file.schoolId, file.id, 'preview'),
      ]),
    )
  },
}

/**
 * A student's reactions go with them: who reacted is theirs (issue 35 item 1). The messages
 * they were on take new seqs under the seq lock (`seq.ts`), so open chats catch up on it.
 */
async function eraseReactions(tx: DbOrTx, userId: number): Promise<void> {
  const removed = await tx
    .delete(chatReactions)
    .where(eq(chatReactions.userId, userId))
    .returning({ messageId: chatReactions.messageId, schoolId: chatReactions.schoolId })
  const first = removed[0]
  if (!first) return
  await tx.execute(sql`select ${seqLockShared(sql`${first.schoolId}`)}`)
  await tx
    .update(chatMessages)
    .set({ seq: sql`nextval('chat_message_seq')` })
    .where(inArray(chatMessages.id, [...new Set(removed.map((r) => r.messageId))]))
}
