import { and, eq, inArray } from 'drizzle-orm'
import type { GrantedRole } from '@quad/shared'
import { audit, type AuditOrigin } from '../audit/audit.ts'
import type { Db, DbOrTx } from '../db/database.ts'
import { userRoles } from '../db/policies-schema.ts'
import type { Bus } from '../realtime/bus.ts'

export type { GrantedRole }

export interface RoleChange {
  schoolId: number
  userId: number
  grant?: readonly GrantedRole[]
  revoke?: readonly GrantedRole[]
}

/**
 * Grants and revokes school roles in one audited transaction, then tells every
 * instance (a `roles-changed` signal) to drop the user's cached sessions, so their
 * next request carries the new roles.
 */
export async function changeRoles(
  deps: { db: Db; bus: Bus },
  origin: AuditOrigin,
  change: RoleChange,
): Promise<void> {
  const grant = change.grant ?? []
  const revoke = change.revoke ?? []
  await deps.db.transaction(async (tx) => {
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
