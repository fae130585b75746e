import type { Redis } from 'ioredis'

/** How often an instance adds its new counts to Redis and reads the others' back. */
export const LIMIT_SYNC_MS = 200

/** A fixed-window limit: at most `max` takes per key in each window of `windowMs`. */
export interface Limit {
  /** Counts one for `key`; false (nothing counted) when its window is full. */
  take(key: string): boolean
}

export interface Limits {
  limit(name: string, options: { max: number; windowMs: number }): Limit
  /** Adds the takes made here to Redis and reads the others' (the timer's work). */
  sync(): Promise<void>
  /** Sends what is left to Redis and stops the timer (shutdown). */
  close(): Promise<void>
}

interface Window {
  /** The window's number: `floor(now / windowMs)`. */
  index: number
  /** Taken here in this window; `unsent` of them not yet added in Redis. */
  mine: number
  unsent: number
  /** Taken by the other instances in this window, as of the last sync. */
  others: number
}

/**
 * Rate limits counted in this instance's memory, with the other instances' counts brought
 * in by a sync every LIMIT_SYNC_MS (issue 33 item 6): a take is a map lookup where the
 * Redis store of @fastify/rate-limit made it a round trip (each chat send, P2). The cost:
 * an instance learns the others' takes of a key when it syncs its own, so takes of one key
 * on several instances within one sync interval may pass `max` — at worst each instance
 * fills its own window before hearing of the others'. Right for a spam guard (a student's
 * 20 messages per 10 s, sent from tabs on two instances), not for a login's brute-force
 * limit, which keeps the exact Redis store. Without Redis the count is this instance's
 * alone (one instance); with Redis out of reach, the local count holds until it is back.
 */
export function syncedLimits(redis: Redis | undefined): Limits {
  const syncs: (() => Promise<void>)[] = []
  const sync = async () => {
    await Promise.all(syncs.map((one) => one()))
  }
  const timer = setInterval(() => void sync(), LIMIT_SYNC_MS)
  timer.unref()
  return {
    limit(name, { max, windowMs }) {
      const windows = new Map<string, Window>()
      const current = (key: string): Window => {
        const index = Math.floor(Date.now() / windowMs)
        const known = windows.get(key)
        if (known?.index === index) return known
        const fresh = { index, mine: 0, unsent: 0, others: 0 }
        windows.set(key, fresh)
        return fresh
      }
      syncs.push(() => syncWindows(redis, `quad:limit:${name}`, windows, { max, windowMs }))
      return {
        take(key) {
          const window = current(key)
          if (window.mine + window.others >= max) return false
          window.mine += 1
          window.unsent += 1
          return true
        },
      }
    },
    sync,
    async close() {
      clearInterval(timer)
      await sync()
    },
  }
}

/**
 * Adds each window's unsent takes to its Redis counter (one per key and window, expiring
 * with the window) and keeps the others' share of the total; forgets past windows (all it
 * does without Redis). A window with nothing unsent is read again once it is half full,
 * where the others' takes may soon refuse one here.
 */
async function syncWindows(
  redis: Redis | undefined,
  prefix: string,
  windows: Map<string, Window>,
  { max, windowMs }: { max: number; windowMs: number },
): Promise<void> {
  const now = Math.floor(Date.now() / windowMs)
  for (const [key, window] of windows) if (window.index < now) windows.delete(key)
  if (!redis) return
  const sending: { window: Window; sent: number }[] = []
  const batch = redis.pipeline()
  for (const [key, window] of windows) {
    if (window.unsent === 0 && (window.mine + window.others) * 2 < max) continue
    const counter = `${prefix}:${key}:${String(window.index)}`
    batch.incrby(counter, window.unsent).pexpire(counter, windowMs * 2)
    sending.push({ window, sent: window.unsent })
    window.unsent = 0
  }
  if (sending.length === 0) return
  const results = await batch.exec().catch(() => null)
  sending.forEach(({ window, sent }, i) => {
    const [error, total] = results?.[i * 2] ?? [new Error('no answer'), 0]
    // Not added (Redis out of reach): the next sync adds them.
    if (error) window.unsent += sent
    else window.others = Math.max(0, Number(total) - window.mine)
  })
}
