import type pg from 'pg'
import { versionedCache, type VersionedCache } from '../../platform/cache/versioned-cache.ts'
import type { KeptAnswer } from '../../platform/http/kept-answer.ts'
import { dayIn } from '../badges/index.ts'
import { WHOLE_SCHOOL } from './rollup.service.ts'

/** Schools' answers kept on one instance: a term's is some 9 KB (50 club lines). */
const REPORTS_MAX = 256

/**
 * The school's attendance answer kept as bytes per term (decision 111, issue 37 item 5):
 * served while the school's report version holds, so 50 staff reading it at once cost a
 * version read each instead of the term's club lines sorted and written again.
 */
export type SchoolReports = VersionedCache<string, KeptAnswer>

export const schoolReports = (limit = REPORTS_MAX): SchoolReports => versionedCache({ limit })

/**
 * The asked term, or the current one as of the school's day (which day is "current" turns
 * at the school's midnight, so the key does too).
 */
export function schoolReportKey(
  school: { id: number; timeZone: string },
  asked: string | undefined,
  now = new Date(),
): string {
  return [school.id, asked === undefined ? `current:${dayIn(school.timeZone, now)}` : asked].join(
    '|',
  )
}

/**
 * What a school's report is read from, as one value: the rollup's (the latest count of the
 * school's terms, and how many terms it has: every run counts the current term again, and
 * a term dropped shows in the number) and the school's calendar version (migration 0027:
 * an event's or a club's change, such as a club renamed). Read BEFORE the report's rows, so
 * a change committed while they are read gives a newer version to the next read. A club
 * deleted without events changes neither: its line goes at the next run (five minutes), as
 * its counts would. A named statement: prepared once per connection.
 */
export async function schoolReportVersion(pool: pg.Pool, schoolId: number): Promise<string> {
  const result = await pool.query<{ version: string }>({
    name: 'attendance_school_report_version',
    text: `select coalesce((select version from calendar_versions where school_id = $1), 0)
      || '.' || coalesce(floor(extract(epoch from max(counted_at)) * 1000)::bigint, 0)
      || '.' || count(*) as version
      from attendance_term_rollups where school_id = $1 and club_key = $2`,
    values: [schoolId, WHOLE_SCHOOL],
  })
  return result.rows[0]?.version ?? ''
}
