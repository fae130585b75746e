import { and, eq, sql } from 'drizzle-orm'
import type { FollowedThreadList } from '@quad/shared'
import type { DbOrTx } from '../../platform/db/database.ts'
import { chatThreadFollows } from '../../db/schema/chat.ts'
import type { School } from '../../platform/tenancy/schools.service.ts'
import { requireMembership } from './conversations.service.ts'
import { requireMessageIn } from './messages.service.ts'
import { UNREAD_CAP } from './unread.service.ts'

/**
 * The threads the student follows in a conversation with replies they have not read
 * (decision 096): others' replies after their pointer, deleted ones and those they deleted
 * for themself aside, each count capped as the conversation's is. Newest reply first.
 */
export async function followedThreads(
  db: DbOrTx,
  school: School,
  userId: number,
  conversationId: number,
): Promise<FollowedThreadList> {
  await requireMembership(db, school, userId, conversationId)
  const rows = await db.execute<{ root_id: string; unread: string }>(sql`
    select f.root_id, unread.n as unread from ${chatThreadFollows} f,
    lateral (
      select count(*) as n, max(id) as newest from (
        select m.id from chat_messages m
        where m.thread_id = f.root_id and m.id > f.last_read_id and m.sender_id <> ${userId}
          and m.deleted_at is null
          and not exists (select 1 from chat_message_hides h
            where h.message_id = m.id and h.user_id = ${userId})
        limit ${UNREAD_CAP}
      ) replies
    ) unread
    where f.user_id = ${userId} and f.conversation_id = ${conversationId} and unread.n > 0
    order by unread.newest desc`)
  return {
    items: rows.rows.map((row) => ({ rootId: Number(row.root_id), unread: Number(row.unread) })),
  }
}

/**
 * Moves the student's pointer in a thread they follow forward to `messageId` (never back);
 * reading a thread one does not follow changes nothing. 400 naming the thread when it is
 * not a message of the conversation.
 */
export async function markThreadRead(
  db: DbOrTx,
  school: School,
  userId: number,
  conversationId: number,
  rootId: number,
  messageId: number,
): Promise<void> {
  await requireMembership(db, school, userId, conversationId)
  await requireMessageIn(db, conversationId, rootId)
  await db
    .update(chatThreadFollows)
    .set({ lastReadId: sql`greatest(${chatThreadFollows.lastReadId}, ${messageId})` })
    .where(and(eq(chatThreadFollows.rootId, rootId), eq(chatThreadFollows.userId, userId)))
}
