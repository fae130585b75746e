import { and, asc, eq, gt, lt, sql } from 'drizzle-orm'
import type { DbOrTx } from '../../platform/db/database.ts'
import { clubMemberships, clubs } from '../../db/schema/clubs.ts'
import { eventRsvps, events, eventSeries } from '../../db/schema/events.ts'
import { profiles } from '../../db/schema/profiles.ts'
import type { EventClubRef, EventRow } from './event-presenter.ts'
import { seenBy } from './event-visibility.ts'
import type { Candidate, Signals } from './recommendation-scoring.ts'

const DAY_MS = 86_400_000
/** How far ahead recommendations look, and how far back "you went to" remembers. */
export const HORIZON_DAYS = 60
const HISTORY_DAYS = 365
/** Candidates read, soonest first, before scoring (decision 037). */
export const CANDIDATES_MAX = 300

/**
 * The student's side (two queries): interests and sports from the profile, and every
 * event they are going to from a year ago on: past ones count towards "you went to",
 * upcoming ones make their busy time.
 */
export async function signalsOf(db: DbOrTx, userId: number, now: Date): Promise<Signals> {
  const [profile] = await db
    .select({ interests: profiles.interests, sports: profiles.sports })
    .from(profiles)
    .where(eq(profiles.userId, userId))
  const going = await db
    .select({
      startsAt: events.startsAt,
      endsAt: events.endsAt,
      category: events.category,
      clubId: events.clubId,
    })
    .from(eventRsvps)
    .innerJoin(events, eq(events.id, eventRsvps.eventId))
    .where(
      and(
        eq(eventRsvps.userId, userId),
        eq(eventRsvps.status, 'going'),
        eq(events.status, 'published'),
        gt(events.endsAt, new Date(now.getTime() - HISTORY_DAYS * DAY_MS)),
      ),
    )
  const past = going.filter((row) => row.endsAt <= now)
  return {
    interests: [...(profile?.interests ?? []), ...(profile?.sports ?? [])],
    pastByCategory: countBy(past.flatMap((row) => row.category ?? [])),
    pastByClub: countBy(past.flatMap((row) => row.clubId ?? [])),
    going: going.filter((row) => row.endsAt > now),
  }
}

function countBy<K>(keys: K[]): Map<K, number> {
  const counts = new Map<K, number>()
  for (const key of keys) counts.set(key, (counts.get(key) ?? 0) + 1)
  return counts
}

/**
 * The viewer's connections going to the event, counted in SQL: an accepted connection
 * found by its pair index, and nobody with a block either way (a block ends the
 * connection, but the count must not depend on that staying true).
 */
const connectionsGoing = (schoolId: number, userId: number) => sql<number>`(
  select count(*)::int from event_rsvps r
  join connections c on c.school_id = ${schoolId} and c.status = 'accepted'
    and least(c.requester_id, c.addressee_id) = least(${userId}::bigint, r.user_id)
    and greatest(c.requester_id, c.addressee_id) = greatest(${userId}::bigint, r.user_id)
  where r.event_id = ${events.id} and r.status = 'going' and r.user_id <> ${userId}
    and not exists (select 1 from blocks b
      where (b.blocker_id = ${userId} and b.blocked_id = r.user_id)
         or (b.blocker_id = r.user_id and b.blocked_id = ${userId})))`

/** A candidate with what the presenter needs for the few that are answered. */
export type LoadedCandidate = Candidate & {
  row: EventRow
  club: EventClubRef | null
  series: { uid: string; rrule: string } | null
}

/**
 * What may be recommended (one query): upcoming published events of the school within
 * the horizon that the student may see (a school event; a club event of an active,
 * published club, members-only ones to its members), has not answered in any way,
 * does not run (an officer of its club, or the staff member who created the school
 * event) and that overlaps nothing they are going to.
 */
export async function candidatesFor(
  db: DbOrTx,
  schoolId: number,
  userId: number,
  now: Date,
): Promise<LoadedCandidate[]> {
  const mine = and(eq(clubMemberships.clubId, events.clubId), eq(clubMemberships.userId, userId))
  const horizon = new Date(now.getTime() + HORIZON_DAYS * DAY_MS)
  const rows = await db
    .select({
      row: events,
      club: { uid: clubs.uid, name: clubs.name, logoUrl: clubs.logoUrl },
      series: { uid: eventSeries.uid, rrule: eventSeries.rrule },
      role: clubMemberships.role,
      connectionsGoing: connectionsGoing(schoolId, userId),
    })
    .from(events)
    .leftJoin(clubs, eq(clubs.id, events.clubId))
    .leftJoin(clubMemberships, mine)
    .leftJoin(eventSeries, eq(eventSeries.id, events.seriesId))
    .where(
      and(
        eq(events.schoolId, schoolId),
        eq(events.status, 'published'),
        gt(events.startsAt, now),
        lt(events.startsAt, horizon),
        // Seen as a student sees events (the one rule), whatever roles they also hold:
        // an admin is not recommended other clubs' members-only events.
        seenBy({ userId, admin: false }),
        sql`${clubMemberships.role} is distinct from 'officer'`,
        sql`not (${events.clubId} is null and ${events.createdBy} is not distinct from ${userId})`,
        sql`not exists (select 1 from event_rsvps a
          where a.event_id = ${events.id} and a.user_id = ${userId})`,
        sql`not exists (select 1 from event_rsvps g join events ge on ge.id = g.event_id
          where g.user_id = ${userId} and g.status = 'going' and ge.status = 'published'
            and ge.starts_at < ${events.endsAt} and ge.ends_at > ${events.startsAt})`,
      ),
    )
    .orderBy(asc(events.startsAt), asc(events.id))
    .limit(CANDIDATES_MAX)
  return rows.map(({ row, club, series, role, connectionsGoing: going }) => ({
    id: row.id,
    startsAt: row.startsAt,
    endsAt: row.endsAt,
    allDay: row.allDay,
    timeZone: row.timeZone,
    title: row.title,
    category: row.category,
    tags: row.tags,
    clubId: row.clubId,
    clubName: club?.name ?? null,
    isMember: role !== null,
    connectionsGoing: going,
    goingCount: row.goingCount,
    capacity: row.capacity,
    row,
    club,
    series,
  }))
}
