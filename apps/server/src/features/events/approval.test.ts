// @engines both: the series' rows locked and moved together on each engine
import { and, eq } from 'drizzle-orm'
import { describe, expect, it } from 'vitest'
import { ErrorBody, EventDetail, EventPage, EventReviewQueue, NotificationList } from '@quad/shared'
import { auditLog } from '../../platform/db/policies-schema.ts'
import { inProcessBus } from '../../platform/realtime/bus.ts'
import { nextYear, useEventSchool, type EventPerson } from '../../test/event-school.ts'
import { useTestApp } from '../../test/test-app.ts'

/**
 * Staff approval of club events (issue 37 item 4, decision 106) through real HTTP: the
 * school admin's rule, an officer's publish waiting, returned with a note, sent again and
 * approved, each stage told to the club's officers; who may do what.
 */
const bus = inProcessBus()
const ctx = useTestApp({ bus })
const s = useEventSchool(ctx, 'appr', bus)

const as = (who: EventPerson) => s().as(who)
const detail = (response: { json(): unknown }) => EventDetail.parse(response.json())
const notificationsOf = async (who: EventPerson) => {
  await ctx().app.outbox.drain()
  return NotificationList.parse((await as(who).get('/api/v1/notifications')).json()).items
}
const queue = async (who: EventPerson = 'staff') => {
  const response = await as(who).get('/api/v1/events/reviews')
  expect(response.statusCode, response.body).toBe(200)
  return EventReviewQueue.parse(response.json())
}
const setRule = (required: boolean, who: EventPerson = 'admin') =>
  as(who).put('/api/v1/events/approval-rule', { required })

function photoEvent(title: string, more: object = {}) {
  return as('maya').post('/api/v1/events', {
    clubId: s().photo.uid,
    title,
    localStart: nextYear('04-14', '19:00'),
    localEnd: nextYear('04-14', '21:00'),
    timeZone: 'Europe/Berlin',
    ...more,
  })
}

async function seenBySam(id: string): Promise<boolean> {
  const page = EventPage.parse((await as('sam').get('/api/v1/events?pageSize=100')).json())
  return page.items.some((event) => event.id === id)
}

describe('staff approval of club events', () => {
  it('is the school admin’s rule: staff and students may not change it', async () => {
    expect((await setRule(true, 'staff')).statusCode).toBe(403)
    expect((await as('sam').get('/api/v1/events/reviews')).statusCode).toBe(403)
    const response = await setRule(true)
    expect(response.statusCode, response.body).toBe(200)
    expect(await queue()).toMatchObject({ required: true, canChangeRule: false })
    expect(await queue('admin')).toMatchObject({ required: true, canChangeRule: true })
  })

  it('holds an officer’s event, returns it with a note, and publishes it once approved', async () => {
    await setRule(true)
    const created = await photoEvent('Gallery night')
    expect(created.statusCode, created.body).toBe(201)
    const event = detail(created)
    expect(event.status).toBe('submitted')
    expect(await seenBySam(event.id)).toBe(false)
    expect((await as('sam').get(`/api/v1/events/${event.id}`)).statusCode).toBe(404)

    const waiting = (await queue()).items.find((item) => item.event.id === event.id)
    expect(waiting).toMatchObject({ occurrences: 1, room: null })
    expect(waiting?.submittedBy).toBeTruthy()
    // Staff open it to decide.
    expect((await as('staff').get(`/api/v1/events/${event.id}`)).statusCode).toBe(200)

    // Stage one: returned with a note the officers read.
    const note = 'Please add where people should meet.'
    const back = await as('staff').post(`/api/v1/events/${event.id}/review`, {
      decision: 'return',
      note,
    })
    expect(back.statusCode, back.body).toBe(204)
    const returned = detail(await as('maya').get(`/api/v1/events/${event.id}`))
    expect(returned).toMatchObject({ status: 'draft', reviewNote: note })
    const told = (await notificationsOf('maya')).find((n) => n.type === 'event_returned')
    expect(told?.text).toContain(note)

    // Sent again: waiting, the note gone.
    const again = await as('maya').patch(`/api/v1/events/${event.id}`, {
      location: 'Arts Building foyer',
      status: 'published',
    })
    expect(detail(again)).toMatchObject({ status: 'submitted', reviewNote: null })

    // Stage two: approved. Students see it; the officers hear of it as of any publish.
    const approve = await as('staff').post(`/api/v1/events/${event.id}/review`, {
      decision: 'approve',
    })
    expect(approve.statusCode, approve.body).toBe(204)
    expect(detail(await as('sam').get(`/api/v1/events/${event.id}`)).status).toBe('published')
    expect(await seenBySam(event.id)).toBe(true)
    expect((await notificationsOf('maya')).map((n) => n.type)).toContain('event_from_officer')
    expect((await queue()).items.map((item) => item.event.id)).not.toContain(event.id)

    const actions = await ctx()
      .database.db.select({ action: auditLog.action, details: auditLog.details })
      .from(auditLog)
      .where(and(eq(auditLog.schoolId, s().school.id), eq(auditLog.subjectId, event.id)))
    expect(actions.map((row) => row.action).sort()).toEqual(['event.approve', 'event.return'])
  })

  it('approves a series at once, listed by its first occurrence', async () => {
    await setRule(true)
    const event = detail(await photoEvent('Weekly critique', { recurrence: 'FREQ=WEEKLY;COUNT=3' }))
    const listed = (await queue()).items.filter((item) => item.event.title === 'Weekly critique')
    expect(listed).toHaveLength(1)
    expect(listed[0]?.occurrences).toBe(3)
    await as('staff').post(`/api/v1/events/${event.id}/review`, { decision: 'approve' })
    const page = EventPage.parse((await as('sam').get('/api/v1/events?pageSize=100')).json())
    expect(page.items.filter((item) => item.title === 'Weekly critique')).toHaveLength(3)
  })

  it('lets staff, admins and school events through, and every club event once the rule is off', async () => {
    await setRule(true)
    const byAdmin = await as('admin').post('/api/v1/events', {
      clubId: s().photo.uid,
      title: 'Admin’s pick',
      localStart: nextYear('04-15', '19:00'),
      localEnd: nextYear('04-15', '20:00'),
      timeZone: 'Europe/Berlin',
    })
    expect(detail(byAdmin).status).toBe('published')
    const school = await as('staff').post('/api/v1/events', {
      title: 'Open day',
      localStart: nextYear('04-16', '10:00'),
      localEnd: nextYear('04-16', '16:00'),
      timeZone: 'Europe/Berlin',
    })
    expect(detail(school).status).toBe('published')
    // A draft stays a draft: only publishing waits.
    expect(detail(await photoEvent('Darkroom plan', { publish: false })).status).toBe('draft')
    await setRule(false)
    expect(detail(await photoEvent('Free walk')).status).toBe('published')
  })

  it('refuses a decision on an event not waiting, and a return without a note', async () => {
    await setRule(false)
    const event = detail(await photoEvent('Already out'))
    const late = await as('staff').post(`/api/v1/events/${event.id}/review`, {
      decision: 'approve',
    })
    expect(late.statusCode).toBe(409)
    expect(ErrorBody.parse(late.json()).error.message).toBe(
      'This event is not waiting for approval.',
    )
    const bare = await as('staff').post(`/api/v1/events/${event.id}/review`, {
      decision: 'return',
      note: '  ',
    })
    expect(bare.statusCode).toBe(400)
    expect(ErrorBody.parse(bare.json()).error.issues?.map((i) => i.path)).toContain('body.note')
    const officer = await as('maya').post(`/api/v1/events/${event.id}/review`, {
      decision: 'approve',
    })
    expect(officer.statusCode).toBe(403)
  })
})
