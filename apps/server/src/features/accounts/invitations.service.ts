import { and, eq, sql } from 'drizzle-orm'
import type { InvitationBody } from '@quad/shared'
import { profiles } from '../../db/schema/profiles.ts'
import { audit, type AuditOrigin } from '../../platform/audit/audit.ts'
import { hashPassword } from '../../platform/auth/passwords.ts'
import { newUid } from '../../platform/auth/uid.ts'
import type { Db, DbOrTx } from '../../platform/db/database.ts'
import { users } from '../../platform/db/schema.ts'
import { isUniqueViolation } from '../../platform/db/error-codes.ts'
import { AppError } from '../../platform/errors.ts'
import type { School } from '../../platform/tenancy/schools.service.ts'
import { consumeLink, issueLink, peekLink, type IssuedLink } from './account-links.ts'

export const emailTaken = (path: string) =>
  new AppError(409, 'conflict', 'An account with this email already exists', [
    { path, message: 'already has an account at this school' },
  ])

const byEmail = (school: School, email: string) =>
  and(eq(users.schoolId, school.id), sql`lower(${users.email}) = lower(${email})`)

export interface Invitation extends IssuedLink {
  uid: string
  email: string
  firstName: string
}

/**
 * Invites someone (issue 14 "People"): a new `invited` account with a profile row (so the
 * directory lists them), or the same invited account again with a fresh link; an active
 * account with that address is a 409 on `body.email`. Audited in the same transaction.
 */
export async function invite(
  db: Db,
  school: School,
  origin: AuditOrigin & { actorId: number },
  body: InvitationBody,
): Promise<Invitation> {
  try {
    return await db.transaction(async (tx) => {
      const person = await upsertInvited(tx, school, body)
      const link = await issueLink(tx, school, person.id, 'invite')
      await audit(tx, origin, {
        schoolId: school.id,
        action: 'user.invite',
        subjectType: 'user',
        subjectId: person.id,
        details: { email: person.email, expiresAt: link.expiresAt.toISOString() },
      })
      return { ...link, uid: person.uid, email: person.email, firstName: person.firstName }
    })
  } catch (error) {
    // Two invitations of one new address at once: the unique (school, lower(email)) decides.
    if (isUniqueViolation(error)) throw emailTaken('body.email')
    throw error
  }
}

async function upsertInvited(tx: DbOrTx, school: School, body: InvitationBody) {
  const columns = { id: users.id, uid: users.uid, email: users.email, firstName: users.firstName }
  const [existing] = await tx
    .select({ ...columns, status: users.status })
    .from(users)
    .where(byEmail(school, body.email))
    .for('update')
  if (existing && existing.status !== 'invited') throw emailTaken('body.email')
  const names = {
    firstName: body.firstName,
    lastName: body.lastName,
    accountType: body.accountType,
  }
  if (existing) {
    const [row] = await tx
      .update(users)
      .set(names)
      .where(eq(users.id, existing.id))
      .returning(columns)
    if (!row) throw new Error('invited account vanished')
    return row
  }
  const [row] = await tx
    .insert(users)
    .values({
      ...names,
      schoolId: school.id,
      uid: newUid(),
      email: body.email,
      passwordHash: '',
      status: 'invited',
      onboardedAt: null,
    })
    .returning(columns)
  if (!row) throw new Error('invited account was not stored')
  await tx.insert(profiles).values({ userId: row.id, schoolId: school.id })
  return row
}

/** The invited account a link names, for the page to prefill. */
export async function invitedPerson(db: DbOrTx, school: School, userId: number) {
  const [row] = await db
    .select({ email: users.email, firstName: users.firstName, lastName: users.lastName })
    .from(users)
    .where(and(eq(users.id, userId), eq(users.schoolId, school.id), eq(users.status, 'invited')))
  return row ?? null
}

/**
 * Accepts an invitation: the link is used, the names and password set, the account active
 * and its first-run welcome due (decision 029). Returns the uid to sign in.
 */
export async function acceptInvitation(
  db: Db,
  school: School,
  body: { token: string; firstName: string; lastName: string; password: string },
): Promise<string> {
  // A dead link is refused before the password is hashed (Argon2id costs ~50 ms of CPU).
  await peekLink(db, school, 'invite', body.token)
  const passwordHash = await hashPassword(body.password)
  return db.transaction(async (tx) => {
    const holder = await consumeLink(tx, school, 'invite', body.token)
    const [row] = await tx
      .update(users)
      .set({
        firstName: body.firstName,
        lastName: body.lastName,
        passwordHash,
        status: 'active',
        onboardedAt: null,
      })
      .where(and(eq(users.id, holder.userId), eq(users.schoolId, school.id)))
      .returning({ uid: users.uid })
    if (!row) throw new Error('invited account vanished')
    return row.uid
  })
}
