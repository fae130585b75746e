import { and, eq, isNull } from 'drizzle-orm'
import type { DbOrTx } from '../../platform/db/database.ts'
import { chatConversations, chatParticipants } from '../../db/schema/chat.ts'
import type { Realtime } from '../../platform/realtime/realtime.ts'
import type { ConversationKind } from '@quad/shared'

/** A safety net: the bus's `membership` signal is what keeps entries true. */
const TTL_MS = 60_000
const MAX_ENTRIES = 100_000

interface Entry<T> {
  value: Promise<T>
  until: number
}

export interface ConversationMembers {
  kind: ConversationKind
  memberIds: number[]
}

/**
 * What typing and sending need to know, in memory on each instance (issue 12 item 4,
 * P2: decision 061): the conversations each student is in, and who is in each. A typing
 * frame naming any other conversation costs no query; a send costs none for membership.
 * Every membership change signals every instance over the bus (`signalMembership`),
 * which forgets the students and the conversation concerned. One cache per instance
 * (`membershipCacheOf`), so a signal reaches every user of it.
 */
export class MembershipCache {
  readonly #db: DbOrTx
  readonly #conversationsOf = new Map<number, Entry<Set<number>>>()
  readonly #membersOf = new Map<number, Entry<ConversationMembers>>()

  constructor(db: DbOrTx, realtime: Realtime) {
    this.#db = db
    realtime.onSignal((signal) => {
      if (signal.signal !== 'membership') return
      for (const userId of signal.userIds) this.#conversationsOf.delete(userId)
      this.#membersOf.delete(signal.conversationId)
    })
  }

  async isMember(userId: number, conversationId: number): Promise<boolean> {
    const ids = await read(this.#conversationsOf, userId, () => this.#loadConversations(userId))
    return ids.has(conversationId)
  }

  /**
   * `isMember`, but a "no" is read again from the database: a student added a moment ago
   * on another instance may send before that instance's signal arrives here. For sends
   * (rate-limited); typing keeps the cached "no", which is its flood guard.
   */
  async isMemberNow(userId: number, conversationId: number): Promise<boolean> {
    if (await this.isMember(userId, conversationId)) return true
    this.#conversationsOf.delete(userId)
    return this.isMember(userId, conversationId)
  }

  /** Who is in a conversation now; ask only after `isMember` said the asker is. */
  members(conversationId: number): Promise<ConversationMembers> {
    return read(this.#membersOf, conversationId, () => this.#loadMembers(conversationId))
  }

  async #loadConversations(userId: number): Promise<Set<number>> {
    const rows = await this.#db
      .select({ id: chatParticipants.conversationId })
      .from(chatParticipants)
      .where(and(eq(chatParticipants.userId, userId), isNull(chatParticipants.leftAt)))
    return new Set(rows.map((row) => row.id))
  }

  async #loadMembers(conversationId: number): Promise<ConversationMembers> {
    const rows = await this.#db
      .select({ kind: chatConversations.kind, userId: chatParticipants.userId })
      .from(chatParticipants)
      .innerJoin(chatConversations, eq(chatConversations.id, chatParticipants.conversationId))
      .where(
        and(eq(chatParticipants.conversationId, conversationId), isNull(chatParticipants.leftAt)),
      )
    return {
      kind: (rows[0]?.kind ?? 'group') as ConversationKind,
      memberIds: rows.map((row) => row.userId),
    }
  }
}

const caches = new WeakMap<Realtime, MembershipCache>()

/** The instance's one cache (the realtime hub is one per instance). */
export function membershipCacheOf(db: DbOrTx, realtime: Realtime): MembershipCache {
  let cache = caches.get(realtime)
  if (!cache) {
    cache = new MembershipCache(db, realtime)
    caches.set(realtime, cache)
  }
  return cache
}

/** One load per key at a time; a failed load is not kept. */
function read<K, T>(map: Map<K, Entry<T>>, key: K, load: () => Promise<T>): Promise<T> {
  const hit = map.get(key)
  if (hit && hit.until > Date.now()) return hit.value
  if (map.size >= MAX_ENTRIES) map.clear()
  const value = load()
  const entry = { value, until: Date.now() + TTL_MS }
  map.set(key, entry)
  value.catch(() => {
    if (map.get(key) === entry) map.delete(key)
  })
  return value
}

/** Membership of a conversation changed for these students: every instance forgets it. */
export function signalMembership(
  realtime: Realtime,
  userIds: readonly number[],
  conversationId: number,
): Promise<void> {
  return realtime.signal({ signal: 'membership', userIds: [...userIds], conversationId })
}
