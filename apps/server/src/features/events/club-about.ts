import { and, asc, eq, gt } from 'drizzle-orm'
import { CLUB_ABOUT_EVENTS_MAX } from '@quad/shared'
import { clubs } from '../../db/schema/clubs.ts'
import { events } from '../../db/schema/events.ts'
import type { ClubAboutPart, ClubTabDeclaration } from '../clubs/index.ts'
import { seenBy } from './event-visibility.ts'

/**
 * Spec 3 "Club about response" `events` (issue 15 item 2): the club's upcoming and
 * ongoing published events the viewer may see, soonest first, through the clubs
 * feature's `clubAboutPoint` (it knows nothing of events; decision 034).
 */
export const clubAboutEvents: ClubAboutPart = {
  async about(db, school, clubUid, viewerId) {
    // Events switched off (issue 30 debt 1): the about answer lists none.
    if (!school.sections.events) return {}
    // Admins read it as the student they are; a visitor (null) sees the public events.
    const viewer = viewerId === null ? null : { userId: viewerId, admin: false, staff: false }
    const rows = await db
      .select({
        uid: events.uid,
        title: events.title,
        startsAt: events.startsAt,
        endsAt: events.endsAt,
        allDay: events.allDay,
        location: events.location,
      })
      .from(events)
      .innerJoin(clubs, eq(clubs.id, events.clubId))
      .where(
        and(
          eq(events.schoolId, school.id),
          eq(clubs.uid, clubUid),
          eq(events.status, 'published'),
          gt(events.endsAt, new Date()),
          seenBy(viewer),
        ),
      )
      .orderBy(asc(events.startsAt), asc(events.id))
      .limit(CLUB_ABOUT_EVENTS_MAX)
    return {
      events: rows.map((row) => ({
        id: row.uid,
        title: row.title,
        eventStartDate: row.startsAt.toISOString(),
        eventEndDate: row.endsAt.toISOString(),
        isAllDay: row.allDay,
        location: row.location,
      })),
    }
  },
}

/**
 * The Events tab of a club's page (issue 16, decision 047): for everyone who opens the club
 * while it is active (a visitor opens only a listed club, and sees its public events).
 */
export const clubEventsTab: ClubTabDeclaration = {
  tab: 'events',
  label: 'Events',
  // Not while the school has Events switched off: its routes answer 404 then.
  shownTo: (viewer) => viewer.open && viewer.sections.events,
}
