import { sql, type SQL } from 'drizzle-orm'
import type { PgColumn, PgTable } from 'drizzle-orm/pg-core'
import {
  addDays,
  daysInRange,
  OVERVIEW_MEASURES,
  type Overview,
  type OverviewBucket,
  type OverviewMeasure,
  type OverviewMeasureKey,
  type OverviewPoint,
} from '@quad/shared'
import { dailyActivity } from '../../platform/db/activity-schema.ts'
import type { DbOrTx } from '../../platform/db/database.ts'
import { reports } from '../../platform/db/policies-schema.ts'
import { chatMessages, clubMemberships, connections } from '../../db/schema/index.ts'

interface Range {
  schoolId: number
  /** First day of the period before, first day of the range, last day of the range. */
  previousFrom: string
  from: string
  to: string
  bucket: OverviewBucket
}

/**
 * What one measure counts: the table's school column, the column that dates a row (a
 * timestamp, or `daily_activity.day`), what it counts distinct if not rows, and any narrowing. Each
 * has an index on (school, dated column) so its count is one index range (decision 033).
 */
interface MeasureSource {
  school: SQL
  dated: SQL
  isDay: boolean
  /** Counts distinct values of this column rather than rows. */
  distinct?: SQL
  where?: SQL
  from: SQL
}

/** A measure that counts rows of a table by a timestamp column. */
const rowsBy = (table: PgTable, school: PgColumn, dated: PgColumn, where?: SQL): MeasureSource => ({
  from: sql`${table}`,
  school: sql`${school}`,
  dated: sql`${dated}`,
  isDay: false,
  ...(where && { where }),
})

const SOURCES: Record<OverviewMeasureKey, MeasureSource> = {
  activeStudents: {
    from: sql`${dailyActivity}`,
    school: sql`${dailyActivity.schoolId}`,
    dated: sql`${dailyActivity.day}`,
    isDay: true,
    // Distinct people: someone active on five days of a week is one active student.
    distinct: sql`${dailyActivity.userId}`,
  },
  // A connection dates from its acceptance (the last change of an accepted row).
  newConnections: rowsBy(
    connections,
    connections.schoolId,
    connections.updatedAt,
    sql`${connections.status} = 'accepted'`,
  ),
  messagesSent: rowsBy(chatMessages, chatMessages.schoolId, chatMessages.createdAt),
  clubJoins: rowsBy(clubMemberships, clubMemberships.schoolId, clubMemberships.joinedAt),
  reportsFiled: rowsBy(reports, reports.schoolId, reports.createdAt),
}

/** Midnight UTC of a day, as the bound of a timestamp range. */
const midnight = (day: string) => new Date(`${day}T00:00:00Z`).toISOString()

/**
 * One statement per measure over both periods, by day or week (UTC; a week is ISO,
 * from Monday). Rows are counted per bucket and period with a hash aggregate, and the
 * totals are their sums. Active students are distinct people, so a period's total is
 * not a sum of its days: a second part of the same statement counts it (decision 033;
 * grouping sets did both in one pass but sorted every row, 5-10x slower at 100k students).
 */
function measureQuery(source: MeasureSource, range: Range): SQL {
  const day = source.isDay ? source.dated : sql`(${source.dated} at time zone 'utc')::date`
  const bucket = range.bucket === 'week' ? sql`date_trunc('week', ${day})::date` : day
  const bound = (d: string) => (source.isDay ? sql`${d}::date` : sql`${midnight(d)}::timestamptz`)
  const inRange = (from: string) => sql`${source.school} = ${range.schoolId}
        and ${source.dated} >= ${bound(from)}
        and ${source.dated} < ${bound(addDays(range.to, 1))}
        ${source.where ? sql`and ${source.where}` : sql``}`
  const current = sql`${source.dated} >= ${bound(range.from)}`
  if (!source.distinct) {
    return sql`select ${current} as current, ${bucket}::text as bucket, count(*)::int as n
      from ${source.from} where ${inRange(range.previousFrom)} group by 1, 2`
  }
  return sql`select true as current, ${bucket}::text as bucket,
        count(distinct ${source.distinct})::int as n
      from ${source.from} where ${inRange(range.from)} group by 2
    union all
    select ${current} as current, null as bucket, count(distinct ${source.distinct})::int as n
      from ${source.from} where ${inRange(range.previousFrom)} group by 1`
}

interface Row {
  current: boolean
  bucket: string | null
  n: number
}

/** The starts of the range's buckets: every day, or each Monday (the first cut to `from`). */
export function bucketStarts(from: string, to: string, bucket: OverviewBucket): string[] {
  const starts: string[] = []
  for (let day = from; day <= to; day = addDays(day, 1)) {
    const monday = new Date(`${day}T00:00:00Z`).getUTCDay() === 1
    if (bucket === 'day' || day === from || monday) starts.push(day)
  }
  return starts
}

async function countMeasure(
  db: DbOrTx,
  key: OverviewMeasureKey,
  range: Range,
): Promise<OverviewMeasure> {
  const result = await db.execute<Record<string, unknown>>(measureQuery(SOURCES[key], range))
  const rows = result.rows as unknown as Row[]
  const counts = new Map<string, number>()
  let total = 0
  let previousTotal = 0
  const summed = !SOURCES[key].distinct
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
  const points: OverviewPoint[] = bucketStarts(range.from, range.to, range.bucket).map((start) => ({
    start,
    count: counts.get(start) ?? 0,
  }))
  return { key, total, previousTotal, points }
}

/** The admin overview of a school (issue 14 item 5): each measure over a range and the one before. */
export async function schoolOverview(
  db: DbOrTx,
  schoolId: number,
  query: { from: string; to: string; bucket: OverviewBucket },
): Promise<Overview> {
  const length = daysInRange(query.from, query.to)
  const range: Range = { schoolId, previousFrom: addDays(query.from, -length), ...query }
  const measures: OverviewMeasure[] = []
  // One after another: five short indexed queries; in parallel they would only queue
  // for the embedded database's one connection.
  for (const key of OVERVIEW_MEASURES) measures.push(await countMeasure(db, key, range))
  return {
    from: query.from,
    to: query.to,
    bucket: query.bucket,
    previous: { from: range.previousFrom, to: addDays(query.from, -1) },
    measures,
  }
}
