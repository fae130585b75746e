import type { OverviewMeasure } from '@quad/shared'

/** Ranges kept: admins look at a handful (the console's presets), a few schools each. */
const MAX_RANGES = 64

/**
 * Each range's measures over its closed days (decision 073). Closed days change only when
 * the job writes them, which moves the school's `closed_through` or `closed_version`,
 * both part of the key: an entry is never stale, only unused. Each instance keeps its own;
 * the key comes from the database, so instances agree. Least recently used goes first.
 */
export class ClosedDaysCache {
  readonly #entries = new Map<string, Promise<OverviewMeasure[]>>()

  /** The measures under `key`, counted by `count` if no request has counted them yet. */
  async get(key: string, count: () => Promise<OverviewMeasure[]>): Promise<OverviewMeasure[]> {
    const hit = this.#entries.get(key)
    if (hit) {
      this.#entries.delete(key)
      this.#entries.set(key, hit)
      return hit
    }
    // Concurrent requests for the same range share one count.
    const counting = count()
    this.#entries.set(key, counting)
    for (const oldest of this.#entries.keys()) {
      if (this.#entries.size <= MAX_RANGES) break
      this.#entries.delete(oldest)
    }
    try {
      return await counting
    } catch (error) {
      this.#entries.delete(key)
      throw error
    }
  }
}
