import { eq } from 'drizzle-orm'
import { calendarVersions } from '../../db/schema/calendar.ts'
import { versionedCache, type VersionedCache } from '../../platform/cache/versioned-cache.ts'
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

/**
 * The school source's entries per (school, range, student or visitor) on this instance
 * (decision 036, P8): the same for every student of a school but their RSVPs, which are
 * laid over it per request, served while the school's calendar version (bumped by
 * triggers in the writing transaction, migration 0027) is the one it was read at. A
 * month's entries are some hundred KB: 64 at most.
 */
export type SchoolSourceCache = VersionedCache<number, SchoolSource>

export const schoolSourceCache = (limit = 64): SchoolSourceCache =>
  versionedCache({ limit, older: (a, b) => a < b })

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
