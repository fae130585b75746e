import { eq } from 'drizzle-orm'
import { beforeAll, describe, expect, it } from 'vitest'
import { CalendarAnswer, type CalendarItem } from '@quad/shared'
import { clubs } from '../../db/schema/clubs.ts'
import { events } from '../../db/schema/events.ts'
import type { School } from '../../platform/tenancy/schools.service.ts'
import { bearerClient, type BearerClient } from '../../test/chat-fixtures.ts'
import { insertClub } from '../../test/club-fixtures.ts'
import { insertEvent } from '../../test/event-fixtures.ts'
import { insertRsvp } from '../../test/rsvp-fixtures.ts'
import {
  clientFor,
  insertSchool,
  insertTestStudent,
  useTestApp,
  type TestContext,
} from '../../test/test-app.ts'

const ctx = useTestApp()
const at = (iso: string) => new Date(iso)
// A month of March 2027 in Berlin (its DST change is on the 28th).
const MONTH = '?from=2027-03-01T00:00:00%2B01:00&to=2027-04-01T00:00:00%2B02:00'

let school: School
let maya: BearerClient
let mayaId = 0
const ids: Record<string, string> = {}

async function event(name: string, over: Parameters<typeof insertEvent>[2]) {
  const row = await insertEvent(ctx(), school, {
    title: name,
    startsAt: at('2027-03-10T17:00:00Z'),
    ...over,
  })
  ids[name] = row.uid
  return row
}

const titles = (items: CalendarItem[]) => items.map((i) => `${i.title}:${i.source}`)

async function calendar(client: { get(url: string): ReturnType<BearerClient['get']> }, q = MONTH) {
  const response = await client.get(`/api/v1/calendar${q}`)
  expect(response.statusCode, response.body).toBe(200)
  return CalendarAnswer.parse(response.json()).items
}

beforeAll(async () => {
  const c: TestContext = ctx()
  school = await insertSchool(c.database.db, { code: 'cal', name: 'Calendar U' })
  const other = await insertSchool(c.database.db, { code: 'calx', name: 'Other U' })
  const student = await insertTestStudent(c.database, school)
  const outsider = await insertTestStudent(c.database, other)
  const photo = await insertClub(c, school, { name: 'Photography', members: [student.id] })
  const chess = await insertClub(c, school, { name: 'Chess' })
  const secret = await insertClub(c, school, { name: 'Hidden society' })
  await c.database.db.update(clubs).set({ hidden: true }).where(eq(clubs.id, secret.id))

  const going = await event('Gala', { isPublic: true, startsAt: at('2027-03-05T18:00:00Z') })
  await insertRsvp(c, school, { eventId: going.id, userId: student.id, status: 'going' })
  const clubGoing = await event('Darkroom', {
    clubId: photo.id,
    startsAt: at('2027-03-06T18:00:00Z'),
  })
  await insertRsvp(c, school, { eventId: clubGoing.id, userId: student.id, status: 'interested' })
  await event('Photo walk', { clubId: photo.id, startsAt: at('2027-03-07T09:00:00Z') })
  await event('Chess open', { clubId: chess.id, isPublic: true })
  await event('Chess members', { clubId: chess.id })
  await event('Secret public', { clubId: secret.id, isPublic: true })
  await event('Orientation', {})
  await event('Fair', {
    isPublic: true,
    allDay: true,
    startsAt: at('2027-03-27T23:00:00Z'),
    endsAt: at('2027-03-29T22:00:00Z'),
  })
  await event('Draft', { status: 'draft', isPublic: true })
  const hidden = await event('Hidden by moderator', { isPublic: true })
  await c.database.db
    .update(events)
    .set({ moderationHiddenAt: new Date() })
    .where(eq(events.id, hidden.id))
  const cancelled = await event('Cancelled mine', { status: 'cancelled' })
  await insertRsvp(c, school, { eventId: cancelled.id, userId: student.id, status: 'going' })
  await event('Cancelled other', { status: 'cancelled', isPublic: true })
  // Starts in February, ends in March: it overlaps the month.
  await event('Spanning', {
    startsAt: at('2027-02-27T10:00:00Z'),
    endsAt: at('2027-03-02T10:00:00Z'),
  })
  await event('April', { isPublic: true, startsAt: at('2027-04-02T10:00:00Z') })
  await insertEvent(c, other, {
    title: 'Elsewhere',
    isPublic: true,
    startsAt: at('2027-03-10T17:00:00Z'),
  })
  void outsider
  mayaId = student.id
  maya = await bearerClient(ctx, 'cal', student.email)
})

describe('GET /api/v1/calendar', () => {
  it('answers mine, my clubs and the school, each event once as the first source that fits', async () => {
    const items = await calendar(maya)
    expect(titles(items)).toEqual([
      'Spanning:school',
      'Gala:mine',
      'Darkroom:mine',
      'Photo walk:clubs',
      'Chess open:school',
      'Orientation:school',
      'Cancelled mine:mine',
      'Fair:school',
    ])
    const gala = items.find((i) => i.title === 'Gala')
    expect(gala).toMatchObject({ viewerRsvp: 'going', cancelled: false, isAllDay: false })
    expect(gala?.dateStart).toBe('2027-03-05T18:00:00.000Z')
    expect(items.find((i) => i.title === 'Darkroom')?.clubName).toBe('Photography')
    expect(items.find((i) => i.title === 'Cancelled mine')).toMatchObject({ cancelled: true })
  })

  it('leaves out an archived club’s events, answered or not (issue 30 debt 6)', async () => {
    const c = ctx()
    const old = await insertClub(c, school, { name: 'Old club', members: [mayaId] })
    const night = await event('Old night', { clubId: old.id })
    await event('Old walk', { clubId: old.id })
    await insertRsvp(c, school, { eventId: night.id, userId: mayaId, status: 'going' })
    const before = titles(await calendar(maya))
    expect(before).toEqual(expect.arrayContaining(['Old night:mine', 'Old walk:clubs']))
    await c.database.db.update(clubs).set({ status: 'archived' }).where(eq(clubs.id, old.id))
    const after = titles(await calendar(maya))
    expect(after.filter((title) => title.startsWith('Old '))).toEqual([])
  })

  it('gives an all-day event its first and last dates, the end inclusive', async () => {
    const fair = (await calendar(maya)).find((i) => i.title === 'Fair')
    expect(fair).toMatchObject({ isAllDay: true, dateStart: '2027-03-28', dateEnd: '2027-03-29' })
  })

  it('answers only the sources asked for, an event falling to the next that fits', async () => {
    const items = await calendar(maya, `${MONTH}&sources=clubs,school`)
    expect(titles(items)).toEqual([
      'Spanning:school',
      'Gala:school',
      'Darkroom:clubs',
      'Photo walk:clubs',
      'Chess open:school',
      'Orientation:school',
      'Fair:school',
    ])
    expect(items.find((i) => i.title === 'Darkroom')?.viewerRsvp).toBe('interested')
    expect(titles(await calendar(maya, `${MONTH}&sources=mine`))).toEqual([
      'Gala:mine',
      'Darkroom:mine',
      'Cancelled mine:mine',
    ])
  })

  it("shows a visitor the school's public events only", async () => {
    const items = await calendar(clientFor(ctx, 'cal'))
    expect(titles(items)).toEqual(['Gala:school', 'Chess open:school', 'Fair:school'])
    expect(items.every((i) => i.viewerRsvp === null)).toBe(true)
  })

  it('refuses a range longer than CALENDAR_RANGE_MAX_DAYS, or backwards, naming `to`', async () => {
    for (const q of [
      '?from=2027-01-01T00:00:00Z&to=2027-06-01T00:00:00Z',
      '?from=2027-03-02T00:00:00Z&to=2027-03-01T00:00:00Z',
    ]) {
      const response = await maya.get(`/api/v1/calendar${q}`)
      expect(response.statusCode).toBe(400)
      expect(response.json().error.issues[0].path).toBe('querystring.to')
    }
  })

  it('refuses an unknown source and a missing bound with a 400 naming the field', async () => {
    const bad = await maya.get(`/api/v1/calendar${MONTH}&sources=mine,friends`)
    expect(bad.statusCode).toBe(400)
    expect(bad.json().error.issues[0].path).toBe('querystring.sources')
    const missing = await maya.get('/api/v1/calendar?from=2027-03-01T00:00:00Z')
    expect(missing.statusCode).toBe(400)
    expect(JSON.stringify(missing.json().error.issues)).toContain('to')
  })
})
