import { eq } from 'drizzle-orm'
import { events } from '../../db/schema/events.ts'
import type { AuditOrigin } from '../../platform/audit/audit.ts'
import type { Actor } from '../../platform/policies/policies.ts'
import type { School } from '../../platform/tenancy/schools.service.ts'
import { auditIfNotCreator, lockTargets, managedEvent } from './event-manage.ts'
import type { EventWrites } from './event-write.service.ts'

/**
 * `DELETE /api/v1/events/{id}` (issue 15 item 1): a draft or a proposal nobody saw is
 * removed; a published event is cancelled and kept (`cancelled_at`, the reason,
 * `sequence` + 1, so calendars show STATUS:CANCELLED), and `event.cancelled` tells
 * everyone who had answered. `scope: all` takes every occurrence of the series not yet
 * started. Cancelling twice changes nothing.
 */
export async function cancelEvent(
  writes: EventWrites,
  school: School,
  actor: Actor,
  origin: AuditOrigin & { actorId: number },
  uid: string,
  query: { scope: 'one' | 'all'; reason?: string | undefined },
  now = new Date(),
): Promise<void> {
  const { event } = await managedEvent(writes, school, actor, uid)
  const reason = query.reason || null
  await writes.db.transaction(async (tx) => {
    const targets = await lockTargets(tx, event, query.scope, { now, skipDetached: false })
    for (const target of targets) {
      if (target.status === 'cancelled') continue
      if (target.status !== 'published') {
        await tx.delete(events).where(eq(events.id, target.id))
        continue
      }
      await tx
        .update(events)
        .set({
          status: 'cancelled',
          cancelledAt: now,
          cancelReason: reason,
          sequence: target.sequence + 1,
          updatedAt: now,
        })
        .where(eq(events.id, target.id))
      await writes.outbox.emit(tx, school, 'event.cancelled', {
        eventId: target.id,
        byUserId: actor.userId,
        reason,
      })
    }
    await auditIfNotCreator(tx, origin, event, 'event.cancel', {
      scope: query.scope,
      reason,
      occurrences: targets.length,
    })
  })
}
