import { and, asc, desc, eq, gte, isNotNull, or, sql } from 'drizzle-orm'
import {
  NO_ATTENDANCE,
  type AttendanceClubLine,
  type ClubAttendanceReport,
  type ReportTermLine,
  type SchoolAttendanceReport,
} from '@quad/shared'
import { attendanceEventRollups, attendanceTermRollups } from '../../db/schema/attendance.ts'
import { clubs } from '../../db/schema/clubs.ts'
import { events } from '../../db/schema/events.ts'
import type { DbOrTx } from '../../platform/db/database.ts'
import { notFound } from '../../platform/errors.ts'
import { termAt } from '../badges/index.ts'
import { SCHOOL_OWN, WHOLE_SCHOOL } from './rollup.service.ts'

/** A report lists this many events, newest first (a club's term rarely holds more). */
const EVENTS_SHOWN = 300
/**
 * And this many clubs, most check-ins first (the CSV has them all): a school's answer of
 * 500 lines was 85 KB, whose writing made the server's time per answer (bench/attendance.ts).
 */
export const CLUBS_SHOWN = 50

interface School {
  id: number
  timeZone: string
}

const t = attendanceTermRollups

const totalsColumns = {
  events: t.events,
  going: t.going,
  checkedIn: t.checkedIn,
  noShows: t.noShows,
  attendees: t.attendees,
  repeatAttendees: t.repeatAttendees,
  newMembers: t.newMembers,
}

/**
 * The terms `clubKey` has a row in, newest first, and the one to show: the asked one (a 404
 * when it has none), else the current term when it has one, else the latest.
 */
async function chosenTerm(
  db: DbOrTx,
  school: School,
  clubKey: number,
  asked: string | undefined,
  now: Date,
) {
  const rows = await db
    .select({ key: t.termKey, name: t.termName, countedAt: t.countedAt, ...totalsColumns })
    .from(t)
    .where(and(eq(t.schoolId, school.id), eq(t.clubKey, clubKey)))
    .orderBy(desc(t.termStartsOn), asc(t.termKey))
  const terms: ReportTermLine[] = rows.map(({ key, name, events, checkedIn, attendees }) => ({
    key,
    name,
    events,
    checkedIn,
    attendees,
  }))
  const wanted = asked ?? (await termAt(db, school, now)).key
  const row = rows.find((term) => term.key === wanted) ?? (asked ? undefined : rows[0])
  if (asked && !row) throw notFound('A report for that term')
  if (!row) return { terms, term: null, totals: NO_ATTENDANCE, countedAt: null }
  const { key, name, countedAt, ...totals } = row
  return { terms, term: { key, name }, totals, countedAt: countedAt.toISOString() }
}

/** `GET /api/v1/clubs/{id}/attendance`: the club's term, event by event, newest first. */
export async function clubAttendance(
  db: DbOrTx,
  school: School,
  clubId: number,
  asked: string | undefined,
  { now = new Date(), limit = EVENTS_SHOWN }: { now?: Date; limit?: number } = {},
): Promise<ClubAttendanceReport> {
  const chosen = await chosenTerm(db, school, clubId, asked, now)
  if (!chosen.term) return { ...chosen, events: [] }
  const e = attendanceEventRollups
  const rows = await db
    .select({
      id: events.uid,
      title: events.title,
      startsAt: e.startsAt,
      going: e.going,
      checkedIn: e.checkedIn,
      noShows: e.noShows,
      returning: e.returning,
    })
    .from(e)
    .innerJoin(events, eq(events.id, e.eventId))
    .where(and(eq(e.schoolId, school.id), eq(e.termKey, chosen.term.key), eq(e.clubId, clubId)))
    .orderBy(desc(e.startsAt), desc(e.eventId))
    .limit(limit)
  return {
    ...chosen,
    events: rows.map((row) => ({
      ...row,
      startsAt: row.startsAt.toISOString(),
      firstTime: row.checkedIn - row.returning,
    })),
  }
}

/** `GET /api/v1/admin/attendance`: the school's term, club by club, most check-ins first. */
export async function schoolAttendance(
  db: DbOrTx,
  school: School,
  asked: string | undefined,
  { now = new Date(), limit = CLUBS_SHOWN }: { now?: Date; limit?: number } = {},
): Promise<SchoolAttendanceReport> {
  const chosen = await chosenTerm(db, school, WHOLE_SCHOOL, asked, now)
  if (!chosen.term) return { ...chosen, clubs: [], clubCount: 0 }
  // Deleted clubs' lines (the next run drops them) are left out by the inner join.
  const lines = and(eq(t.schoolId, school.id), eq(t.termKey, chosen.term.key), gte(t.clubKey, 0))
  const rows = await db
    .select({
      clubKey: t.clubKey,
      uid: clubs.uid,
      name: clubs.name,
      ...totalsColumns,
      // How many lines in all, counted before the limit: one read for the page and its count.
      all: sql<number>`(count(*) over ())::int`,
    })
    .from(t)
    .leftJoin(clubs, eq(clubs.id, t.clubKey))
    .where(and(lines, or(eq(t.clubKey, SCHOOL_OWN), isNotNull(clubs.id))))
    .orderBy(desc(t.checkedIn), asc(clubs.name), asc(t.clubKey))
    .limit(limit)
  return {
    ...chosen,
    clubCount: rows[0]?.all ?? 0,
    clubs: rows.flatMap(({ clubKey, uid, name, all: _all, ...totals }): AttendanceClubLine[] => {
      if (clubKey === SCHOOL_OWN) return [{ club: null, totals }]
      return uid === null || name === null ? [] : [{ club: { id: uid, name }, totals }]
    }),
  }
}
