import type { RateLimit } from './types.ts'

/**
 * Canvas's throttle (docs "Throttling"): a leaky bucket per access token. Each request
 * adds its cost; the bucket drains over time; a request that would overflow it is
 * refused with 403. `X-Rate-Limit-Remaining` is the room left in the bucket.
 */
export interface Throttle {
  take(key: string): { allowed: boolean; cost: number; remaining: number }
  set(limit: RateLimit): void
}

/** Canvas's default high-water mark; the cost stands in for Canvas's measured CPU time. */
export const defaultRateLimit: Required<RateLimit> = {
  bucket: 700,
  costPerRequest: 1,
  refillPerSecond: 10,
}

export function createThrottle(initial: RateLimit | undefined): Throttle {
  let limit: Required<RateLimit> = { ...defaultRateLimit, ...initial }
  const buckets = new Map<string, { level: number; at: number }>()
  return {
    take(key) {
      const now = Date.now()
      const bucket = buckets.get(key) ?? { level: 0, at: now }
      bucket.level = Math.max(0, bucket.level - ((now - bucket.at) / 1000) * limit.refillPerSecond)
      bucket.at = now
      buckets.set(key, bucket)
      if (bucket.level + limit.costPerRequest > limit.bucket) {
        return { allowed: false, cost: 0, remaining: Math.max(0, limit.bucket - bucket.level) }
      }
      bucket.level += limit.costPerRequest
      return { allowed: true, cost: limit.costPerRequest, remaining: limit.bucket - bucket.level }
    },
    set(next) {
      limit = { ...defaultRateLimit, ...next }
      buckets.clear()
    },
  }
}
