import { sql, type SQL } from 'drizzle-orm'
import { daysInRange } from '@quad/shared'
import { overviewActiveGaps } from '../../db/schema/admin-overview.ts'
import type { DbOrTx } from '../../platform/db/database.ts'
import type { DayTally, OverviewRange } from './buckets.ts'
import { activeGapRows, type Written } from './measure-sources.ts'

/** Days from `from` to `to`, both counted. */
export type Days = { from: string; to: string }

/** Per day: people counted in its bucket, and in its period (first active day in each). */
type DayRow = { day: string; in_bucket: number; in_period: number }

/**
 * Where a span containing `day` starts: its bucket (the day, or its week's Monday not
 * before `from`) and its period (`from`, or `previousFrom` for the period before).
 */
function spanStarts(range: OverviewRange, day: SQL) {
  const from = sql`${range.from}::date`
  return {
    bucket:
      range.bucket === 'week' ? sql`greatest(date_trunc('week', ${day})::date, ${from})` : day,
    period: sql`(case when ${day} >= ${from} then ${from} else ${range.previousFrom}::date end)`,
  }
}

/**
 * Stored days: a stored row holds the people of its day whose gap is at least its `gap`,
 * so the people a span starting on `s` counts on day `d` are the first row with
 * `gap > d - s`: one primary-key probe per day and span (decision 073).
 */
function storedDays(range: OverviewRange, days: Days): SQL {
  const day = sql`d.day`
  const starts = spanStarts(range, day)
  const reaching = (start: SQL) => sql`coalesce((select g.n from ${overviewActiveGaps} g
      where g.school_id = ${range.schoolId} and g.day = ${day} and g.gap > ${day} - ${start}
      order by g.gap limit 1), 0)`
  return sql`select ${day}::text as day, ${reaching(starts.bucket)} as in_bucket,
      ${reaching(starts.period)} as in_period
    from (select ${days.from}::date + i as day
      from generate_series(0, ${daysInRange(days.from, days.to) - 1}) i) d`
}

/** Open days' rows the rollup does not hold: the same counts from gap rows probed now. */
function liveDays(range: OverviewRange, days: Days, written: Written): SQL {
  const starts = spanStarts(range, sql`g.day`)
  return sql`select g.day::text as day,
      coalesce(sum(g.n) filter (where g.gap > g.day - ${starts.bucket}), 0)::int as in_bucket,
      coalesce(sum(g.n) filter (where g.gap > g.day - ${starts.period}), 0)::int as in_period
    from (${activeGapRows(range.schoolId, days, written)}) g group by g.day`
}

const tallies = (rows: DayRow[]): DayTally[] =>
  rows.map((row) => ({ day: row.day, inBucket: row.in_bucket, inPeriod: row.in_period }))

/**
 * Active students per day of `days` as the rollup holds them: people counted in the day's
 * bucket and period. A person counts in a span starting on `s` on the day whose gap
 * reaches before `s`, so each span's distinct people are a sum over its days.
 */
export async function storedActiveDays(
  db: DbOrTx,
  range: OverviewRange,
  days: Days,
): Promise<DayTally[]> {
  return tallies((await db.execute<DayRow>(storedDays(range, days))).rows)
}

/** The same from `daily_activity` for the rows `written` then (open days the job has not stored). */
export async function liveActiveDays(
  db: DbOrTx,
  range: OverviewRange,
  days: Days,
  written: Written,
): Promise<DayTally[]> {
  return tallies((await db.execute<DayRow>(liveDays(range, days, written))).rows)
}
