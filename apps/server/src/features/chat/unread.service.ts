import { sql } from 'drizzle-orm'
import type { UnreadSummary } from '@quad/shared'
import type { DbOrTx } from '../../platform/db/database.ts'
import { addressing } from './mentions.ts'

/** Counting stops here: the badge shows "99+" beyond it, and no count scans a long history. */
export const UNREAD_CAP = 100

/**
 * Unread messages of participant row `p`: others' messages after the read pointer,
 * deleted ones and thread-only replies aside (their threads count them, decision 096); an index range scan capped at UNREAD_CAP.
 */
const unreadOf = (userId: number) => sql`(
  select count(*) from (
    select 1 from chat_messages m
    where m.conversation_id = p.conversation_id and m.id > p.last_read_message_id
      and m.sender_id <> ${userId} and m.deleted_at is null
      and (m.thread_id is null or m.in_conversation)
    limit ${UNREAD_CAP}
  ) unread
)`

/** ... and of those, the ones that @mention the student (issue 35 item 3), likewise capped. */
const unreadMentionsOf = (userId: number) => sql`(
  select count(*) from (
    select 1 from chat_messages m
    where m.conversation_id = p.conversation_id and m.id > p.last_read_message_id
      and m.sender_id <> ${userId} and m.deleted_at is null
      and (m.thread_id is null or m.in_conversation)
      and ${addressing(sql`m`, sql`(select u.uid from users u where u.id = ${userId})`)}
    limit ${UNREAD_CAP}
  ) mentioned
)`

export interface Unread {
  count: number
  mentions: number
}

/** Unread messages of the viewer in each of these conversations, and mentions among them. */
export async function unreadCounts(
  db: DbOrTx,
  userId: number,
  conversationIds: readonly number[],
): Promise<Map<number, Unread>> {
  const counts = new Map<number, Unread>()
  if (conversationIds.length === 0) return counts
  const rows = await db.execute<{ conversation_id: string; n: string; mentions: string }>(sql`
    select p.conversation_id, ${unreadOf(userId)} as n, ${unreadMentionsOf(userId)} as mentions
    from chat_participants p
    where p.user_id = ${userId} and p.conversation_id in (${sql.join([...conversationIds], sql`, `)})`)
  for (const row of rows.rows) {
    counts.set(Number(row.conversation_id), {
      count: Number(row.n),
      mentions: Number(row.mentions),
    })
  }
  return counts
}

/** The shell's Chat badge: unread across every conversation the viewer has not muted. */
export async function unreadSummary(db: DbOrTx, userId: number): Promise<UnreadSummary> {
  const rows = await db.execute<{ conversation_id: string; n: string; muted: boolean }>(sql`
    select p.conversation_id, p.muted, ${unreadOf(userId)} as n
    from chat_participants p
    join chat_conversations c on c.id = p.conversation_id
    where p.user_id = ${userId} and p.left_at is null
      and c.last_message_id > p.last_read_message_id`)
  const conversations = rows.rows
    .map((row) => ({
      conversationId: Number(row.conversation_id),
      count: Number(row.n),
      muted: row.muted,
    }))
    .filter((row) => row.count > 0)
  return {
    total: conversations.filter((c) => !c.muted).reduce((sum, c) => sum + c.count, 0),
    conversations: conversations.map(({ conversationId, count }) => ({ conversationId, count })),
  }
}
