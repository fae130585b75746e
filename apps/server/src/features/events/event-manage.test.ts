import { describe, expect, it } from 'vitest'
import sharp from 'sharp'
import { EventDetail, EventPage, NotificationList } from '@quad/shared'
import { eq } from 'drizzle-orm'
import { eventRsvps, events } from '../../db/schema/events.ts'
import { auditLog } from '../../platform/db/policies-schema.ts'
import { inProcessBus } from '../../platform/realtime/bus.ts'
import { nextYear, useEventSchool, type EventPerson } from '../../test/event-school.ts'
import { multipart } from '../../test/multipart.ts'
import { hostOf, login, useTestApp } from '../../test/test-app.ts'

/** Changing, publishing and cancelling events through real HTTP (issue 15 items 1-3). */
const bus = inProcessBus()
const ctx = useTestApp({ bus })
const s = useEventSchool(ctx, 'evm', bus)

const detail = (response: { json(): unknown }) => EventDetail.parse(response.json())
const create = async (who: EventPerson, body: object) => {
  const response = await s()
    .as(who)
    .post('/api/v1/events', {
      title: 'Photo walk',
      localStart: nextYear('05-06', '18:00'),
      localEnd: nextYear('05-06', '20:00'),
      timeZone: 'Europe/Berlin',
      clubId: s().photo.uid,
      ...body,
    })
  expect(response.statusCode, response.body).toBe(201)
  return detail(response)
}
const seriesOf = async (who: EventPerson, title: string) =>
  EventPage.parse(
    (await s().as(who).get(`/api/v1/events?search=${title}&includeDrafts=true`)).json(),
  ).items
const notificationsOf = async (who: EventPerson) => {
  await ctx().app.outbox.drain()
  return NotificationList.parse((await s().as(who).get('/api/v1/notifications')).json()).items
}
const stored = async (uid: string) =>
  (await ctx().database.db.select().from(events).where(eq(events.uid, uid)))[0]

describe('editing a series', () => {
  it('edits one occurrence alone, and then the rest of the series without it', async () => {
    const first = await create('maya', { title: 'Weekly crit', recurrence: 'FREQ=WEEKLY;COUNT=4' })
    const all = await seriesOf('maya', 'Weekly crit')
    const second = all[1]?.id ?? ''
    const one = await s()
      .as('maya')
      .patch(`/api/v1/events/${second}`, {
        scope: 'one',
        localStart: nextYear('05-14', '17:00'),
        localEnd: nextYear('05-14', '18:00'),
        location: 'Room 12',
      })
    expect(one.statusCode, one.body).toBe(200)
    expect(detail(one)).toMatchObject({
      localStart: nextYear('05-14', '17:00'),
      location: 'Room 12',
    })
    expect((await stored(second))?.detached).toBe(true)
    const rest = await s()
      .as('maya')
      .patch(`/api/v1/events/${first.id}`, {
        scope: 'all',
        localStart: nextYear('05-06', '19:30'),
        localEnd: nextYear('05-06', '21:00'),
        title: 'Weekly critique',
      })
    expect(rest.statusCode, rest.body).toBe(200)
    const after = await seriesOf('maya', 'Weekly crit')
    expect(after.map((e) => [e.title, e.localStart.slice(5)])).toEqual([
      ['Weekly critique', '05-06T19:30'],
      ['Weekly crit', '05-14T17:00'],
      ['Weekly critique', '05-20T19:30'],
      ['Weekly critique', '05-27T19:30'],
    ])
    expect((await stored(first.id))?.sequence).toBe(1)
  })

  it("takes the series' rule sent back unchanged, and refuses a new one on its field", async () => {
    const first = await create('maya', { title: 'Film club', recurrence: 'FREQ=WEEKLY;COUNT=3' })
    const same = await s().as('maya').patch(`/api/v1/events/${first.id}`, {
      scope: 'all',
      title: 'Film club night',
      recurrence: 'FREQ=WEEKLY;COUNT=3',
    })
    expect(same.statusCode, same.body).toBe(200)
    const changed = await s().as('maya').patch(`/api/v1/events/${first.id}`, {
      scope: 'all',
      recurrence: 'FREQ=WEEKLY;COUNT=5',
    })
    expect(changed.statusCode).toBe(400)
    expect(changed.json()).toMatchObject({
      error: { issues: [{ path: 'body.recurrence', message: expect.stringMatching(/^How/) }] },
    })
  })

  it('refuses a member, and a stranger of another school sees no such event', async () => {
    const event = await create('maya', { title: 'Locked' })
    const member = await s().as('sam').patch(`/api/v1/events/${event.id}`, { title: 'Mine now' })
    expect(member.statusCode).toBe(403)
    const stranger = await s().stranger.patch(`/api/v1/events/${event.id}`, { title: 'x' })
    expect(stranger.statusCode).toBe(404)
  })
})

describe('publishing and proposals', () => {
  it("tells the officers of a member's proposal, and the other officers when it is published", async () => {
    const proposal = await create('sam', { title: 'Zine swap' })
    expect(proposal.status).toBe('pending')
    expect((await notificationsOf('maya')).map((n) => n.type)).toContain('event_from_member')
    const refused = await s()
      .as('sam')
      .patch(`/api/v1/events/${proposal.id}`, { status: 'published' })
    expect(refused.statusCode).toBe(403)
    const published = await s().as('maya').patch(`/api/v1/events/${proposal.id}`, {
      status: 'published',
    })
    expect(detail(published).status).toBe('published')
    expect(await notificationsOf('maya')).not.toContainEqual(
      expect.objectContaining({ type: 'event_from_officer' }),
    )
  })
})

describe('cancelling', () => {
  it('removes a draft, and cancels a published event: kept, attendees told, audited for an admin', async () => {
    const draft = await create('maya', { title: 'Maybe', publish: false })
    expect((await s().as('maya').delete(`/api/v1/events/${draft.id}`)).statusCode).toBe(204)
    expect(await stored(draft.id)).toBeUndefined()

    const event = await create('maya', { title: 'Gallery night' })
    const row = await stored(event.id)
    await ctx()
      .database.db.insert(eventRsvps)
      .values(
        (['sam', 'kim', 'ola'] as const).map((who, i) => ({
          eventId: row?.id ?? 0,
          userId: s().id(who),
          schoolId: s().school.id,
          status: (['going', 'interested', 'not_going'] as const)[i] ?? 'going',
          ticketCode: `CODE${String(i)}`,
        })),
      )
    const cancelled = await s().as('admin').delete(`/api/v1/events/${event.id}?reason=Rain`)
    expect(cancelled.statusCode).toBe(204)
    const after = detail(await s().as('sam').get(`/api/v1/events/${event.id}`))
    expect(after).toMatchObject({ status: 'cancelled', cancelReason: 'Rain' })
    expect((await stored(event.id))?.sequence).toBe(1)
    const told = async (who: EventPerson) =>
      (await notificationsOf(who)).some((n) => n.type === 'event_cancelled')
    expect([await told('sam'), await told('kim'), await told('ola')]).toEqual([true, true, false])
    const audits = await ctx()
      .database.db.select()
      .from(auditLog)
      .where(eq(auditLog.subjectId, event.id))
    expect(audits.map((a) => a.action)).toEqual(['event.cancel'])
    expect((await s().as('admin').delete(`/api/v1/events/${event.id}`)).statusCode).toBe(204)
  })
})

describe('the cover', () => {
  it('takes an image through the clubs’ pipeline, refusing what is not one', async () => {
    const event = await create('maya', { title: 'Cover me' })
    const png = await sharp({
      create: { width: 300, height: 200, channels: 3, background: '#c63' },
    })
      .png()
      .toBuffer()
    const upload = (data: Buffer, field = 'file') => {
      const body = multipart(field, 'x.png', data)
      return ctx().app.inject({
        method: 'POST',
        url: `/api/v1/events/${event.id}/cover`,
        headers: {
          host: hostOf('evm'),
          authorization: `Bearer ${s().as('maya').jwt}`,
          'content-type': body.contentType,
        },
        payload: body.payload,
      })
    }
    const done = await upload(png)
    expect(done.statusCode, done.body).toBe(200)
    const url = detail(done).coverUrl ?? ''
    expect(url).toMatch(/^\/media\/event-images\/\d+\/[a-z0-9-]+-cover-[0-9a-f]{12}\.webp$/)
    const { cookie } = await login(ctx().app, 'evm', 'sam@evm.edu')
    const served = await ctx().app.inject({ url, headers: { host: hostOf('evm'), cookie } })
    expect(served.headers['content-type']).toBe('image/webp')
    expect((await upload(Buffer.from('<svg/>'))).statusCode).toBe(415)
  })
})
