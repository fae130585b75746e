import { randomUUID } from 'node:crypto'
import type { Redis } from 'ioredis'
import { redisSocketCounts } from './socket-counts.ts'

/**
 * Who is online, across instances. Each instance records the users it holds sockets
 * for, with an expiry it refreshes on a timer; an instance that dies stops
 * refreshing and its users fall offline within PRESENCE_TTL_MS. Each instance's count
 * of a user's sockets is kept the same way, so their cap holds across instances.
 */
export interface PresenceStore {
  /** This instance now holds (or still holds) sockets of these users. */
  refresh(userIds: readonly number[]): Promise<void>
  /** This instance holds no socket of this user any more. */
  drop(userId: number): Promise<void>
  online(userIds: readonly number[]): Promise<Set<number>>
  /**
   * Takes one of the user's `max` socket slots, counting every live instance's sockets
   * (issue 30 debt 8); false when all are taken. Each slot taken is given back once, by
   * releaseSocket. Does not reject: with Redis out of reach, this instance's count decides.
   */
  claimSocket(userId: number, max: number): Promise<boolean>
  releaseSocket(userId: number): Promise<void>
}

export const PRESENCE_TTL_MS = 60_000
export const PRESENCE_REFRESH_MS = 20_000

/** One instance: its own sockets are the whole truth. */
export function memoryPresence(): PresenceStore {
  const seen = new Map<number, number>()
  const slots = new Map<number, number>()
  return {
    async refresh(userIds) {
      const until = Date.now() + PRESENCE_TTL_MS
      for (const id of userIds) seen.set(id, until)
    },
    async drop(userId) {
      seen.delete(userId)
    },
    async online(userIds) {
      const now = Date.now()
      return new Set(userIds.filter((id) => (seen.get(id) ?? 0) > now))
    },
    async claimSocket(userId, max) {
      const taken = slots.get(userId) ?? 0
      if (taken >= max) return false
      slots.set(userId, taken + 1)
      return true
    },
    async releaseSocket(userId) {
      const left = (slots.get(userId) ?? 0) - 1
      if (left > 0) slots.set(userId, left)
      else slots.delete(userId)
    },
  }
}

/**
 * A hash per user: one field per instance holding a socket, valued with its expiry. The
 * socket counts keep a hash of their own (`socket-counts.ts`), so presence reads as before.
 */
export function redisPresence(redis: Redis, instanceId = randomUUID()): PresenceStore {
  const key = (userId: number) => `quad:presence:${userId}`
  const slots = redisSocketCounts(redis, instanceId, PRESENCE_TTL_MS)
  return {
    async refresh(userIds) {
      const batch = redis.pipeline()
      const until = Date.now() + PRESENCE_TTL_MS
      for (const id of userIds) {
        batch.hset(key(id), instanceId, String(until))
        batch.pexpire(key(id), PRESENCE_TTL_MS)
      }
      // The socket counts expire as presence does: the same timer keeps them alive. Only
      // these users' counts: an announce refreshes one user, and rewriting every count
      // there made each new socket cost a command per socket held (P3, 373 KB a socket).
      slots.refresh(batch, userIds, until)
      if (batch.length > 0) await batch.exec()
    },
    async drop(userId) {
      await redis.hdel(key(userId), instanceId)
    },
    async online(userIds) {
      if (userIds.length === 0) return new Set()
      const batch = redis.pipeline()
      for (const id of userIds) batch.hvals(key(id))
      const results = (await batch.exec()) ?? []
      const now = Date.now()
      const online = new Set<number>()
      results.forEach(([error, values], index) => {
        const id = userIds[index]
        if (error || id === undefined || !Array.isArray(values)) return
        if (values.some((until) => Number(until) > now)) online.add(id)
      })
      return online
    },
    claimSocket: (userId, max) => slots.claim(userId, max),
    releaseSocket: (userId) => slots.release(userId),
  }
}
