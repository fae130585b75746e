import { beforeAll, describe, expect, it } from 'vitest'
import { ClubAbout, ErrorBody, EventPage } from '@quad/shared'
import { eventRsvps } from '../../db/schema/events.ts'
import { clubs } from '../../db/schema/clubs.ts'
import { eq } from 'drizzle-orm'
import { inProcessBus } from '../../platform/realtime/bus.ts'
import { insertEvent } from '../../test/event-fixtures.ts'
import { useEventSchool, type EventPerson } from '../../test/event-school.ts'
import { clientFor, useTestApp } from '../../test/test-app.ts'

/** Finding events through real HTTP (issue 15 item 2): who sees what, filters, paging. */
const bus = inProcessBus()
const ctx = useTestApp({ bus })
const s = useEventSchool(ctx, 'evl', bus)
const DAY = 24 * 60 * 60 * 1000
const soon = (days: number) => new Date(Date.now() + days * DAY)
const ids: Record<string, string> = {}

beforeAll(async () => {
  const add = async (name: string, over: Parameters<typeof insertEvent>[2]) => {
    ids[name] = (await insertEvent(ctx(), s().school, { title: name, ...over })).uid
  }
  await add('School fair', { startsAt: soon(3), isPublic: true, category: 'social' })
  await add('Staff briefing', { startsAt: soon(4) })
  await add('Photo open day', { startsAt: soon(5), clubId: s().photo.id, isPublic: true })
  await add('Photo members night', { startsAt: soon(6), clubId: s().photo.id })
  await add('Chess draft', { startsAt: soon(7), clubId: s().chess.id, status: 'draft' })
  await add('Past gala', { startsAt: soon(-3) })
  await add('100% fun_day', { startsAt: soon(8), category: 'arts' })
  const going = await insertEvent(ctx(), s().school, { title: 'Going one', startsAt: soon(9) })
  ids['Going one'] = going.uid
  await ctx()
    .database.db.insert(eventRsvps)
    .values({
      eventId: going.id,
      userId: s().id('ola'),
      schoolId: s().school.id,
      status: 'going',
      ticketCode: 'ABC234',
    })
})

const titles = async (who: EventPerson | null, query = '') => {
  const url = `/api/v1/events${query ? `?${query}` : ''}`
  const response = who ? await s().as(who).get(url) : await clientFor(ctx, 'evl').get(url)
  expect(response.statusCode, response.body).toBe(200)
  return EventPage.parse(response.json()).items.map((e) => e.title)
}

describe('GET /api/v1/events', () => {
  it('shows each viewer what they may see, soonest first, upcoming by default', async () => {
    const everyone = ['School fair', 'Staff briefing', 'Photo open day']
    expect(await titles('ola')).toEqual([...everyone, '100% fun_day', 'Going one'])
    expect(await titles('sam')).toEqual([
      ...everyone,
      'Photo members night',
      '100% fun_day',
      'Going one',
    ])
    expect(await titles('kim', 'includeDrafts=true')).toContain('Chess draft')
    expect(await titles('sam', 'includeDrafts=true')).not.toContain('Chess draft')
  })

  it('shows a visitor only the public events, and no answers of their own', async () => {
    expect(await titles(null)).toEqual(['School fair', 'Photo open day'])
    const mine = await clientFor(ctx, 'evl').get('/api/v1/events?scope=mine')
    expect(mine.statusCode).toBe(401)
  })

  it('filters by scope, club, category and a literal search', async () => {
    expect(await titles('ola', 'scope=mine')).toEqual(['Going one'])
    expect(await titles('sam', `scope=club&clubId=${s().photo.uid}`)).toEqual([
      'Photo open day',
      'Photo members night',
    ])
    expect(await titles('ola', 'category=social')).toEqual(['School fair'])
    expect(await titles('ola', 'search=100%25')).toEqual(['100% fun_day'])
    expect(await titles('ola', 'search=0_f')).toEqual([])
    const from = soon(-4).toISOString()
    expect(await titles('ola', `from=${from}&to=${soon(0).toISOString()}`)).toEqual(['Past gala'])
    const noClub = await s().as('ola').get('/api/v1/events?scope=club')
    expect(noClub.statusCode).toBe(400)
    expect(ErrorBody.parse(noClub.json()).error.issues?.[0]?.path).toBe('querystring.clubId')
  })

  it('pages on (starts_at, id) without losing or repeating ties', async () => {
    const at = soon(20)
    for (let i = 0; i < 5; i++)
      await insertEvent(ctx(), s().school, { title: `Tie ${String(i)}`, startsAt: at })
    const seen: string[] = []
    let cursor: string | null = null
    do {
      const url: string = `/api/v1/events?search=Tie&limit=2${cursor ? `&cursor=${cursor}` : ''}`
      const page = EventPage.parse((await s().as('ola').get(url)).json())
      seen.push(...page.items.map((e) => e.title))
      cursor = page.nextCursor
    } while (cursor)
    expect(seen).toEqual(['Tie 0', 'Tie 1', 'Tie 2', 'Tie 3', 'Tie 4'])
    const bad = await s().as('ola').get('/api/v1/events?cursor=nonsense')
    expect(bad.statusCode).toBe(400)
  })
})

describe('GET /api/v1/events/{id}', () => {
  it('hides a members-only event from non-members and visitors, and every event from another school', async () => {
    const members = ids['Photo members night'] ?? ''
    expect((await s().as('sam').get(`/api/v1/events/${members}`)).statusCode).toBe(200)
    expect((await s().as('ola').get(`/api/v1/events/${members}`)).statusCode).toBe(404)
    expect((await clientFor(ctx, 'evl').get(`/api/v1/events/${members}`)).statusCode).toBe(404)
    const open = ids['School fair'] ?? ''
    expect((await clientFor(ctx, 'evl').get(`/api/v1/events/${open}`)).statusCode).toBe(200)
    expect((await s().stranger.get(`/api/v1/events/${open}`)).statusCode).toBe(404)
  })

  it("leaves out an archived club's events and a hidden event", async () => {
    const chess = await insertEvent(ctx(), s().school, {
      title: 'Chess night',
      clubId: s().chess.id,
      isPublic: true,
      startsAt: soon(2),
    })
    expect(await titles('ola')).toContain('Chess night')
    await ctx()
      .database.db.update(clubs)
      .set({ status: 'archived' })
      .where(eq(clubs.id, s().chess.id))
    expect(await titles('ola')).not.toContain('Chess night')
    expect((await s().as('ola').get(`/api/v1/events/${chess.uid}`)).statusCode).toBe(404)
    await ctx()
      .database.db.update(clubs)
      .set({ status: 'active' })
      .where(eq(clubs.id, s().chess.id))
  })
})

describe("the club's about answer", () => {
  it('lists its upcoming published events the viewer may see (spec 3 events)', async () => {
    const about = async (who: EventPerson) =>
      ClubAbout.parse((await s().as(who).get(`/api/v1/clubs/${s().photo.uid}/about`)).json())
    const forSam = await about('sam')
    expect(forSam.events?.map((e) => e.title)).toEqual(['Photo open day', 'Photo members night'])
    expect(Number.isNaN(Date.parse(forSam.events?.[0]?.eventStartDate ?? ''))).toBe(false)
    expect((await about('ola')).events?.map((e) => e.title)).toEqual(['Photo open day'])
  })
})

describe('reporting an event', () => {
  it('lets a moderator hide it from every listing', async () => {
    const uid = ids['Staff briefing'] ?? ''
    const report = await s().as('ola').post(`/api/v1/events/${uid}/reports`, { reason: 'spam' })
    expect(report.statusCode, report.body).toBe(204)
    const queue = await s().as('admin').get('/api/v1/moderation/reports?type=event')
    expect(queue.statusCode, queue.body).toBe(200)
    const [item] = queue.json().items
    expect(item.subject).toMatchObject({ type: 'event', title: 'Staff briefing', hidden: false })
    const hide = await s().as('admin').post(`/api/v1/moderation/reports/${item.id}/actions`, {
      action: 'hide',
    })
    expect(hide.statusCode, hide.body).toBeLessThan(300)
    expect(await titles('ola')).not.toContain('Staff briefing')
  })
})
