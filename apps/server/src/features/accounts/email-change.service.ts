import { and, eq, sql } from 'drizzle-orm'
import { verifyPassword } from '../../platform/auth/passwords.ts'
import type { Db } from '../../platform/db/database.ts'
import { users } from '../../platform/db/schema.ts'
import { isUniqueViolation } from '../../platform/db/error-codes.ts'
import { badRequest } from '../../platform/errors.ts'
import type { School } from '../../platform/tenancy/schools.service.ts'
import { consumeLink, issueLink, type IssuedLink } from './account-links.ts'
import { emailTaken } from './invitations.service.ts'

const taken = async (db: Db, school: School, email: string) => {
  const rows = await db
    .select({ id: users.id })
    .from(users)
    .where(and(eq(users.schoolId, school.id), sql`lower(${users.email}) = lower(${email})`))
  return rows.length > 0
}

/**
 * Starts an email change (issue 14): the current password proves it is the student, a link
 * to the NEW address proves they own it; nothing changes until that link is opened.
 */
export async function requestEmailChange(
  db: Db,
  school: School,
  userId: number,
  body: { newEmail: string; currentPassword: string },
): Promise<IssuedLink> {
  const [row] = await db
    .select({ hash: users.passwordHash })
    .from(users)
    .where(eq(users.id, userId))
  if (!(await verifyPassword(row?.hash ?? null, body.currentPassword))) {
    throw badRequest('currentPassword: is not your current password', [
      { path: 'body.currentPassword', message: 'is not your current password' },
    ])
  }
  if (await taken(db, school, body.newEmail)) throw emailTaken('body.newEmail')
  return db.transaction((tx) => issueLink(tx, school, userId, 'email_change', body.newEmail))
}

/**
 * Opens an email change link: the address changes now. Someone who took that address
 * meanwhile wins: the unique (school, lower(email)) index decides, a 409.
 */
export async function verifyEmailChange(
  db: Db,
  school: School,
  token: string,
): Promise<{ oldEmail: string; newEmail: string; firstName: string }> {
  try {
    return await db.transaction(async (tx) => {
      const holder = await consumeLink(tx, school, 'email_change', token)
      const newEmail = holder.newEmail ?? ''
      const [before] = await tx
        .select({ email: users.email, firstName: users.firstName })
        .from(users)
        .where(eq(users.id, holder.userId))
        .for('update')
      if (!before) throw new Error('account vanished')
      await tx
        .update(users)
        .set({ email: newEmail })
        .where(and(eq(users.id, holder.userId), eq(users.schoolId, school.id)))
      return { oldEmail: before.email, newEmail, firstName: before.firstName }
    })
  } catch (error) {
    if (isUniqueViolation(error)) throw emailTaken('body.newEmail')
    throw error
  }
}
