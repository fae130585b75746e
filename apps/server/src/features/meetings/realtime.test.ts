import { beforeAll, describe, expect, it } from 'vitest'
import { MEETING_REMINDER_MS, MeetingSlot } from '@quad/shared'
import { userRoles } from '../../platform/db/policies-schema.ts'
import { bearerClient, type BearerClient } from '../../test/chat-fixtures.ts'
import { openSocket, type TestSocket } from '../../test/socket-client.ts'
import { hostOf, insertSchool, insertTestStudent, useTestApp } from '../../test/test-app.ts'

/** What meetings add to the socket, over a real listening server. */
const ctx = useTestApp()
const host = hostOf('slots')
let baseUrl = ''
let tutor: BearerClient
let guest: BearerClient
let other: BearerClient

beforeAll(async () => {
  baseUrl = await ctx().app.listen({ port: 0, host: '127.0.0.1' })
  await ctx().app.jobs.start()
  const school = await insertSchool(ctx().database.db, { code: 'slots', name: 'Slots' })
  const ids: number[] = []
  for (const name of ['tutor', 'guest', 'other']) {
    ids.push((await insertTestStudent(ctx().database, school, { email: `${name}@slots.edu` })).id)
  }
  // Tutor and Other publish slots (issue 36 item 6): staff, granted before signing in.
  await ctx()
    .database.db.insert(userRoles)
    .values(
      [ids[0], ids[2]].map((userId) => ({
        schoolId: school.id,
        userId: userId ?? 0,
        role: 'staff',
      })),
    )
  tutor = await bearerClient(ctx, 'slots', 'tutor@slots.edu')
  guest = await bearerClient(ctx, 'slots', 'guest@slots.edu')
  other = await bearerClient(ctx, 'slots', 'other@slots.edu')
})

const open = (client: BearerClient) => openSocket(baseUrl, client.jwt, { host })
let day = 1
async function newSlot(): Promise<MeetingSlot> {
  const start = Date.now() + day++ * 24 * 60 * 60 * 1000
  const response = await tutor.post('/api/v1/meetings/slots', {
    startsAt: new Date(start).toISOString(),
    endsAt: new Date(start + 30 * 60_000).toISOString(),
  })
  return MeetingSlot.parse(response.json())
}

describe('meetings on the socket', () => {
  it('says hello with the upcoming booked meetings as host or guest', async () => {
    const before = await open(guest)
    expect((await before.next('hello')).meetings).toEqual({ upcoming: 0 })
    await before.close()
    const slot = await newSlot()
    await newSlot() // open slots do not count
    expect((await guest.post(`/api/v1/meetings/slots/${slot.uid}/booking`)).statusCode).toBe(201)
    for (const client of [tutor, guest]) {
      const socket = await open(client)
      expect((await socket.next('hello')).meetings).toEqual({ upcoming: 1 })
      await socket.close()
    }
    const outsider = await open(other)
    expect((await outsider.next('hello')).meetings).toEqual({ upcoming: 0 })
    await outsider.close()
  })

  it('tells host and guest of each booking, cancellation and removal, and nobody else', async () => {
    const [tutorSocket, guestSocket, otherSocket] = await Promise.all([
      open(tutor),
      open(guest),
      open(other),
    ])
    const sockets = [tutorSocket, guestSocket, otherSocket]
    await Promise.all(sockets.map((socket) => socket.next('hello')))
    const slot = await newSlot()
    const seen = (socket: TestSocket) =>
      socket.frames.flatMap((f) =>
        f.type === 'meeting' && f.slotUid === slot.uid ? [f.status] : [],
      )
    const steps = [
      ['booked', () => guest.post(`/api/v1/meetings/slots/${slot.uid}/booking`)],
      ['cancelled', () => guest.delete(`/api/v1/meetings/slots/${slot.uid}/booking`)],
      ['booked', () => guest.post(`/api/v1/meetings/slots/${slot.uid}/booking`)],
      ['removed', () => tutor.delete(`/api/v1/meetings/slots/${slot.uid}`)],
    ] as const
    for (const [index, [status, act]] of steps.entries()) {
      expect((await act()).statusCode).toBeLessThan(300)
      for (const socket of [tutorSocket, guestSocket]) {
        // This step's frame is the socket's (index + 1)th meeting frame.
        await socket.next('meeting', () => seen(socket).length > index)
        expect(seen(socket)[index]).toBe(status)
      }
    }
    await new Promise((resolve) => setTimeout(resolve, 200))
    expect(seen(tutorSocket)).toHaveLength(4)
    expect(seen(guestSocket)).toHaveLength(4)
    expect(seen(otherSocket)).toEqual([])
    await Promise.all(sockets.map((socket) => socket.close()))
  })

  it('reminds host and guest before a booked meeting (a job), and not of a cancelled one', async () => {
    const [tutorSocket, guestSocket] = await Promise.all([open(tutor), open(guest)])
    await Promise.all([tutorSocket.next('hello'), guestSocket.next('hello')])
    // Both start just after the reminder's lead time: their reminders are due in seconds.
    const start = Date.now() + MEETING_REMINDER_MS + 3000
    const when = {
      startsAt: new Date(start).toISOString(),
      endsAt: new Date(start + 30 * 60_000).toISOString(),
    }
    const kept = MeetingSlot.parse((await tutor.post('/api/v1/meetings/slots', when)).json())
    const dropped = MeetingSlot.parse((await other.post('/api/v1/meetings/slots', when)).json())
    expect((await guest.post(`/api/v1/meetings/slots/${kept.uid}/booking`)).statusCode).toBe(201)
    expect((await guest.post(`/api/v1/meetings/slots/${dropped.uid}/booking`)).statusCode).toBe(201)
    expect((await guest.delete(`/api/v1/meetings/slots/${dropped.uid}/booking`)).statusCode).toBe(
      204,
    )
    const soon = (slotUid: string) => (frame: { slotUid: string; status: string }) =>
      frame.slotUid === slotUid && frame.status === 'soon'
    await tutorSocket.next('meeting', soon(kept.uid), 25_000)
    await guestSocket.next('meeting', soon(kept.uid), 25_000)
    await new Promise((resolve) => setTimeout(resolve, 3000))
    expect(guestSocket.frames.filter((f) => f.type === 'meeting' && soon(dropped.uid)(f))).toEqual(
      [],
    )
    await Promise.all([tutorSocket.close(), guestSocket.close()])
  }, 60_000)
})
