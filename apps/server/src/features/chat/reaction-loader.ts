import { asc, eq, inArray } from 'drizzle-orm'
import type { ChatReaction } from '@quad/shared'
import type { DbOrTx } from '../../platform/db/database.ts'
import { chatReactions } from '../../db/schema/chat.ts'
import { users } from '../../platform/db/schema.ts'

/** The reactions of these messages, by message, kinds in the order first given, people likewise. */
export async function reactionsOf(
  db: DbOrTx,
  messageIds: number[],
): Promise<Map<number, ChatReaction[]>> {
  const byMessage = new Map<number, ChatReaction[]>()
  if (messageIds.length === 0) return byMessage
  const rows = await db
    .select({ messageId: chatReactions.messageId, emoji: chatReactions.emoji, uid: users.uid })
    .from(chatReactions)
    .innerJoin(users, eq(users.id, chatReactions.userId))
    .where(inArray(chatReactions.messageId, messageIds))
    .orderBy(asc(chatReactions.createdAt), asc(chatReactions.userId))
  for (const row of rows) {
    const list = byMessage.get(row.messageId) ?? []
    let reaction = list.find((r) => r.emoji === row.emoji)
    if (!reaction) {
      reaction = { emoji: row.emoji, count: 0, uids: [] }
      list.push(reaction)
    }
    reaction.count += 1
    reaction.uids.push(row.uid)
    byMessage.set(row.messageId, list)
  }
  return byMessage
}
