import { and, isNull, ne, sql } from 'drizzle-orm'
import { TYPING_THROTTLE_MS, type ClientFrame } from '@quad/shared'
import type { DbOrTx } from '../platform/db/database.ts'
import { chatParticipants } from '../platform/db/schema.ts'
import type { Realtime, RealtimeHooks, RealtimeUser } from '../platform/realtime/realtime.ts'
import type { School } from '../platform/tenancy/schools.service.ts'
import { requireMembership } from './conversations.service.ts'
import { anyBlock } from '../connections/blocks.service.ts'
import { latestSeq } from './messages.service.ts'
import { preferencesOf, sharesReceipts, sharesTyping } from './preferences.service.ts'
import { unreadCounts, unreadSummary } from './unread.service.ts'

/** What chat adds to the realtime socket: hello fields, typing, presence audience. */
export function chatRealtimeHooks(db: DbOrTx, realtime: Realtime): RealtimeHooks {
  const lastTyping = new Map<string, number>()
  return {
    async hello(user) {
      const [seq, unread] = await Promise.all([
        latestSeq(db, user.school),
        unreadSummary(db, user.id),
      ])
      return { seq, unreadTotal: unread.total }
    },
    async onFrame(user, frame) {
      if (frame.type === 'typing') await relayTyping(db, realtime, user, frame, lastTyping)
    },
    presenceAudience: (user) => directPartners(db, user.id),
  }
}

/**
 * Typing is throttled per student and conversation, checked against membership,
 * blocks and both switches, and never stored (architecture.md).
 */
async function relayTyping(
  db: DbOrTx,
  realtime: Realtime,
  user: RealtimeUser,
  frame: Extract<ClientFrame, { type: 'typing' }>,
  lastTyping: Map<string, number>,
): Promise<void> {
  const key = `${user.id}:${frame.conversationId}`
  const now = Date.now()
  if (now - (lastTyping.get(key) ?? 0) < TYPING_THROTTLE_MS) return
  lastTyping.set(key, now)
  if (lastTyping.size > 50_000) pruneOlderThan(lastTyping, now - TYPING_THROTTLE_MS)
  const membership = await requireMembership(db, user.school, user.id, frame.conversationId).catch(
    () => null,
  )
  if (!membership) return
  const preferences = await preferencesOf(db, [user.id])
  if (!sharesTyping(user.school, preferences.get(user.id))) return
  const others = membership.memberIds.filter((id) => id !== user.id)
  if (membership.kind === 'direct' && (await anyBlock(db, user.id, others))) return
  await realtime.send(others, {
    type: 'typing',
    conversationId: frame.conversationId,
    uid: user.uid,
  })
}

function pruneOlderThan(map: Map<string, number>, cutoff: number): void {
  for (const [key, at] of map) if (at < cutoff) map.delete(key)
}

/** The other students of the user's 1:1 conversations: who sees their presence. */
async function directPartners(db: DbOrTx, userId: number): Promise<number[]> {
  const rows = await db
    .select({ userId: chatParticipants.userId })
    .from(chatParticipants)
    .where(
      and(
        ne(chatParticipants.userId, userId),
        isNull(chatParticipants.leftAt),
        sql`${chatParticipants.conversationId} in (
          select p.conversation_id from chat_participants p
          join chat_conversations c on c.id = p.conversation_id
          where p.user_id = ${userId} and c.kind = 'direct')`,
      ),
    )
  return rows.map((row) => row.userId)
}

/**
 * After a read: the others see the receipt when the reader shares receipts; the
 * reader's own devices get the new unread counts (issue 6 item 4).
 */
export async function publishRead(
  db: DbOrTx,
  realtime: Realtime,
  school: School,
  reader: { id: number; uid: string },
  read: { conversationId: number; messageId: number; memberIds: readonly number[] },
): Promise<void> {
  const { conversationId, messageId } = read
  const preferences = await preferencesOf(db, [reader.id])
  if (sharesReceipts(school, preferences.get(reader.id))) {
    const others = read.memberIds.filter((id) => id !== reader.id)
    await realtime.send(others, { type: 'read', conversationId, uid: reader.uid, messageId })
  }
  await publishUnread(db, realtime, reader.id, conversationId)
}

async function publishUnread(
  db: DbOrTx,
  realtime: Realtime,
  userId: number,
  conversationId: number,
): Promise<void> {
  const [counts, summary] = await Promise.all([
    unreadCounts(db, userId, [conversationId]),
    unreadSummary(db, userId),
  ])
  await realtime.send([userId], {
    type: 'unread',
    conversationId,
    count: counts.get(conversationId) ?? 0,
    total: summary.total,
  })
}

/** Membership changed: these users refetch their conversation list. */
export async function publishConversation(
  realtime: Realtime,
  userIds: number[],
  conversationId: number,
): Promise<void> {
  await realtime.send(userIds, { type: 'conversation', conversationId })
}
