import { and, between, eq, sql } from 'drizzle-orm'
import {
  addDays,
  daysInRange,
  OVERVIEW_MEASURES,
  type Overview,
  type OverviewBucket,
  type OverviewMeasure,
  type OverviewMeasureKey,
} from '@quad/shared'
import { overviewDailyCounts, overviewRollupState } from '../../db/schema/admin-overview.ts'
import type { Db, DbOrTx } from '../../platform/db/database.ts'
import { liveActiveDays, storedActiveDays, type Days } from './active-students.ts'
import { emptyMeasure, withDays, type DayTally, type OverviewRange } from './buckets.ts'
import type { ClosedDaysCache } from './closed-days-cache.ts'
import { ROW_MEASURES, ROW_SOURCES, rowCountsByDay, type Written } from './measure-sources.ts'

/** A day's tally of one measure. */
type MeasureDay = DayTally & { key: OverviewMeasureKey }

const ACTIVE: OverviewMeasureKey = 'activeStudents'

const nonEmpty = (days: Days) => (days.from <= days.to ? days : null)

/** A school's rollup: whole days through `closedThrough`, open days' rows before `countedBefore`. */
async function rollupState(db: DbOrTx, schoolId: number) {
  const [state] = await db
    .select({
      closedThrough: overviewRollupState.closedThrough,
      countedBefore: overviewRollupState.countedBefore,
      closedVersion: overviewRollupState.closedVersion,
    })
    .from(overviewRollupState)
    .where(eq(overviewRollupState.schoolId, schoolId))
  return state ?? { closedThrough: null, countedBefore: null, closedVersion: 0 }
}

/** Splits both periods at the school's last closed day. */
function splitAtClosed(closedThrough: string | null, whole: Days) {
  const closed = closedThrough ?? addDays(whole.from, -1)
  return {
    closed: nonEmpty({ from: whole.from, to: closed < whole.to ? closed : whole.to }),
    open: nonEmpty({ from: closed < whole.from ? whole.from : addDays(closed, 1), to: whole.to }),
  }
}

/** Each row measure per day of `days` as the rollup holds them. */
async function storedCounts(db: DbOrTx, schoolId: number, days: Days): Promise<MeasureDay[]> {
  const { day, measure, n } = overviewDailyCounts
  const rows = await db
    .select({ measure, day, n })
    .from(overviewDailyCounts)
    .where(and(eq(overviewDailyCounts.schoolId, schoolId), between(day, days.from, days.to)))
  return rows.map((row) => ({
    key: row.measure,
    day: row.day,
    inBucket: row.n,
    inPeriod: row.n,
  }))
}

/** Each row measure per day of `days` from the raw tables, the rows `written` then. */
async function liveCounts(
  db: DbOrTx,
  schoolId: number,
  days: Days,
  written: Written,
): Promise<MeasureDay[]> {
  const counts = ROW_MEASURES.map(
    (key) => sql`select ${key}::text as key, c.day::text as day, c.n
      from (${rowCountsByDay(ROW_SOURCES[key], schoolId, days, written)}) c`,
  )
  const { rows } = await db.execute<{ key: OverviewMeasureKey; day: string; n: number }>(
    sql.join(counts, sql` union all `),
  )
  return rows.map(({ key, day, n }) => ({ key, day, inBucket: n, inPeriod: n }))
}

/** Every measure's days from the rollup: closed days, or what the job stored of open ones. */
async function storedDays(db: DbOrTx, range: OverviewRange, days: Days): Promise<MeasureDay[]> {
  const active = await storedActiveDays(db, range, days)
  const counts = await storedCounts(db, range.schoolId, days)
  return [...active.map((day) => ({ key: ACTIVE, ...day })), ...counts]
}

/** Every measure's days from the raw tables: rows of open days the job has not stored. */
async function liveDays(
  db: DbOrTx,
  range: OverviewRange,
  days: Days,
  written: Written,
): Promise<MeasureDay[]> {
  const active = await liveActiveDays(db, range, days, written)
  const counts = await liveCounts(db, range.schoolId, days, written)
  return [...active.map((day) => ({ key: ACTIVE, ...day })), ...counts]
}

/** `measures` with `days` added to each. */
const withMeasureDays = (range: OverviewRange, measures: OverviewMeasure[], days: MeasureDay[]) =>
  measures.map((measure) =>
    withDays(
      measure,
      range,
      days.filter((day) => day.key === measure.key),
    ),
  )

const emptyMeasures = (range: OverviewRange) =>
  OVERVIEW_MEASURES.map((key) => emptyMeasure(key, range))

/**
 * Both periods' measures: closed days from the rollup (counted once per range until the
 * job writes closed days again), open days from what the job stored of them plus the
 * rows written since, counted live. One snapshot, so the state and the rows agree.
 */
async function measuresOf(
  tx: DbOrTx,
  range: OverviewRange,
  cache: ClosedDaysCache,
): Promise<OverviewMeasure[]> {
  // Thousands of one-row probes look costly to the planner, but compiling them (JIT) takes
  // longer than running them: 13 of 35 ms for today's live probes, measured.
  await tx.execute(sql`set local jit = off`)
  const state = await rollupState(tx, range.schoolId)
  const { closed, open } = splitAtClosed(state.closedThrough, {
    from: range.previousFrom,
    to: range.to,
  })
  const { schoolId, from, to, bucket } = range
  const key = `${schoolId}:${from}:${to}:${bucket}:${state.closedThrough}:${state.closedVersion}`
  const base = closed
    ? await cache.get(key, async () =>
        withMeasureDays(range, emptyMeasures(range), await storedDays(tx, range, closed)),
      )
    : emptyMeasures(range)
  if (!open) return base
  const since = state.countedBefore
  const days = since
    ? [...(await storedDays(tx, range, open)), ...(await liveDays(tx, range, open, { since }))]
    : await liveDays(tx, range, open, null)
  return withMeasureDays(range, base, days)
}

/** The admin overview of a school (issue 14 item 5): each measure over a range and the one before. */
export async function schoolOverview(
  db: Db,
  schoolId: number,
  query: { from: string; to: string; bucket: OverviewBucket },
  cache: ClosedDaysCache,
): Promise<Overview> {
  const previousFrom = addDays(query.from, -daysInRange(query.from, query.to))
  const range: OverviewRange = { schoolId, previousFrom, ...query }
  // Short indexed statements one after another; in parallel they would only queue for
  // the embedded database's one connection.
  const measures = await db.transaction((tx) => measuresOf(tx, range, cache), {
    isolationLevel: 'repeatable read',
    accessMode: 'read only',
  })
  return {
    from: query.from,
    to: query.to,
    bucket: query.bucket,
    previous: { from: previousFrom, to: addDays(query.from, -1) },
    measures,
  }
}
