import './outbox-messages.ts'
import { and, asc, eq, inArray, sql } from 'drizzle-orm'
import { eventRsvps, events } from '../../db/schema/events.ts'
import type { DbOrTx } from '../../platform/db/database.ts'
import type { Outbox } from '../../platform/outbox/messages.ts'
import type { School } from '../../platform/tenancy/schools.service.ts'
import type { EventRow } from './rsvp-access.ts'

/** The event's row, locked to the end of the transaction: every RSVP of it waits its turn. */
export async function lockEvent(tx: DbOrTx, eventId: number): Promise<EventRow> {
  const [row] = await tx.select().from(events).where(eq(events.id, eventId)).for('update')
  if (!row) throw new Error(`event ${String(eventId)} vanished under its lock`)
  return row
}

/**
 * Fills the places free on the event from its waitlist, first come first served
 * (`responded_at`, then the id, so ties are stable), in the caller's transaction, which
 * holds the event's lock (`lockEvent`). Called whenever a place may have freed: someone
 * left `going`, a manager raised the capacity (or removed it), or a deleted account's
 * answer went (personal-data.ts). Each promoted student hears of it (`event.promoted`,
 * spec 3 `promotionToEventMainList`) unless they did it. Nobody moves up once the event
 * is over (an erase still frees places then): a place at a past event is no place.
 * Answers how many moved up.
 */
export async function fillFreedPlaces(
  tx: DbOrTx,
  outbox: Pick<Outbox, 'emit'>,
  school: School,
  eventId: number,
  byUserId: number,
): Promise<number> {
  const event = await lockEvent(tx, eventId)
  if (event.waitlistCount === 0 || event.status !== 'published') return 0
  if (event.endsAt.getTime() <= Date.now()) return 0
  const free = event.capacity === null ? event.waitlistCount : event.capacity - event.goingCount
  if (free <= 0) return 0
  const next = await tx
    .select({ userId: eventRsvps.userId })
    .from(eventRsvps)
    .where(and(eq(eventRsvps.eventId, eventId), eq(eventRsvps.status, 'waitlisted')))
    .orderBy(asc(eventRsvps.respondedAt), asc(eventRsvps.userId))
    .limit(free)
  if (next.length === 0) return 0
  const promoted = next.map(({ userId }) => userId)
  await tx
    .update(eventRsvps)
    .set({ status: 'going', updatedAt: sql`now()` })
    .where(and(eq(eventRsvps.eventId, eventId), inArray(eventRsvps.userId, promoted)))
  await tx
    .update(events)
    .set({
      goingCount: sql`${events.goingCount} + ${promoted.length}`,
      waitlistCount: sql`${events.waitlistCount} - ${promoted.length}`,
    })
    .where(eq(events.id, eventId))
  for (const userId of promoted) {
    await outbox.emit(tx, school, 'event.promoted', { eventId, userId, byUserId })
    await outbox.emit(tx, school, 'event.rsvp_changed', {
      eventId,
      userId,
      status: 'going',
      previous: 'waitlisted',
    })
  }
  return promoted.length
}
