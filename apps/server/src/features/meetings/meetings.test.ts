// @engines both: one booking of a slot under concurrency
import { and, eq, sql } from 'drizzle-orm'
import { beforeAll, describe, expect, it } from 'vitest'
import { ErrorBody, MeetingSlot, MeetingSlotList } from '@quad/shared'
import { blocks } from '../../db/schema/connections.ts'
import { meetingSlots } from '../../db/schema/meetings.ts'
import { outboxMessages } from '../../platform/db/outbox-schema.ts'
import { userRoles } from '../../platform/db/policies-schema.ts'
import { insertClub } from '../../test/club-fixtures.ts'
import { bearerClient, type BearerClient } from '../../test/chat-fixtures.ts'
import { insertSchool, insertTestStudent, useTestApp } from '../../test/test-app.ts'

/** Meeting booking (spec 7 "meeting booking | uid") through real HTTP. */
const ctx = useTestApp()
const HOUR = 60 * 60 * 1000
const DAY = 24 * HOUR
let schoolId = 0
const people: Record<string, { id: number; uid: string; client: BearerClient }> = {}

beforeAll(async () => {
  // A booking queues its reminder (pg-boss): the queues exist once jobs have started.
  await ctx().app.jobs.start()
  const db = ctx().database
  const school = await insertSchool(db.db, { code: 'meet', name: 'Meet' })
  schoolId = school.id
  const names = ['advisor', 'ana', 'ben', 'cyd', 'dee', 'eve']
  const students = new Map<string, { id: number; uid: string }>()
  for (const name of names) {
    students.set(name, await insertTestStudent(db, school, { email: `${name}@meet.edu` }))
  }
  const ids = Object.fromEntries([...students].map(([name, { id }]) => [name, id]))
  // Who publishes slots (issue 36 item 6): the advisor is staff; Cyd, Dee and Eve run a
  // club. Roles ride on the session: granted before signing in.
  await db.db.insert(userRoles).values({ schoolId, userId: ids['advisor'] ?? 0, role: 'staff' })
  const officers = ['cyd', 'dee', 'eve'].map((name) => ids[name] ?? 0)
  await insertClub(ctx(), school, { name: 'Tutors', officers })
  for (const [name, { id, uid }] of students) {
    people[name] = { id, uid, client: await bearerClient(ctx, 'meet', `${name}@meet.edu`) }
  }
})

const person = (name: string) => {
  const found = people[name]
  if (!found) throw new Error(`no ${name}`)
  return found
}
/** A slot `fromNow` ahead lasting `length`. */
const times = (fromNow: number, length = HOUR) => {
  const start = Date.now() + fromNow
  return { startsAt: new Date(start).toISOString(), endsAt: new Date(start + length).toISOString() }
}
let nextDay = 1
/** A slot of the host on a day of its own, so slots never overlap across tests. */
async function newSlot(host: string, extra: object = {}): Promise<MeetingSlot> {
  const response = await person(host).client.post('/api/v1/meetings/slots', {
    ...times(nextDay++ * DAY),
    ...extra,
  })
  expect(response.statusCode, response.body).toBe(201)
  return MeetingSlot.parse(response.json())
}
const book = (name: string, slotUid: string) =>
  person(name).client.post(`/api/v1/meetings/slots/${slotUid}/booking`)
const list = async (viewer: string, host: string) => {
  const response = await person(viewer).client.get(`/api/v1/meetings/${person(host).uid}`)
  expect(response.statusCode, response.body).toBe(200)
  return MeetingSlotList.parse(response.json()).items
}
function expectFieldError(response: { statusCode: number; json(): unknown }, path: string) {
  expect(response.statusCode).toBe(400)
  const body = ErrorBody.parse(response.json())
  expect(body.error.issues?.map((issue) => issue.path)).toContain(path)
}

describe('meeting booking', () => {
  it('publishes, lists, books, cancels and removes a slot', async () => {
    const slot = await newSlot('advisor', {
      location: ' Room 12\n(2nd floor) ',
      note: 'Bring your plan',
    })
    expect(slot).toMatchObject({
      hostUid: person('advisor').uid,
      location: 'Room 12 (2nd floor)',
      note: 'Bring your plan',
      status: 'open',
      guest: null,
    })
    expect((await list('ana', 'advisor')).map((s) => s.uid)).toContain(slot.uid)

    const booked = await book('ana', slot.uid)
    expect(booked.statusCode, booked.body).toBe(201)
    expect(MeetingSlot.parse(booked.json())).toMatchObject({
      status: 'booked',
      guest: { uid: person('ana').uid },
    })
    // The host sees who booked; the guest sees their own booking; anyone else no longer sees it.
    const hostView = (await list('advisor', 'advisor')).find((s) => s.uid === slot.uid)
    expect(hostView?.guest?.uid).toBe(person('ana').uid)
    const guestView = (await list('ana', 'advisor')).find((s) => s.uid === slot.uid)
    expect(guestView?.guest?.uid).toBe(person('ana').uid)
    const otherView = await list('ben', 'advisor')
    expect(otherView.map((s) => s.uid)).not.toContain(slot.uid)
    expect(JSON.stringify(otherView)).not.toContain(person('ana').uid)

    // Only the guest or host cancels.
    const stranger = await person('ben').client.delete(`/api/v1/meetings/slots/${slot.uid}/booking`)
    expect(stranger.statusCode).toBe(404)
    const cancelled = await person('ana').client.delete(
      `/api/v1/meetings/slots/${slot.uid}/booking`,
    )
    expect(cancelled.statusCode).toBe(204)
    expect((await list('ben', 'advisor')).find((s) => s.uid === slot.uid)?.status).toBe('open')

    // The host frees a booking, then removes a booked slot.
    expect((await book('ben', slot.uid)).statusCode).toBe(201)
    const freed = await person('advisor').client.delete(
      `/api/v1/meetings/slots/${slot.uid}/booking`,
    )
    expect(freed.statusCode).toBe(204)
    expect((await book('ben', slot.uid)).statusCode).toBe(201)
    const notHost = await person('ben').client.delete(`/api/v1/meetings/slots/${slot.uid}`)
    expect(notHost.statusCode).toBe(404)
    const removed = await person('advisor').client.delete(`/api/v1/meetings/slots/${slot.uid}`)
    expect(removed.statusCode).toBe(204)
    expect((await list('advisor', 'advisor')).map((s) => s.uid)).not.toContain(slot.uid)
    expect((await book('cyd', slot.uid)).statusCode).toBe(404)
  })

  it('gives a slot booked by two students at once to exactly one (201 and 409)', async () => {
    for (let round = 0; round < 3; round++) {
      const slot = await newSlot('advisor')
      const answers = await Promise.all([book('cyd', slot.uid), book('dee', slot.uid)])
      expect(answers.map((a) => a.statusCode).sort()).toEqual([201, 409])
      const loser = answers.find((a) => a.statusCode === 409)
      expect(ErrorBody.parse(loser?.json()).error.message).toMatch(/booked/)
      const [row] = await ctx()
        .database.db.select({ bookedBy: meetingSlots.bookedBy })
        .from(meetingSlots)
        .where(eq(meetingSlots.uid, slot.uid))
      const winner = answers[0]?.statusCode === 201 ? 'cyd' : 'dee'
      expect(row?.bookedBy).toBe(person(winner).id)
      // The message is written in the booking's transaction: the loser's rollback emits none.
      const emitted = await ctx()
        .database.db.select({ payload: outboxMessages.payload })
        .from(outboxMessages)
        .where(
          and(
            eq(outboxMessages.name, 'meeting.booked'),
            sql`${outboxMessages.payload}->>'slotUid' = ${slot.uid}`,
          ),
        )
      expect(emitted).toEqual([
        {
          payload: {
            slotUid: slot.uid,
            hostId: person('advisor').id,
            guestId: person(winner).id,
            startsAt: slot.startsAt,
          },
        },
      ])
      await person(winner).client.delete(`/api/v1/meetings/slots/${slot.uid}/booking`)
    }
  })

  it('answers 409 for a slot already booked, 400 for your own slot', async () => {
    const slot = await newSlot('advisor')
    expect((await book('ana', slot.uid)).statusCode).toBe(201)
    const taken = await book('ben', slot.uid)
    expect(taken.statusCode).toBe(409)
    expect(ErrorBody.parse(taken.json()).error.message).toBe('This slot is already booked')
    expectFieldError(await book('advisor', slot.uid), 'params.uid')
  })

  it('lets a student hold at most 3 upcoming bookings with one host', async () => {
    const slots = [await newSlot('eve'), await newSlot('eve'), await newSlot('eve')]
    const fourth = await newSlot('eve')
    for (const slot of slots) expect((await book('ben', slot.uid)).statusCode).toBe(201)
    expectFieldError(await book('ben', fourth.uid), 'params.uid')
    expect((await book('cyd', fourth.uid)).statusCode).toBe(201)
  })

  it('refuses bad slots with a 400 naming the field', async () => {
    const post = (body: object) => person('dee').client.post('/api/v1/meetings/slots', body)
    expectFieldError(await post(times(-HOUR)), 'body.startsAt')
    // One clock reading per slot: two calls of times() can fall a millisecond apart.
    const tomorrow = times(DAY)
    expectFieldError(await post({ ...tomorrow, endsAt: tomorrow.startsAt }), 'body.endsAt')
    const before = new Date(Date.parse(tomorrow.startsAt) - HOUR).toISOString()
    expectFieldError(await post({ ...tomorrow, endsAt: before }), 'body.endsAt')
    expectFieldError(await post(times(DAY, 4 * HOUR + 60_000)), 'body.endsAt')
    expectFieldError(await post(times(61 * DAY)), 'body.startsAt')
    expectFieldError(await post({ ...times(DAY), startsAt: 'tomorrow' }), 'body.startsAt')
    expectFieldError(await post({ ...times(DAY), location: 'x'.repeat(201) }), 'body.location')
    expectFieldError(await post({ ...times(DAY), note: 'x'.repeat(501) }), 'body.note')
    // Overlapping one of your own slots.
    expect((await post(times(2 * DAY, 2 * HOUR))).statusCode).toBe(201)
    expectFieldError(await post(times(2 * DAY + HOUR)), 'body.startsAt')
    // Touching is not overlapping.
    expect((await post(times(2 * DAY + 2 * HOUR))).statusCode).toBe(201)
  })

  it('holds at most 50 upcoming slots per host', async () => {
    const hostId = person('cyd').id
    const now = Date.now()
    const rows = Array.from({ length: 50 }, (_, i) => ({
      schoolId,
      hostId,
      startsAt: new Date(now + 30 * DAY + i * HOUR),
      endsAt: new Date(now + 30 * DAY + i * HOUR + 30 * 60_000),
    }))
    await ctx().database.db.insert(meetingSlots).values(rows)
    const response = await person('cyd').client.post('/api/v1/meetings/slots', times(50 * DAY))
    expectFieldError(response, 'body.startsAt')
  })

  it('hides a person from a student they blocked or who blocked them (404)', async () => {
    const slot = await newSlot('dee')
    await ctx()
      .database.db.insert(blocks)
      .values({ schoolId, blockerId: person('dee').id, blockedId: person('ana').id })
    await ctx()
      .database.db.insert(blocks)
      .values({ schoolId, blockerId: person('eve').id, blockedId: person('dee').id })
    // Dee blocked Ana: Ana neither sees nor books Dee's slots.
    expect(
      (await person('ana').client.get(`/api/v1/meetings/${person('dee').uid}`)).statusCode,
    ).toBe(404)
    expect((await book('ana', slot.uid)).statusCode).toBe(404)
    // Eve blocked Dee: Eve cannot see or book Dee's slots either.
    expect(
      (await person('eve').client.get(`/api/v1/meetings/${person('dee').uid}`)).statusCode,
    ).toBe(404)
    expect((await book('eve', slot.uid)).statusCode).toBe(404)
    // Dee still sees her own; Ben still books.
    expect((await list('dee', 'dee')).map((s) => s.uid)).toContain(slot.uid)
    expect((await book('ben', slot.uid)).statusCode).toBe(201)
  })

  it('answers 404 for an unknown person or slot, 401 without a token', async () => {
    expect((await person('ana').client.get('/api/v1/meetings/nobody')).statusCode).toBe(404)
    expect((await book('ana', 'no-such-slot')).statusCode).toBe(404)
    const anonymous = await ctx().app.inject({
      url: `/api/v1/meetings/${person('ana').uid}`,
      headers: { host: 'meet.quad.test' },
    })
    expect(anonymous.statusCode).toBe(401)
  })
})
