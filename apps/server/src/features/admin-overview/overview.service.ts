import { and, between, eq, sql, type SQL } from 'drizzle-orm'
import {
  addDays,
  daysInRange,
  OVERVIEW_MEASURES,
  type Overview,
  type OverviewBucket,
  type OverviewMeasure,
  type OverviewMeasureKey,
} from '@quad/shared'
import {
  overviewActiveGaps,
  overviewDailyCounts,
  overviewRollupState,
} from '../../db/schema/admin-overview.ts'
import type { DbOrTx } from '../../platform/db/database.ts'
import { bucketOf, bucketStarts, type OverviewRange } from './buckets.ts'
import { activeGapRows, ROW_MEASURES, ROW_SOURCES, rowCountsByDay } from './measure-sources.ts'

/** Days from `from` to `to`, both counted. */
type Days = { from: string; to: string }

interface Range extends OverviewRange {
  /** Closed days, read from the rollup (decision 073). */
  stored: Days | null
  /** Later days, counted from the raw tables: today, and any day the job has not reached. */
  live: Days | null
}

const nonEmpty = (days: Days) => (days.from <= days.to ? days : null)

/** Splits both periods at the school's last rolled-up day. */
async function splitAtRollup(
  db: DbOrTx,
  schoolId: number,
  whole: Days,
): Promise<Pick<Range, 'stored' | 'live'>> {
  const [state] = await db
    .select({ closedThrough: overviewRollupState.closedThrough })
    .from(overviewRollupState)
    .where(eq(overviewRollupState.schoolId, schoolId))
  const closed = state?.closedThrough ?? addDays(whole.from, -1)
  const storedTo = closed < whole.to ? closed : whole.to
  const liveFrom = closed < whole.from ? whole.from : addDays(closed, 1)
  return {
    stored: nonEmpty({ from: whole.from, to: storedTo }),
    live: nonEmpty({ from: liveFrom, to: whole.to }),
  }
}

type DayCount = { measure: string; day: string; n: number }

/** Each row measure per day over both periods: stored closed days, live open ones. */
async function rowDayCounts(db: DbOrTx, range: Range): Promise<DayCount[]> {
  const counts: DayCount[] = []
  if (range.stored) {
    const { schoolId, day, measure, n } = overviewDailyCounts
    counts.push(
      ...(await db
        .select({ measure, day, n })
        .from(overviewDailyCounts)
        .where(
          and(eq(schoolId, range.schoolId), between(day, range.stored.from, range.stored.to)),
        )),
    )
  }
  const live = range.live
  if (!live) return counts
  for (const key of ROW_MEASURES) {
    const query = rowCountsByDay(ROW_SOURCES[key], range.schoolId, live.from, live.to)
    const { rows } = await db.execute<{ day: string; n: number }>(
      sql`select c.day::text as day, c.n from (${query}) c`,
    )
    counts.push(...rows.map((row) => ({ measure: key, ...row })))
  }
  return counts
}

/** A row measure's buckets and totals: sums of its days. */
function summed(key: OverviewMeasureKey, days: DayCount[], range: Range): OverviewMeasure {
  const counts = new Map<string, number>()
  let total = 0
  let previousTotal = 0
  for (const { day, n } of days.filter((d) => d.measure === key)) {
    if (day < range.from) {
      previousTotal += n
      continue
    }
    total += n
    const start = bucketOf(day, range.from, range.bucket)
    counts.set(start, (counts.get(start) ?? 0) + n)
  }
  return { key, total, previousTotal, points: points(range, counts) }
}

const points = (range: Range, counts: Map<string, number>) =>
  bucketStarts(range.from, range.to, range.bucket).map((start) => ({
    start,
    count: counts.get(start) ?? 0,
  }))

type ActiveRow = { current: boolean; bucket: string | null; bucket_n: number; period_n: number }

/**
 * Active students: distinct people per bucket and period from the gap rows (stored and
 * live). A person counts in a span starting on `s` on the day whose gap reaches before
 * `s`, so each span is one filtered sum (decision 073).
 */
async function activeStudents(db: DbOrTx, range: Range): Promise<OverviewMeasure> {
  const parts: SQL[] = []
  if (range.stored) {
    const { schoolId, day, gap, n } = overviewActiveGaps
    parts.push(sql`select ${day} as day, ${gap} as gap, ${n} as n from ${overviewActiveGaps}
      where ${schoolId} = ${range.schoolId}
        and ${day} >= ${range.stored.from}::date and ${day} <= ${range.stored.to}::date`)
  }
  if (range.live) parts.push(activeGapRows(range.schoolId, range.live.from, range.live.to))
  const from = sql`${range.from}::date`
  const bucketStart =
    range.bucket === 'week' ? sql`greatest(date_trunc('week', g.day)::date, ${from})` : sql`g.day`
  const periodStart = sql`(case when g.day >= ${from} then ${from} else ${range.previousFrom}::date end)`
  const { rows } = await db.execute<ActiveRow>(sql`
    select g.day >= ${from} as current,
      (case when g.day >= ${from} then ${bucketStart} end)::text as bucket,
      coalesce(sum(g.n) filter (where g.gap > g.day - ${bucketStart}), 0)::int as bucket_n,
      coalesce(sum(g.n) filter (where g.gap > g.day - ${periodStart}), 0)::int as period_n
    from (${sql.join(parts, sql` union all `)}) g group by 1, 2`)
  const counts = new Map<string, number>()
  let total = 0
  let previousTotal = 0
  for (const row of rows) {
    if (!row.current) previousTotal += row.period_n
    if (!row.current || row.bucket === null) continue
    total += row.period_n
    counts.set(row.bucket, row.bucket_n)
  }
  return { key: 'activeStudents', total, previousTotal, points: points(range, counts) }
}

/** The admin overview of a school (issue 14 item 5): each measure over a range and the one before. */
export async function schoolOverview(
  db: DbOrTx,
  schoolId: number,
  query: { from: string; to: string; bucket: OverviewBucket },
): Promise<Overview> {
  const previousFrom = addDays(query.from, -daysInRange(query.from, query.to))
  const split = await splitAtRollup(db, schoolId, { from: previousFrom, to: query.to })
  const range: Range = { schoolId, previousFrom, ...query, ...split }
  // One after another: short indexed queries; in parallel they would only queue for the
  // embedded database's one connection.
  const active = await activeStudents(db, range)
  const days = await rowDayCounts(db, range)
  const measures = OVERVIEW_MEASURES.map((key) =>
    key === 'activeStudents' ? active : summed(key, days, range),
  )
  return {
    from: query.from,
    to: query.to,
    bucket: query.bucket,
    previous: { from: previousFrom, to: addDays(query.from, -1) },
    measures,
  }
}
