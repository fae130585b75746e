import { type AnyColumn, type SQL, and, asc, desc, or, sql } from 'drizzle-orm'
import { type CursorValue, type PageOf, decodeCursor, encodeCursor } from '@quad/shared'
import { badRequest } from '../errors.ts'

/** One ordering key of a keyset page: its column, direction and the row's value of it. */
export interface KeysetKey<Row> {
  column: AnyColumn | SQL
  direction: 'asc' | 'desc'
  /**
   * The row's value, as the cursor keeps it. A timestamp must come from `exactTime`:
   * PostgreSQL keeps microseconds and a JS Date only milliseconds, so a cursor made from
   * a Date would skip rows that fall within the same millisecond.
   */
  value: (row: Row) => CursorValue
  /** What the cursor value must be: an id, a text key, or an `exactTime` timestamp. */
  type: 'integer' | 'text' | 'timestamp'
}

/** A query that takes its order and limit from the helper (a Drizzle select, its where set). */
interface OrderableQuery<Row> {
  orderBy(...columns: SQL[]): {
    limit(limit: number): PromiseLike<Row[]> & { offset(offset: number): PromiseLike<Row[]> }
  }
}

export interface KeysetPageOptions<Row> {
  /** Builds the query with `after` (the keyset condition, undefined on page 1) in its where. */
  query: (after: SQL | undefined) => OrderableQuery<Row>
  /** Order keys; the last must be unique (the id), so ties in the others stay stable. */
  keys: readonly KeysetKey<Row>[]
  cursor?: string | undefined
  limit: number
  /** Rows to skip on the first page: the spec's count/offset lists (api.md), adapted. */
  offset?: number | undefined
}

/**
 * One page of rows after `cursor` in the keys' order (decision 025): fetches limit+1 to
 * know whether another page follows; `nextCursor` holds the last row's key values.
 * A cursor this server did not give is a 400 naming `querystring.cursor`.
 */
export async function keysetPage<Row>(options: KeysetPageOptions<Row>): Promise<PageOf<Row>> {
  const { keys, limit } = options
  const after = options.cursor === undefined ? undefined : afterCursor(keys, options.cursor)
  const limited = options
    .query(after)
    .orderBy(...keys.map((k) => (k.direction === 'asc' ? asc(k.column) : desc(k.column))))
    .limit(limit + 1)
  const rows = await (options.offset && !after ? limited.offset(options.offset) : limited)
  const items = rows.slice(0, limit)
  const last = items.at(-1)
  const more = rows.length > limit && last !== undefined
  return { items, nextCursor: more ? encodeCursor(keys.map((k) => k.value(last))) : null }
}

/** A timestamp's exact value for a cursor: ISO 8601 in UTC with microseconds. */
export function exactTime(column: AnyColumn | SQL): SQL<string> {
  return sql<string>`to_char(${column} at time zone 'UTC', 'YYYY-MM-DD"T"HH24:MI:SS.US"Z"')`
}

/** Rows after the cursor's: (k1 > v1) or (k1 = v1 and k2 > v2) ..., each key in its direction. */
function afterCursor<Row>(keys: readonly KeysetKey<Row>[], cursor: string): SQL {
  const values = decodeCursor(cursor, keys.length)
  if (!values || !values.every((v, i) => validValue(keys[i], v))) throw badCursor()
  const bound = (i: number) => {
    const value = values[i]
    return keys[i]?.type === 'timestamp' ? sql`${value}::timestamptz` : sql`${value}`
  }
  const direction = keys[0]?.direction
  if (keys.every((k) => k.direction === direction)) {
    // One direction: a row comparison, which an index on the keys serves.
    const columns = sql.join(
      keys.map((k) => sql`${k.column}`),
      sql`, `,
    )
    const bounds = sql.join(
      keys.map((_, i) => bound(i)),
      sql`, `,
    )
    return direction === 'asc' ? sql`(${columns}) > (${bounds})` : sql`(${columns}) < (${bounds})`
  }
  const branches = keys.map((key, i) => {
    const past =
      key.direction === 'asc' ? sql`${key.column} > ${bound(i)}` : sql`${key.column} < ${bound(i)}`
    const equal = keys.slice(0, i).map((k, j) => sql`${k.column} = ${bound(j)}`)
    return and(...equal, past)
  })
  const condition = or(...branches)
  if (!condition) throw badCursor()
  return condition
}

function validValue<Row>(key: KeysetKey<Row> | undefined, value: CursorValue): boolean {
  if (key?.type === 'integer') return typeof value === 'number'
  if (key?.type === 'timestamp') return typeof value === 'string' && isExactTime(value)
  return typeof value === 'string'
}

function badCursor() {
  return badRequest('querystring.cursor: is not a cursor this server gave', [
    { path: 'querystring.cursor', message: 'invalid cursor' },
  ])
}

/** `exactTime`'s form, and a real instant (PostgreSQL refuses 31 February with a 500). */
function isExactTime(value: string): boolean {
  if (!/^\d{4}-\d{2}-\d{2}T\d{2}:\d{2}:\d{2}\.\d{6}Z$/.test(value)) return false
  const time = Date.parse(value)
  return !Number.isNaN(time) && new Date(time).toISOString().slice(0, 23) === value.slice(0, 23)
}
