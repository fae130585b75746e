import { eq } from 'drizzle-orm'
import type { FastifyInstance } from 'fastify'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { CalendarAnswer, type CalendarItem } from '@quad/shared'
import { clubs } from '../../db/schema/clubs.ts'
import { events } from '../../db/schema/events.ts'
import { bearerClient } from '../../test/chat-fixtures.ts'
import { insertClub } from '../../test/club-fixtures.ts'
import { insertEvent } from '../../test/event-fixtures.ts'
import { insertRsvp } from '../../test/rsvp-fixtures.ts'
import {
  createTestApp,
  hostOf,
  insertSchool,
  insertTestStudent,
  useTestApp,
} from '../../test/test-app.ts'

/*
 * The school source is cached per instance (decision 036, P8): a change committed by any
 * path, on any instance, must be in the very next answer of every instance.
 */
const ctx = useTestApp()
const MONTH = '/api/v1/calendar?from=2027-05-01T00:00:00Z&to=2027-06-01T00:00:00Z'

let other: FastifyInstance
let jwt: string
let otherJwt: string
let talkId: number
let clubId: number

type Who = 'student' | 'other student' | 'visitor'

/** One answer of an instance: each item's title, source and RSVP. */
async function answer(app: FastifyInstance, who: Who): Promise<string[]> {
  const token = who === 'student' ? jwt : otherJwt
  const headers = {
    host: hostOf('cache'),
    ...(who !== 'visitor' && { authorization: `Bearer ${token}` }),
  }
  const response = await app.inject({ url: MONTH, headers })
  expect(response.statusCode, response.body).toBe(200)
  // The body is written as JSON by the service, not by the route's serializer.
  expect(response.headers['content-type']).toBe('application/json; charset=utf-8')
  const items: CalendarItem[] = CalendarAnswer.parse(response.json()).items
  return items.map((i) => `${i.title}:${i.source}:${i.viewerRsvp ?? '-'}:${i.clubName ?? '-'}`)
}

/** Every instance and every viewer, twice (the second from the cache). */
async function everywhere(who: Who): Promise<string[]> {
  const seen = [await answer(ctx().app, who), await answer(other, who)]
  seen.push(await answer(ctx().app, who), await answer(other, who))
  for (const next of seen) expect(next).toEqual(seen[0])
  return seen[0] ?? []
}

beforeAll(async () => {
  const c = ctx()
  const school = await insertSchool(c.database.db, { code: 'cache', name: 'Cache U' })
  const student = await insertTestStudent(c.database, school)
  const classmate = await insertTestStudent(c.database, school)
  const club = await insertClub(c, school, { name: 'Film' })
  clubId = club.id
  const may = (day: string) => new Date(`2027-05-${day}T17:00:00Z`)
  const talk = await insertEvent(c, school, { title: 'Talk', isPublic: true, startsAt: may('10') })
  talkId = talk.id
  await insertEvent(c, school, { title: 'Screening', clubId, isPublic: true, startsAt: may('12') })
  await insertRsvp(c, school, { eventId: talkId, userId: student.id, status: 'not_going' })
  jwt = (await bearerClient(ctx, 'cache', student.email)).jwt
  otherJwt = (await bearerClient(ctx, 'cache', classmate.email)).jwt
  other = await createTestApp(c.database)
}, 60_000)

afterAll(async () => {
  await other.close()
})

describe('the cached school source', () => {
  it("lays each student's own RSVP over the shared items, and none on a visitor's", async () => {
    expect(await everywhere('student')).toEqual([
      'Talk:school:not_going:-',
      'Screening:school:-:Film',
    ])
    expect(await everywhere('other student')).toEqual([
      'Talk:school:-:-',
      'Screening:school:-:Film',
    ])
    expect(await everywhere('visitor')).toEqual(['Talk:school:-:-', 'Screening:school:-:Film'])
  })

  it('answers an edit, then a cancel, on every instance at the next request', async () => {
    await everywhere('visitor')
    const db = ctx().database.db
    await db.update(events).set({ title: 'Keynote' }).where(eq(events.id, talkId))
    expect(await everywhere('visitor')).toEqual(['Keynote:school:-:-', 'Screening:school:-:Film'])
    await db.update(events).set({ status: 'cancelled' }).where(eq(events.id, talkId))
    expect(await everywhere('visitor')).toEqual(['Screening:school:-:Film'])
    expect(await everywhere('other student')).toEqual(['Screening:school:-:Film'])
  })

  it("answers a club's new name, then its hiding, on every instance", async () => {
    await everywhere('student')
    const db = ctx().database.db
    await db.update(clubs).set({ name: 'Cinema' }).where(eq(clubs.id, clubId))
    expect(await everywhere('visitor')).toEqual(['Screening:school:-:Cinema'])
    await db.update(clubs).set({ moderationHiddenAt: new Date() }).where(eq(clubs.id, clubId))
    expect(await everywhere('visitor')).toEqual([])
    expect(await everywhere('student')).toEqual([])
  })
})
