import { and, isNull, ne, sql } from 'drizzle-orm'
import { TYPING_PER_STUDENT, TYPING_THROTTLE_MS, type ClientFrame } from '@quad/shared'
import type { DbOrTx } from '../../platform/db/database.ts'
import { chatParticipants } from '../../db/schema/chat.ts'
import type { RealtimeExtension } from '../../platform/realtime/extensions.ts'
import type { Realtime, RealtimeUser } from '../../platform/realtime/realtime.ts'
import type { School } from '../../platform/tenancy/schools.service.ts'
import { anyBlock } from '../connections/index.ts'
import { membershipCacheOf, signalMembership, type MembershipCache } from './membership-cache.ts'
import { latestSeqOf } from './messages.service.ts'
import { preferencesOf, sharesReceipts, sharesTyping } from './preferences.service.ts'
import { unreadCounts, unreadSummary } from './unread.service.ts'

/** What chat adds to the realtime socket: hello fields, typing, presence audience. */
export function chatRealtime(db: DbOrTx, realtime: Realtime): RealtimeExtension {
  const typing: TypingState = {
    memberships: membershipCacheOf(db, realtime),
    lastTyping: new Map(),
    perStudent: new Map(),
  }
  return {
    feature: 'chat',
    async hello(user) {
      // The student's own conversations' newest seq, never the school's (issue 12 item 8).
      const [seq, unread] = await Promise.all([
        latestSeqOf(db, user.school, user.id),
        unreadSummary(db, user.id),
      ])
      return { seq, unreadTotal: unread.total }
    },
    frames: {
      typing: (user, frame) => relayTyping(db, realtime, user, frame, typing),
    },
    presenceAudience: (user) => directPartners(db, user.id),
  }
}

interface TypingState {
  memberships: MembershipCache
  /** Last relayed typing per student and conversation. */
  lastTyping: Map<string, number>
  /** Typing frames relayed per student in the current window. */
  perStudent: Map<number, { since: number; count: number }>
}

/**
 * Typing is throttled per student and conversation, and per student across all their
 * conversations (TYPING_PER_STUDENT per window); membership comes from memory, so a
 * frame naming a conversation the student is not in costs no query (issue 12 item 4).
 * Then blocks and both switches are checked; typing is never stored.
 */
async function relayTyping(
  db: DbOrTx,
  realtime: Realtime,
  user: RealtimeUser,
  frame: Extract<ClientFrame, { type: 'typing' }>,
  state: TypingState,
): Promise<void> {
  const { lastTyping } = state
  const key = `${user.id}:${frame.conversationId}`
  const now = Date.now()
  if (now - (lastTyping.get(key) ?? 0) < TYPING_THROTTLE_MS) return
  lastTyping.set(key, now)
  if (lastTyping.size > 50_000) pruneOlderThan(lastTyping, now - TYPING_THROTTLE_MS)
  if (!(await state.memberships.isMember(user.id, frame.conversationId))) return
  if (!takeTypingQuota(state.perStudent, user.id, Date.now())) return
  const preferences = await preferencesOf(db, [user.id])
  if (!sharesTyping(user.school, preferences.get(user.id))) return
  const members = await state.memberships.members(frame.conversationId)
  const others = members.memberIds.filter((id) => id !== user.id)
  if (members.kind === 'direct' && (await anyBlock(db, user.id, others))) return
  await realtime.send(others, {
    type: 'typing',
    conversationId: frame.conversationId,
    uid: user.uid,
  })
}

/** Whether the student may relay one more typing frame in this window. */
function takeTypingQuota(
  perStudent: TypingState['perStudent'],
  userId: number,
  now: number,
): boolean {
  let window = perStudent.get(userId)
  if (!window || now - window.since >= TYPING_THROTTLE_MS) {
    if (perStudent.size > 50_000) perStudent.clear()
    window = { since: now, count: 0 }
    perStudent.set(userId, window)
  }
  window.count += 1
  return window.count <= TYPING_PER_STUDENT
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
    count: counts.get(conversationId)?.count ?? 0,
    mentions: counts.get(conversationId)?.mentions ?? 0,
    total: summary.total,
  })
}

/**
 * Membership changed: every instance forgets what it remembered of it (`changed`: the
 * students whose conversations changed, `userIds` by default), and `userIds` refetch
 * their conversation list.
 */
export async function publishConversation(
  realtime: Realtime,
  userIds: number[],
  conversationId: number,
  changed: readonly number[] = userIds,
): Promise<void> {
  await signalMembership(realtime, changed, conversationId)
  await realtime.send(userIds, { type: 'conversation', conversationId })
}
