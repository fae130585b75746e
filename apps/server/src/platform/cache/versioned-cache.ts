interface Cached<T> {
  version: number
  value: T
}

/**
 * Values kept on this instance under the version of the data they were read at (the
 * calendar's school source, decision 036; the feed's sources, decision 042): a value is
 * served only while the caller's freshly read version is the one it was read at, so no
 * instance serves a committed change late. Least recently used entries go first beyond
 * `limit`.
 */
export interface VersionedCache<T> {
  get(key: string, version: number): T | undefined
  /** Keeps the newer of two concurrent fills: an older version never replaces a newer one. */
  set(key: string, version: number, value: T): void
}

export function versionedCache<T>(limit: number): VersionedCache<T> {
  const cache = new Map<string, Cached<T>>()
  return {
    get(key, version) {
      const cached = cache.get(key)
      if (cached?.version !== version) return undefined
      // Re-inserting moves it to the end of the Map's order: the most recently used.
      cache.delete(key)
      cache.set(key, cached)
      return cached.value
    },
    set(key, version, value) {
      const cached = cache.get(key)
      if (cached && cached.version > version) return
      cache.delete(key)
      cache.set(key, { version, value })
      for (const oldest of cache.keys()) {
        if (cache.size <= limit) break
        cache.delete(oldest)
      }
    },
  }
}
