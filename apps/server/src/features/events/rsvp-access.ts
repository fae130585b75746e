import { and, eq, isNull } from 'drizzle-orm'
import { clubs } from '../../db/schema/clubs.ts'
import { events } from '../../db/schema/events.ts'
import type { DbOrTx } from '../../platform/db/database.ts'
import { notFound } from '../../platform/errors.ts'
import type { Actor, Policies, Subject } from '../../platform/policies/policies.ts'
import type { School } from '../../platform/tenancy/schools.service.ts'
import { eventViewerOf } from './event-policies.ts'
import { seenBy } from './event-visibility.ts'

export type EventRow = typeof events.$inferSelect

/** An event with what the policies name it by: its club's public uid (null: a school event). */
export interface EventInSchool {
  row: EventRow
  clubUid: string | null
  clubName: string | null
}

/** The event subject of decision 024's rules (`event.manage`, `event.check_in`). */
export function eventSubject({ row, clubUid }: EventInSchool): Subject {
  return {
    schoolId: row.schoolId,
    createdBy: row.createdBy,
    ...(clubUid !== null && { clubUid }),
  }
}

/** The event by its public id in this school, unless a moderator hid it; else null. */
export async function findEvent(
  db: DbOrTx,
  school: School,
  uid: string,
): Promise<EventInSchool | null> {
  const [found] = await db
    .select({ row: events, clubUid: clubs.uid, clubName: clubs.name })
    .from(events)
    .leftJoin(clubs, eq(clubs.id, events.clubId))
    .where(
      and(eq(events.schoolId, school.id), eq(events.uid, uid), isNull(events.moderationHiddenAt)),
    )
  return found ?? null
}

/**
 * Whether the student may see the event at all (issue 15): its managers always; anyone
 * else by the one rule of who sees which events (`seenBy`: not an archived club's, not a
 * draft, members-only ones to the club's members).
 */
export async function maySee(
  db: DbOrTx,
  policies: Policies,
  actor: Actor,
  event: EventInSchool,
): Promise<boolean> {
  if (await policies.can(actor, 'event.manage', eventSubject(event))) return true
  const [seen] = await db
    .select({ id: events.id })
    .from(events)
    .leftJoin(clubs, eq(clubs.id, events.clubId))
    .where(and(eq(events.id, event.row.id), seenBy(eventViewerOf(actor))))
  return seen !== undefined
}

/** The event the student may see, else a 404 (one the student may not see does not exist). */
export async function requireVisibleEvent(
  db: DbOrTx,
  policies: Policies,
  actor: Actor,
  school: School,
  uid: string,
): Promise<EventInSchool> {
  const event = await findEvent(db, school, uid)
  if (!event || !(await maySee(db, policies, actor, event))) throw notFound('Event')
  return event
}
