// @engines both: the series' wall clock and the calendar's triggers (migration 0056)
import { beforeAll, describe, expect, it } from 'vitest'
import {
  CalendarAnswer,
  ErrorBody,
  MeetingSlot,
  MeetingSlotList,
  MyMeetings,
  NotificationList,
} from '@quad/shared'
import { userRoles } from '../../platform/db/policies-schema.ts'
import { bearerClient, type BearerClient } from '../../test/chat-fixtures.ts'
import { insertClub } from '../../test/club-fixtures.ts'
import { insertSchool, insertTestStudent, useTestApp } from '../../test/test-app.ts'

/** Who publishes slots, weekly series, and booked meetings in the calendar and the bell (issue 36 item 6). */
const ctx = useTestApp()
const DAY = 24 * 60 * 60 * 1000
const ZONE = 'America/New_York'
const as: Record<string, BearerClient> = {}
const uids: Record<string, string> = {}

beforeAll(async () => {
  await ctx().app.jobs.start()
  const db = ctx().database
  const school = await insertSchool(db.db, { code: 'oh', name: 'Office U', timeZone: ZONE })
  const ids: Record<string, number> = {}
  for (const name of ['staff', 'admin', 'officer', 'member', 'student']) {
    const student = await insertTestStudent(db, school, { email: `${name}@oh.edu` })
    ids[name] = student.id
    uids[name] = student.uid
  }
  await db.db.insert(userRoles).values([
    { schoolId: school.id, userId: ids['staff'] ?? 0, role: 'staff' },
    { schoolId: school.id, userId: ids['admin'] ?? 0, role: 'school_admin' },
  ])
  await insertClub(ctx(), school, {
    name: 'Chess',
    officers: [ids['officer'] ?? 0],
    members: [ids['member'] ?? 0],
  })
  for (const name of Object.keys(ids)) as[name] = await bearerClient(ctx, 'oh', `${name}@oh.edu`)
})

const client = (name: string) => {
  const found = as[name]
  if (!found) throw new Error(`no ${name}`)
  return found
}
/** A day `days` from today on the school's clock, as 'YYYY-MM-DD'. */
const schoolDay = (days: number) =>
  new Intl.DateTimeFormat('en-CA', { timeZone: ZONE }).format(Date.now() + days * DAY)
const weekdayOf = (day: string) => new Date(`${day}T12:00:00Z`).getUTCDay()
const series = (name: string, body: object) =>
  client(name).post('/api/v1/meetings/slots/series', {
    firstDay: schoolDay(1),
    startTime: '10:00',
    endTime: '10:30',
    weekdays: [weekdayOf(schoolDay(1))],
    weeks: 1,
    ...body,
  })
function expectFieldError(response: { statusCode: number; json(): unknown }, path: string) {
  expect(response.statusCode, JSON.stringify(response.json())).toBe(400)
  const body = ErrorBody.parse(response.json())
  expect(body.error.issues?.map((issue) => issue.path)).toContain(path)
}
const slotAt = (days: number) => {
  const start = Date.now() + days * DAY
  return {
    startsAt: new Date(start).toISOString(),
    endsAt: new Date(start + 30 * 60_000).toISOString(),
  }
}

describe('who publishes', () => {
  it('lets staff, school admins and club officers publish, and refuses anyone else (403)', async () => {
    // The officer's slot lies past the weekly series of the test below (days 2 to 56, at
    // 10:00 in New York): at day 42, at this moment's time of day, it overlapped them
    // whenever a run started between 9:30 and 10:30 there (a CI run at 14:30 UTC did).
    for (const [name, days] of [
      ['staff', 40],
      ['admin', 41],
      ['officer', 58],
    ] as const) {
      const response = await client(name).post('/api/v1/meetings/slots', slotAt(days))
      expect(response.statusCode, response.body).toBe(201)
    }
    for (const name of ['member', 'student']) {
      for (const response of [
        await client(name).post('/api/v1/meetings/slots', slotAt(43)),
        await series(name, {}),
      ]) {
        expect(response.statusCode).toBe(403)
        expect(ErrorBody.parse(response.json()).error.message).toBe(
          'Only staff, school admins and club officers can publish meeting slots.',
        )
      }
    }
  })

  it('tells the meetings page whether the student may publish', async () => {
    const mine = async (name: string) =>
      MyMeetings.parse((await client(name).get('/api/v1/me/meetings')).json())
    expect((await mine('staff')).canPublish).toBe(true)
    expect((await mine('officer')).canPublish).toBe(true)
    expect((await mine('member')).canPublish).toBe(false)
    expect((await mine('student')).canPublish).toBe(false)
  })
})

describe('a weekly series', () => {
  it('stores the same wall-clock time on the chosen weekdays for each week', async () => {
    const first = schoolDay(1)
    const days = [weekdayOf(first), (weekdayOf(first) + 2) % 7]
    const response = await series('staff', { weekdays: days, weeks: 3, location: 'Room 4' })
    expect(response.statusCode, response.body).toBe(201)
    const items = MeetingSlotList.parse(response.json()).items
    expect(items).toHaveLength(6)
    for (const slot of items) {
      const local = new Intl.DateTimeFormat('en-GB', {
        timeZone: ZONE,
        weekday: 'short',
        hour: '2-digit',
        minute: '2-digit',
      }).format(new Date(slot.startsAt))
      expect(local).toMatch(/10:00$/)
      expect(Date.parse(slot.endsAt) - Date.parse(slot.startsAt)).toBe(30 * 60_000)
      expect(slot).toMatchObject({ location: 'Room 4', status: 'open', guest: null })
    }
    // The same series again overlaps every slot of it: nothing more is stored.
    expectFieldError(await series('staff', { weekdays: days, weeks: 3 }), 'body.weekdays')
    const listed = MeetingSlotList.parse(
      (await client('student').get(`/api/v1/meetings/${uids['staff'] ?? ''}`)).json(),
    )
    expect(listed.items).toHaveLength(7) // the six and the slot of the test before
  })

  it('refuses a bad series with a 400 naming the field, storing none of it', async () => {
    const as400 = async (body: object, path: string) =>
      expectFieldError(await series('admin', body), path)
    await as400({ firstDay: schoolDay(-1), weekdays: [weekdayOf(schoolDay(-1))] }, 'body.firstDay')
    await as400({ firstDay: '2026-02-30' }, 'body.firstDay')
    await as400({ startTime: '25:00' }, 'body.startTime')
    await as400({ endTime: '09:00' }, 'body.endTime')
    await as400({ endTime: '14:30' }, 'body.endTime')
    await as400({ weekdays: [] }, 'body.weekdays')
    await as400({ weekdays: [7] }, 'body.weekdays.0')
    await as400({ weeks: 9 }, 'body.weeks')
    await as400({ weeks: 0 }, 'body.weeks')
    // Past the 60 days a slot may start within.
    await as400(
      { firstDay: schoolDay(58), weekdays: [0, 1, 2, 3, 4, 5, 6], weeks: 1 },
      'body.weeks',
    )
    await as400({ location: 'x'.repeat(201) }, 'body.location')
    const listed = MeetingSlotList.parse(
      (await client('staff').get(`/api/v1/meetings/${uids['admin'] ?? ''}`)).json(),
    )
    expect(listed.items).toHaveLength(1) // the slot of the first test alone
  })

  it('holds at most 50 upcoming slots per host, counting the whole series', async () => {
    const all = [0, 1, 2, 3, 4, 5, 6]
    const first = await series('officer', { firstDay: schoolDay(2), weekdays: all, weeks: 7 })
    expect(first.statusCode, first.body).toBe(201)
    // 49 held with the slot of the first test: a week more would pass 50.
    expectFieldError(
      await series('officer', { firstDay: schoolDay(50), weekdays: all, weeks: 1 }),
      'body.weeks',
    )
  })
})

describe('booked meetings', () => {
  it('are in the host’s and the guest’s calendar until cancelled', async () => {
    const slot = MeetingSlot.parse(
      (await client('staff').post('/api/v1/meetings/slots', slotAt(20))).json(),
    )
    const range = `from=${new Date(Date.now() + 19 * DAY).toISOString()}&to=${new Date(Date.now() + 21 * DAY).toISOString()}`
    const meetings = async (name: string) => {
      const response = await client(name).get(`/api/v1/calendar?${range}`)
      expect(response.statusCode, response.body).toBe(200)
      return CalendarAnswer.parse(response.json()).items.filter((i) => i.kind === 'meeting')
    }
    // Read before booking: the answers kept per student must not hide the booking after.
    expect(await meetings('student')).toEqual([])
    expect(await meetings('staff')).toEqual([])
    const booked = await client('student').post(`/api/v1/meetings/slots/${slot.uid}/booking`)
    expect(booked.statusCode, booked.body).toBe(201)
    const seenByGuest = await meetings('student')
    expect(seenByGuest).toEqual([
      expect.objectContaining({
        id: `meeting:${slot.uid}`,
        source: 'meetings',
        dateStart: slot.startsAt,
        dateEnd: slot.endsAt,
      }),
    ])
    const seenByHost = await meetings('staff')
    expect(seenByHost).toHaveLength(1)
    // Each sees the other person's name.
    expect(seenByGuest[0]?.title).not.toBe(seenByHost[0]?.title)
    expect(await meetings('member')).toEqual([])
    const cancelled = await client('student').delete(`/api/v1/meetings/slots/${slot.uid}/booking`)
    expect(cancelled.statusCode).toBe(204)
    expect(await meetings('student')).toEqual([])
    expect(await meetings('staff')).toEqual([])
  })

  it('tells the host of a booking, the guest of a removal, and both before it starts', async () => {
    const notices = async (name: string, type: string) => {
      await ctx().app.outbox.drain()
      const list = NotificationList.parse((await client(name).get('/api/v1/notifications')).json())
      return list.items.filter((item) => item.type === type)
    }
    const soon = MeetingSlot.parse(
      (await client('admin').post('/api/v1/meetings/slots', slotAt(10 / (24 * 60)))).json(),
    )
    expect(
      (await client('member').post(`/api/v1/meetings/slots/${soon.uid}/booking`)).statusCode,
    ).toBe(201)
    expect(await notices('admin', 'meeting_booked')).toHaveLength(1)
    // Ten minutes ahead is within the reminder's 15: its job runs at once, for both.
    await expect
      .poll(() => notices('admin', 'meeting_reminder'), { timeout: 20_000 })
      .toHaveLength(1)
    expect(await notices('member', 'meeting_reminder')).toHaveLength(1)
    expect(await notices('member', 'meeting_cancelled')).toHaveLength(0)
    expect((await client('admin').delete(`/api/v1/meetings/slots/${soon.uid}`)).statusCode).toBe(
      204,
    )
    const removed = await notices('member', 'meeting_cancelled')
    expect(removed).toHaveLength(1)
    expect(await notices('admin', 'meeting_cancelled')).toHaveLength(0)
  })
})
