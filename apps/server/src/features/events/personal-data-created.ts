import { and, asc, eq, inArray } from 'drizzle-orm'
import { clubs } from '../../db/schema/clubs.ts'
import { events } from '../../db/schema/events.ts'
import type { DbOrTx } from '../../platform/db/database.ts'
import {
  deleteFilesAfterCommit,
  type PersonalDataPart,
  type PersonalDataSubject,
} from '../../platform/personal-data.ts'
import { UNPUBLISHED } from './event-visibility.ts'
import { EVENT_IMAGE_PREFIX, eventImageKey } from './event-cover.service.ts'

/**
 * Events the student created or proposed (`events.created_by`): what they wrote, each
 * with its club. A club's event is the club's, a school event the school's; the student
 * takes their text with them, not the answers others gave (counts, attendees).
 */
export const createdEventsPart: PersonalDataPart = {
  name: 'events-created',
  describes: {
    what: 'Events you created or proposed, for the school or your clubs',
    kept: "While the event is on the club's or the school's calendar",
  },
  async export(db, subject) {
    const rows = await db
      .select({ event: events, club: { uid: clubs.uid, name: clubs.name } })
      .from(events)
      .leftJoin(clubs, eq(clubs.id, events.clubId))
      .where(eq(events.createdBy, subject.userId))
      .orderBy(asc(events.startsAt), asc(events.id))
    return {
      records: rows.map(({ event, club }) => ({
        uid: event.uid,
        club,
        status: event.status,
        title: event.title,
        description: event.description,
        startsAt: event.startsAt.toISOString(),
        endsAt: event.endsAt.toISOString(),
        allDay: event.allDay,
        timeZone: event.timeZone,
        location: event.location,
        onlineUrl: event.onlineUrl,
        category: event.category,
        tags: event.tags,
        capacity: event.capacity,
        isPublic: event.isPublic,
        questions: event.questions,
        createdAt: event.createdAt.toISOString(),
        publishedAt: event.publishedAt?.toISOString() ?? null,
        cancelledAt: event.cancelledAt?.toISOString() ?? null,
      })),
    }
  },
  /**
   * A published (or cancelled) event stays in both policies: its club or school holds it,
   * students answered it and calendars carry it, so it is not the leaver's writing to take
   * away. A draft or proposal nobody attends is the student's own writing: it follows the
   * school's policy — `remove` deletes it as cancelling it would (event-cancel.service.ts
   * removes an unpublished event outright), with its cover after the commit; `anonymise`
   * keeps it for the club's officers to publish or not.
   *
   * What stays loses its creator (`created_by` null, as the column's foreign key does when
   * an account row goes): the creator is shown nowhere, but it is read — a school event's
   * registrations are notified to it (rsvp-notifications.ts) and reminders name it as the
   * actor — and a deleted account should gather no notifications nor front reminders.
   * Creator-less events are the existing case (the staff rule then matches nobody; admins
   * and the club's officers still manage them).
   */
  async erase(tx, subject, content) {
    if (content === 'remove') await removeUnpublished(tx, subject)
    await tx.update(events).set({ createdBy: null }).where(eq(events.createdBy, subject.userId))
  },
}

/**
 * Deletes the student's drafts and proposals; their covers (each event's own file, named
 * by its uid: event-cover.service.ts) are deleted once the erase commits.
 */
async function removeUnpublished(tx: DbOrTx, subject: PersonalDataSubject): Promise<void> {
  const removed = await tx
    .delete(events)
    .where(and(eq(events.createdBy, subject.userId), inArray(events.status, UNPUBLISHED)))
    .returning({ coverUrl: events.coverUrl })
  const prefix = `${EVENT_IMAGE_PREFIX}${String(subject.school.id)}/`
  const keys = removed.flatMap(({ coverUrl }) =>
    coverUrl?.startsWith(prefix)
      ? (eventImageKey(subject.school, coverUrl.slice(prefix.length)) ?? [])
      : [],
  )
  deleteFilesAfterCommit(subject.storage, keys)
}
