import { and, asc, eq, lte, ne } from 'drizzle-orm'
import { secondFactors, recoveryCodes, ssoIdentities } from '../../db/schema/account-security.ts'
import { audit } from '../../platform/audit/audit.ts'
import type { DbOrTx } from '../../platform/db/database.ts'
import { retryOnConflict } from '../../platform/db/error-codes.ts'
import { endSessionsOf } from '../../platform/auth/session-end.ts'
import { integrationCredentials } from '../../platform/db/integrations-schema.ts'
import { userRoles } from '../../platform/db/policies-schema.ts'
import { schools, users } from '../../platform/db/schema.ts'
import type { ModuleContext } from '../../platform/module.ts'
import type { PersonalDataSubject } from '../../platform/personal-data.ts'
import { asSchool } from '../../platform/tenancy/schools.service.ts'
import { ACCOUNT_DELETE_JOB } from './names.ts'

/** The names every existing rendering of a person shows for a deleted account. */
export const DELETED_FIRST_NAME = 'Deleted'
export const DELETED_LAST_NAME = 'student'
/** Due accounts queued per sweep; the next sweep takes the rest. */
const SWEEP_SLICE = 500

type EraseContext = Pick<ModuleContext, 'database' | 'bus' | 'storage' | 'outbox' | 'personalData'>

/**
 * Deletes one account whose grace period is over (issue 18 item 4), in one transaction:
 * every feature's personal data part erases (or anonymises, by the school's policy), then
 * the account itself is anonymised ("Deleted student", no email, no password, no photo),
 * its credentials, single sign-on identities, second factor and roles are removed, and it
 * is audited with the student as actor. Its sessions end and its stored files are deleted
 * after the commit. Answers false when the account is not due (cancelled meanwhile).
 */
export async function eraseAccount(ctx: EraseContext, userId: number): Promise<boolean> {
  const { db } = ctx.database
  // A job writing the student's rows meanwhile (a notification of their like) can deadlock
  // with the erase: PostgreSQL aborts one of them, and the erase runs again.
  const done = await retryOnConflict(() =>
    db.transaction(async (tx) => {
      const [row] = await tx
        .select({ user: users, school: schools })
        .from(users)
        .innerJoin(schools, eq(schools.id, users.schoolId))
        .where(
          and(
            eq(users.id, userId),
            ne(users.status, 'deleted'),
            lte(users.deletionDueAt, new Date()),
          ),
        )
        .for('update', { of: users })
      if (!row) return null
      const school = asSchool(row.school)
      const content = row.school.deletedContent === 'remove' ? 'remove' : 'anonymise'
      const subject: PersonalDataSubject = {
        school,
        userId,
        uid: row.user.uid,
        storage: ctx.storage,
        outbox: ctx.outbox,
      }
      // The files no part holds after erasing (removed posts' images, chat files...) are
      // deleted after the commit; those still shown (anonymised) stay.
      const before = await fileKeysOf(ctx, tx, subject)
      for (const part of ctx.personalData.parts) await part.erase(tx, subject, content)
      const after = await fileKeysOf(ctx, tx, subject)
      const fileKeys = [...before].filter((key) => !after.has(key))
      await tx.delete(integrationCredentials).where(eq(integrationCredentials.ownerUserId, userId))
      await tx.delete(ssoIdentities).where(eq(ssoIdentities.userId, userId))
      await tx.delete(secondFactors).where(eq(secondFactors.userId, userId))
      await tx.delete(recoveryCodes).where(eq(recoveryCodes.userId, userId))
      await tx.delete(userRoles).where(eq(userRoles.userId, userId))
      await tx
        .update(users)
        .set({
          status: 'deleted',
          firstName: DELETED_FIRST_NAME,
          lastName: DELETED_LAST_NAME,
          photoUrl: null,
          email: `deleted-${row.user.uid}@deleted.invalid`,
          passwordHash: '',
          deletionDueAt: null,
          deletedAt: new Date(),
        })
        .where(eq(users.id, userId))
      await audit(
        tx,
        { actorId: userId, requestId: null, ip: null },
        {
          schoolId: school.id,
          action: 'account.deleted',
          subjectType: 'user',
          subjectId: row.user.uid,
          details: { content },
        },
      )
      return { fileKeys }
    }),
  )
  if (!done) return false
  await endSessionsOf({ db, bus: ctx.bus }, { id: userId })
  for (const key of done.fileKeys) await ctx.storage.delete(key)
  return true
}

/** The storage keys of every file the parts export for the subject. */
async function fileKeysOf(
  ctx: EraseContext,
  tx: DbOrTx,
  subject: PersonalDataSubject,
): Promise<Set<string>> {
  const keys = new Set<string>()
  for (const part of ctx.personalData.parts) {
    const { files } = await part.export(tx, subject)
    for (const file of files ?? []) keys.add(file.storageKey)
  }
  return keys
}

/** Queues the deletion of every account whose grace period is over; answers how many. */
export async function queueDueDeletions(
  ctx: Pick<ModuleContext, 'database' | 'jobs'>,
): Promise<number> {
  const { db } = ctx.database
  const due = await db
    .select({ id: users.id })
    .from(users)
    .where(and(ne(users.status, 'deleted'), lte(users.deletionDueAt, new Date())))
    .orderBy(asc(users.deletionDueAt))
    .limit(SWEEP_SLICE)
  let queued = 0
  for (const { id } of due) {
    const key = `account-delete:${id}`
    if (await ctx.jobs.enqueue(db, ACCOUNT_DELETE_JOB, { userId: id }, { singletonKey: key })) {
      queued += 1
    }
  }
  return queued
}
