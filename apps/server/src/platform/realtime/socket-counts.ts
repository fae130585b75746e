import type { ChainableCommander, Redis } from 'ioredis'

/**
 * Sums the live counts of the other instances, adds this one's new count (ARGV[3]) and
 * writes it (ARGV[4], `count:until`) only if the sum stays within the cap (ARGV[5]). One
 * script, so two instances claiming the last slot at once cannot both get it. A field
 * whose `until` has passed (its instance died) counts for nothing and is removed.
 * KEYS[1]: the user's hash. ARGV[1]: this instance; ARGV[2]: now; ARGV[6]: the TTL.
 */
const CLAIM = `
local others = 0
local fields = redis.call('HGETALL', KEYS[1])
for i = 1, #fields, 2 do
  if fields[i] ~= ARGV[1] then
    local count, expires = string.match(fields[i + 1], '^(%d+):(%d+)$')
    if count and tonumber(expires) > tonumber(ARGV[2]) then
      others = others + tonumber(count)
    else
      redis.call('HDEL', KEYS[1], fields[i])
    end
  end
end
if others + tonumber(ARGV[3]) > tonumber(ARGV[5]) then return 0 end
redis.call('HSET', KEYS[1], ARGV[1], ARGV[4])
redis.call('PEXPIRE', KEYS[1], ARGV[6])
return 1
`

/**
 * Issue 30 debt 8: each instance's count of a user's sockets, in a hash per user beside
 * presence's (one field per instance, valued `count:until`), so that the cap holds across
 * instances. Like presence, a count lives until `until`: an instance that dies stops
 * refreshing, and its sockets stop counting within the TTL.
 *
 * This instance's own counts live here, in memory, and Redis gets a copy of the count on
 * every change and refresh rather than increments: a write lost to a Redis hiccup, or a
 * field that expired, is then put right by the next write instead of drifting for good.
 */
export function redisSocketCounts(redis: Redis, instanceId: string, ttlMs: number) {
  const key = (userId: number) => `quad:sockets:${userId}`
  /** Slots taken here, granted or still being claimed (so a second claim counts the first). */
  const held = new Map<number, number>()
  const giveBack = (userId: number): number => {
    const left = (held.get(userId) ?? 0) - 1
    if (left > 0) held.set(userId, left)
    else held.delete(userId)
    return Math.max(left, 0)
  }
  return {
    async claim(userId: number, max: number): Promise<boolean> {
      const count = (held.get(userId) ?? 0) + 1
      if (count > max) return false
      held.set(userId, count)
      const now = Date.now()
      const value = `${count}:${now + ttlMs}`
      const granted = await redis
        .eval(CLAIM, 1, key(userId), instanceId, now, count, value, max, ttlMs)
        // Redis out of reach: this instance's own cap, checked above, still holds. Limits
        // fail open here as the HTTP rate limits do; a Redis outage must not refuse sockets.
        .then(
          (answer) => answer === 1,
          () => true,
        )
      if (!granted) giveBack(userId)
      return granted
    },

    async release(userId: number): Promise<void> {
      if (!held.has(userId)) return
      const left = giveBack(userId)
      if (left === 0) {
        await redis.hdel(key(userId), instanceId)
        return
      }
      await write(redis.multi(), userId, left, Date.now() + ttlMs).exec()
    },

    /** Rewrites the counts held here of `userIds`, with a new expiry, into `batch`. */
    refresh(batch: ChainableCommander, userIds: readonly number[], until: number): void {
      for (const userId of userIds) {
        const count = held.get(userId)
        if (count !== undefined) write(batch, userId, count, until)
      }
    },
  }

  function write(batch: ChainableCommander, userId: number, count: number, until: number) {
    return batch.hset(key(userId), instanceId, `${count}:${until}`).pexpire(key(userId), ttlMs)
  }
}
