import { randomUUID } from 'node:crypto'
import type { Redis } from 'ioredis'

/**
 * Who is online, across instances. Each instance records the users it holds sockets
 * for, with an expiry it refreshes on a timer; an instance that dies stops
 * refreshing and its users fall offline within PRESENCE_TTL_MS.
 */
export interface PresenceStore {
  /** This instance now holds (or still holds) sockets of these users. */
  refresh(userIds: readonly number[]): Promise<void>
  /** This instance holds no socket of this user any more. */
  drop(userId: number): Promise<void>
  online(userIds: readonly number[]): Promise<Set<number>>
}

export const PRESENCE_TTL_MS = 60_000
export const PRESENCE_REFRESH_MS = 20_000

/** One instance: its own sockets are the whole truth. */
export function memoryPresence(): PresenceStore {
  const seen = new Map<number, number>()
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
  }
}

/** A hash per user: one field per instance holding a socket, valued with its expiry. */
export function redisPresence(redis: Redis, instanceId = randomUUID()): PresenceStore {
  const key = (userId: number) => `quad:presence:${userId}`
  return {
    async refresh(userIds) {
      if (userIds.length === 0) return
      const until = String(Date.now() + PRESENCE_TTL_MS)
      const batch = redis.pipeline()
      for (const id of userIds) {
        batch.hset(key(id), instanceId, until)
        batch.pexpire(key(id), PRESENCE_TTL_MS)
      }
      await batch.exec()
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
  }
}
