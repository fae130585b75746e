import { randomUUID } from 'node:crypto'
import { Redis } from 'ioredis'
import { afterAll } from 'vitest'
import { redisBus, type Bus } from '../platform/realtime/bus.ts'

/**
 * Redis for one test file, when REDIS_URL is set. Test files run two at a time against one
 * Redis (decision 070), so each file's keys and channels start with a prefix of its own, as
 * REDIS_PREFIX does for deployments sharing one Redis. Call it at the file's top level; its
 * connections close after the file.
 */
export function useTestRedis() {
  const url = process.env.REDIS_URL
  const prefix = `test-${randomUUID().slice(0, 8)}:`
  const connections: Redis[] = []
  afterAll(() => {
    for (const redis of connections) redis.disconnect()
  })
  return {
    url,
    prefix,
    /** A bus of its own connection, as each instance has in production; needs `url`. */
    async connectBus(): Promise<Bus> {
      if (!url) throw new Error('useTestRedis: REDIS_URL is not set')
      const redis = new Redis(url, { keyPrefix: prefix })
      connections.push(redis)
      return redisBus(redis)
    },
  }
}
