import { beforeAll, describe, expect, it } from 'vitest'
import { ErrorBody, EventPreferences, EventRecommendations, type RsvpStatus } from '@quad/shared'
import { blocks } from '../../db/schema/connections.ts'
import { eventRsvps } from '../../db/schema/events.ts'
import type { School } from '../../platform/tenancy/schools.service.ts'
import { bearerClient, connectStudents, type BearerClient } from '../../test/chat-fixtures.ts'
import { insertClub } from '../../test/club-fixtures.ts'
import { insertEvent } from '../../test/event-fixtures.ts'
import { hostOf, insertSchool, insertTestStudent, useTestApp } from '../../test/test-app.ts'

/** Recommendations and their switch (issue 15 item 5, decision 037) through real HTTP. */
const ctx = useTestApp()
const HOUR = 60 * 60 * 1000
const DAY = 24 * HOUR
let school: School
let viewer: BearerClient
const titles: Record<string, string> = {}

/** A day ahead at 18:00 UTC (evening in Berlin), so each event has a day of its own. */
const at = (days: number, hour = 18) => {
  const day = new Date(Date.now() + days * DAY)
  day.setUTCHours(hour, 0, 0, 0)
  return day
}
async function answer(eventId: number, userIds: number[], status: RsvpStatus = 'going') {
  await ctx()
    .database.db.insert(eventRsvps)
    .values(
      userIds.map((userId, i) => ({
        eventId,
        userId,
        schoolId: school.id,
        status,
        ticketCode: `T${eventId}X${i}`,
      })),
    )
}

beforeAll(async () => {
  const db = ctx().database
  school = await insertSchool(db.db, { code: 'recs', name: 'Recs' })
  const other = await insertSchool(db.db, { code: 'recs-other', name: 'Other' })
  const me = await insertTestStudent(
    db,
    school,
    { email: 'me@recs.edu' },
    { interests: ['Photography', 'Hiking'], sports: [] },
  )
  const [a, b, c, blocked, stranger] = await Promise.all(
    ['a', 'b', 'c', 'd', 'e'].map((name) =>
      insertTestStudent(db, school, { email: `${name}@recs.edu` }),
    ),
  )
  if (!a || !b || !c || !blocked || !stranger) throw new Error('students missing')
  for (const friend of [a, b, c, blocked]) await connectStudents(ctx(), school, me, friend)
  // A block left beside its connection: the count must not rely on the block ending it.
  await db.db
    .insert(blocks)
    .values({ schoolId: school.id, blockerId: blocked.id, blockedId: me.id })
  const photo = await insertClub(ctx(), school, { name: 'Photo Club', members: [me.id] })
  const chess = await insertClub(ctx(), school, { name: 'Chess Club', members: [a.id] })
  const mine = await insertClub(ctx(), school, { name: 'Run Club', officers: [me.id] })
  const event = async (key: string, over: Parameters<typeof insertEvent>[2], of = school) => {
    const row = await insertEvent(ctx(), of, over)
    titles[key] = row.title
    return row
  }

  // What the viewer did before: two Chess Club evenings and a career talk.
  for (const days of [-20, -13]) {
    const past = await event('past', {
      title: 'Blitz night',
      clubId: chess.id,
      isPublic: true,
      category: 'social',
      startsAt: at(days),
    })
    await answer(past.id, [me.id])
  }
  const talk = await event('talk', { title: 'Alumni talk', category: 'career', startsAt: at(-5) })
  await answer(talk.id, [me.id])

  await event('club', { title: 'Darkroom night', clubId: photo.id, startsAt: at(5) })
  await event('interest', { title: 'Sunset hiking trip', startsAt: at(6) })
  const social = await event('connections', { title: 'Board games', startsAt: at(7) })
  await answer(social.id, [a.id, b.id, c.id, blocked.id, stranger.id])
  await event('pastClub', {
    title: 'Simul exhibition',
    clubId: chess.id,
    isPublic: true,
    startsAt: at(8),
  })
  await event('category', { title: 'Resume clinic', category: 'career', startsAt: at(9) })
  const going = await event('going', { title: 'Study group', startsAt: at(10) })
  await answer(going.id, [me.id])
  // Never: a clash, an answered one, a club's members-only event, hidden states, my own.
  await event('clash', { title: 'Photography walk', startsAt: at(10, 19) })
  const answered = await event('answered', { title: 'Photography talk', startsAt: at(11) })
  await answer(answered.id, [me.id], 'not_going')
  await event('membersOnly', { title: 'Photography for chess', clubId: chess.id, startsAt: at(12) })
  await event('draft', { title: 'Photography draft', status: 'draft', startsAt: at(13) })
  await event('cancelled', { title: 'Photography gone', status: 'cancelled', startsAt: at(14) })
  await event('mine', { title: 'Photography run', clubId: mine.id, startsAt: at(15) })
  await event('created', { title: 'Photography fair', createdBy: me.id, startsAt: at(16) })
  await event('otherSchool', { title: 'Photography elsewhere', startsAt: at(17) }, other)
  await event('nothing', { title: 'Quiet reading', startsAt: at(18) })
  await event('past-interest', { title: 'Photography then', startsAt: at(-2) })
  viewer = await bearerClient(ctx, 'recs', 'me@recs.edu')
})

async function recommendations() {
  const response = await viewer.get('/api/v1/events/recommendations')
  expect(response.statusCode, response.body).toBe(200)
  return EventRecommendations.parse(response.json())
}
const put = (payload: unknown) =>
  ctx().app.inject({
    method: 'PUT',
    url: '/api/v1/events/preferences',
    headers: { host: hostOf('recs'), authorization: `Bearer ${viewer.jwt}` },
    payload: payload as object,
  })

describe('GET /api/v1/events/recommendations', () => {
  it('ranks by connections, club, interest, past RSVPs, each with its reasons', async () => {
    const { results, enabled } = await recommendations()
    expect(enabled).toBe(true)
    expect(results.map((r) => r.event.title)).toEqual([
      titles['connections'],
      titles['club'],
      // Equal scores: the sooner first.
      titles['interest'],
      titles['pastClub'],
      titles['category'],
    ])
    // Each is alone on its day: free, an evening or a weekend day (scoring's own test).
    const free = expect.stringMatching(/^Fits your free (evening|Saturday|Sunday)$/)
    expect(results.map((r) => r.reasons.map((reason) => reason.text))).toEqual([
      ['3 of your connections are going', free],
      ['You are in Photo Club', free],
      ['Matches your interest in hiking', free],
      ['You went to 2 Chess Club events', free],
      ['You went to a career event before', free],
    ])
    expect(results[0]?.reasons.map((reason) => reason.code)).toEqual([
      'connections_going',
      'free_time',
    ])
  })

  it("gives the spec's dates as ISO instants and the event as its viewer sees it", async () => {
    const [first] = (await recommendations()).results
    expect(first?.startDate).toBe(first?.event.startsAt)
    expect(first?.endDate).toBe(first?.event.endsAt)
    expect(Number.isNaN(Date.parse(first?.updatedOn ?? ''))).toBe(false)
    expect(first?.event).toMatchObject({ viewerRsvp: null, canManage: false, club: null })
  })

  it("never recommends a clash, an answered, unseen, unpublished, own or other school's event", async () => {
    const shown = new Set((await recommendations()).results.map((r) => r.event.title))
    for (const key of ['clash', 'answered', 'membersOnly', 'draft', 'cancelled', 'mine']) {
      expect(shown.has(titles[key] ?? ''), key).toBe(false)
    }
    for (const key of ['created', 'otherSchool', 'nothing', 'going', 'past-interest']) {
      expect(shown.has(titles[key] ?? ''), key).toBe(false)
    }
  })

  it('is for signed-in students only', async () => {
    const response = await ctx().app.inject({
      url: '/api/v1/events/recommendations',
      headers: { host: hostOf('recs') },
    })
    expect(response.statusCode).toBe(401)
  })
})

describe('GET|PUT /api/v1/events/preferences', () => {
  it('is on by default; off empties the recommendations, on brings them back', async () => {
    const initial = await viewer.get('/api/v1/events/preferences')
    expect(EventPreferences.parse(initial.json())).toEqual({ recommendations: true })
    const off = await put({ recommendations: false })
    expect(off.statusCode, off.body).toBe(200)
    expect(EventPreferences.parse(off.json())).toEqual({ recommendations: false })
    expect(await recommendations()).toEqual({ results: [], enabled: false })
    expect((await put({ recommendations: true })).statusCode).toBe(200)
    expect((await recommendations()).results.length).toBe(5)
  })

  it('refuses a bad body with a 400 naming the field', async () => {
    const response = await put({ recommendations: 'yes' })
    expect(response.statusCode).toBe(400)
    const body = ErrorBody.parse(response.json())
    expect(body.error.issues?.map((issue) => issue.path)).toContain('body.recommendations')
  })
})
