// @engines both: the exclusion constraint (btree_gist) and racing writers on each engine
import { and, eq } from 'drizzle-orm'
import { beforeAll, describe, expect, it } from 'vitest'
import { ErrorBody, EventDetail, Room, RoomList } from '@quad/shared'
import { auditLog, userRoles } from '../../platform/db/policies-schema.ts'
import type { School } from '../../platform/tenancy/schools.service.ts'
import { bearerClient, type BearerClient } from '../../test/chat-fixtures.ts'
import { insertClub } from '../../test/club-fixtures.ts'
import { nextYear } from '../../test/event-school.ts'
import { insertSchool, insertTestStudent, useTestApp } from '../../test/test-app.ts'

/**
 * Rooms and their booking (issue 37 item 4, decision 105) through real HTTP: who keeps the
 * list, what an event may book, and that racing clubs never share a room.
 */
const ctx = useTestApp()
const ZONE = 'Europe/Berlin'
const api: Record<string, BearerClient> = {}
let school: School
const clubUids: string[] = []

beforeAll(async () => {
  const { database } = ctx()
  school = await insertSchool(database.db, { code: 'rooms', name: 'Rooms U', timeZone: ZONE })
  const names = ['staff', 'student', ...Array.from({ length: 6 }, (_, i) => `officer${String(i)}`)]
  const ids: Record<string, number> = {}
  for (const name of names) {
    ids[name] = (await insertTestStudent(database, school, { email: `${name}@r.edu` })).id
    api[name] = await bearerClient(ctx, 'rooms', `${name}@r.edu`)
  }
  await database.db
    .insert(userRoles)
    .values({ schoolId: school.id, userId: ids['staff'] ?? 0, role: 'staff' })
  for (let i = 0; i < 6; i++) {
    const club = await insertClub(ctx(), school, {
      name: `Club ${String(i)}`,
      officers: [ids[`officer${String(i)}`] ?? 0],
    })
    clubUids.push(club.uid)
  }
})

const as = (name: string) => api[name] as BearerClient
const clubOf = (i: number) => clubUids[i] as string
const issues = (response: { json(): unknown }) =>
  ErrorBody.parse(response.json()).error.issues?.map((issue) => issue.path)
const message = (response: { json(): unknown }) => ErrorBody.parse(response.json()).error.message

async function addRoom(name: string, capacity: number | null = 40): Promise<Room> {
  const response = await as('staff').post('/api/v1/rooms', {
    name,
    capacity,
    features: ['projector'],
  })
  expect(response.statusCode, response.body).toBe(201)
  return Room.parse(response.json())
}

/** An event of club `i` in `room` on a day of next year, from `from` to `to` (wall clock). */
function book(i: number, room: string | null, day: string, from: string, to: string, more = {}) {
  return as(`officer${String(i)}`).post('/api/v1/events', {
    clubId: clubOf(i),
    title: `Meeting ${String(i)}`,
    localStart: nextYear(day, from),
    localEnd: nextYear(day, to),
    timeZone: ZONE,
    roomId: room,
    ...more,
  })
}

describe('the school’s rooms', () => {
  it('lets staff add, change and archive rooms, audited; students only read them', async () => {
    const room = await addRoom('Hall A')
    expect(room).toMatchObject({ name: 'Hall A', capacity: 40, features: ['projector'] })

    const list = RoomList.parse((await as('student').get('/api/v1/rooms')).json())
    expect(list.canManage).toBe(false)
    expect(list.items.map((item) => item.name)).toContain('Hall A')
    expect(RoomList.parse((await as('staff').get('/api/v1/rooms')).json()).canManage).toBe(true)

    const refused = await as('student').post('/api/v1/rooms', { name: 'Mine' })
    expect(refused.statusCode).toBe(403)

    const renamed = await as('staff').patch(`/api/v1/rooms/${room.id}`, { capacity: 60 })
    expect(Room.parse(renamed.json())).toMatchObject({ name: 'Hall A', capacity: 60 })

    const twin = await as('staff').post('/api/v1/rooms', { name: 'hall a' })
    expect(twin.statusCode).toBe(409)
    expect(message(twin)).toBe('The school already has a room named hall a.')

    expect((await as('staff').delete(`/api/v1/rooms/${room.id}`)).statusCode).toBe(204)
    const after = RoomList.parse((await as('staff').get('/api/v1/rooms')).json())
    expect(after.items.map((item) => item.id)).not.toContain(room.id)
    // Archived, its name is free again.
    await addRoom('Hall A')

    const actions = await ctx()
      .database.db.select({ action: auditLog.action })
      .from(auditLog)
      .where(and(eq(auditLog.schoolId, school.id), eq(auditLog.subjectId, room.id)))
    expect(actions.map((row) => row.action).sort()).toEqual([
      'room.archive',
      'room.create',
      'room.update',
    ])
  })

  it('names the field of a bad room', async () => {
    const cases: [object, string][] = [
      [{ name: '' }, 'body.name'],
      [{ name: 'Lab', capacity: 0 }, 'body.capacity'],
      [{ name: 'Lab', features: ['x'.repeat(41)] }, 'body.features.0'],
    ]
    for (const [body, path] of cases) {
      const response = await as('staff').post('/api/v1/rooms', body)
      expect(response.statusCode, JSON.stringify(body)).toBe(400)
      expect(issues(response)).toContain(path)
    }
  })
})

describe('booking a room with an event', () => {
  it('shows the room on the event and refuses an overlap, but not the next slot', async () => {
    const room = await addRoom('Studio 1')
    const first = await book(0, room.id, '03-02', '18:00', '20:00')
    expect(first.statusCode, first.body).toBe(201)
    expect(EventDetail.parse(first.json()).room).toEqual({
      id: room.id,
      name: 'Studio 1',
      capacity: 40,
    })

    const overlap = await book(1, room.id, '03-02', '19:30', '21:00')
    expect(overlap.statusCode).toBe(409)
    expect(message(overlap)).toBe(
      `Studio 1 is already booked from 18:00 to 20:00 on ${nextYear('03-02', '').slice(0, 10)}: choose another time or room.`,
    )
    // Back to back is no clash: a booking ends when the next one starts.
    expect((await book(1, room.id, '03-02', '20:00', '21:00')).statusCode).toBe(201)
  })

  it('gives the room back when the event is cancelled', async () => {
    const room = await addRoom('Studio 2')
    const first = EventDetail.parse((await book(0, room.id, '03-03', '18:00', '20:00')).json())
    expect((await book(1, room.id, '03-03', '18:00', '20:00')).statusCode).toBe(409)
    const cancel = await as('officer0').delete(`/api/v1/events/${first.id}?reason=Snow`)
    expect(cancel.statusCode, cancel.body).toBeLessThan(300)
    expect((await book(1, room.id, '03-03', '18:00', '20:00')).statusCode).toBe(201)
  })

  it('refuses a move onto a booked slot, and any occurrence of a series that clashes', async () => {
    const room = await addRoom('Studio 3')
    const held = await book(0, room.id, '03-11', '18:00', '20:00')
    expect(held.statusCode).toBe(201)
    const other = EventDetail.parse((await book(1, room.id, '03-04', '18:00', '20:00')).json())
    const move = await as('officer1').patch(`/api/v1/events/${other.id}`, {
      localStart: nextYear('03-11', '19:00'),
      localEnd: nextYear('03-11', '21:00'),
    })
    expect(move.statusCode).toBe(409)
    expect(message(move)).toContain('Studio 3 is already booked from 18:00 to 20:00')

    // Weekly from 03-04: its second occurrence falls on 03-11, when club 0 holds the room.
    const series = await book(2, room.id, '03-04', '12:00', '19:00', {
      recurrence: 'FREQ=WEEKLY;COUNT=3',
    })
    expect(series.statusCode).toBe(409)
    expect(message(series)).toContain('on 20')

    // Giving the room back frees the slot; the moved event keeps its other fields.
    const release = await as('officer0').patch(
      `/api/v1/events/${EventDetail.parse(held.json()).id}`,
      {
        roomId: null,
      },
    )
    expect(release.statusCode, release.body).toBe(200)
    expect(EventDetail.parse(release.json()).room).toBeNull()
    expect(
      (
        await as('officer1').patch(`/api/v1/events/${other.id}`, {
          localStart: nextYear('03-11', '19:00'),
          localEnd: nextYear('03-11', '21:00'),
        })
      ).statusCode,
    ).toBe(200)
  })

  it('names the field when the room is unknown or too small', async () => {
    const room = await addRoom('Booth', 4)
    const unknown = await book(0, 'no-such-room', '03-05', '18:00', '19:00')
    expect(unknown.statusCode).toBe(400)
    expect(issues(unknown)).toEqual(['body.roomId'])
    const crowded = await book(0, room.id, '03-05', '18:00', '19:00', { capacity: 10 })
    expect(crowded.statusCode).toBe(400)
    expect(issues(crowded)).toEqual(['body.capacity'])
    expect(message(crowded)).toBe(
      "body.capacity: Booth holds 4: the event's capacity must not be more.",
    )
    const fits = EventDetail.parse(
      (await book(0, room.id, '03-05', '18:00', '19:00', { capacity: 4 })).json(),
    )
    const raised = await as('officer0').patch(`/api/v1/events/${fits.id}`, { capacity: 5 })
    expect(raised.statusCode).toBe(400)
    expect(issues(raised)).toEqual(['body.capacity'])
  })

  it('keeps an archive from taking a room events still hold', async () => {
    const room = await addRoom('Studio 4')
    expect((await book(0, room.id, '03-06', '18:00', '20:00')).statusCode).toBe(201)
    const archive = await as('staff').delete(`/api/v1/rooms/${room.id}`)
    expect(archive.statusCode).toBe(409)
    expect(message(archive)).toBe(
      'Studio 4 is booked for 1 event ahead: move or cancel them first.',
    )
  })

  it('lets exactly one of six racing clubs have the room', async () => {
    const room = await addRoom('Studio 5')
    const answers = await Promise.all(
      clubUids.map((_, i) => book(i, room.id, '03-07', '17:00', '19:00')),
    )
    const codes = answers.map((response) => response.statusCode).sort()
    expect(codes).toEqual([201, 409, 409, 409, 409, 409])
  })
})
