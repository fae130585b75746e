import { randomUUID } from 'node:crypto'
import { Redis } from 'ioredis'
import { afterAll, afterEach, describe, expect, it, vi } from 'vitest'
import { useTestRedis } from '../../test/test-redis.ts'
import { syncedLimits } from './synced-limit.ts'

const redis = useTestRedis()
let connection: Redis | undefined
afterAll(() => connection?.disconnect())
afterEach(() => {
  vi.useRealTimers()
})

const takes = (limit: { take(key: string): boolean }, key: string, n: number) =>
  Array.from({ length: n }, () => limit.take(key))

describe('synced limits', () => {
  it("without Redis, count a key's takes in its window and start again in the next", async () => {
    vi.useFakeTimers({ toFake: ['Date'], now: 1_000_000 })
    const limits = syncedLimits(undefined)
    const limit = limits.limit('probe', { max: 3, windowMs: 10_000 })
    expect(takes(limit, 'ana', 4)).toEqual([true, true, true, false])
    expect(limit.take('ben')).toBe(true)
    vi.advanceTimersByTime(10_000)
    expect(takes(limit, 'ana', 1)).toEqual([true])
    await limits.close()
  })

  it.runIf(redis.url)(
    "over Redis, an instance hears of the others' takes at its sync",
    async () => {
      connection ??= new Redis(redis.url ?? '', { keyPrefix: redis.prefix })
      const name = `probe-${randomUUID()}`
      const [one, two] = [syncedLimits(connection), syncedLimits(connection)]
      const options = { max: 5, windowMs: 60_000 }
      const [a, b] = [one.limit(name, options), two.limit(name, options)]
      expect(takes(a, 'ana', 3)).toEqual([true, true, true])
      await one.sync()
      // Two has not synced: its own count decides.
      expect(takes(b, 'ana', 1)).toEqual([true])
      await two.sync()
      // 3 + 1 taken, so one more between them.
      expect(takes(b, 'ana', 2)).toEqual([true, false])
      await two.sync()
      await one.sync()
      expect(takes(a, 'ana', 1)).toEqual([false])
      // Another key is counted apart.
      expect(takes(a, 'ben', 1)).toEqual([true])
      await Promise.all([one.close(), two.close()])
    },
  )
})
