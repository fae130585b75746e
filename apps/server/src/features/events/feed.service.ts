import { and, asc, eq, gt, inArray, or, sql, type SQL } from 'drizzle-orm'
import { calendarFeeds } from '../../db/schema/calendar.ts'
import { clubMemberships, clubs } from '../../db/schema/clubs.ts'
import { eventRsvps, events } from '../../db/schema/events.ts'
import type { Database, DbOrTx } from '../../platform/db/database.ts'
import type { Integrations } from '../../platform/integrations/index.ts'
import type { School } from '../../platform/tenancy/schools.service.ts'
import { listedClub } from '../clubs/index.ts'
import type { EventViewer } from './event-policies.ts'
import { notHidden, seenBy, viewerRsvpOn } from './event-visibility.ts'
import type { FeedEvent } from './ical.ts'

/** The signed-link purpose of personal feeds (decision 026's revocable links). */
export const FEED_PURPOSE = 'calendar-feed'
/** A feed carries events that ended at most this long ago, and at most this many. */
const FEED_PAST_DAYS = 90
const FEED_EVENTS_MAX = 1_000

type Links = Integrations['links']

/** Who a personal feed is for: the student by id (queries) and by public uid (the link's subject). */
export interface FeedOwner {
  id: number
  uid: string
}

/**
 * A new personal feed address: the student's earlier links revoked (their old address
 * answers 410 from now on), the choice of clubs kept, the new link signed, all in one
 * transaction so two quick resets cannot leave the kept choice and the link apart.
 */
export async function issueFeed(
  database: Database,
  links: Links,
  school: School,
  owner: FeedOwner,
  includeClubs: boolean,
): Promise<string> {
  const subject = { schoolId: school.id, purpose: FEED_PURPOSE, subject: owner.uid }
  return database.db.transaction(async (tx) => {
    await links.revoke(tx, subject)
    await tx
      .insert(calendarFeeds)
      .values({ userId: owner.id, schoolId: school.id, includeClubs })
      .onConflictDoUpdate({
        target: calendarFeeds.userId,
        set: { includeClubs, createdAt: sql`now()` },
      })
    return links.signRevocable(tx, subject, { clubs: includeClubs ? 1 : 0 })
  })
}

/** The student's current address (signing again gives the same link), or null if none yet. */
export async function currentFeed(
  db: DbOrTx,
  links: Links,
  school: School,
  owner: FeedOwner,
): Promise<{ token: string; includeClubs: boolean } | null> {
  const [feed] = await db
    .select({ includeClubs: calendarFeeds.includeClubs })
    .from(calendarFeeds)
    .where(and(eq(calendarFeeds.userId, owner.id), eq(calendarFeeds.schoolId, school.id)))
  if (!feed) return null
  const subject = { schoolId: school.id, purpose: FEED_PURPOSE, subject: owner.uid }
  const token = await links.signRevocable(db, subject, { clubs: feed.includeClubs ? 1 : 0 })
  return { token, includeClubs: feed.includeClubs }
}

const feedColumns = {
  uid: events.uid,
  title: events.title,
  description: events.description,
  startsAt: events.startsAt,
  endsAt: events.endsAt,
  allDay: events.allDay,
  timeZone: events.timeZone,
  location: events.location,
  onlineUrl: events.onlineUrl,
  status: events.status,
  sequence: events.sequence,
  updatedAt: events.updatedAt,
  isPublic: events.isPublic,
  clubId: events.clubId,
  clubName: clubs.name,
  rsvp: eventRsvps.status,
}

/** Events a calendar may carry: published or cancelled (so calendars strike it), not hidden. */
const shown = and(inArray(events.status, ['published', 'cancelled']), notHidden)

/** Subscribed feeds carry what is ahead and what ended lately, not a club's whole history. */
const recent = (): SQL => gt(events.endsAt, new Date(Date.now() - FEED_PAST_DAYS * 86_400_000))

/** Feeds read events of `school` matching `where`, with their club and `viewerId`'s RSVP. */
async function feedRows(
  db: DbOrTx,
  school: School,
  viewerId: number | null,
  where: SQL | undefined,
) {
  return db
    .select(feedColumns)
    .from(events)
    .leftJoin(clubs, eq(clubs.id, events.clubId))
    .leftJoin(eventRsvps, viewerRsvpOn(viewerId))
    .where(and(eq(events.schoolId, school.id), shown, where))
    .orderBy(asc(events.startsAt), asc(events.id))
    .limit(FEED_EVENTS_MAX)
}

type FeedRow = Awaited<ReturnType<typeof feedRows>>[number]

/**
 * A row as the feed shows it. Waitlisted is in the personal feed as TENTATIVE (decision
 * 036): the student keeps the time free and sees it firm up when promoted.
 */
function toFeedEvent(row: FeedRow): FeedEvent {
  return { row, clubName: row.clubName, tentative: row.rsvp === 'waitlisted' }
}

const myClubIds = (userId: number) =>
  sql`${events.clubId} in (select ${clubMemberships.clubId} from ${clubMemberships}
    where ${clubMemberships.userId} = ${userId})`

/**
 * The personal feed: events I am going to or waitlisted for, and my clubs' when asked, of
 * those the one rule lets me see (issue 30 debt 6: an archived or hidden club's events
 * leave the feed as they leave the listing). A feed has no session, so it reads as the
 * student the owner is, never with an admin's reach.
 */
export async function personalFeedEvents(
  db: DbOrTx,
  school: School,
  ownerId: number,
  includeClubs: boolean,
): Promise<FeedEvent[]> {
  const answered = inArray(eventRsvps.status, ['going', 'waitlisted'])
  const owner = { userId: ownerId, admin: false, staff: false }
  const rows = await feedRows(
    db,
    school,
    ownerId,
    and(recent(), seenBy(owner), includeClubs ? or(answered, myClubIds(ownerId)) : answered),
  )
  return rows.map(toFeedEvent)
}

/** A listed club's public events by its uid; null when the club is not listed (a 404). */
export async function clubFeedEvents(
  db: DbOrTx,
  school: School,
  clubUid: string,
): Promise<{ name: string; events: FeedEvent[] } | null> {
  const [club] = await db
    .select({ id: clubs.id, name: clubs.name })
    .from(clubs)
    .where(and(eq(clubs.schoolId, school.id), eq(clubs.uid, clubUid), listedClub))
  if (!club) return null
  const rows = await feedRows(
    db,
    school,
    null,
    and(recent(), eq(events.clubId, club.id), seenBy(null)),
  )
  return { name: club.name, events: rows.map(toFeedEvent) }
}

/**
 * One event for "add to calendar", if the viewer may see it by the one rule the listing
 * and the event's page use (`seenBy`, issue 30 debt 6).
 */
export async function feedEventFor(
  db: DbOrTx,
  school: School,
  eventUid: string,
  viewer: EventViewer | null,
): Promise<FeedEvent | null> {
  const where = and(eq(events.uid, eventUid), seenBy(viewer))
  const [row] = await feedRows(db, school, viewer?.userId ?? null, where)
  return row ? toFeedEvent(row) : null
}
