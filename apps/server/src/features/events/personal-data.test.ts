import { mkdtempSync } from 'node:fs'
import os from 'node:os'
import path from 'node:path'
import { and, eq } from 'drizzle-orm'
import sharp from 'sharp'
import { beforeAll, describe, expect, it } from 'vitest'
import { EventDetail, FeedAddress, NotificationList, RsvpAnswer } from '@quad/shared'
import { eventPreferences, eventRsvps, events } from '../../db/schema/events.ts'
import { modules } from '../../modules.ts'
import { schools, users } from '../../platform/db/schema.ts'
import { configuredStorage } from '../../platform/files/storage.ts'
import { PersonalData, type PersonalDataSubject } from '../../platform/personal-data.ts'
import { inProcessBus } from '../../platform/realtime/bus.ts'
import type { School } from '../../platform/tenancy/schools.service.ts'
import { bearerClient, type BearerClient } from '../../test/chat-fixtures.ts'
import { insertClub } from '../../test/club-fixtures.ts'
import { nextYear } from '../../test/event-school.ts'
import { insertEvent } from '../../test/event-fixtures.ts'
import { multipart } from '../../test/multipart.ts'
import { insertRsvp } from '../../test/rsvp-fixtures.ts'
import { hostOf, insertSchool, insertTestStudent, useTestApp } from '../../test/test-app.ts'
import { eraseAccount } from '../account-deletion/erase.service.ts'
import { eventsPersonalData } from './personal-data.ts'

/**
 * The events feature's personal data (issue 18 item 4): what a student takes with them
 * (answers, tickets, registration answers, check-ins, settings, events they wrote) and
 * what the account's deletion leaves — counts exact, the waitlist moving up.
 */
const bus = inProcessBus()
const dataDir = mkdtempSync(path.join(os.tmpdir(), 'quad-events-data-'))
const ctx = useTestApp({ bus, config: { dataDir } })
const CODE = 'evdata'
let school: School
let club: { id: number; uid: string }
let maya: { id: number; uid: string }

const storage = () => configuredStorage(ctx().database, dataDir)
const eraseContext = () => ({
  database: ctx().database,
  bus,
  storage: storage(),
  outbox: ctx().app.outbox,
  personalData: new PersonalData(modules.flatMap((module) => module.personalData ?? [])),
})
const part = (name: string) => {
  const found = eventsPersonalData.find((p) => p.name === name)
  if (!found) throw new Error(`no part ${name}`)
  return found
}
const subjectOf = (who: { id: number; uid: string }): PersonalDataSubject => ({
  school,
  userId: who.id,
  uid: who.uid,
  storage: storage(),
  outbox: ctx().app.outbox,
})
const exported = async (name: string, who: { id: number; uid: string }) =>
  (await part(name).export(ctx().database.db, subjectOf(who))).records
const erase = async (who: { id: number }) => {
  await ctx().app.outbox.drain()
  await ctx()
    .database.db.update(users)
    .set({ deletionDueAt: new Date(Date.now() - 1000) })
    .where(eq(users.id, who.id))
  expect(await eraseAccount(eraseContext(), who.id)).toBe(true)
}

let people = 0
async function student(firstName: string) {
  people += 1
  const email = `${firstName.toLowerCase()}${String(people)}@evdata.edu`
  const user = await insertTestStudent(ctx().database, school, { email, firstName })
  return { ...user, email, client: await bearerClient(ctx, CODE, email) }
}

beforeAll(async () => {
  const { db } = ctx().database
  school = await insertSchool(db, { code: CODE, name: 'Events Data' })
  maya = await student('Maya')
  club = await insertClub(ctx(), school, { name: 'Astronomy', officers: [maya.id] })
}, 120_000)

const counts = async (eventId: number) => {
  const [row] = await ctx()
    .database.db.select({ going: events.goingCount, waitlisted: events.waitlistCount })
    .from(events)
    .where(eq(events.id, eventId))
  return row
}
const rsvpOf = async (eventId: number, userId: number) => {
  const [row] = await ctx()
    .database.db.select()
    .from(eventRsvps)
    .where(and(eq(eventRsvps.eventId, eventId), eq(eventRsvps.userId, userId)))
  return row ?? null
}
const answer = async (client: BearerClient, uid: string, body: object) => {
  const response = await client.put(`/api/v1/events/${uid}/rsvp`, body)
  expect(response.statusCode, response.body).toBe(200)
  return RsvpAnswer.parse(response.json()).status
}

describe('event-rsvps', () => {
  it('exports answers, tickets, registration answers and check-ins; erasing frees the place', async () => {
    const leaver = await student('Leo')
    const ann = await student('Ann')
    const ben = await student('Ben')
    const ahead = await insertEvent(ctx(), school, {
      title: 'Star party',
      isPublic: true,
      capacity: 1,
      questions: [
        {
          id: 'scope',
          label: 'Do you bring a telescope?',
          help: '',
          kind: 'long_text',
          required: true,
        },
      ],
    })
    expect(
      await answer(leaver.client, ahead.uid, {
        status: 'going',
        answers: { scope: 'Yes, a Dobsonian' },
      }),
    ).toBe('going')
    expect(
      await answer(ann.client, ahead.uid, { status: 'going', answers: { scope: 'Ann’s own' } }),
    ).toBe('waitlisted')
    await ctx()
      .database.db.update(eventRsvps)
      .set({ checkedInAt: new Date('2030-01-01T19:00:00Z'), checkedInBy: maya.id })
      .where(and(eq(eventRsvps.eventId, ahead.id), eq(eventRsvps.userId, leaver.id)))
    // A past event, full with one in line: its place frees, but nobody moves up any more.
    const past = await insertEvent(ctx(), school, {
      title: 'Last eclipse',
      capacity: 1,
      startsAt: new Date(Date.now() - 48 * 3600_000),
    })
    await insertRsvp(ctx(), school, { eventId: past.id, userId: leaver.id, status: 'going' })
    await insertRsvp(ctx(), school, { eventId: past.id, userId: ben.id, status: 'waitlisted' })
    await ctx()
      .database.db.update(events)
      .set({ goingCount: 1, waitlistCount: 1 })
      .where(eq(events.id, past.id))
    // The leaver, an officer elsewhere, checked Ben in: the club's record.
    const door = await insertEvent(ctx(), school, { title: 'Open night' })
    await insertRsvp(ctx(), school, { eventId: door.id, userId: ben.id, status: 'going' })
    await ctx()
      .database.db.update(eventRsvps)
      .set({ checkedInAt: new Date(), checkedInBy: leaver.id })
      .where(eq(eventRsvps.eventId, door.id))

    const ticket = (await rsvpOf(ahead.id, leaver.id))?.ticketCode
    const records = await exported('event-rsvps', leaver)
    expect(records).toEqual([
      expect.objectContaining({
        event: expect.objectContaining({ uid: past.uid, title: 'Last eclipse' }),
        status: 'going',
      }),
      {
        event: { uid: ahead.uid, title: 'Star party', startsAt: ahead.startsAt.toISOString() },
        status: 'going',
        ticketCode: ticket,
        answers: [{ question: 'Do you bring a telescope?', answer: 'Yes, a Dobsonian' }],
        respondedAt: expect.any(String),
        updatedAt: expect.any(String),
        remindedAt: null,
        checkedInAt: '2030-01-01T19:00:00.000Z',
      },
    ])
    const text = JSON.stringify(records)
    expect(text).not.toContain('Ann’s own')
    expect(text).not.toContain(ann.uid)
    expect(text).not.toContain(String(maya.uid))

    await erase(leaver)
    expect(await exported('event-rsvps', leaver)).toEqual([])
    // Ann, first in line, has the place; she hears of it.
    expect(await counts(ahead.id)).toEqual({ going: 1, waitlisted: 0 })
    expect((await rsvpOf(ahead.id, ann.id))?.status).toBe('going')
    await ctx().app.outbox.drain()
    const bell = NotificationList.parse((await ann.client.get('/api/v1/notifications')).json())
    expect(bell.items.map((item) => item.text)).toContain(
      'A place opened: you are going to Star party',
    )
    // The past event's count is exact; Ben stays in a line that is history.
    expect(await counts(past.id)).toEqual({ going: 0, waitlisted: 1 })
    expect((await rsvpOf(past.id, ben.id))?.status).toBe('waitlisted')
    expect((await rsvpOf(door.id, ben.id))?.checkedInBy).toBe(leaver.id)
  })
})

describe('event-settings', () => {
  it('exports the recommendations switch and the feed without its address; erasing revokes it', async () => {
    const leaver = await student('Lia')
    const saved = await leaver.client.put('/api/v1/events/preferences', {
      recommendations: false,
    })
    expect(saved.statusCode, saved.body).toBe(200)
    const made = await leaver.client.post('/api/v1/calendar/feed-token', { includeClubs: true })
    expect(made.statusCode, made.body).toBe(200)
    const feed = new URL(FeedAddress.parse(made.json()).url).pathname
    const visitor = () => ctx().app.inject({ url: feed, headers: { host: hostOf(CODE) } })
    expect((await visitor()).statusCode).toBe(200)

    const records = await exported('event-settings', leaver)
    expect(records).toEqual({
      preferences: { recommendations: false, updatedAt: expect.any(String) },
      calendarFeed: { includeClubs: true, createdAt: expect.any(String) },
    })
    expect(JSON.stringify(records)).not.toContain(feed.slice('/ical/'.length, -'.ics'.length))

    await erase(leaver)
    expect(await exported('event-settings', leaver)).toEqual({
      preferences: null,
      calendarFeed: null,
    })
    const rows = await ctx()
      .database.db.select()
      .from(eventPreferences)
      .where(eq(eventPreferences.userId, leaver.id))
    expect(rows).toEqual([])
    expect((await visitor()).statusCode).toBe(410)
  })
})

describe('events-created', () => {
  const create = async (client: BearerClient, body: object) => {
    const response = await client.post('/api/v1/events', {
      title: 'Meteor watch',
      description: 'Bring a blanket',
      localStart: nextYear('08-12', '22:00'),
      localEnd: nextYear('08-13', '01:00'),
      timeZone: 'Europe/Berlin',
      clubId: club.uid,
      ...body,
    })
    expect(response.statusCode, response.body).toBe(201)
    return EventDetail.parse(response.json())
  }
  const stored = async (uid: string) =>
    (await ctx().database.db.select().from(events).where(eq(events.uid, uid)))[0] ?? null
  const cover = async (client: BearerClient, uid: string) => {
    const png = await sharp({
      create: { width: 300, height: 200, channels: 3, background: '#123' },
    })
      .png()
      .toBuffer()
    const body = multipart('file', 'x.png', png)
    const response = await ctx().app.inject({
      method: 'POST',
      url: `/api/v1/events/${uid}/cover`,
      headers: {
        host: hostOf(CODE),
        authorization: `Bearer ${client.jwt}`,
        'content-type': body.contentType,
      },
      payload: body.payload,
    })
    expect(response.statusCode, response.body).toBe(200)
    const url = EventDetail.parse(response.json()).coverUrl ?? ''
    const file = url.split('/').at(-1) ?? ''
    return `event-images/${String(school.id)}/${file}`
  }
  /** An officer of the club (published and draft) and a member of another (a proposal). */
  async function writer(name: string) {
    const leaver = await student(name)
    const own = await insertClub(ctx(), school, { name: `${name}'s club`, officers: [leaver.id] })
    const joined = await insertClub(ctx(), school, {
      name: `${name}'s other`,
      members: [leaver.id],
    })
    const published = await create(leaver.client, { clubId: own.uid, title: `${name} publishes` })
    const draft = await create(leaver.client, {
      clubId: own.uid,
      title: `${name} drafts`,
      publish: false,
    })
    const proposal = await create(leaver.client, { clubId: joined.uid, title: `${name} proposes` })
    return { leaver, published, draft, proposal, coverKey: await cover(leaver.client, draft.id) }
  }
  const setContent = (deletedContent: 'anonymise' | 'remove') =>
    ctx().database.db.update(schools).set({ deletedContent }).where(eq(schools.id, school.id))

  it('exports what the student wrote; anonymise keeps every event, without its creator', async () => {
    const { leaver, published, draft, proposal, coverKey } = await writer('Noor')
    const records = (await exported('events-created', leaver)) as { uid: string }[]
    expect(records.map((row) => row.uid).sort()).toEqual(
      [published.id, draft.id, proposal.id].sort(),
    )
    expect(records.find((row) => row.uid === proposal.id)).toMatchObject({
      title: 'Noor proposes',
      description: 'Bring a blanket',
      status: 'pending',
      club: { name: "Noor's other" },
    })

    await erase(leaver)
    for (const uid of [published.id, draft.id, proposal.id]) {
      expect(await stored(uid)).toMatchObject({ createdBy: null })
    }
    expect(await storage().get(coverKey)).not.toBeNull()
    expect(await exported('events-created', leaver)).toEqual([])
  })

  it("removes drafts and proposals (and their covers) when that is the school's policy", async () => {
    await setContent('remove')
    try {
      const { leaver, published, draft, proposal, coverKey } = await writer('Omar')
      expect(await storage().get(coverKey)).not.toBeNull()
      await erase(leaver)
      expect(await stored(published.id)).toMatchObject({
        status: 'published',
        title: 'Omar publishes',
        createdBy: null,
      })
      expect(await stored(draft.id)).toBeNull()
      expect(await stored(proposal.id)).toBeNull()
      await expect.poll(() => storage().get(coverKey)).toBeNull()
    } finally {
      await setContent('anonymise')
    }
  })
})
