import { and, eq, gt, ne, or, type SQL } from 'drizzle-orm'
import type { EventScope } from '@quad/shared'
import { events } from '../../db/schema/events.ts'
import { audit, type AuditOrigin } from '../../platform/audit/audit.ts'
import type { DbOrTx } from '../../platform/db/database.ts'
import { forbidden } from '../../platform/errors.ts'
import type { Actor } from '../../platform/policies/policies.ts'
import type { School } from '../../platform/tenancy/schools.service.ts'
import { eventViewerOf } from './event-policies.ts'
import type { EventRow } from './event-presenter.ts'
import { findEvent, type EventQueryRow } from './event-query.ts'
import type { EventWrites } from './event-write.service.ts'

/**
 * The event an actor means to change: one they can see (else the listing's 404), and may
 * manage by the `event.manage` rules (else a 403 with the rule's sentence).
 */
export async function managedEvent(
  writes: EventWrites,
  school: School,
  actor: Actor,
  uid: string,
): Promise<EventQueryRow> {
  const found = await findEvent(writes.db, school, eventViewerOf(actor), uid)
  const subject = {
    schoolId: school.id,
    createdBy: found.event.createdBy,
    ...(found.clubUid !== null && { clubUid: found.clubUid }),
  }
  if (!(await writes.policies.can(actor, 'event.manage', subject))) {
    throw forbidden(writes.policies.refusal('event.manage'))
  }
  return found
}

/**
 * The rows a change applies to, locked: the event itself, or with `scope: all` every
 * occurrence of its series that has not started (for an edit, leaving the ones edited
 * on their own, `detached`; a cancellation takes them too).
 */
export async function lockTargets(
  tx: DbOrTx,
  event: EventRow,
  scope: EventScope,
  options: { now: Date; skipDetached: boolean },
): Promise<EventRow[]> {
  const series =
    scope === 'all' && event.seriesId !== null
      ? and(
          eq(events.seriesId, event.seriesId),
          gt(events.startsAt, options.now),
          ne(events.status, 'cancelled'),
          options.skipDetached ? eq(events.detached, false) : undefined,
        )
      : undefined
  const where: SQL | undefined = and(
    eq(events.schoolId, event.schoolId),
    or(eq(events.id, event.id), series),
  )
  return tx.select().from(events).where(where).orderBy(events.startsAt).for('update')
}

/**
 * Decision 024: a change to someone else's event (an admin cancelling an officer's) is
 * audited, in the change's transaction; a creator's own change is not privileged.
 */
export async function auditIfNotCreator(
  tx: DbOrTx,
  origin: AuditOrigin & { actorId: number },
  event: EventRow,
  action: 'event.update' | 'event.cancel',
  details: Record<string, unknown>,
): Promise<void> {
  if (event.createdBy === origin.actorId) return
  await audit(tx, origin, {
    schoolId: event.schoolId,
    action,
    subjectType: 'event',
    subjectId: event.uid,
    details,
  })
}
