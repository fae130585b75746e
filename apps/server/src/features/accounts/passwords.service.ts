import { and, eq, sql } from 'drizzle-orm'
import { audit, type AuditOrigin } from '../../platform/audit/audit.ts'
import { hashPassword } from '../../platform/auth/passwords.ts'
import type { Db } from '../../platform/db/database.ts'
import { users } from '../../platform/db/schema.ts'
import { AppError, notFound } from '../../platform/errors.ts'
import type { School } from '../../platform/tenancy/schools.service.ts'
import { consumeLink, issueLink, peekLink, type IssuedLink } from './account-links.ts'

export interface ResetLink extends IssuedLink {
  email: string
  firstName: string
}

const person = { id: users.id, email: users.email, firstName: users.firstName }

/**
 * A reset link for the active account with this address, or null when there is none
 * (the caller answers the same either way, issue 14). An invited account has no password
 * to reset: its invitation sets one.
 */
export async function requestReset(
  db: Db,
  school: School,
  email: string,
): Promise<ResetLink | null> {
  return db.transaction(async (tx) => {
    const [row] = await tx
      .select(person)
      .from(users)
      .where(
        and(
          eq(users.schoolId, school.id),
          sql`lower(${users.email}) = lower(${email})`,
          eq(users.status, 'active'),
        ),
      )
    if (!row) return null
    return { ...(await issueLink(tx, school, row.id, 'reset')), ...row }
  })
}

/** A school admin sends someone a reset link (issue 14 "People"), audited. */
export async function adminReset(
  db: Db,
  school: School,
  origin: AuditOrigin & { actorId: number },
  uid: string,
): Promise<ResetLink> {
  return db.transaction(async (tx) => {
    const [row] = await tx
      .select({ ...person, status: users.status })
      .from(users)
      .where(and(eq(users.schoolId, school.id), eq(users.uid, uid)))
    if (!row) throw notFound('Person')
    if (row.status !== 'active') {
      throw new AppError(409, 'conflict', 'This person has not accepted their invitation yet', [
        { path: 'params.uid', message: 'has not set up their account: invite them again' },
      ])
    }
    const link = await issueLink(tx, school, row.id, 'reset')
    await audit(tx, origin, {
      schoolId: school.id,
      action: 'user.password_reset',
      subjectType: 'user',
      subjectId: row.id,
      details: { expiresAt: link.expiresAt.toISOString() },
    })
    return { ...link, email: row.email, firstName: row.firstName }
  })
}

/** Uses a reset link and sets the new password; returns whose it was. */
export async function resetPassword(
  db: Db,
  school: School,
  token: string,
  password: string,
): Promise<{ id: number; uid: string }> {
  // A dead link is refused before the password is hashed (Argon2id costs ~50 ms of CPU).
  await peekLink(db, school, 'reset', token)
  const passwordHash = await hashPassword(password)
  return db.transaction(async (tx) => {
    const holder = await consumeLink(tx, school, 'reset', token)
    const [row] = await tx
      .update(users)
      .set({ passwordHash })
      .where(and(eq(users.id, holder.userId), eq(users.schoolId, school.id)))
      .returning({ id: users.id, uid: users.uid })
    if (!row) throw new Error('account vanished')
    return row
  })
}
