import { and, eq, isNull, or } from 'drizzle-orm'
import { eventRsvps, events } from '../../db/schema/events.ts'
import { listedClub } from '../clubs/index.ts'

/**
 * Who sees which event, as SQL the calendar and the feeds share (issue 15, api.md
 * "Public share mode"): conditions on `events`, with `clubs` joined on its club.
 */

/** Not hidden by a moderator (decision 032): in no listing, calendar or feed. */
export const notHidden = isNull(events.moderationHiddenAt)

/** What a visitor may see: a public school event, or a listed club's public event. */
export const openToVisitors = and(eq(events.isPublic, true), or(isNull(events.clubId), listedClub))

/** The join condition of the viewer's own RSVP (none for a visitor: no user has id 0). */
export const viewerRsvpOn = (viewerId: number | null) =>
  and(eq(eventRsvps.eventId, events.id), eq(eventRsvps.userId, viewerId ?? 0))
