import { and, eq, gt, inArray, isNull, lte, or, sql } from 'drizzle-orm'
import { NO_ATTENDANCE, type AttendanceTotals } from '@quad/shared'
import { attendanceEventRollups, attendanceTermRollups } from '../../db/schema/attendance.ts'
import { clubMemberships } from '../../db/schema/clubs.ts'
import { sisTerms } from '../../db/schema/student-records.ts'
import { eventRsvps, events } from '../../db/schema/events.ts'
import type { Db, DbOrTx } from '../../platform/db/database.ts'
import { schools } from '../../platform/db/schema.ts'
import { dayIn, schoolTerms, termOfDay, type DatedTerm } from '../badges/index.ts'
import { attendanceCounts } from '../events/index.ts'

/** Events a transaction counts: a crash loses one batch, and no transaction is long. */
const BATCH = 500
/**
 * An event is counted again at every run until two weeks after it ended: answers and
 * check-ins entered late (a door's offline queue, a list typed in afterwards) are taken in;
 * after that, by the nightly refresh (decision 111).
 */
const RECOUNT_MS = 14 * 24 * 60 * 60_000

/** `club_key` of the whole school's row and of the school's own events' row. */
export const WHOLE_SCHOOL = -1
export const SCHOOL_OWN = 0

interface School {
  id: number
  timeZone: string
}

/**
 * The published events of `school` that have started and are to be counted: not counted
 * yet, or (`everything` false) ended less than two weeks before `now`; by id from `after`.
 */
function eventsToCount(db: Db, school: School, now: Date, everything: boolean, after: number) {
  const due = everything
    ? undefined
    : or(
        isNull(attendanceEventRollups.eventId),
        gt(events.endsAt, new Date(now.getTime() - RECOUNT_MS)),
      )
  return db
    .select({
      id: events.id,
      clubId: events.clubId,
      startsAt: events.startsAt,
      endsAt: events.endsAt,
    })
    .from(events)
    .leftJoin(attendanceEventRollups, eq(attendanceEventRollups.eventId, events.id))
    .where(
      and(
        eq(events.schoolId, school.id),
        eq(events.status, 'published'),
        lte(events.startsAt, now),
        gt(events.id, after),
        due,
      ),
    )
    .orderBy(events.id)
    .limit(BATCH)
}

type Counted = Awaited<ReturnType<typeof eventsToCount>>[number]

/**
 * One batch's rows written (each event's counts as they stand at `now`); the terms they
 * touch returned, those they were filed under before included.
 */
async function writeEvents(
  db: Db,
  school: School,
  terms: readonly DatedTerm[],
  batch: readonly Counted[],
  now: Date,
): Promise<DatedTerm[]> {
  const counts = await attendanceCounts(
    db,
    batch.map((event) => event.id),
  )
  const filed = batch.map((event) => ({
    event,
    term: termOfDay(terms, dayIn(school.timeZone, event.startsAt)),
  }))
  // The terms these events were filed under before: one moved to another term leaves its
  // old term's totals to be summed again too.
  const before = await db
    .select({ termKey: attendanceEventRollups.termKey })
    .from(attendanceEventRollups)
    .where(
      inArray(
        attendanceEventRollups.eventId,
        batch.map((event) => event.id),
      ),
    )
  await db
    .insert(attendanceEventRollups)
    .values(
      filed.map(({ event, term }) => {
        const count = counts.get(event.id)
        return {
          eventId: event.id,
          schoolId: school.id,
          clubId: event.clubId,
          termKey: term.key,
          termName: term.name,
          startsAt: event.startsAt,
          going: count?.going ?? 0,
          checkedIn: count?.checkedIn ?? 0,
          noShows: event.endsAt <= now ? (count?.noShows ?? 0) : null,
          returning: count?.returning ?? 0,
          countedAt: now,
        }
      }),
    )
    .onConflictDoUpdate({
      target: attendanceEventRollups.eventId,
      set: {
        clubId: sql`excluded.club_id`,
        termKey: sql`excluded.term_key`,
        termName: sql`excluded.term_name`,
        startsAt: sql`excluded.starts_at`,
        going: sql`excluded.going`,
        checkedIn: sql`excluded.checked_in`,
        noShows: sql`excluded.no_shows`,
        returning: sql`excluded.returning`,
        countedAt: sql`excluded.counted_at`,
      },
    })
  const earlier = before.map(({ termKey }) => knownTerm(terms, termKey))
  return [...filed.map(({ term }) => term), ...earlier.filter((term) => term !== null)]
}

/**
 * Rows of events no longer counted (cancelled, back to a draft) or no longer started (moved
 * later) deleted; the terms they were filed under returned.
 */
async function dropStale(db: Db, school: School, now: Date): Promise<string[]> {
  const dropped = await db
    .delete(attendanceEventRollups)
    .where(
      and(
        eq(attendanceEventRollups.schoolId, school.id),
        sql`${attendanceEventRollups.eventId} in (select id from events
          where school_id = ${school.id} and (status <> 'published' or starts_at > ${now.toISOString()}::timestamptz))`,
      ),
    )
    .returning({ termKey: attendanceEventRollups.termKey })
  return dropped.map((row) => row.termKey)
}

/** `club_key` of a grouped row: the whole school where the club was grouped away. */
const clubKeyOf = (whole: number, clubId: number | null) =>
  whole === 1 ? WHOLE_SCHOOL : (clubId ?? SCHOOL_OWN)

/** A term's event rows summed per club and for the whole school. */
function summedEvents(tx: DbOrTx, schoolId: number, termKey: string) {
  const r = attendanceEventRollups
  return tx
    .select({
      whole: sql<number>`grouping(${r.clubId})::int`,
      clubId: r.clubId,
      events: sql<number>`count(*)::int`,
      // A term without events still has its grand total row, of null sums.
      going: sql<number>`coalesce(sum(${r.going}), 0)::int`,
      checkedIn: sql<number>`coalesce(sum(${r.checkedIn}), 0)::int`,
      noShows: sql<number>`coalesce(sum(${r.noShows}), 0)::int`,
    })
    .from(r)
    .where(and(eq(r.schoolId, schoolId), eq(r.termKey, termKey)))
    .groupBy(sql`rollup(${r.clubId})`)
}

/**
 * The people checked in at the term's events at least once and at least twice, per club
 * and for the whole school (a person counted once there, however many clubs they went to).
 */
function distinctAttendees(tx: DbOrTx, schoolId: number, termKey: string) {
  return tx.execute<{ whole: number; club_id: number | null; attendees: number; repeat: number }>(
    sql`select whole, club_id, count(*)::int as attendees,
        count(*) filter (where n > 1)::int as repeat
      from (select grouping(r.club_id)::int as whole, r.club_id, x.user_id, count(*) as n
        from ${eventRsvps} x join ${attendanceEventRollups} r on r.event_id = x.event_id
        where r.school_id = ${schoolId} and r.term_key = ${termKey}
          and x.checked_in_at is not null
        group by grouping sets ((r.club_id, x.user_id), (x.user_id))) per_person
      group by whole, club_id`,
  )
}

/** Memberships begun in the term's days (the school's clock) that still stand, per club. */
function newMembers(tx: DbOrTx, school: School, term: DatedTerm) {
  const m = clubMemberships
  const day = sql`(${m.joinedAt} at time zone ${school.timeZone})::date`
  // A day either side of the term's days in UTC holds every zone's: a range the
  // (school, joined) index reads, the exact days on the school's clock within it.
  const near = sql`${m.joinedAt} >= ${term.startsOn}::date - 1 and ${m.joinedAt} < ${term.endsOn}::date + 2`
  // A half-year holds only the days no term of the school's own holds (termOfDay's rule):
  // a membership begun in a school term is that term's new member, not the half-year's too.
  const ownTermDay = term.key.startsWith('sis:')
    ? undefined
    : sql`not exists (select 1 from ${sisTerms} s where s.school_id = ${school.id}
        and ${day} between s.starts_on and s.ends_on)`
  return tx
    .select({
      whole: sql<number>`grouping(${m.clubId})::int`,
      clubId: m.clubId,
      n: sql<number>`count(*)::int`,
    })
    .from(m)
    .where(
      and(
        eq(m.schoolId, school.id),
        near,
        sql`${day} between ${term.startsOn}::date and ${term.endsOn}::date`,
        ownTermDay,
      ),
    )
    .groupBy(sql`rollup(${m.clubId})`)
}

/** A term's rows rewritten from the event rows and the raw check-ins and memberships. */
async function writeTerm(db: Db, school: School, term: DatedTerm, now: Date): Promise<void> {
  await db.transaction(async (tx) => {
    // One rewrite of a school's terms at a time: the five-minute run and the nightly one
    // may overlap, and two deletes then inserts of one term would collide on its key.
    await tx.execute(sql`select pg_advisory_xact_lock(hashtext('attendance-rollup'), ${school.id})`)
    // One after another: a transaction is one connection.
    const summed = await summedEvents(tx, school.id, term.key)
    const people = await distinctAttendees(tx, school.id, term.key)
    const joined = await newMembers(tx, school, term)
    const lines = new Map<number, AttendanceTotals>()
    const lineOf = (key: number) => {
      const line = lines.get(key) ?? { ...NO_ATTENDANCE }
      lines.set(key, line)
      return line
    }
    for (const row of summed) {
      Object.assign(lineOf(clubKeyOf(row.whole, row.clubId)), {
        events: row.events,
        going: row.going,
        checkedIn: row.checkedIn,
        noShows: row.noShows,
      })
    }
    for (const row of people.rows) {
      const line = lineOf(clubKeyOf(row.whole, row.club_id === null ? null : Number(row.club_id)))
      line.attendees = row.attendees
      line.repeatAttendees = row.repeat
    }
    for (const row of joined) lineOf(clubKeyOf(row.whole, row.clubId)).newMembers = row.n
    await tx
      .delete(attendanceTermRollups)
      .where(
        and(
          eq(attendanceTermRollups.schoolId, school.id),
          eq(attendanceTermRollups.termKey, term.key),
        ),
      )
    // A term with no events and no new members left has no report.
    const whole = lineOf(WHOLE_SCHOOL)
    if (whole.events === 0 && whole.newMembers === 0) return
    await tx.insert(attendanceTermRollups).values(
      [...lines].map(([clubKey, line]) => ({
        schoolId: school.id,
        termKey: term.key,
        clubKey,
        termName: term.name,
        termStartsOn: term.startsOn,
        ...line,
        countedAt: now,
      })),
    )
  })
}

/**
 * One school's rollup at `now`: its events counted in batches (all of them with
 * `everything`), then every term they touched and the current one (whose memberships
 * change daily) summed again.
 */
export async function rollUpSchool(
  db: Db,
  school: School,
  now: Date,
  everything = false,
): Promise<void> {
  const terms = await schoolTerms(db, school.id)
  const touched = new Map<string, DatedTerm>()
  const current = termOfDay(terms, dayIn(school.timeZone, now))
  touched.set(current.key, current)
  for (let after = 0; ;) {
    const batch = await eventsToCount(db, school, now, everything, after)
    if (batch.length === 0) break
    for (const term of await writeEvents(db, school, terms, batch, now)) touched.set(term.key, term)
    after = batch[batch.length - 1]?.id ?? after
  }
  const staleKeys = new Set(await dropStale(db, school, now))
  // Terms reported before that no run touches now: their events gone (a cascade), or a
  // school term its feed no longer has. Summed again (which drops an empty one) or dropped.
  const reported = await db
    .selectDistinct({ key: attendanceTermRollups.termKey })
    .from(attendanceTermRollups)
    .where(eq(attendanceTermRollups.schoolId, school.id))
  for (const { key } of reported) if (!touched.has(key)) staleKeys.add(key)
  for (const key of staleKeys) {
    const term = knownTerm(terms, key)
    if (term) touched.set(key, term)
    else await dropTerm(db, school.id, key)
  }
  for (const term of touched.values()) await writeTerm(db, school, term, now)
}

/** A term no rule names any more (its feed dropped it): its rows go. */
async function dropTerm(db: Db, schoolId: number, termKey: string): Promise<void> {
  await db
    .delete(attendanceTermRollups)
    .where(
      and(eq(attendanceTermRollups.schoolId, schoolId), eq(attendanceTermRollups.termKey, termKey)),
    )
}

/** A term by its key: the school's own, or a half-year (`2026-fall`). */
export function knownTerm(terms: readonly DatedTerm[], key: string): DatedTerm | null {
  const own = terms.find((term) => term.key === key)
  if (own) return own
  const half = /^(\d{4})-(spring|fall)$/.exec(key)
  if (!half) return null
  return termOfDay([], `${half[1] ?? ''}-${half[2] === 'fall' ? '09' : '03'}-01`)
}

/** Every school's rollup: every five minutes, and each night with `everything`. */
export async function rollUpAllSchools(db: Db, now: Date, everything = false): Promise<void> {
  const all = await db.select({ id: schools.id, timeZone: schools.timeZone }).from(schools)
  // One school's failure does not hold back the others; the job fails after all (retried).
  const failed: unknown[] = []
  for (const school of all) {
    try {
      await rollUpSchool(db, school, now, everything)
    } catch (error) {
      failed.push(error)
    }
  }
  if (failed.length > 0) throw new AggregateError(failed, 'attendance rollup failed')
}
