import { eq, sql } from 'drizzle-orm'
import ICAL from 'ical.js'
import { beforeAll, describe, expect, it } from 'vitest'
import { CurrentFeedAddress, FeedAddress } from '@quad/shared'
import { clubs } from '../../db/schema/clubs.ts'
import { events } from '../../db/schema/events.ts'
import type { School } from '../../platform/tenancy/schools.service.ts'
import { bearerClient, type BearerClient } from '../../test/chat-fixtures.ts'
import { insertClub } from '../../test/club-fixtures.ts'
import { insertEvent } from '../../test/event-fixtures.ts'
import { captureLog } from '../../test/log-lines.ts'
import { insertRsvp } from '../../test/rsvp-fixtures.ts'
import { clientFor, insertSchool, insertTestStudent, useTestApp } from '../../test/test-app.ts'

const log = captureLog()
const ctx = useTestApp({ logger: { level: 'info', stream: log.stream } })
const visitor = clientFor(ctx, 'feed')

const HOUR = 3_600_000
const DAY = 24 * HOUR
/** Next year's last Sunday of March: Europe/Berlin moves from +01:00 to +02:00 that night. */
const year = new Date().getUTCFullYear() + 1
const dstSunday = (() => {
  const day = new Date(Date.UTC(year, 2, 31))
  return new Date(day.getTime() - day.getUTCDay() * DAY)
})()
const ymd = (d: Date) => d.toISOString().slice(0, 10)

let school: School
let maya: BearerClient
let friend: BearerClient
const ids: Record<string, number> = {}
const uids: Record<string, string> = {}

async function event(name: string, over: Parameters<typeof insertEvent>[2]) {
  const row = await insertEvent(ctx(), school, { title: name, ...over })
  ids[name] = row.id
  uids[name] = row.uid
  return row
}

/** The feed parsed by a real RFC 5545 parser: its events by summary, zones registered. */
function parse(text: string) {
  const calendar = new ICAL.Component(ICAL.parse(text))
  for (const zone of calendar.getAllSubcomponents('vtimezone')) ICAL.TimezoneService.register(zone)
  const byTitle = new Map<
    string,
    { event: ICAL.Event; status: unknown; url: unknown; tzid: unknown }
  >()
  for (const vevent of calendar.getAllSubcomponents('vevent')) {
    const event = new ICAL.Event(vevent)
    byTitle.set(event.summary, {
      event,
      status: vevent.getFirstPropertyValue('status'),
      url: vevent.getFirstPropertyValue('url'),
      tzid: vevent.getFirstProperty('dtstart')?.getParameter('tzid'),
    })
  }
  return byTitle
}

async function feedOf(url: string) {
  const response = await visitor.get(new URL(url).pathname)
  expect(response.statusCode, response.body).toBe(200)
  expect(response.headers['content-type']).toBe('text/calendar; charset=utf-8')
  expect(response.headers['cache-control']).toBe('private, max-age=300')
  return parse(response.body)
}

async function newFeed(client: BearerClient, includeClubs: boolean) {
  const response = await client.post('/api/v1/calendar/feed-token', { includeClubs })
  expect(response.statusCode, response.body).toBe(200)
  return FeedAddress.parse(response.json())
}

beforeAll(async () => {
  const c = ctx()
  school = await insertSchool(c.database.db, {
    code: 'feed',
    name: 'Feed U',
    timeZone: 'America/New_York',
  })
  await insertSchool(c.database.db, { code: 'feedx', name: 'Other U' })
  const student = await insertTestStudent(c.database, school)
  const other = await insertTestStudent(c.database, school)
  const photo = await insertClub(c, school, { name: 'Photography', members: [student.id] })
  const hidden = await insertClub(c, school, { name: 'Quiet club' })
  await c.database.db.update(clubs).set({ hidden: true }).where(eq(clubs.id, hidden.id))
  uids['photo'] = photo.uid
  uids['hidden'] = hidden.uid

  // A weekly 19:00 event, the week before the DST change and on its day.
  const before = await event('Weekly before', {
    startsAt: new Date(dstSunday.getTime() - 7 * DAY + 18 * HOUR),
  })
  const after = await event('Weekly after', { startsAt: new Date(dstSunday.getTime() + 17 * HOUR) })
  const allDay = await event('Fair', {
    allDay: true,
    startsAt: new Date(dstSunday.getTime() - DAY - HOUR),
    endsAt: new Date(dstSunday.getTime() + DAY - 2 * HOUR),
  })
  const waiting = await event('Full trip', { capacity: 1 })
  const maybe = await event('Maybe talk', {})
  const called = await event('Called off', { status: 'cancelled' })
  await event('Club members night', { clubId: photo.id })
  await event('Club open day', { clubId: photo.id, isPublic: true })
  await event('Quiet open day', { clubId: hidden.id, isPublic: true })
  await event('Public lecture', { isPublic: true })
  for (const [row, status] of [
    [before, 'going'],
    [after, 'going'],
    [allDay, 'going'],
    [waiting, 'waitlisted'],
    [maybe, 'interested'],
    [called, 'going'],
  ] as const) {
    await insertRsvp(c, school, { eventId: row.id, userId: student.id, status })
  }
  await c.database.db
    .update(events)
    .set({ description: '<p>Bring <b>film</b> &amp; a tripod</p><p>Room 2</p>' })
    .where(eq(events.id, before.id))
  ids['maya'] = student.id
  maya = await bearerClient(ctx, 'feed', student.email)
  friend = await bearerClient(ctx, 'feed', other.email)
})

describe('the personal feed', () => {
  it('has no address until asked, then the same address each time', async () => {
    const none = await friend.get('/api/v1/calendar/feed')
    expect(CurrentFeedAddress.parse(none.json())).toBeNull()
    const feed = await newFeed(friend, false)
    expect(feed.url).toMatch(/^http:\/\/feed\.quad\.test\/ical\/[\w-]+\.[\w-]+\.ics$/)
    const again = await friend.get('/api/v1/calendar/feed')
    expect(CurrentFeedAddress.parse(again.json())).toEqual(feed)
  })

  it('names the school’s zone for the calendar, each event keeping its own (issue 30 bug 4)', async () => {
    const response = await visitor.get(new URL((await newFeed(maya, false)).url).pathname)
    expect(response.body).toContain('X-WR-TIMEZONE:America/New_York')
    expect(response.body).toMatch(/DTSTART;TZID=Europe\/Berlin:/)
  })

  it('keeps a weekly 19:00 event at 19:00 Berlin time across the March DST change', async () => {
    const feed = await feedOf((await newFeed(maya, false)).url)
    for (const title of ['Weekly before', 'Weekly after']) {
      const start = feed.get(title)?.event.startDate
      expect(feed.get(title)?.tzid).toBe('Europe/Berlin')
      expect(start?.zone?.tzid).toBe('Europe/Berlin')
      expect([start?.hour, start?.minute]).toEqual([19, 0])
      expect(feed.get(title)?.event.endDate.hour).toBe(21)
    }
    expect(feed.get('Weekly before')?.event.startDate.toJSDate().getUTCHours()).toBe(18)
    expect(feed.get('Weekly after')?.event.startDate.toJSDate().getUTCHours()).toBe(17)
    const first = feed.get('Weekly before')
    expect(first?.event.uid).toBe(`${uids['Weekly before']}@feed.quad.test`)
    expect(first?.url).toBe(`http://feed.quad.test/events/${uids['Weekly before']}`)
    expect(first?.event.description).toBe('Bring film & a tripod\nRoom 2')
  })

  it('gives an all-day event DATE values, DTEND the day after its last (exclusive)', async () => {
    const fair = (await feedOf((await newFeed(maya, false)).url)).get('Fair')?.event
    expect(fair?.startDate.isDate).toBe(true)
    expect(fair?.startDate.toString()).toBe(ymd(new Date(dstSunday.getTime() - DAY)))
    expect(fair?.endDate.toString()).toBe(ymd(new Date(dstSunday.getTime() + DAY)))
  })

  it('carries going (confirmed), waitlisted (tentative) and cancelled, not interested', async () => {
    const feed = await feedOf((await newFeed(maya, false)).url)
    expect(feed.get('Weekly before')?.status).toBe('CONFIRMED')
    expect(feed.get('Full trip')?.status).toBe('TENTATIVE')
    expect(feed.get('Called off')?.status).toBe('CANCELLED')
    expect(feed.has('Maybe talk')).toBe(false)
    expect(feed.has('Club members night (Photography)')).toBe(false)
  })

  it("adds my clubs' events when asked", async () => {
    const feed = await feedOf((await newFeed(maya, true)).url)
    expect(feed.has('Club members night (Photography)')).toBe(true)
    expect(feed.has('Club open day (Photography)')).toBe(true)
    expect(feed.has('Public lecture')).toBe(false)
  })

  it('raises SEQUENCE and LAST-MODIFIED when the event changes', async () => {
    const url = (await newFeed(maya, false)).url
    const before = (await feedOf(url)).get('Weekly after')?.event
    expect(before?.sequence).toBe(0)
    await ctx()
      .database.db.update(events)
      .set({ sequence: sql`${events.sequence} + 1`, location: 'Hall B', updatedAt: new Date() })
      .where(eq(events.id, ids['Weekly after'] ?? 0))
    const after = (await feedOf(url)).get('Weekly after')?.event
    expect(after?.sequence).toBe(1)
    expect(after?.location).toBe('Hall B')
  })

  it('stops the old address when a new one is made (410), the new one answering', async () => {
    const old = await newFeed(maya, false)
    const fresh = await newFeed(maya, true)
    expect(fresh.url).not.toBe(old.url)
    const gone = await visitor.get(new URL(old.url).pathname)
    expect(gone.statusCode).toBe(410)
    await feedOf(fresh.url)
    const current = await maya.get('/api/v1/calendar/feed')
    expect(CurrentFeedAddress.parse(current.json())).toEqual(fresh)
  })

  it("refuses a token on another school's host, and one that was tampered with", async () => {
    const path = new URL((await newFeed(maya, false)).url).pathname
    const elsewhere = await clientFor(ctx, 'feedx').get(path)
    expect(elsewhere.statusCode).toBe(403)
    const tampered = await visitor.get(path.replace(/\.ics$/, 'x.ics'))
    expect(tampered.statusCode).toBe(400)
  })

  it('never writes the feed token to the log', async () => {
    const path = new URL((await newFeed(maya, false)).url).pathname
    await feedOf(`http://feed.quad.test${path}`)
    const token = path.slice('/ical/'.length, -'.ics'.length)
    expect(log.text()).toContain('/ical/[redacted].ics')
    expect(log.text()).not.toContain(token)
  })
})

describe('club feeds and one event', () => {
  it("answers a listed club's public events only, and 404 for a hidden club", async () => {
    const feed = await feedOf(`http://feed.quad.test/ical/clubs/${uids['photo']}.ics`)
    expect([...feed.keys()]).toEqual(['Club open day (Photography)'])
    expect((await visitor.get(`/ical/clubs/${uids['hidden']}.ics`)).statusCode).toBe(404)
    expect((await visitor.get('/ical/clubs/no-such-club.ics')).statusCode).toBe(404)
  })

  it('gives a visitor a public event, and a student the members-only ones they may see', async () => {
    const path = (name: string) => `/api/v1/events/${uids[name]}.ics`
    const lecture = await visitor.get(path('Public lecture'))
    expect(lecture.statusCode).toBe(200)
    expect(lecture.headers['content-disposition']).toContain('attachment')
    expect([...parse(lecture.body).keys()]).toEqual(['Public lecture'])
    expect((await visitor.get(path('Maybe talk'))).statusCode).toBe(404)
    expect((await visitor.get(path('Quiet open day'))).statusCode).toBe(404)
    expect((await maya.get(path('Maybe talk'))).statusCode).toBe(200)
    expect((await maya.get(path('Club members night'))).statusCode).toBe(200)
    expect((await friend.get(path('Club members night'))).statusCode).toBe(404)
    const other = await clientFor(ctx, 'feedx').get(path('Public lecture'))
    expect(other.statusCode).toBe(404)
  })

  it('follows the listing’s one rule: an archived club’s events leave every feed', async () => {
    // Issue 30 debt 6: the feeds had a rule of their own (any event answered, any of my clubs').
    const c = ctx()
    const mayaId = ids['maya'] ?? 0
    const old = await insertClub(c, school, { name: 'Old club', members: [mayaId] })
    const night = await event('Old night', { clubId: old.id })
    await insertRsvp(c, school, { eventId: night.id, userId: mayaId, status: 'going' })
    const ics = `/api/v1/events/${uids['Old night'] ?? ''}.ics`
    expect((await maya.get(ics)).statusCode).toBe(200)
    await c.database.db.update(clubs).set({ status: 'archived' }).where(eq(clubs.id, old.id))
    const page = await maya.get(`/api/v1/events/${uids['Old night'] ?? ''}`)
    expect(page.statusCode).toBe(404)
    expect((await maya.get(ics)).statusCode).toBe(404)
    const feed = await feedOf((await newFeed(maya, true)).url)
    expect([...feed.keys()].filter((title) => title.startsWith('Old night'))).toEqual([])
  })
})
