import { createHash } from 'node:crypto'

/** A built query that can run as a named statement (drizzle's select, insert, update). */
export interface Preparable<Result> {
  toSQL(): { sql: string }
  prepare(name: string): { execute(): Promise<Result> }
}

/**
 * Runs a query as a named statement called after its text, so each connection parses it
 * once per shape and PostgreSQL may keep one generic plan for it (after five runs, when
 * that plan is estimated no dearer than the custom ones: `plan_cache_mode = auto`). Two
 * queries of the same text share the name; a query built in another shape gets its own.
 *
 * For queries whose best plan does not depend on the values: P9's club search spent more
 * on planning (1.6 ms) than on running (0.2 ms; bench/HISTORY.md). Never for a full-text
 * match ordered by recency (the posts' and comments' search): how common the word is
 * decides between the word's index and walking the newest rows, and a generic plan cannot
 * know it.
 */
export function runNamed<Result>(query: Preparable<Result>): Promise<Result> {
  const text = query.toSQL().sql
  const name = `q_${createHash('sha1').update(text).digest('base64url').slice(0, 20)}`
  return query.prepare(name).execute()
}
