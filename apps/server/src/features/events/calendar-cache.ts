import { eq } from 'drizzle-orm'
import { calendarVersions } from '../../db/schema/calendar.ts'
import type { DbOrTx } from '../../platform/db/database.ts'
import type { Entry } from './calendar-entry.ts'

/**
 * One school source: its entries in start order (a student's answer merges them with
 * theirs), and the answer of those alone as bytes (a visitor's, the same for everyone).
 */
export interface SchoolSource {
  entries: readonly Entry[]
  body: Buffer
}

interface Cached {
  version: number
  source: SchoolSource
}

/**
 * The school source's entries per (school, range, student or visitor) on this instance
 * (decision 036, P8): the same for every student of a school but their RSVPs, which are
 * laid over it per request. An entry is served only while the school's calendar version
 * (bumped by triggers in the writing transaction, migration 0027) is the one it was read
 * at, so no instance serves a change late, whatever the bus did. Least recently used
 * entries go first beyond `limit` (a month's entries are some hundred KB).
 */
export interface SchoolSourceCache {
  get(key: string, version: number): SchoolSource | undefined
  /** Keeps the newer of two concurrent fills: an older version never replaces a newer one. */
  set(key: string, version: number, source: SchoolSource): void
}

export function schoolSourceCache(limit = 64): SchoolSourceCache {
  const cache = new Map<string, Cached>()
  return {
    get(key, version) {
      const cached = cache.get(key)
      if (cached?.version !== version) return undefined
      // Re-inserting moves it to the end of the Map's order: the most recently used.
      cache.delete(key)
      cache.set(key, cached)
      return cached.source
    },
    set(key, version, source) {
      const cached = cache.get(key)
      if (cached && cached.version > version) return
      cache.delete(key)
      cache.set(key, { version, source })
      for (const oldest of cache.keys()) {
        if (cache.size <= limit) break
        cache.delete(oldest)
      }
    },
  }
}

/**
 * The school's calendar version. Read BEFORE the rows it labels: a change committed in
 * between is then in rows labelled older, which the next request re-reads (never the
 * reverse, old rows under a new label).
 */
export async function calendarVersion(db: DbOrTx, schoolId: number): Promise<number> {
  const [row] = await db
    .select({ version: calendarVersions.version })
    .from(calendarVersions)
    .where(eq(calendarVersions.schoolId, schoolId))
  return row?.version ?? 0
}
