import { and, eq, sql } from 'drizzle-orm'
import { REACTION_KINDS_MAX, type ChatMessage } from '@quad/shared'
import type { Db, DbOrTx } from '../../platform/db/database.ts'
import { chatMessages, chatReactions } from '../../db/schema/chat.ts'
import { conflict, forbidden, notFound } from '../../platform/errors.ts'
import type { School } from '../../platform/tenancy/schools.service.ts'
import { anyBlock } from '../connections/index.ts'
import { requireMembership, requireWritable } from './conversations.service.ts'
import { requireMessage } from './messages.service.ts'
import { lockSeq } from './seq.ts'

export interface Reacted {
  message: ChatMessage
  /** False when the reaction was already given (or already taken back): nothing to publish. */
  changed: boolean
  memberIds: number[]
}

/**
 * Gives (`on`) or takes back one reaction (issue 35 item 1). Idempotent: giving one twice
 * or taking back one never given changes nothing. A change moves the message's seq under
 * the seq lock (`seq.ts`), as an edit does, so catch-up and every instance see it. A
 * student blocked either way in a 1:1 cannot react there, as they cannot send (issue 6
 * item 7); a deleted or hidden message takes no reactions.
 */
export async function react(
  db: Db,
  school: School,
  userId: number,
  conversationId: number,
  messageId: number,
  emoji: string,
  on: boolean,
): Promise<Reacted> {
  const { kind, memberIds } = requireWritable(
    await requireMembership(db, school, userId, conversationId),
  )
  const others = memberIds.filter((id) => id !== userId)
  if (on && kind === 'direct' && (await anyBlock(db, userId, others))) {
    throw forbidden("You can't react in this conversation")
  }
  const changed = await db.transaction(async (tx) => {
    await lockSeq(tx, school, conversationId)
    const [row] = await tx
      .select({ deletedAt: chatMessages.deletedAt })
      .from(chatMessages)
      .where(and(eq(chatMessages.id, messageId), eq(chatMessages.conversationId, conversationId)))
    if (!row) throw notFound('Message')
    if (row.deletedAt) throw conflict('The message was deleted')
    const done = on
      ? await give(tx, school, userId, messageId, emoji)
      : await tx
          .delete(chatReactions)
          .where(
            and(
              eq(chatReactions.messageId, messageId),
              eq(chatReactions.emoji, emoji),
              eq(chatReactions.userId, userId),
            ),
          )
          .returning({ emoji: chatReactions.emoji })
    if (done.length === 0) return false
    await tx
      .update(chatMessages)
      .set({ seq: sql`nextval('chat_message_seq')` })
      .where(eq(chatMessages.id, messageId))
    return true
  })
  return { message: await requireMessage(db, messageId), changed, memberIds }
}

/** Stores a reaction unless given already; a new kind past the cap is refused. */
async function give(tx: DbOrTx, school: School, userId: number, messageId: number, emoji: string) {
  const kinds = await tx
    .selectDistinct({ emoji: chatReactions.emoji })
    .from(chatReactions)
    .where(eq(chatReactions.messageId, messageId))
  if (kinds.length >= REACTION_KINDS_MAX && !kinds.some((k) => k.emoji === emoji)) {
    throw conflict(
      `A message holds at most ${String(REACTION_KINDS_MAX)} kinds of reaction: add to one already there`,
    )
  }
  return tx
    .insert(chatReactions)
    .values({ messageId, userId, schoolId: school.id, emoji })
    .onConflictDoNothing()
    .returning({ emoji: chatReactions.emoji })
}
