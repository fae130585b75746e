import { and, eq, isNull, ne } from 'drizzle-orm'
import { users } from '../../platform/db/schema.ts'
import type { Db, DbOrTx } from '../../platform/db/database.ts'

/** The student's account was deleted (issue 18) since their sync was queued. */
export class AccountGone extends Error {
  constructor() {
    super('The student’s account was deleted')
  }
}

/**
 * Whether the student's account is still there (not `deleted`), holding it so in `tx`.
 * `for key share` conflicts with the account deletion's `for update` (erase.service.ts):
 * a deletion that began first is waited for and then seen (the row no longer matches), and
 * one that begins later waits for `tx` and erases what it wrote. So no sync write lands
 * after the student's LMS rows were erased (decision 058).
 */
export async function holdLiveAccount(
  tx: DbOrTx,
  student: { schoolId: number; userId: number },
): Promise<boolean> {
  const rows = await tx
    .select({ id: users.id })
    .from(users)
    .where(
      and(
        eq(users.id, student.userId),
        eq(users.schoolId, student.schoolId),
        ne(users.status, 'deleted'),
        isNull(users.deletedAt),
      ),
    )
    .for('key share')
  return rows.length > 0
}

/** Runs `write` in a transaction of its own, after `holdLiveAccount`; throws `AccountGone`. */
export function writeForLiveAccount<T>(
  db: Db,
  student: { schoolId: number; userId: number },
  write: (tx: DbOrTx) => Promise<T>,
): Promise<T> {
  return db.transaction(async (tx) => {
    if (!(await holdLiveAccount(tx, student))) throw new AccountGone()
    return write(tx)
  })
}
