import { createHash } from 'node:crypto'
import { sql, type SQL } from 'drizzle-orm'
import type { DbOrTx } from './database.ts'

/**
 * A value a prepared query takes at each run, as SQL (drizzle's placeholder): it goes
 * where a number or text would, in `sql` templates and the conditions built from them.
 * Its run supplies it under `name`.
 */
export const param = (name: string): SQL => sql`${sql.placeholder(name)}`

/**
 * The statement name for a query that may keep a generic plan: `q_` and a hash of its
 * text, so queries of the same text share a name and another text gets its own. For
 * queries whose best plan does not depend on the values: P9's club search spent more on
 * planning (1.6 ms) than on running (0.2 ms; bench/HISTORY.md). PostgreSQL keeps the
 * generic plan after five runs when it is estimated no dearer than the custom ones
 * (`plan_cache_mode = auto`).
 */
export function statementName(query: { toSQL(): { sql: string } }): string {
  const text = query.toSQL().sql
  return `q_${createHash('sha1').update(text).digest('base64url').slice(0, 20)}`
}

/**
 * An unnamed statement: parsed and planned for its values at every run. For a full-text
 * match ordered by recency (the posts' and comments' search): how common the word is
 * decides between the word's index and walking the newest rows, and a generic plan
 * cannot know it.
 */
export const UNNAMED = ''

/** Shapes kept per database, the least recently used dropped first. */
const SHAPES_KEPT = 64

/**
 * Queries built once per database and shape, then run with their values (`param`s):
 * drizzle's builder walks a query's every part to write its text, ~0.1 ms for a search
 * with its visibility rules, which P9's profile put at a third of the server's time
 * (bench/HISTORY.md). `shape` names what changes the text (an admin's wider rule, how
 * many words a search has; none for a query of one shape); everything else is a parameter. At most `kept` shapes are
 * kept per database: the shapes of a search's words are many, and a rare one is built
 * again when it comes back.
 */
export function preparedShapes<Prepared>(
  prepare: (db: DbOrTx, shape: string) => Prepared,
  kept = SHAPES_KEPT,
): (db: DbOrTx, shape?: string) => Prepared {
  const byDatabase = new WeakMap<DbOrTx, Map<string, Prepared>>()
  return (db, shape = '') => {
    let shapes = byDatabase.get(db)
    if (!shapes) byDatabase.set(db, (shapes = new Map()))
    const known = shapes.get(shape)
    // Map keeps insertion order: taken out and put back, the shape is the newest.
    if (known !== undefined) shapes.delete(shape)
    const prepared = known ?? prepare(db, shape)
    shapes.set(shape, prepared)
    for (const oldest of shapes.keys()) {
      if (shapes.size <= kept) break
      shapes.delete(oldest)
    }
    return prepared
  }
}
