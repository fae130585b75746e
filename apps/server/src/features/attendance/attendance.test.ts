// @engines both: the rollup's grouping sets and its days on the school's clock, on each engine
import { eq } from 'drizzle-orm'
import { beforeAll, describe, expect, it } from 'vitest'
import { ClubAttendanceReport, SchoolAttendanceReport } from '@quad/shared'
import { clubMemberships, clubs } from '../../db/schema/clubs.ts'
import { eventRsvps, events } from '../../db/schema/events.ts'
import { sisTerms } from '../../db/schema/student-records.ts'
import { userRoles } from '../../platform/db/policies-schema.ts'
import type { School } from '../../platform/tenancy/schools.service.ts'
import { bearerClient, type BearerClient } from '../../test/chat-fixtures.ts'
import { insertClub } from '../../test/club-fixtures.ts'
import { insertEvent } from '../../test/event-fixtures.ts'
import { hostOf, insertSchool, insertTestStudent, useTestApp } from '../../test/test-app.ts'
import { rollUpSchool } from './rollup.service.ts'

/**
 * Attendance per term (issue 37 item 5, decision 111) through real HTTP: the rollup job's
 * counts per event, per club and for the whole school, who may read them, and that a late
 * check-in or a cancelled event reaches the reports at the job's next run.
 */
const ctx = useTestApp()
const DAY = 24 * 3600_000
const ZONE = 'America/New_York'
const api: Record<string, BearerClient> = {}
const ids: Record<string, number> = {}
let school: School
let photo = { id: 0, uid: '' }
let chess = { id: 0, uid: '' }
let tickets = 0
const eventUids: Record<string, string> = {}

const as = (name: string) => api[name] as BearerClient
const rollUp = () => rollUpSchool(ctx().database.db, school, new Date())
const dayOffset = (days: number) => new Date(Date.now() + days * DAY).toISOString().slice(0, 10)

/** An event `daysAgo` back (negative: ahead) and its answers as the door left them. */
async function eventWith(
  name: string,
  clubId: number | null,
  daysAgo: number,
  answers: [string, 'going' | 'waitlisted', boolean][],
  status: 'published' | 'cancelled' = 'published',
) {
  const startsAt = new Date(Date.now() - daysAgo * DAY)
  const event = await insertEvent(ctx(), school, { clubId, startsAt, status, title: name })
  eventUids[name] = event.uid
  if (answers.length === 0) return
  await ctx()
    .database.db.insert(eventRsvps)
    .values(
      answers.map(([who, answer, came]) => ({
        eventId: event.id,
        userId: ids[who] ?? 0,
        schoolId: school.id,
        status: answer,
        ticketCode: `A${String(++tickets).padStart(5, '0')}`,
        checkedInAt: came ? new Date(startsAt.getTime() + 60_000) : null,
      })),
    )
}

beforeAll(async () => {
  const { database } = ctx()
  school = await insertSchool(database.db, { code: 'att', name: 'Att U', timeZone: ZONE })
  for (const name of ['maya', 'ann', 'ben', 'cat', 'dan', 'eve', 'staff', 'kim']) {
    ids[name] = (
      await insertTestStudent(database, school, { email: `${name}@att.edu`, firstName: name })
    ).id
    api[name] = await bearerClient(ctx, 'att', `${name}@att.edu`)
  }
  await database.db
    .insert(userRoles)
    .values({ schoolId: school.id, userId: ids['staff'] ?? 0, role: 'staff' })
  // The school's own term around today: the reports file this term's events under it.
  await database.db.insert(sisTerms).values({
    schoolId: school.id,
    externalId: 'T1',
    name: 'This term',
    startsOn: dayOffset(-60),
    endsOn: dayOffset(60),
  })
  const of = (...names: string[]) => names.map((name) => ids[name] ?? 0)
  photo = await insertClub(ctx(), school, {
    name: 'Photo',
    officers: of('maya'),
    members: of('ann', 'ben'),
  })
  chess = await insertClub(ctx(), school, { name: 'Chess', officers: of('kim'), members: [] })
  // A membership begun long before the term is no new member.
  await database.db
    .update(clubMemberships)
    .set({ joinedAt: new Date(Date.now() - 300 * DAY) })
    .where(eq(clubMemberships.userId, ids['kim'] ?? 0))

  await eventWith('Old walk', photo.id, 400, [['ben', 'going', true]])
  await eventWith('First walk', photo.id, 9, [['ann', 'going', true]])
  await eventWith('Night walk', photo.id, 2, [
    ['ann', 'going', true],
    ['ben', 'going', true],
    ['dan', 'going', false],
    ['cat', 'waitlisted', false],
  ])
  await eventWith('Blitz', chess.id, 3, [
    ['ann', 'going', true],
    ['eve', 'going', true],
  ])
  await eventWith('Welcome fair', null, 1, [['dan', 'going', true]])
  await eventWith('Next walk', photo.id, -3, [['ann', 'going', false]])
  await eventWith('Rained off', photo.id, 5, [['eve', 'going', true]], 'cancelled')
  await rollUp()
}, 120_000)

describe("a club's term", () => {
  it('counts its started events, the people who came and came again, and its new members', async () => {
    const response = await as('maya').get(`/api/v1/clubs/${photo.uid}/attendance`)
    expect(response.statusCode, response.body).toBe(200)
    const report = ClubAttendanceReport.parse(response.json())
    expect(report.term).toEqual({ key: 'sis:T1', name: 'This term' })
    // Each term with what its report counts most, newest first: the trend across terms.
    expect(report.terms).toEqual([
      { key: 'sis:T1', name: 'This term', events: 2, checkedIn: 3, attendees: 2 },
      {
        key: expect.stringMatching(/^\d{4}-(spring|fall)$/),
        name: expect.stringMatching(/^(Spring|Fall) \d{4}$/),
        events: 1,
        checkedIn: 1,
        attendees: 1,
      },
    ])
    expect(report.totals).toEqual({
      events: 2,
      going: 4,
      checkedIn: 3,
      noShows: 1,
      attendees: 2,
      repeatAttendees: 1,
      newMembers: 3,
    })
    expect(report.countedAt).not.toBeNull()
    // Newest first; Ben came back from the walk of a year ago, Ann from nine days ago.
    expect(
      report.events.map(({ title, going, checkedIn, noShows, returning, firstTime }) => ({
        title,
        going,
        checkedIn,
        noShows,
        returning,
        firstTime,
      })),
    ).toEqual([
      { title: 'Night walk', going: 3, checkedIn: 2, noShows: 1, returning: 2, firstTime: 0 },
      { title: 'First walk', going: 1, checkedIn: 1, noShows: 0, returning: 0, firstTime: 1 },
    ])
  })

  it('gives an earlier term when asked, and a 404 for a term it has no report of', async () => {
    const first = ClubAttendanceReport.parse(
      (await as('maya').get(`/api/v1/clubs/${photo.uid}/attendance`)).json(),
    )
    const older = first.terms[1]?.key ?? ''
    const response = await as('maya').get(`/api/v1/clubs/${photo.uid}/attendance?term=${older}`)
    const report = ClubAttendanceReport.parse(response.json())
    expect(report.events.map((event) => event.title)).toEqual(['Old walk'])
    expect(report.totals).toMatchObject({ events: 1, checkedIn: 1, attendees: 1, newMembers: 0 })
    const missing = await as('maya').get(`/api/v1/clubs/${photo.uid}/attendance?term=1999-fall`)
    expect(missing.statusCode).toBe(404)
    const blank = await as('maya').get(`/api/v1/clubs/${photo.uid}/attendance?term=`)
    expect(blank.statusCode).toBe(400)
  })

  it('is for those who run the club (a member or another club’s officer: 403)', async () => {
    expect((await as('ann').get(`/api/v1/clubs/${photo.uid}/attendance`)).statusCode).toBe(403)
    expect((await as('kim').get(`/api/v1/clubs/${photo.uid}/attendance.csv`)).statusCode).toBe(403)
    expect((await as('kim').get(`/api/v1/clubs/${chess.uid}/attendance`)).statusCode).toBe(200)
  })

  it('comes as CSV, one event a row on the school’s clock', async () => {
    const csv = await as('maya').get(`/api/v1/clubs/${photo.uid}/attendance.csv`)
    expect(csv.statusCode, csv.body).toBe(200)
    expect(csv.headers['content-type']).toBe('text/csv; charset=utf-8')
    expect(csv.headers['content-disposition']).toBe(
      'attachment; filename="club-attendance-sis-T1.csv"',
    )
    const lines = csv.body.trimEnd().split('\r\n')
    expect(lines[0]).toBe(
      '"Starts","Event","Going","Checked in","No-shows","Returning","First time"',
    )
    expect(lines[1]).toMatch(/^"\d{4}-\d{2}-\d{2} \d{2}:\d{2}","Night walk","3","2","1","2","0"$/)
    expect(lines).toHaveLength(3)
  })
})

describe("the school's term", () => {
  it('sums every club and its own events, each person counted once', async () => {
    const response = await as('staff').get('/api/v1/admin/attendance')
    expect(response.statusCode, response.body).toBe(200)
    const report = SchoolAttendanceReport.parse(response.json())
    expect(report.term?.key).toBe('sis:T1')
    expect(report.totals).toEqual({
      events: 4,
      going: 7,
      checkedIn: 6,
      noShows: 1,
      attendees: 4,
      repeatAttendees: 1,
      newMembers: 3,
    })
    expect(report.clubs.map((line) => [line.club?.name ?? null, line.totals.checkedIn])).toEqual([
      ['Photo', 3],
      ['Chess', 2],
      [null, 1],
    ])
    expect(report.clubCount).toBe(3)
  })

  it('is staff’s and admins’, and comes as CSV with the whole school first', async () => {
    expect((await as('maya').get('/api/v1/admin/attendance')).statusCode).toBe(403)
    expect((await as('maya').get('/api/v1/admin/attendance.csv')).statusCode).toBe(403)
    const csv = await as('staff').get('/api/v1/admin/attendance.csv')
    expect(csv.statusCode, csv.body).toBe(200)
    const lines = csv.body.trimEnd().split('\r\n')
    expect(lines[0]).toBe(
      '"Club","Events","Going","Checked in","No-shows","Attendees","Repeat attendees","New members"',
    )
    expect(lines[1]).toBe('"All clubs and events","4","7","6","1","4","1","3"')
    expect(lines.slice(2).map((line) => line.split(',')[0])).toEqual([
      '"Photo"',
      '"Chess"',
      '"The school\'s own events"',
    ])
  })
})

describe("the school's kept answer", () => {
  const read = (etag?: string) =>
    ctx().app.inject({
      url: '/api/v1/admin/attendance',
      headers: {
        host: hostOf(school.code),
        authorization: `Bearer ${as('staff').jwt}`,
        ...(etag && { 'if-none-match': etag }),
      },
    })
  const clubNames = (body: string) =>
    SchoolAttendanceReport.parse(JSON.parse(body)).clubs.map((line) => line.club?.name ?? null)

  it('answers 304 to a reader who holds it, until a club it lists is renamed', async () => {
    const first = await read()
    expect(first.statusCode, first.body).toBe(200)
    const etag = String(first.headers.etag)
    expect(etag).toMatch(/^"[\w-]+"$/)
    expect(first.headers['cache-control']).toBe('private, no-cache')
    const again = await read(etag)
    expect(again.statusCode).toBe(304)
    expect(again.body).toBe('')

    // The rollup's next run: the answer says when it counted, so it is new.
    await rollUp()
    const recounted = await read(etag)
    expect(recounted.statusCode).toBe(200)
    const counted = String(recounted.headers.etag)
    expect(counted).not.toBe(etag)
    expect((await read(counted)).statusCode).toBe(304)

    const { db } = ctx().database
    await db.update(clubs).set({ name: 'Photo walks' }).where(eq(clubs.id, photo.id))
    try {
      const renamed = await read(counted)
      expect(renamed.statusCode).toBe(200)
      expect(renamed.headers.etag).not.toBe(counted)
      expect(clubNames(renamed.body)).toEqual(['Photo walks', 'Chess', null])
    } finally {
      await db.update(clubs).set({ name: 'Photo' }).where(eq(clubs.id, photo.id))
    }
    expect(clubNames((await read()).body)).toEqual(['Photo', 'Chess', null])
  })
})

describe('the rollup', () => {
  it('takes in a late check-in and a cancelled event at its next run', async () => {
    const { db } = ctx().database
    const [night] = await db
      .select({ id: events.id })
      .from(events)
      .where(eq(events.uid, eventUids['Night walk'] ?? ''))
    await db
      .update(eventRsvps)
      .set({ checkedInAt: new Date() })
      .where(eq(eventRsvps.eventId, night?.id ?? 0))
    await db
      .update(events)
      .set({ status: 'cancelled' })
      .where(eq(events.uid, eventUids['First walk'] ?? ''))
    await rollUp()
    const report = ClubAttendanceReport.parse(
      (await as('maya').get(`/api/v1/clubs/${photo.uid}/attendance`)).json(),
    )
    expect(report.events.map((event) => [event.title, event.checkedIn, event.noShows])).toEqual([
      ['Night walk', 4, 0],
    ])
    expect(report.totals).toMatchObject({ events: 1, checkedIn: 4, noShows: 0, attendees: 4 })
  })

  it('sums a term again when an event moves out of it', async () => {
    const { db } = ctx().database
    const startsAt = new Date(Date.now() - 4 * DAY)
    await db
      .update(events)
      .set({ startsAt, endsAt: new Date(startsAt.getTime() + 2 * 3600_000) })
      .where(eq(events.uid, eventUids['Old walk'] ?? ''))
    await rollUp()
    const report = ClubAttendanceReport.parse(
      (await as('maya').get(`/api/v1/clubs/${photo.uid}/attendance`)).json(),
    )
    // Its old term holds nothing now: no report of it is left.
    expect(report.terms.map((term) => term.key)).toEqual(['sis:T1'])
    expect(report.events.map((event) => event.title)).toEqual(['Night walk', 'Old walk'])
  })
})
