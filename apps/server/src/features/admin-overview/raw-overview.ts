import { sql, type SQL } from 'drizzle-orm'
import {
  addDays,
  daysInRange,
  OVERVIEW_MEASURES,
  type OverviewBucket,
  type OverviewMeasure,
  type OverviewMeasureKey,
} from '@quad/shared'
import { dailyActivity } from '../../platform/db/activity-schema.ts'
import type { DbOrTx } from '../../platform/db/database.ts'
import { bucketStarts, type OverviewRange as Range } from './buckets.ts'
import { midnight, ROW_SOURCES, rowsInDays, utcDay } from './measure-sources.ts'

/**
 * The overview counted over the raw tables, as decision 033 built it: the rollup's test
 * oracle (the rollup must answer exactly this) and the bench's "before" (decision 073).
 * Seconds at 100,000 students over a year, so no route calls it.
 */

type Row = { current: boolean; bucket: string | null; n: number }

const weekOr = (range: Range, day: SQL) =>
  range.bucket === 'week' ? sql`date_trunc('week', ${day})::date` : day

/** Rows per (period, bucket) over both periods through a hash aggregate. */
function rowsQuery(key: Exclude<OverviewMeasureKey, 'activeStudents'>, range: Range): SQL {
  const source = ROW_SOURCES[key]
  return sql`select ${source.dated} >= ${midnight(range.from)} as current,
      ${weekOr(range, utcDay(source))}::text as bucket, count(*)::int as n
    from ${source.table} where ${rowsInDays(source, range.schoolId, range.previousFrom, range.to)}
    group by 1, 2`
}

/** Distinct people per bucket of the range, and per period: a week is not a sum of its days. */
function activeQuery(range: Range): SQL {
  const inDays = (from: string) => sql`${dailyActivity.schoolId} = ${range.schoolId}
    and ${dailyActivity.day} >= ${from}::date and ${dailyActivity.day} <= ${range.to}::date`
  return sql`select true as current, ${weekOr(range, sql`${dailyActivity.day}`)}::text as bucket,
        count(distinct ${dailyActivity.userId})::int as n
      from ${dailyActivity} where ${inDays(range.from)} group by 2
    union all
    select ${dailyActivity.day} >= ${range.from}::date as current, null as bucket,
        count(distinct ${dailyActivity.userId})::int as n
      from ${dailyActivity} where ${inDays(range.previousFrom)} group by 1`
}

async function countMeasure(
  db: DbOrTx,
  key: OverviewMeasureKey,
  range: Range,
): Promise<OverviewMeasure> {
  const query = key === 'activeStudents' ? activeQuery(range) : rowsQuery(key, range)
  const { rows } = await db.execute<Row>(query)
  const counts = new Map<string, number>()
  let total = 0
  let previousTotal = 0
  const summed = key !== 'activeStudents'
  for (const row of rows) {
    if (row.bucket === null || summed) {
      if (row.current) total += row.n
      else previousTotal += row.n
    }
    if (row.bucket !== null && row.current) {
      // A week bucket starting before `from` is the range's first bucket.
      counts.set(row.bucket < range.from ? range.from : row.bucket, row.n)
    }
  }
  const points = bucketStarts(range.from, range.to, range.bucket).map((start) => ({
    start,
    count: counts.get(start) ?? 0,
  }))
  return { key, total, previousTotal, points }
}

/** Each measure counted over the raw tables, the range and the period of equal length before. */
export async function rawMeasures(
  db: DbOrTx,
  schoolId: number,
  query: { from: string; to: string; bucket: OverviewBucket },
): Promise<OverviewMeasure[]> {
  const previousFrom = addDays(query.from, -daysInRange(query.from, query.to))
  const range: Range = { schoolId, previousFrom, ...query }
  const measures: OverviewMeasure[] = []
  for (const key of OVERVIEW_MEASURES) measures.push(await countMeasure(db, key, range))
  return measures
}
