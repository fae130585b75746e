import { eq, isNull, type SQL } from 'drizzle-orm'
import type { PgColumn } from 'drizzle-orm/pg-core'

/** A school's row (`userId` absent: the owner column is null) or one student's. */
export function ownedBy(column: PgColumn, userId: number | undefined): SQL {
  return userId === undefined ? isNull(column) : eq(column, userId)
}
