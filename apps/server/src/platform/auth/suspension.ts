import { and, eq, sql } from 'drizzle-orm'
import { audit, type AuditOrigin } from '../audit/audit.ts'
import type { Db } from '../db/database.ts'
import { users } from '../db/schema.ts'
import { badRequest, notFound } from '../errors.ts'
import type { Bus } from '../realtime/bus.ts'
import type { School } from '../tenancy/schools.service.ts'
import { endSessionsOf } from './session-end.ts'

/** Issue 14: a suspension lasts a whole number of days, a year at the most. */
export const SUSPENSION_DAYS_MAX = 365

/** The login's refusal, naming the day it ends (never the staff's note). */
export function suspendedMessage(until: Date): string {
  const day = new Intl.DateTimeFormat('en-GB', {
    day: 'numeric',
    month: 'long',
    year: 'numeric',
    timeZone: 'UTC',
  }).format(until)
  return `Your account is suspended until ${day}. Contact your school if you think this is a mistake.`
}

export interface SuspensionDeps {
  db: Db
  bus: Bus
}

/**
 * Suspends a member of `school` for `days` (issue 14: people admin and moderation both
 * call this): sign-in is refused until then, and every session they hold ends at once, on
 * every instance, sockets included (decision 013). Audited in the same transaction. Nobody
 * suspends themselves. Returns the end of the suspension.
 */
export async function suspendUser(
  deps: SuspensionDeps,
  school: School,
  origin: AuditOrigin & { actorId: number },
  target: { userId: number; days: number; note: string | null; reason: string },
): Promise<Date> {
  if (target.userId === origin.actorId) {
    throw badRequest('You cannot suspend yourself', [
      { path: 'uid', message: 'is your own account' },
    ])
  }
  const until = await deps.db.transaction(async (tx) => {
    const rows = await tx
      .update(users)
      .set({
        suspendedUntil: sql`now() + make_interval(days => ${target.days})`,
        suspensionNote: target.note,
      })
      .where(and(eq(users.id, target.userId), eq(users.schoolId, school.id)))
      .returning({ until: users.suspendedUntil })
    const end = rows[0]?.until
    if (!end) throw notFound('Student')
    await audit(tx, origin, {
      schoolId: school.id,
      action: 'user.suspend',
      subjectType: 'user',
      subjectId: target.userId,
      details: {
        days: target.days,
        until: end.toISOString(),
        reason: target.reason,
        note: target.note,
      },
    })
    return end
  })
  await endSessionsOf(deps, { id: target.userId })
  return until
}

/** Ends a suspension early (issue 14), audited; a member not suspended is left as is. */
export async function reactivateUser(
  deps: SuspensionDeps,
  school: School,
  origin: AuditOrigin & { actorId: number },
  userId: number,
): Promise<void> {
  await deps.db.transaction(async (tx) => {
    const rows = await tx
      .update(users)
      .set({ suspendedUntil: null, suspensionNote: null })
      .where(and(eq(users.id, userId), eq(users.schoolId, school.id)))
      .returning({ id: users.id })
    if (rows.length === 0) throw notFound('Student')
    await audit(tx, origin, {
      schoolId: school.id,
      action: 'user.reactivate',
      subjectType: 'user',
      subjectId: userId,
    })
  })
}
