/**
 * Values cached on this instance under the version of the data they were read at (the
 * calendar's school sources, decision 036; the feed's pages, decision 076): a value is
 * served only while the caller's current version is the one it was stored with, so no
 * instance serves a committed change late, whatever the bus did. Least recently used
 * entries go first beyond `limit`.
 */
export interface VersionedCache<V, T> {
  get(key: string, version: V): T | undefined
  /** What is kept under `key`, whatever its version (the caller checks it), or undefined. */
  entry(key: string): { version: V; value: T } | undefined
  set(key: string, version: V, value: T): void
}

export interface VersionedCacheOptions<V> {
  limit: number
  /**
   * True when `a` is older than `b`: two concurrent fills then keep the newer (an older
   * version never replaces a newer one). Without it the last fill wins, which a version
   * that cannot be ordered (the feed's vector) needs.
   */
  older?: (a: V, b: V) => boolean
}

export function versionedCache<V, T>(options: VersionedCacheOptions<V>): VersionedCache<V, T> {
  const cache = new Map<string, { version: V; value: T }>()
  function entry(key: string) {
    const cached = cache.get(key)
    if (!cached) return undefined
    // Re-inserting moves it to the end of the Map's order: the most recently used.
    cache.delete(key)
    cache.set(key, cached)
    return cached
  }
  return {
    entry,
    get(key, version) {
      const cached = entry(key)
      return cached?.version === version ? cached.value : undefined
    },
    set(key, version, value) {
      const cached = cache.get(key)
      if (cached && options.older?.(version, cached.version)) return
      cache.delete(key)
      cache.set(key, { version, value })
      for (const oldest of cache.keys()) {
        if (cache.size <= options.limit) break
        cache.delete(oldest)
      }
    },
  }
}
