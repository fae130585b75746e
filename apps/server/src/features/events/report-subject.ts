import { and, eq, inArray, isNull, sql } from 'drizzle-orm'
import type { ReportSubject } from '@quad/shared'
import { clubs } from '../../db/schema/clubs.ts'
import { events } from '../../db/schema/events.ts'
import type { DbOrTx } from '../../platform/db/database.ts'
import type { FoundSubject } from '../../platform/reports/report-route.ts'
import type { ReportSubjectProvider } from '../../platform/reports/subjects.ts'
import type { School } from '../../platform/tenancy/schools.service.ts'

/** An event's subject type in the shared `reports` table; its subject id is the row id. */
export const REPORTED_EVENT = 'event'

/** The event a student reports, by uid: its title and description are the evidence. */
export async function findReportedEvent(
  db: DbOrTx,
  school: School,
  uid: string,
): Promise<FoundSubject | null> {
  const [row] = await db
    .select({ id: events.id, title: events.title, description: events.description })
    .from(events)
    .where(and(eq(events.schoolId, school.id), eq(events.uid, uid)))
  // An event has no owner a report protects: its creator may report it like anyone.
  return row
    ? { subjectId: row.id, snapshot: `${row.title}\n${row.description}`, ownerId: null }
    : null
}

const eventIn = (school: School, id: string) =>
  and(eq(events.schoolId, school.id), eq(events.id, Number(id)))

/**
 * What moderation may do with an event (issue 15, decision 032): see its title,
 * description and club; hide it (`moderation_hidden_at`: out of every listing, a 404 by
 * its link); warn, and suspend, whoever wrote it.
 */
export const eventReportSubject: ReportSubjectProvider = {
  type: REPORTED_EVENT,
  async contexts(db, school, ids) {
    const eventIds = ids.map(Number).filter(Number.isSafeInteger)
    if (eventIds.length === 0) return new Map()
    const rows = await db
      .select({ event: events, clubName: clubs.name })
      .from(events)
      .leftJoin(clubs, eq(clubs.id, events.clubId))
      .where(and(eq(events.schoolId, school.id), inArray(events.id, eventIds)))
    return new Map(
      rows.map(({ event, clubName }): [string, ReportSubject] => [
        String(event.id),
        {
          type: 'event',
          uid: event.uid,
          title: event.title,
          description: event.description,
          clubName,
          startsAt: event.startsAt.toISOString(),
          hidden: event.moderationHiddenAt !== null,
        },
      ]),
    )
  },
  async responsible(tx, school, id) {
    const [row] = await tx
      .select({ uid: events.uid, createdBy: events.createdBy })
      .from(events)
      .where(eventIn(school, id))
    if (!row) return null
    const writer = row.createdBy === null ? [] : [row.createdBy]
    return { warned: writer, owner: row.createdBy, link: `/events/${row.uid}` }
  },
  async hide(tx, school, id) {
    const [row] = await tx.select({ id: events.id }).from(events).where(eventIn(school, id))
    if (!row) return null
    const changed = await tx
      .update(events)
      .set({ moderationHiddenAt: sql`now()` })
      .where(and(eq(events.id, row.id), isNull(events.moderationHiddenAt)))
      .returning({ id: events.id })
    return { changed: changed.length > 0 }
  },
}
