import { beforeAll, describe, expect, it } from 'vitest'
import { CalendarAnswer, type CalendarItem } from '@quad/shared'
import type { School } from '../../platform/tenancy/schools.service.ts'
import { bearerClient, type BearerClient } from '../../test/chat-fixtures.ts'
import { insertEvent } from '../../test/event-fixtures.ts'
import { insertRsvp } from '../../test/rsvp-fixtures.ts'
import { clientFor, insertSchool, insertTestStudent, useTestApp } from '../../test/test-app.ts'
import * as sis from './schedule-fixtures.ts'

const ctx = useTestApp()
// Monday 1 to Sunday 7 March 2027, in UTC.
const WEEK = '?from=2027-03-01T00:00:00Z&to=2027-03-08T00:00:00Z'
const at = (iso: string) => new Date(iso)

let school: School
let maya: BearerClient
let theo: BearerClient

async function calendar(client: { get: BearerClient['get'] }, query = WEEK) {
  const response = await client.get(`/api/v1/calendar${query}`)
  expect(response.statusCode, response.body).toBe(200)
  return CalendarAnswer.parse(response.json()).items
}
const classes = (items: CalendarItem[]) => items.filter((i) => i.kind === 'class')

beforeAll(async () => {
  const c = ctx()
  const db = c.database.db
  school = await insertSchool(db, { code: 'schedcal', name: 'Calendar classes U' })
  const student = await insertTestStudent(c.database, school)
  const classmate = await insertTestStudent(c.database, school)
  const term = await sis.insertTerm(db, school, { startsOn: '2027-01-11', endsOn: '2027-05-07' })
  const ids = await sis.insertClasses(db, school, term.id, [
    [
      { externalId: 'S-101', courseCode: 'CS 101', title: 'Programming' },
      { ...sis.weekly(['MO'], '09:00', '10:30', 'UTC'), location: 'Hall A' },
    ],
    // Overlaps Programming on Monday from 10:00.
    [
      { externalId: 'S-202', courseCode: 'MA 201', title: 'Linear algebra' },
      sis.weekly(['MO'], '10:00', '11:00', 'UTC'),
    ],
    [
      { externalId: 'S-303', courseCode: 'HI 300', title: 'History' },
      sis.weekly(['WE'], '14:00', '15:00', 'UTC'),
    ],
    [
      { externalId: 'S-404', courseCode: 'PH 400', title: 'Ethics' },
      sis.weekly(['TH'], '09:00', '10:00', 'UTC'),
    ],
  ])
  await sis.enroll(db, school, student.id, ids['S-101'] ?? 0)
  await sis.enroll(db, school, student.id, ids['S-202'] ?? 0)
  await sis.enroll(db, school, student.id, ids['S-303'] ?? 0)
  await sis.enroll(db, school, classmate.id, ids['S-404'] ?? 0)

  const event = (title: string, startsAt: string, endsAt: string) =>
    insertEvent(c, school, { title, isPublic: true, startsAt: at(startsAt), endsAt: at(endsAt) })
  // Going, over History: a clash. Interested, over Programming: none. Touching History's end: none.
  const fair = await event('Career fair', '2027-03-03T14:30:00Z', '2027-03-03T16:00:00Z')
  const talk = await event('Talk', '2027-03-01T09:00:00Z', '2027-03-01T09:30:00Z')
  const after = await event('Coffee', '2027-03-03T15:00:00Z', '2027-03-03T15:30:00Z')
  await insertRsvp(c, school, { eventId: fair.id, userId: student.id, status: 'going' })
  await insertRsvp(c, school, { eventId: talk.id, userId: student.id, status: 'interested' })
  await insertRsvp(c, school, { eventId: after.id, userId: student.id, status: 'going' })
  maya = await bearerClient(ctx, 'schedcal', student.email)
  theo = await bearerClient(ctx, 'schedcal', classmate.email)
})

describe('classes in GET /api/v1/calendar', () => {
  it("adds the student's classes beside events, in start order", async () => {
    const items = await calendar(maya)
    expect(items.map((i) => `${i.kind}:${i.title}`)).toEqual([
      'class:Programming',
      'event:Talk',
      'class:Linear algebra',
      'class:History',
      'event:Career fair',
      'event:Coffee',
    ])
    expect(classes(items)[0]).toEqual({
      id: 'class:M-S-101:2027-03-01',
      kind: 'class',
      source: 'classes',
      title: 'Programming',
      dateStart: '2027-03-01T09:00:00.000Z',
      dateEnd: '2027-03-01T10:30:00.000Z',
      isAllDay: false,
      location: 'Hall A',
      clubName: null,
      viewerRsvp: null,
      cancelled: false,
      courseCode: 'CS 101',
      clashes: [{ id: 'class:M-S-202:2027-03-01', title: 'Linear algebra' }],
    })
  })

  it('flags a class overlapping another class or an event the student is going to', async () => {
    const clashes = Object.fromEntries(
      classes(await calendar(maya)).map((i) => [i.title, i.clashes?.map((c) => c.title)]),
    )
    expect(clashes).toEqual({
      // The talk is only "interested": no clash.
      Programming: ['Linear algebra'],
      'Linear algebra': ['Programming'],
      // Coffee starts as History ends: no clash.
      History: ['Career fair'],
    })
  })

  it('still flags a going event when only classes are asked for, and no event is marked', async () => {
    const items = await calendar(maya, `${WEEK}&sources=classes`)
    expect(items.map((i) => i.title)).toEqual(['Programming', 'Linear algebra', 'History'])
    expect(items.find((i) => i.title === 'History')?.clashes).toEqual([
      { id: expect.any(String), title: 'Career fair' },
    ])
    const events = await calendar(maya, `${WEEK}&sources=mine,school`)
    expect(classes(events)).toEqual([])
    expect(events.every((i) => i.clashes === undefined && i.courseCode === undefined)).toBe(true)
  })

  it('shows each student only their own classes, and a visitor none', async () => {
    expect(classes(await calendar(theo)).map((i) => i.title)).toEqual(['Ethics'])
    const visitor = await calendar(clientFor(ctx, 'schedcal'))
    expect(classes(visitor)).toEqual([])
    expect(visitor.map((i) => i.title)).toEqual(['Talk', 'Career fair', 'Coffee'])
  })

  it('refuses an unknown source, naming classes among the known ones', async () => {
    const response = await maya.get(`/api/v1/calendar${WEEK}&sources=lessons`)
    expect(response.statusCode).toBe(400)
    expect(response.json().error.issues[0]).toMatchObject({ path: 'querystring.sources' })
    expect(response.json().error.issues[0].message).toContain('classes')
  })
})
