import { sql } from 'drizzle-orm'
import type { Db } from '../platform/db/database.ts'
import { DEMO_TIME_ZONE } from './demo-events.ts'

/** Further than any two demo times are apart (a century): the first leg of each move. */
const FAR_DAYS = 36_500
const TIME_TYPES = ['timestamp with time zone', 'timestamp without time zone', 'date']

/**
 * Moves every time the demo holds on by `days` (issue 30 debt 9): the seed placed its
 * events, posts, chats, activity and terms around the day it ran, so a dump made at
 * install is today's demo once each date and timestamp column of every table moves by
 * the days since. Calendar days in the demo school's zone (`SET LOCAL TIME ZONE`), so a
 * 5:30 PM walk stays at 5:30 PM across a daylight-saving change. One transaction, so a
 * demo is never half moved; a first start killed before it keeps the dump's days, as it
 * keeps the dump's password hash (an empty DATA_DIR loads the dump again).
 */
export async function shiftDemoTimes(db: Db, days: number): Promise<void> {
  if (days === 0) return
  await db.transaction(async (tx) => {
    await tx.execute(sql.raw(`SET LOCAL TIME ZONE '${DEMO_TIME_ZONE}'`))
    const columns = await tx.execute<{
      table_name: string
      column_name: string
      data_type: string
    }>(
      sql`SELECT table_name, column_name, data_type FROM information_schema.columns
          WHERE table_schema = 'public' AND data_type IN (${sql.join(
            TIME_TYPES.map((type) => sql`${type}`),
            sql`, `,
          )})
          ORDER BY table_name, ordinal_position`,
    )
    const byTable = new Map<string, { name: string; type: string }[]>()
    for (const { table_name: table, column_name: name, data_type: type } of columns.rows) {
      byTable.set(table, [...(byTable.get(table) ?? []), { name, type }])
    }
    // Unique keys may hold a time (a day of activity): moving row by row could meet a row
    // not moved yet. So every row first goes far out, past any row, then back to its place.
    for (const [table, list] of byTable) {
      for (const step of [FAR_DAYS, days - FAR_DAYS]) {
        const sets = list.map(({ name, type }) => {
          const column = sql.identifier(name)
          // A date moves by whole days; a timestamp by calendar days in the session's zone.
          const by = type === 'date' ? sql`${step}::int` : sql`make_interval(days => ${step}::int)`
          return sql`${column} = ${column} + ${by}`
        })
        await tx.execute(sql`UPDATE ${sql.identifier(table)} SET ${sql.join(sets, sql`, `)}`)
      }
    }
  })
}
