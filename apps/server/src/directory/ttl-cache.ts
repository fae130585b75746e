/**
 * A small time-limited cache with a size bound; concurrent loads of one key share
 * one promise. Per instance: entries may be up to `ttlMs` stale, by design.
 */
export class TtlCache<T> {
  private readonly entries = new Map<string, { at: number; value: Promise<T> }>()
  private readonly ttlMs: number
  private readonly maxEntries: number

  constructor(ttlMs: number, maxEntries: number) {
    this.ttlMs = ttlMs
    this.maxEntries = maxEntries
  }

  getOrLoad(key: string, load: () => Promise<T>): Promise<T> {
    const hit = this.entries.get(key)
    if (hit && Date.now() - hit.at < this.ttlMs) return hit.value
    if (this.entries.size >= this.maxEntries) this.entries.clear()
    const value = load()
    this.entries.set(key, { at: Date.now(), value })
    value.catch(() => this.entries.delete(key))
    return value
  }
}
