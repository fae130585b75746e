import { sql, type SQL } from 'drizzle-orm'
import { daysInRange, type OverviewMeasure } from '@quad/shared'
import { overviewActiveGaps } from '../../db/schema/admin-overview.ts'
import type { DbOrTx } from '../../platform/db/database.ts'
import { measureOfDays, type OverviewRange } from './buckets.ts'
import { activeGapRows } from './measure-sources.ts'

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
 * Closed days: a stored row holds the people of its day whose gap is at least its `gap`,
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

/** Open days: the same counts from gap rows probed from `daily_activity` now. */
function liveDays(range: OverviewRange, days: Days): SQL {
  const starts = spanStarts(range, sql`g.day`)
  return sql`select g.day::text as day,
      coalesce(sum(g.n) filter (where g.gap > g.day - ${starts.bucket}), 0)::int as in_bucket,
      coalesce(sum(g.n) filter (where g.gap > g.day - ${starts.period}), 0)::int as in_period
    from (${activeGapRows(range.schoolId, days.from, days.to)}) g group by g.day`
}

/**
 * Active students: distinct people per bucket and period. A person counts in a span
 * starting on `s` on the day whose gap reaches before `s`, so each span is a sum of days.
 */
export async function activeStudents(
  db: DbOrTx,
  range: OverviewRange,
  split: { stored: Days | null; live: Days | null },
): Promise<OverviewMeasure> {
  const rows: DayRow[] = []
  if (split.stored) rows.push(...(await db.execute<DayRow>(storedDays(range, split.stored))).rows)
  if (split.live) rows.push(...(await db.execute<DayRow>(liveDays(range, split.live))).rows)
  const days = rows.map((row) => ({
    day: row.day,
    inBucket: row.in_bucket,
    inPeriod: row.in_period,
  }))
  return measureOfDays('activeStudents', range, days)
}
