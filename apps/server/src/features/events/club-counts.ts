import { and, eq, inArray, sql } from 'drizzle-orm'
import { clubs } from '../../db/schema/clubs.ts'
import { eventRsvps, events } from '../../db/schema/events.ts'
import type { DbOrTx } from '../../platform/db/database.ts'
import type { ClubCount } from '../clubs/index.ts'

/**
 * Each club's published events (`what: events`) or the students going to them, for a
 * page of clubs in one query by the club's events index. Drafts, events awaiting approval
 * and cancelled ones count for nothing.
 */
async function countsOf(
  db: DbOrTx,
  schoolId: number,
  clubUids: readonly string[],
  what: 'events' | 'going',
): Promise<Map<string, number>> {
  const counted =
    what === 'events' ? sql`count(distinct ${events.id})` : sql`count(${eventRsvps.userId})`
  const query = db
    .select({ uid: clubs.uid, n: counted.mapWith(Number) })
    .from(clubs)
    .innerJoin(events, and(eq(events.clubId, clubs.id), eq(events.status, 'published')))
  const joined =
    what === 'going'
      ? query.innerJoin(
          eventRsvps,
          and(eq(eventRsvps.eventId, events.id), eq(eventRsvps.status, 'going')),
        )
      : query
  const rows = await joined
    .where(and(eq(clubs.schoolId, schoolId), inArray(clubs.uid, [...clubUids])))
    .groupBy(clubs.uid)
  return new Map(rows.map((row) => [row.uid, row.n]))
}

/** Spec 3 CountEvents and CountRSVPs in the clubs listing (issue 36 item 7). */
export const clubEventCounts: ClubCount[] = [
  {
    property: 'CountEvents',
    field: 'countEvents',
    count: (db, schoolId, clubUids) => countsOf(db, schoolId, clubUids, 'events'),
  },
  {
    property: 'CountRSVPs',
    field: 'countRsvps',
    count: (db, schoolId, clubUids) => countsOf(db, schoolId, clubUids, 'going'),
  },
]
