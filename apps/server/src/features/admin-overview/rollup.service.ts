import { and, between, eq, sql } from 'drizzle-orm'
import { addDays, OVERVIEW_MAX_DAYS } from '@quad/shared'
import {
  overviewActiveGaps,
  overviewDailyCounts,
  overviewRollupState,
} from '../../db/schema/admin-overview.ts'
import { schools } from '../../platform/db/schema.ts'
import { dailyActivity } from '../../platform/db/activity-schema.ts'
import type { Db, DbOrTx } from '../../platform/db/database.ts'
import { activeGapRows, ROW_MEASURES, ROW_SOURCES, rowCountsByDay } from './measure-sources.ts'

/**
 * Rows dated on a day can still arrive a little after it ends (a transaction open at
 * midnight commits with the old day's time), so a day closes ten minutes later.
 */
const SETTLE_MS = 10 * 60_000
/** Days a transaction rolls up: a crash loses one chunk, and no lock is held for long. */
const CHUNK_DAYS = 31

/** The last day whose rows no longer change at `now`: yesterday, ten minutes into today. */
export function lastClosedDay(now: Date): string {
  return addDays(new Date(now.getTime() - SETTLE_MS).toISOString().slice(0, 10), -1)
}

/** The last day of the chunk starting on `from`, not past `last`. */
function chunkEnd(from: string, last: string): string {
  const end = addDays(from, CHUNK_DAYS - 1)
  return end < last ? end : last
}

/** A school's last closed day, its state row locked for the transaction (null: no row yet). */
async function lockClosedThrough(tx: DbOrTx, schoolId: number): Promise<string | null> {
  const [state] = await tx
    .select({ closedThrough: overviewRollupState.closedThrough })
    .from(overviewRollupState)
    .where(eq(overviewRollupState.schoolId, schoolId))
    .for('update')
  return state?.closedThrough ?? null
}

/** Rewrites one school's rollup of `from`..`to` from the raw tables. */
async function writeDays(tx: DbOrTx, schoolId: number, from: string, to: string): Promise<void> {
  const school = (table: typeof overviewDailyCounts | typeof overviewActiveGaps) =>
    and(eq(table.schoolId, schoolId), between(table.day, from, to))
  await tx.delete(overviewDailyCounts).where(school(overviewDailyCounts))
  await tx.delete(overviewActiveGaps).where(school(overviewActiveGaps))
  for (const key of ROW_MEASURES) {
    const counts = rowCountsByDay(ROW_SOURCES[key], schoolId, from, to)
    await tx.execute(sql`insert into ${overviewDailyCounts} (school_id, measure, day, n)
      select ${schoolId}, ${key}, c.day, c.n from (${counts}) c`)
  }
  await tx.execute(sql`insert into ${overviewActiveGaps} (school_id, day, gap, n)
    select ${schoolId}, g.day, g.gap, sum(g.n) over (partition by g.day order by g.gap desc)
    from (${activeGapRows(schoolId, from, to)}) g`)
}

/** A school's first day with anything to count (each an index's first entry), or null. */
async function firstDay(db: DbOrTx, schoolId: number): Promise<string | null> {
  const firsts = [
    sql`(select min(day) from ${dailyActivity} where ${dailyActivity.schoolId} = ${schoolId})`,
    ...ROW_MEASURES.map((key) => {
      const { table, school, dated, where } = ROW_SOURCES[key]
      const narrowed = where ? sql`and ${where}` : sql``
      return sql`(select (min(${dated}) at time zone 'utc')::date from ${table}
        where ${school} = ${schoolId} ${narrowed})`
    }),
  ]
  const { rows } = await db.execute<{ first: string | null }>(
    sql`select least(${sql.join(firsts, sql`, `)})::text as first`,
  )
  return rows[0]?.first ?? null
}

/**
 * Rolls `schoolId` up through `through`, in chunks from the day after its last closed
 * day (or its first day with data: the backfill after the migration). The state row is
 * locked per chunk, so two instances running the job take turns.
 */
export async function rollUpSchool(db: Db, schoolId: number, through: string): Promise<void> {
  const first = (await firstDay(db, schoolId)) ?? addDays(through, 1)
  await db
    .insert(overviewRollupState)
    .values({ schoolId, closedThrough: addDays(first, -1) })
    .onConflictDoNothing()
  for (let done = false; !done;) {
    done = await db.transaction(async (tx) => {
      const closed = await lockClosedThrough(tx, schoolId)
      if (closed === null || closed >= through) return true
      const from = addDays(closed, 1)
      const to = chunkEnd(from, through)
      await writeDays(tx, schoolId, from, to)
      await tx
        .update(overviewRollupState)
        .set({ closedThrough: to })
        .where(eq(overviewRollupState.schoolId, schoolId))
      return to === through
    })
  }
}

/**
 * Rewrites a school's closed days from `from` on: rows deleted since their day closed (an
 * erased account, a club left, a connection ended) stop being counted, as the raw count
 * would. Chunk by chunk under the state's lock; readers see each chunk's old or new rows.
 */
export async function refreshSchool(db: Db, schoolId: number, from: string): Promise<void> {
  for (let start = from; ; start = addDays(start, CHUNK_DAYS)) {
    const more = await db.transaction(async (tx) => {
      const closed = await lockClosedThrough(tx, schoolId)
      if (closed === null || start > closed) return false
      await writeDays(tx, schoolId, start, chunkEnd(start, closed))
      return true
    })
    if (!more) return
  }
}

/** The job's run: every school rolled up through the last closed day. */
export async function rollUpAllSchools(db: Db, now: Date): Promise<void> {
  const through = lastClosedDay(now)
  for (const { id } of await db.select({ id: schools.id }).from(schools)) {
    await rollUpSchool(db, id, through)
  }
}

/**
 * The nightly refresh: every school's closed days of the last two years rewritten, what
 * the longest range and the period before it reach back to from today.
 */
export async function refreshAllSchools(db: Db, now: Date): Promise<void> {
  const from = addDays(lastClosedDay(now), 1 - 2 * OVERVIEW_MAX_DAYS)
  for (const { id } of await db.select({ id: schools.id }).from(schools)) {
    await refreshSchool(db, id, from)
  }
}
