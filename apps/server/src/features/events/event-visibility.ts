import { and, eq, inArray, isNull, or, sql, type SQL } from 'drizzle-orm'
import { clubs } from '../../db/schema/clubs.ts'
import { eventRsvps, events } from '../../db/schema/events.ts'
import { listedClub } from '../clubs/index.ts'
import type { Actor } from '../../platform/policies/policies.ts'
import { eventViewerOf, type EventViewer } from './event-policies.ts'

/*
 * Who sees which events (issue 15 item 2), as SQL over `events` left-joined to `clubs`.
 * A moderator's hidden event, and the events of an archived or hidden club, are in no
 * answer. Cancelled events stay (shown struck through, and calendars must hear of them).
 */

/** Every condition holds (drizzle's `and` is undefined only when given none). */
const every = (...conditions: (SQL | undefined)[]): SQL => and(...conditions) ?? sql`true`

const live = inArray(events.status, ['published', 'cancelled'])
/** Not hidden by a moderator (decision 032): in no listing, calendar or feed. */
export const notHidden = isNull(events.moderationHiddenAt)
const clubOpen = and(eq(clubs.status, 'active'), isNull(clubs.moderationHiddenAt))
/** A school event, or its club is active and not under review (its events are in no answer else). */
export const inOpenClub = or(isNull(events.clubId), clubOpen) as SQL

/** A student in SQL: an id, or a query's parameter (`param`). */
type Person = number | SQL

const memberOfClub = (userId: Person) => sql`exists (select 1 from club_memberships m
  where m.club_id = ${events.clubId} and m.user_id = ${userId})`

/** The viewer is an officer of the event's club (read with each row: `canManage`). */
export const officerOfClub = (userId: number) => sql<boolean>`exists (select 1 from
  club_memberships m where m.club_id = ${events.clubId} and m.user_id = ${userId}
  and m.role = 'officer')`

/**
 * Published (or cancelled) events the viewer may see: a visitor, the public ones of the
 * school and of its listed clubs; a student, every school event, public events of
 * published clubs, and the members-only events of their own clubs; a school admin, all.
 */
export function seenBy(viewer: EventReader | null): SQL {
  const base = [live, notHidden]
  // A visitor sees a club's public events only while the club is listed (decision 030):
  // an unlisted club's page is open by its link, its events are not broadcast.
  if (!viewer) {
    return every(...base, eq(events.isPublic, true), or(isNull(events.clubId), listedClub))
  }
  if (viewer.admin) return every(...base, or(isNull(events.clubId), clubOpen))
  const clubEvent = and(
    clubOpen,
    or(and(eq(events.isPublic, true), eq(clubs.published, true)), memberOfClub(viewer.userId)),
  )
  return every(...base, or(isNull(events.clubId), clubEvent))
}

/** What `seenBy` reads of a viewer: the id may be a prepared query's parameter. */
export type EventReader = Pick<EventViewer, 'admin'> & { userId: Person }

/** The school's events the actor sees (`seenBy`) that meet `more` too (search, goals). */
export const seenInSchool = (schoolId: number, actor: Actor, ...more: SQL[]): SQL =>
  seenInSchoolBy(schoolId, eventViewerOf(actor), ...more)

/** `seenInSchool` for a reader given as parameters (the search, prepared once). */
export const seenInSchoolBy = (schoolId: Person, reader: EventReader, ...more: SQL[]): SQL =>
  every(eq(events.schoolId, schoolId), seenBy(reader), ...more)

/** Not yet in front of students: a draft, a member's proposal, one waiting for approval. */
export const UNPUBLISHED = ['draft', 'pending', 'submitted'] as const

/**
 * Drafts and proposals the viewer may manage (`includeDrafts`, an event's own page):
 * a school admin's, their clubs' as an officer, and the ones they wrote themselves.
 */
export function draftsOf(viewer: EventViewer | null): SQL | undefined {
  if (!viewer) return undefined
  const drafts = and(
    inArray(events.status, UNPUBLISHED),
    notHidden,
    or(isNull(events.clubId), clubOpen),
  )
  if (viewer.admin) return drafts
  // Staff approve club events (decision 106): they open the ones waiting.
  const toApprove = viewer.staff ? eq(events.status, 'submitted') : undefined
  return and(
    drafts,
    or(eq(events.createdBy, viewer.userId), officerOfClub(viewer.userId), toApprove),
  )
}

/** What a visitor may see (share mode: the listing, the calendar and the feeds). */
export const openToVisitors = seenBy(null)

/** The join condition of the viewer's own RSVP (none for a visitor: no user has id 0). */
export const viewerRsvpOn = (viewerId: number | null) =>
  and(eq(eventRsvps.eventId, events.id), eq(eventRsvps.userId, viewerId ?? 0))
