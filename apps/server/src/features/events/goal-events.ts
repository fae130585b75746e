import { asc, eq, gt, sql } from 'drizzle-orm'
import { clubs } from '../../db/schema/clubs.ts'
import { events } from '../../db/schema/events.ts'
import type { DbOrTx } from '../../platform/db/database.ts'
import type { Actor } from '../../platform/policies/policies.ts'
import type { School } from '../../platform/tenancy/schools.service.ts'
import { seenInSchool } from './event-visibility.ts'

export interface WordedEvent {
  uid: string
  title: string
  startsAt: Date
  location: string | null
  clubName: string | null
  /** Title, tags, category and description, lower case: where the caller finds which word it names. */
  text: string
}

/**
 * Upcoming events the viewer may see (event-visibility.ts) whose title, description, tags
 * or category hold one of `words` (English full text: "design" finds "designing"), soonest
 * first — the Dev space's suggestions for a student's goals (issue 36 item 5).
 */
export async function upcomingEventsNaming(
  db: DbOrTx,
  school: School,
  actor: Actor,
  words: readonly string[],
  limit: number,
): Promise<WordedEvent[]> {
  if (words.length === 0) return []
  const query = words.map((word) => word.replace(/["\\]/g, ' ')).join(' or ')
  const rows = await db
    .select({
      uid: events.uid,
      title: events.title,
      startsAt: events.startsAt,
      location: events.location,
      clubName: clubs.name,
      text: sql<string>`lower(${events.title} || ' ' || array_to_string(${events.tags}, ' ')
        || ' ' || coalesce(${events.category}, '') || ' ' || ${events.description})`,
    })
    .from(events)
    .leftJoin(clubs, eq(clubs.id, events.clubId))
    .where(
      seenInSchool(
        school.id,
        actor,
        gt(events.startsAt, sql`now()`),
        sql`to_tsvector('english', ${events.title} || ' ' || ${events.description} || ' '
          || array_to_string(${events.tags}, ' ') || ' ' || coalesce(${events.category}, ''))
          @@ websearch_to_tsquery('english', ${query})`,
      ),
    )
    .orderBy(asc(events.startsAt), asc(events.id))
    .limit(limit)
  return rows
}
