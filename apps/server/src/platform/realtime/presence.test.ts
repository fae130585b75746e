import { randomUUID } from 'node:crypto'
import { Redis } from 'ioredis'
import { afterAll, afterEach, describe, expect, it, vi } from 'vitest'
import { useTestRedis } from '../../test/test-redis.ts'
import { memoryPresence, PRESENCE_TTL_MS, redisPresence, type PresenceStore } from './presence.ts'

/**
 * Issue 30 debt 8: the presence store's socket slots. Over Redis, two stores stand for two
 * instances; a dead instance is one that stops refreshing, and its time passes on the
 * clock the stores read (Redis keeps its own: the key does not expire meanwhile, so the
 * counts' own expiry is what is tested).
 */
const redis = useTestRedis()
let connection: Redis | undefined
afterAll(() => connection?.disconnect())
afterEach(() => {
  vi.useRealTimers()
})

function twoInstances(): [PresenceStore, PresenceStore] {
  connection ??= new Redis(redis.url ?? '', { keyPrefix: redis.prefix })
  return [redisPresence(connection, randomUUID()), redisPresence(connection, randomUUID())]
}

async function claims(store: PresenceStore, userId: number, n: number) {
  const answers: boolean[] = []
  for (let i = 0; i < n; i += 1) answers.push(await store.claimSocket(userId, 3))
  return answers
}

describe('socket slots', () => {
  it('in memory, caps one instance and takes a released slot again', async () => {
    const store = memoryPresence()
    expect(await claims(store, 1, 4)).toEqual([true, true, true, false])
    expect(await store.claimSocket(2, 3)).toBe(true)
    await store.releaseSocket(1)
    expect(await claims(store, 1, 2)).toEqual([true, false])
  })

  it.runIf(redis.url)('over Redis, caps the instances together', async () => {
    const [one, two] = twoInstances()
    expect(await claims(one, 11, 2)).toEqual([true, true])
    // Claimed at once, the last slot goes to one of them only.
    const last = await Promise.all([one.claimSocket(11, 3), two.claimSocket(11, 3)])
    expect(last.filter(Boolean)).toHaveLength(1)
    await one.releaseSocket(11)
    expect(await claims(two, 11, 2)).toEqual([true, false])
    // Presence is its own: no one was marked online by a slot.
    expect(await one.online([11])).toEqual(new Set())
  })

  it.runIf(redis.url)(
    "over Redis, a dead instance's slots stop counting when they expire; a live one's refresh keeps them",
    async () => {
      vi.useFakeTimers({ toFake: ['Date'], now: Date.now() })
      const [live, dead] = twoInstances()
      expect(await claims(dead, 12, 1)).toEqual([true])
      expect(await claims(live, 12, 2)).toEqual([true, true])
      vi.advanceTimersByTime(PRESENCE_TTL_MS / 2)
      await live.refresh([12])
      vi.advanceTimersByTime(PRESENCE_TTL_MS / 2 + 1)
      // The live instance's two slots still count (refreshed): the dead one's 1 + 1 + 2 > 3.
      expect(await dead.claimSocket(12, 3)).toBe(false)
      // The dead instance's slot does not any more: 0 + 3 <= 3.
      expect(await live.claimSocket(12, 3)).toBe(true)
    },
  )

  it.runIf(redis.url)(
    "over Redis, a user's refresh rewrites that user's count only (a new socket costs no write per socket held)",
    async () => {
      const [one] = twoInstances()
      expect(await claims(one, 13, 1)).toEqual([true])
      expect(await claims(one, 14, 1)).toEqual([true])
      const read = (userId: number) => connection?.hvals(`quad:sockets:${userId}`)
      await connection?.del('quad:sockets:14')
      await one.refresh([13])
      expect(await read(14)).toEqual([])
      expect(await read(13)).toHaveLength(1)
      // The timer's refresh, of every user held here, puts the lost count back.
      await one.refresh([13, 14])
      expect(await read(14)).toHaveLength(1)
    },
  )
})
