import { eventRsvps, events } from '@quad/server/src/db/schema/events.ts'
import type { DbOrTx } from '@quad/server/src/platform/db/database.ts'
import { buildClub, insertClubs, insertMemberships } from '@quad/server/src/seed/club-factories.ts'
import {
  buildStudent,
  createFaker,
  insertSchool,
  insertStudents,
} from '@quad/server/src/seed/factories.ts'
import { seededRandom } from '@quad/server/src/test/seeded-random.ts'

export const CALENDAR_BENCH_SCHOOL = 'calbench'
/** A whole year ahead of any real one, so the month requests are fixed from run to run. */
export const CALENDAR_YEAR = 2030
const HOUR = 60 * 60 * 1000
const STUDENTS = 300
const CLUBS = 30
const CLUB_EVENTS = 1_000
const VIEWER_RSVPS = 150

/**
 * P8's school: `schoolEvents` school events spread evenly over CALENDAR_YEAR (a tenth
 * all-day, most public), CLUB_EVENTS events of 30 clubs, and a viewer (the first
 * student, with `passwordHash`) in 10 of those clubs who answered VIEWER_RSVPS events.
 */
export async function seedCalendarSchool(
  db: DbOrTx,
  schoolEvents: number,
  passwordHash: string,
): Promise<{ viewerEmail: string; events: number }> {
  const random = seededRandom(8)
  const faker = createFaker(8)
  const school = await insertSchool(db, { code: CALENDAR_BENCH_SCHOOL, name: 'Calendar bench' })
  const students = Array.from({ length: STUDENTS }, () => buildStudent(faker, passwordHash))
  const [viewerId] = await insertStudents(db, school, students)
  const viewer = students[0]
  if (viewerId === undefined || !viewer) throw new Error('no viewer was stored')
  const clubs = await insertClubs(
    db,
    school,
    Array.from({ length: CLUBS }, () => buildClub(faker)),
  )
  await insertMemberships(
    db,
    school,
    clubs.slice(0, 10).map((club) => ({ clubId: club.id, userId: viewerId })),
  )
  const yearStart = Date.UTC(CALENDAR_YEAR, 0, 1)
  const yearMs = Date.UTC(CALENDAR_YEAR + 1, 0, 1) - yearStart
  const row = (i: number, total: number, clubId: number | null) => {
    // Evenly through the year, at a whole hour between 08:00 and 20:00 UTC.
    const day = Math.floor((i / total) * (yearMs / (24 * HOUR)))
    const allDay = random() < 0.1
    const startsAt = new Date(
      yearStart + day * 24 * HOUR + (allDay ? -HOUR : (8 + Math.floor(random() * 12)) * HOUR),
    )
    return {
      schoolId: school.id,
      clubId,
      title: faker.company.catchPhrase().slice(0, 120),
      startsAt,
      endsAt: new Date(startsAt.getTime() + (allDay ? 24 : 1 + Math.floor(random() * 3)) * HOUR),
      allDay,
      timeZone: 'Europe/Berlin',
      location: faker.location.streetAddress(),
      isPublic: clubId === null ? random() < 0.7 : random() < 0.5,
      publishedAt: new Date(yearStart - 30 * 24 * HOUR),
    }
  }
  const rows = [
    ...Array.from({ length: schoolEvents }, (_, i) => row(i, schoolEvents, null)),
    ...Array.from({ length: CLUB_EVENTS }, (_, i) =>
      row(i, CLUB_EVENTS, clubs[i % CLUBS]?.id ?? null),
    ),
  ]
  const ids: number[] = []
  for (let start = 0; start < rows.length; start += 1_000) {
    const inserted = await db
      .insert(events)
      .values(rows.slice(start, start + 1_000))
      .returning({ id: events.id })
    ids.push(...inserted.map((r) => r.id))
  }
  const answered = ids.filter((_, i) => i % Math.floor(ids.length / VIEWER_RSVPS) === 0)
  await db.insert(eventRsvps).values(
    answered.slice(0, VIEWER_RSVPS).map((eventId, i) => ({
      eventId,
      userId: viewerId,
      schoolId: school.id,
      status: i % 3 === 0 ? ('interested' as const) : ('going' as const),
      ticketCode: `B${String(i).padStart(5, '0')}`,
    })),
  )
  return { viewerEmail: viewer.user.email, events: rows.length }
}
