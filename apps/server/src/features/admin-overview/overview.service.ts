import { and, between, eq, sql } from 'drizzle-orm'
import {
  addDays,
  daysInRange,
  OVERVIEW_MEASURES,
  type Overview,
  type OverviewBucket,
} from '@quad/shared'
import { overviewDailyCounts, overviewRollupState } from '../../db/schema/admin-overview.ts'
import type { DbOrTx } from '../../platform/db/database.ts'
import { activeStudents, type Days } from './active-students.ts'
import { measureOfDays, type OverviewRange } from './buckets.ts'
import { ROW_MEASURES, ROW_SOURCES, rowCountsByDay } from './measure-sources.ts'

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
  const active = await activeStudents(db, range, split)
  const days = await rowDayCounts(db, range)
  const measures = OVERVIEW_MEASURES.map((key) =>
    key === 'activeStudents'
      ? active
      : measureOfDays(
          key,
          range,
          days
            .filter((d) => d.measure === key)
            .map(({ day, n }) => ({ day, inBucket: n, inPeriod: n })),
        ),
  )
  return {
    from: query.from,
    to: query.to,
    bucket: query.bucket,
    previous: { from: previousFrom, to: addDays(query.from, -1) },
    measures,
  }
}
