import { sql, type SQL } from 'drizzle-orm'
import type { PgColumn, PgTable } from 'drizzle-orm/pg-core'
import { addDays, OVERVIEW_MEASURES, type OverviewMeasureKey } from '@quad/shared'
import { dailyActivity } from '../../platform/db/activity-schema.ts'
import { reports } from '../../platform/db/policies-schema.ts'
import { chatMessages, clubMemberships, connections } from '../../db/schema/index.ts'

/**
 * A measure that counts rows of a table dated by a timestamp: the school column, the
 * dating column and any narrowing. Each has an index on (school, dated column), so a
 * range of days is one index range (decision 033).
 */
export interface RowSource {
  table: PgTable
  school: PgColumn
  dated: PgColumn
  where?: SQL
}

export type RowMeasureKey = Exclude<OverviewMeasureKey, 'activeStudents'>

export const ROW_SOURCES: Record<RowMeasureKey, RowSource> = {
  // A connection dates from its acceptance (the last change of an accepted row).
  newConnections: {
    table: connections,
    school: connections.schoolId,
    dated: connections.updatedAt,
    where: sql`${connections.status} = 'accepted'`,
  },
  messagesSent: {
    table: chatMessages,
    school: chatMessages.schoolId,
    dated: chatMessages.createdAt,
  },
  clubJoins: {
    table: clubMemberships,
    school: clubMemberships.schoolId,
    dated: clubMemberships.joinedAt,
  },
  reportsFiled: { table: reports, school: reports.schoolId, dated: reports.createdAt },
}

export const ROW_MEASURES = OVERVIEW_MEASURES.filter(
  (key): key is RowMeasureKey => key !== 'activeStudents',
)

/** A moment as a timestamp bound. */
const moment = (at: Date) => sql`${at.toISOString()}::timestamptz`

/** Midnight UTC of a day, as the bound of a timestamp range. */
export const midnight = (day: string) => moment(new Date(`${day}T00:00:00Z`))

/**
 * Which rows of an open day a statement counts (decision 073): those written before the
 * job's moment (it stores them) or since (a request counts them live); null: all.
 */
export type Written = { before: Date } | { since: Date } | null

/** `column` (when a row was written) narrowed to `written`. */
function writtenIn(column: SQL | PgColumn, written: Written): SQL {
  if (!written) return sql``
  if ('before' in written) return sql`and ${column} < ${moment(written.before)}`
  return sql`and ${column} >= ${moment(written.since)}`
}

/** `(school, dated)` rows from `from` to `to` (both UTC days, counted): the index range. */
export function rowsInDays(
  source: RowSource,
  schoolId: number,
  from: string,
  to: string,
  written: Written = null,
): SQL {
  return sql`${source.school} = ${schoolId}
    and ${source.dated} >= ${midnight(from)} and ${source.dated} < ${midnight(addDays(to, 1))}
    ${writtenIn(source.dated, written)} ${source.where ? sql`and ${source.where}` : sql``}`
}

/** The UTC day of a row of `source`. */
export const utcDay = (source: RowSource) => sql`(${source.dated} at time zone 'utc')::date`

/**
 * `(day, n)`: rows of one measure per UTC day from `from` to `to`, those `written` then.
 * The job stores these for closed days, and for open days as far as it has come; the
 * overview counts the rest of the open days with the same statement.
 */
export function rowCountsByDay(
  source: RowSource,
  schoolId: number,
  days: { from: string; to: string },
  written: Written = null,
): SQL {
  return sql`select ${utcDay(source)} as day, count(*)::int as n
    from ${source.table} where ${rowsInDays(source, schoolId, days.from, days.to, written)}
    group by 1`
}

/** Gaps longer than a year are stored as this: a span is at most a year (`OVERVIEW_MAX_DAYS`). */
export const NO_RECENT_DAY = 366

/**
 * `(day, gap, n)`: people active per day from `from` to `to` (null: every later day), by
 * days since their previous active day (decision 073), those whose row was `written` then.
 * One probe per row of `daily_activity_user_day_idx` for the previous day; the job stores
 * closed days and open days as far as it has come, the overview probes the rest.
 */
export function activeGapRows(
  schoolId: number,
  days: { from: string; to: string | null },
  written: Written = null,
): SQL {
  const noRecentDay = sql`${NO_RECENT_DAY}::int`
  const to = days.to === null ? sql`` : sql`and t.day <= ${days.to}::date`
  return sql`select t.day, least(coalesce(t.day - previous.day, ${noRecentDay}), ${noRecentDay}) as gap,
      count(*)::int as n
    from ${dailyActivity} t
    left join lateral (
      select p.day from ${dailyActivity} p
      where p.user_id = t.user_id and p.day < t.day and p.day >= t.day - ${noRecentDay}
      order by p.day desc limit 1
    ) previous on true
    where t.school_id = ${schoolId} and t.day >= ${days.from}::date ${to}
      ${writtenIn(sql`t.created_at`, written)}
    group by 1, 2`
}
