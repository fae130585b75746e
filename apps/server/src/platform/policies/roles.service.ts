import { and, eq, inArray, ne, sql } from 'drizzle-orm'
import type { GrantedRole } from '@quad/shared'
import { audit, type AuditOrigin } from '../audit/audit.ts'
import { endSessionsSignedInBy } from '../auth/session-end.ts'
import type { Db, DbOrTx } from '../db/database.ts'
import { userRoles } from '../db/policies-schema.ts'
import { schools, users } from '../db/schema.ts'
import { conflict } from '../errors.ts'
import type { Bus } from '../realtime/bus.ts'

export type { GrantedRole }

/** Roles whose holders sign in with a second factor unless through SSO (decision 055). */
export const ROLES_REQUIRING_SECOND_FACTOR: readonly string[] = ['school_admin', 'staff']
/** Sessions a second factor was never asked of: a password alone, or a sign-in link. */
const SESSIONS_WITHOUT_FACTOR = ['password', 'link'] as const

export interface RoleChange {
  schoolId: number
  userId: number
  grant?: readonly GrantedRole[]
  revoke?: readonly GrantedRole[]
}

/**
 * Grants and revokes school roles in one audited transaction, then tells every
 * instance (a `roles-changed` signal) to drop the user's cached sessions, so their
 * next request carries the new roles. Granting school admin or staff ends the sessions
 * the user opened without a second factor: their next sign-in asks for one.
 */
export async function changeRoles(
  deps: { db: Db; bus: Bus },
  origin: AuditOrigin,
  change: RoleChange,
): Promise<void> {
  const grant = change.grant ?? []
  const revoke = change.revoke ?? []
  await deps.db.transaction(async (tx) => {
    if (revoke.includes('school_admin')) {
      await assertAnotherAdmin(tx, change.schoolId, change.userId)
    }
    if (grant.length > 0) {
      await tx
        .insert(userRoles)
        .values(grant.map((role) => ({ userId: change.userId, schoolId: change.schoolId, role })))
        .onConflictDoNothing()
    }
    if (revoke.length > 0) {
      await tx
        .delete(userRoles)
        .where(
          and(
            eq(userRoles.userId, change.userId),
            eq(userRoles.schoolId, change.schoolId),
            inArray(userRoles.role, [...revoke]),
          ),
        )
    }
    await audit(tx, origin, {
      schoolId: change.schoolId,
      action: 'role.assign',
      subjectType: 'user',
      subjectId: change.userId,
      details: { grant, revoke },
    })
  })
  // Before the new roles reach any cache: no session without a factor ever holds them.
  if (grant.some((role) => ROLES_REQUIRING_SECOND_FACTOR.includes(role))) {
    await endSessionsSignedInBy(deps, { id: change.userId }, SESSIONS_WITHOUT_FACTOR)
  }
  await deps.bus.publish({ signal: 'roles-changed', userId: change.userId })
}

/** A user's stored roles in a school, sorted. */
export async function rolesOf(
  db: DbOrTx,
  schoolId: number,
  userId: number,
): Promise<GrantedRole[]> {
  const rows = await db
    .select({ role: userRoles.role })
    .from(userRoles)
    .where(and(eq(userRoles.userId, userId), eq(userRoles.schoolId, schoolId)))
    .orderBy(userRoles.role)
  return rows.map((row) => row.role as GrantedRole)
}

/** Issue 14: the refusal when a change would leave a school with no one to run it. */
export const LAST_ADMIN =
  'A school cannot be left without an admin: make someone else a school admin first.'

/**
 * Refuses (409) unless someone besides `userId` holds the school's admin role and may
 * sign in (not suspended). Locks the school's row first, so two admins dropping each
 * other at once are serialised and the second sees the first's change.
 */
export async function assertAnotherAdmin(
  tx: DbOrTx,
  schoolId: number,
  userId: number,
): Promise<void> {
  await tx.select({ id: schools.id }).from(schools).where(eq(schools.id, schoolId)).for('update')
  const others = await tx
    .select({ id: userRoles.userId })
    .from(userRoles)
    .innerJoin(users, eq(users.id, userRoles.userId))
    .where(
      and(
        eq(userRoles.schoolId, schoolId),
        eq(userRoles.role, 'school_admin'),
        ne(userRoles.userId, userId),
        sql`(${users.suspendedUntil} IS NULL OR ${users.suspendedUntil} <= now())`,
      ),
    )
    .limit(1)
  if (others.length === 0) throw conflict(LAST_ADMIN)
}
