import type { DbOrTx } from './database.ts'

/**
 * Statements made once per database handle (P7, P8): a prepared statement is planned once
 * per connection and built by Drizzle once, where building a query costs about as much
 * as running a small one.
 */
export function preparedPer<T>(make: (db: DbOrTx) => T): (db: DbOrTx) => T {
  const known = new WeakMap<DbOrTx, T>()
  return (db) => {
    let statements = known.get(db)
    if (!statements) {
      statements = make(db)
      known.set(db, statements)
    }
    return statements
  }
}
