import { describe, expect, it } from 'vitest'
import { inProcessBus, type Bus, type BusMessage, type BusSignal } from './bus.ts'
import { useTestRedis } from '../../test/test-redis.ts'

/**
 * Every kind of signal, a frame, a school's broadcast and a topic's frame cross the bus the same way in one process and over
 * Redis (two buses, as two instances hold): a signal the Redis decoder did not know was
 * once dropped there while the in-process bus carried it (issue 14's `school-changed`).
 */
const every: BusSignal[] = [
  { signal: 'sessions-ended', userId: 1, sessionIds: ['a'] },
  { signal: 'membership', userIds: [1, 2], conversationId: 3 },
  { signal: 'roles-changed', userId: 1 },
  { signal: 'outbox' },
  { signal: 'school-changed', schoolId: 7 },
]
const messages: BusMessage[] = [
  ...every,
  { users: [4, 5], frame: '{"type":"x"}' },
  { school: 7, frame: '{"type":"y"}' },
  { topic: 'feed:ab-12', frame: '{"type":"z"}' },
]

async function carried(from: Bus, to: Bus): Promise<BusMessage[]> {
  const heard: BusMessage[] = []
  const stop = to.subscribe((message) => heard.push(message))
  for (const message of messages) await from.publish(message)
  await expect.poll(() => heard.length, { timeout: 5000 }).toBe(messages.length)
  stop()
  return heard
}

const redis = useTestRedis()

describe('the bus', () => {
  it('carries every signal and frame in one process', async () => {
    const bus = inProcessBus()
    expect(await carried(bus, bus)).toEqual(messages)
  })

  it.runIf(redis.url)(
    'carries every signal and frame between two instances over Redis',
    async () => {
      const [one, two] = [await redis.connectBus(), await redis.connectBus()]
      expect(await carried(one, two)).toEqual(messages)
      await one.close()
      await two.close()
    },
  )
})
