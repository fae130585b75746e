import { and, eq, sql } from 'drizzle-orm'
import type { DeletionStatus, ScheduleDeletionBody } from '@quad/shared'
import type { ActiveSession } from '../../platform/auth/sessions.service.ts'
import { verifyPassword } from '../../platform/auth/passwords.ts'
import { endSessionsOf } from '../../platform/auth/session-end.ts'
import { audit, type AuditOrigin } from '../../platform/audit/audit.ts'
import type { DbOrTx } from '../../platform/db/database.ts'
import { schools, sessions, users } from '../../platform/db/schema.ts'
import { fieldError, forbidden, notFound } from '../../platform/errors.ts'
import type { ModuleContext } from '../../platform/module.ts'
import type { School } from '../../platform/tenancy/schools.service.ts'
import { ACCOUNT_DELETE_JOB } from './names.ts'

/** How recently an account without a password must have signed in to delete itself. */
export const RECENT_SIGN_IN_MS = 10 * 60_000
const DAY_MS = 86_400_000

/** The school's deletion policy (schools.deleted_content, deletion_grace_days). */
export async function deletionPolicy(
  db: DbOrTx,
  schoolId: number,
): Promise<{ graceDays: number; deletedContent: 'anonymise' | 'remove' }> {
  const [row] = await db
    .select({ graceDays: schools.deletionGraceDays, content: schools.deletedContent })
    .from(schools)
    .where(eq(schools.id, schoolId))
  if (!row) throw notFound('School')
  return {
    graceDays: row.graceDays,
    deletedContent: row.content === 'remove' ? 'remove' : 'anonymise',
  }
}

/** `GET /api/v1/me/deletion`: when (if at all), the school's policy, how to confirm. */
export async function deletionStatus(
  db: DbOrTx,
  school: School,
  userId: number,
): Promise<DeletionStatus> {
  const [row] = await db
    .select({ dueAt: users.deletionDueAt, hash: users.passwordHash })
    .from(users)
    .where(and(eq(users.id, userId), eq(users.schoolId, school.id)))
  if (!row) throw notFound('Account')
  return {
    dueAt: row.dueAt?.toISOString() ?? null,
    hasPassword: row.hash !== '',
    ...(await deletionPolicy(db, school.id)),
  }
}

/**
 * Proves it is the student: the current password, or for an account without one (it signs
 * in through the school's identity provider) a session begun in the last 10 minutes.
 */
async function reauthenticate(
  db: DbOrTx,
  session: ActiveSession,
  body: ScheduleDeletionBody,
): Promise<void> {
  const [row] = await db
    .select({ hash: users.passwordHash })
    .from(users)
    .where(eq(users.id, session.user.id))
  if (row && row.hash !== '') {
    if (body.password === undefined || body.password === '') {
      throw fieldError('body.password', 'is required to delete your account')
    }
    if (!(await verifyPassword(row.hash, body.password))) {
      throw fieldError('body.password', 'is not your current password')
    }
    return
  }
  const [current] = await db
    .select({ createdAt: sessions.createdAt })
    .from(sessions)
    .where(eq(sessions.id, session.id))
  if (!current || Date.now() - current.createdAt.getTime() > RECENT_SIGN_IN_MS) {
    throw forbidden(
      'Sign in again to delete your account: your last sign-in was more than 10 minutes ago',
    )
  }
}

/**
 * Schedules the deletion after the school's grace period (issue 18 item 4): every OTHER
 * session ends now, the change is audited; with no grace period the deletion job is
 * queued in the same transaction.
 */
export async function scheduleDeletion(
  ctx: Pick<ModuleContext, 'database' | 'bus' | 'jobs'>,
  origin: AuditOrigin,
  school: School,
  session: ActiveSession,
  body: ScheduleDeletionBody,
): Promise<Date> {
  const { db } = ctx.database
  await reauthenticate(db, session, body)
  const { graceDays } = await deletionPolicy(db, school.id)
  const dueAt = new Date(Date.now() + graceDays * DAY_MS)
  await db.transaction(async (tx) => {
    await tx.update(users).set({ deletionDueAt: dueAt }).where(eq(users.id, session.user.id))
    await audit(tx, origin, {
      schoolId: school.id,
      action: 'account.deletion_scheduled',
      subjectType: 'user',
      subjectId: session.user.uid,
      details: { dueAt: dueAt.toISOString(), graceDays },
    })
    if (graceDays === 0) {
      await ctx.jobs.enqueue(tx, ACCOUNT_DELETE_JOB, { userId: session.user.id })
    }
  })
  await endSessionsOf({ db, bus: ctx.bus }, session.user, { except: session.id })
  return dueAt
}

/** `DELETE /api/v1/me/deletion`: the account stays. Answers whether one was pending. */
export async function cancelDeletion(
  db: DbOrTx,
  origin: AuditOrigin,
  school: School,
  user: { id: number; uid: string },
): Promise<boolean> {
  return db.transaction(async (tx) => {
    const cancelled = await tx
      .update(users)
      .set({ deletionDueAt: null })
      .where(
        and(
          eq(users.id, user.id),
          sql`${users.deletionDueAt} is not null`,
          sql`${users.status} <> 'deleted'`,
        ),
      )
      .returning({ id: users.id })
    if (cancelled.length === 0) return false
    await audit(tx, origin, {
      schoolId: school.id,
      action: 'account.deletion_cancelled',
      subjectType: 'user',
      subjectId: user.uid,
    })
    return true
  })
}
