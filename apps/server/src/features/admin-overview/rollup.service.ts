import { and, eq, gte, lte, sql } from 'drizzle-orm'
import { addDays, OVERVIEW_MAX_DAYS } from '@quad/shared'
import {
  overviewActiveGaps,
  overviewDailyCounts,
  overviewRollupState,
} from '../../db/schema/admin-overview.ts'
import { schools } from '../../platform/db/schema.ts'
import { dailyActivity } from '../../platform/db/activity-schema.ts'
import type { Db, DbOrTx } from '../../platform/db/database.ts'
import {
  activeGapRows,
  ROW_MEASURES,
  ROW_SOURCES,
  rowCountsByDay,
  type Written,
} from './measure-sources.ts'

/**
 * A row can commit a little after the moment it is dated by (its transaction's start), so
 * the job counts rows only ten minutes after: a day closes ten minutes after it ends, and
 * an open day is stored as far as ten minutes before the run.
 */
const SETTLE_MS = 10 * 60_000
/** Days a transaction rolls up: a crash loses one chunk, and no lock is held for long. */
const CHUNK_DAYS = 31

/** Rows written before this moment have all committed at `now`: ten minutes before it. */
export const settledBefore = (now: Date) => new Date(now.getTime() - SETTLE_MS)

/** The last day whose rows no longer change at `now`: yesterday, ten minutes into today. */
export function lastClosedDay(now: Date): string {
  return addDays(settledBefore(now).toISOString().slice(0, 10), -1)
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

/** Each measure's rows of `days` (to null: every later day) as the raw tables hold them. */
async function insertDays(
  tx: DbOrTx,
  schoolId: number,
  days: { from: string; to: string },
  written: Written = null,
): Promise<void> {
  for (const key of ROW_MEASURES) {
    const counts = rowCountsByDay(ROW_SOURCES[key], schoolId, days, written)
    await tx.execute(sql`insert into ${overviewDailyCounts} (school_id, measure, day, n)
      select ${schoolId}, ${key}, c.day, c.n from (${counts}) c`)
  }
  // Open days: a person's row may be filed under a later day than it was written on (only
  // seeds do that), so every later day is read; counts are dated by when they were written.
  const gapDays = { from: days.from, to: written ? null : days.to }
  await tx.execute(sql`insert into ${overviewActiveGaps} (school_id, day, gap, n)
    select ${schoolId}, g.day, g.gap, sum(g.n) over (partition by g.day order by g.gap desc)
    from (${activeGapRows(schoolId, gapDays, written)}) g`)
}

/** Deletes one school's rollup from `from` on (through `to`, or every later day). */
async function deleteDays(tx: DbOrTx, schoolId: number, from: string, to: string | null) {
  for (const table of [overviewDailyCounts, overviewActiveGaps]) {
    const through = to === null ? undefined : lte(table.day, to)
    await tx.delete(table).where(and(eq(table.schoolId, schoolId), gte(table.day, from), through))
  }
}

/**
 * Rewrites one school's rollup of closed days `from`..`to` from the raw tables; a new
 * `closed_version` tells readers that answers built from the old rows are stale.
 */
async function writeDays(tx: DbOrTx, schoolId: number, from: string, to: string): Promise<void> {
  await deleteDays(tx, schoolId, from, to)
  await insertDays(tx, schoolId, { from, to })
  await tx
    .update(overviewRollupState)
    .set({ closedVersion: sql`${overviewRollupState.closedVersion} + 1` })
    .where(eq(overviewRollupState.schoolId, schoolId))
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

/**
 * Stores a school's open days (those after its last closed day) as far as the rows
 * written before `before`, so a request counts live only the rows written since: a few
 * minutes' worth instead of a whole day (decision 073). Rewritten on every run, since an
 * open day still grows; a day that closes is rewritten whole by `rollUpSchool`.
 */
export async function storeOpenDays(db: Db, schoolId: number, before: Date): Promise<void> {
  await db.transaction(async (tx) => {
    const closed = await lockClosedThrough(tx, schoolId)
    if (closed === null) return
    const from = addDays(closed, 1)
    await deleteDays(tx, schoolId, from, null)
    // A row dated before `before` falls on its day or earlier.
    await insertDays(tx, schoolId, { from, to: before.toISOString().slice(0, 10) }, { before })
    await tx
      .update(overviewRollupState)
      .set({ countedBefore: before })
      .where(eq(overviewRollupState.schoolId, schoolId))
  })
}

/**
 * The job's run: every school rolled up through the last closed day, and its open days
 * stored as far as the rows that have settled.
 */
export async function rollUpAllSchools(db: Db, now: Date): Promise<void> {
  const through = lastClosedDay(now)
  for (const { id } of await db.select({ id: schools.id }).from(schools)) {
    await rollUpSchool(db, id, through)
    await storeOpenDays(db, id, settledBefore(now))
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
