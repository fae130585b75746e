import { and, eq, inArray, ne, type SQL } from 'drizzle-orm'
import type { DbOrTx } from '../db/database.ts'
import { sessions } from '../db/schema.ts'
import type { Bus } from '../realtime/bus.ts'

/** What ending sessions needs: the database and the bus that tells every instance. */
export interface SessionEndDeps {
  db: DbOrTx
  bus: Bus
}

/**
 * Ends sessions (decision 013, quality.md R11): deletes their rows, then tells every
 * instance, which drops them from its session cache and closes their sockets (4001).
 * Their JWTs name them by `sid`, so those are refused from then on. Returns how many ended.
 */
async function endSessionsWhere(
  deps: SessionEndDeps,
  userId: number,
  where: SQL | undefined,
): Promise<number> {
  const ended = await deps.db
    .delete(sessions)
    .where(and(eq(sessions.userId, userId), where))
    .returning({ id: sessions.id })
  if (ended.length > 0) {
    await deps.bus.publish({
      signal: 'sessions-ended',
      userId,
      sessionIds: ended.map((row) => row.id),
    })
  }
  return ended.length
}

/** Logout, or a new login from a browser still holding this session. */
export function endSession(
  deps: SessionEndDeps,
  session: { id: string; user: { id: number } },
): Promise<number> {
  return endSessionsWhere(deps, session.user.id, eq(sessions.id, session.id))
}

/**
 * Every session of a student — what suspending an account calls — or every one but
 * `except` (a password change keeps the session that made it).
 */
export function endSessionsOf(
  deps: SessionEndDeps,
  user: { id: number },
  options: { except?: string } = {},
): Promise<number> {
  return endSessionsWhere(
    deps,
    user.id,
    options.except ? ne(sessions.id, options.except) : undefined,
  )
}

/**
 * The sessions a student signed in to with `methods` only: a student promoted to school
 * admin or staff must give a second factor (decision 055), so the promotion ends the
 * sessions they opened with a password or a sign-in link alone.
 */
export function endSessionsSignedInBy(
  deps: SessionEndDeps,
  user: { id: number },
  methods: readonly string[],
): Promise<number> {
  return endSessionsWhere(deps, user.id, inArray(sessions.method, [...methods]))
}
