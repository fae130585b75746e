import { eq } from 'drizzle-orm'
import { clubs } from '../../db/schema/clubs.ts'
import { events } from '../../db/schema/events.ts'
import type { DbOrTx } from '../../platform/db/database.ts'

/** A stored payload's text field (payloads are read back from JSON). */
export const text = (value: unknown) => (typeof value === 'string' ? value : '')
/** The web's page of one event. */
export const eventLink = (payload: { eventId?: unknown }) => `/events/${text(payload.eventId)}`

/** What a notification says of an event: its public id, title, club and creator. */
export async function eventFacts(tx: DbOrTx, eventId: number) {
  const [facts] = await tx
    .select({
      uid: events.uid,
      title: events.title,
      clubId: events.clubId,
      clubUid: clubs.uid,
      clubName: clubs.name,
      createdBy: events.createdBy,
      startsAt: events.startsAt,
      timeZone: events.timeZone,
      status: events.status,
    })
    .from(events)
    .leftJoin(clubs, eq(clubs.id, events.clubId))
    .where(eq(events.id, eventId))
  return facts ?? null
}
