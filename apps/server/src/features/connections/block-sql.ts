import { sql, type AnyColumn, type SQL } from 'drizzle-orm'

/** A student in SQL: an id, a column, or an expression. */
type Person = number | AnyColumn | SQL

/**
 * Neither of two students blocked the other (issue 16: never shown, never told), as SQL
 * for a `where`: the one rule the feed, mentions and attendee lists share.
 */
export const noBlockBetween = (a: Person, b: Person): SQL => sql`not exists (select 1 from blocks b
  where (b.blocker_id = ${a} and b.blocked_id = ${b})
     or (b.blocker_id = ${b} and b.blocked_id = ${a}))`
