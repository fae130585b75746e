// @engines both: the waitlist under concurrent RSVPs
import { eq } from 'drizzle-orm'
import { beforeAll, describe, expect, it } from 'vitest'
import { NotificationList, RsvpAnswer } from '@quad/shared'
import { clubs } from '../../db/schema/clubs.ts'
import { eventRsvps, events } from '../../db/schema/events.ts'
import type { School } from '../../platform/tenancy/schools.service.ts'
import { bearerClient, type BearerClient } from '../../test/chat-fixtures.ts'
import { insertClub } from '../../test/club-fixtures.ts'
import { insertEvent } from '../../test/event-fixtures.ts'
import { insertSchool, insertTestStudent, useTestApp } from '../../test/test-app.ts'
import { fillFreedPlaces } from './waitlist.ts'

/**
 * RSVPs (issue 15 item 3): capacity and the waitlist in answer order, promotion and who
 * hears of it, registration questions, who may answer, and the last place under a race.
 */
const ctx = useTestApp()
let school: School
const people: Record<string, { id: number; uid: string }> = {}
const api: Record<string, BearerClient> = {}
let club: { id: number; uid: string }

beforeAll(async () => {
  const { database } = ctx()
  school = await insertSchool(database.db, { code: 'rsvp', name: 'RSVP' })
  for (const name of ['maya', 'ann', 'ben', 'cat', 'dan', 'eve', 'fay', 'gus']) {
    people[name] = await insertTestStudent(database, school, {
      email: `${name}@rsvp.edu`,
      firstName: name.toUpperCase(),
    })
    api[name] = await bearerClient(ctx, 'rsvp', `${name}@rsvp.edu`)
  }
  // Maya runs the photography club; Ann and Ben are members.
  club = await insertClub(ctx(), school, {
    name: 'Photography',
    officers: [id('maya')],
    members: [id('ann'), id('ben')],
  })
}, 120_000)

const id = (name: string) => (people[name] as { id: number }).id
const as = (name: string) => api[name] as BearerClient
const put = (name: string, eventUid: string, payload: object) =>
  as(name).put(`/api/v1/events/${eventUid}/rsvp`, payload)
const answer = async (name: string, eventUid: string, payload: object) => {
  const response = await put(name, eventUid, payload)
  expect(response.statusCode, response.body).toBe(200)
  return RsvpAnswer.parse(response.json()).status
}
const bell = async (name: string) => {
  await ctx().app.outbox.drain()
  return NotificationList.parse((await as(name).get('/api/v1/notifications')).json()).items
}
const counts = async (eventId: number) => {
  const [row] = await ctx()
    .database.db.select({ going: events.goingCount, waitlisted: events.waitlistCount })
    .from(events)
    .where(eq(events.id, eventId))
  return row
}

describe('capacity and the waitlist', () => {
  it('waitlists past capacity and promotes the first in line when a place frees', async () => {
    const event = await insertEvent(ctx(), school, {
      title: 'Darkroom night',
      clubId: club.id,
      capacity: 2,
      isPublic: true,
    })
    expect(await answer('ann', event.uid, { status: 'going' })).toBe('going')
    expect(await answer('ben', event.uid, { status: 'going' })).toBe('going')
    expect(await answer('cat', event.uid, { status: 'going' })).toBe('waitlisted')
    expect(await answer('dan', event.uid, { status: 'going' })).toBe('waitlisted')
    // Asking again keeps the place in line.
    expect(await answer('cat', event.uid, { status: 'going' })).toBe('waitlisted')
    expect(await counts(event.id)).toEqual({ going: 2, waitlisted: 2 })

    // Ann steps back: Cat, first in line, moves up; Dan still waits.
    expect(await answer('ann', event.uid, { status: 'not_going' })).toBe('not_going')
    expect(await counts(event.id)).toEqual({ going: 2, waitlisted: 1 })
    const cat = await bell('cat')
    expect(cat.map((item) => item.text)).toContain(
      'A place opened: you are going to Darkroom night',
    )
    expect(cat.find((item) => item.type === 'event_promoted')?.link).toBe(`/events/${event.uid}`)
    expect((await bell('dan')).some((item) => item.type === 'event_promoted')).toBe(false)

    // Ben takes his answer back: Dan moves up; nobody waits now.
    const back = await as('ben').delete(`/api/v1/events/${event.uid}/rsvp`)
    expect(RsvpAnswer.parse(back.json()).status).toBeNull()
    expect(await counts(event.id)).toEqual({ going: 2, waitlisted: 0 })
    expect(await answer('dan', event.uid, { status: 'going' })).toBe('going')
  })

  it('tells the club’s officers of registrations, folded per event, never the actor', async () => {
    const event = await insertEvent(ctx(), school, {
      title: 'Portrait walk',
      clubId: club.id,
      isPublic: true,
    })
    await answer('eve', event.uid, { status: 'going' })
    await answer('fay', event.uid, { status: 'going' })
    await answer('gus', event.uid, { status: 'interested' })
    await answer('maya', event.uid, { status: 'going' })
    const items = (await bell('maya')).filter(
      (item) => item.type === 'event_registration' && item.link === `/events/${event.uid}`,
    )
    expect(items).toHaveLength(1)
    expect(items[0]?.text).toMatch(/^FAY .* and 1 more registered for Portrait walk$/)
    expect(items[0]?.group).toEqual({ id: club.uid, name: 'Photography', role: 'officer' })
  })

  it('fills places a raised capacity frees, telling the promoted but not the manager who did it', async () => {
    const event = await insertEvent(ctx(), school, { clubId: club.id, capacity: 1, isPublic: true })
    await answer('eve', event.uid, { status: 'going' })
    await answer('maya', event.uid, { status: 'going' })
    await answer('fay', event.uid, { status: 'going' })
    const { app, database } = ctx()
    const promoted = await database.db.transaction(async (tx) => {
      await tx.update(events).set({ capacity: 3 }).where(eq(events.id, event.id))
      return fillFreedPlaces(tx, app.outbox, school, event.id, id('maya'))
    })
    expect(promoted).toBe(2)
    expect(await counts(event.id)).toEqual({ going: 3, waitlisted: 0 })
    const own = await bell('maya')
    expect(
      own.some((item) => item.type === 'event_promoted' && item.link?.includes(event.uid)),
    ).toBe(false)
    const fay = await bell('fay')
    expect(
      fay.some((item) => item.type === 'event_promoted' && item.link?.includes(event.uid)),
    ).toBe(true)
  })
})

describe('raising the capacity in the editor (issue 30 debt 7)', () => {
  it('promotes the waitlist in order at once, telling those promoted', async () => {
    const event = await insertEvent(ctx(), school, { clubId: club.id, capacity: 1, isPublic: true })
    for (const name of ['eve', 'fay', 'gus', 'dan'])
      await answer(name, event.uid, { status: 'going' })
    expect(await counts(event.id)).toEqual({ going: 1, waitlisted: 3 })
    // Each waitlisted student sees their place in line (issue 30 bug 3).
    const placeOf = async (name: string) =>
      (await as(name).get(`/api/v1/events/${event.uid}`)).json<{
        viewerWaitlistPosition: number | null
      }>().viewerWaitlistPosition
    expect(await Promise.all(['eve', 'fay', 'gus', 'dan'].map(placeOf))).toEqual([null, 1, 2, 3])
    const raised = await as('maya').patch(`/api/v1/events/${event.uid}`, {
      capacity: 3,
      scope: 'one',
    })
    expect(raised.statusCode, raised.body).toBe(200)
    expect(await counts(event.id)).toEqual({ going: 3, waitlisted: 1 })
    // First come, first served: Fay and Gus answered before Dan.
    const statuses = await ctx()
      .database.db.select({ userId: eventRsvps.userId, status: eventRsvps.status })
      .from(eventRsvps)
      .where(eq(eventRsvps.eventId, event.id))
    const statusOf = (name: string) => statuses.find((row) => row.userId === id(name))?.status
    expect(['eve', 'fay', 'gus', 'dan'].map(statusOf)).toEqual([
      'going',
      'going',
      'going',
      'waitlisted',
    ])
    for (const name of ['fay', 'gus']) {
      const items = await bell(name)
      expect(
        items.some((item) => item.type === 'event_promoted' && item.link?.includes(event.uid)),
      ).toBe(true)
    }
  })
})

describe('who may answer, and what', () => {
  it('hides a members-only club event from non-members and refuses a cancelled or past one', async () => {
    const closed = await insertEvent(ctx(), school, { clubId: club.id, isPublic: false })
    expect((await put('cat', closed.uid, { status: 'going' })).statusCode).toBe(404)
    expect(await answer('ann', closed.uid, { status: 'interested' })).toBe('interested')
    const draft = await insertEvent(ctx(), school, { status: 'draft' })
    expect((await put('cat', draft.uid, { status: 'going' })).statusCode).toBe(404)
    const cancelled = await insertEvent(ctx(), school, { status: 'cancelled' })
    const refused = await put('cat', cancelled.uid, { status: 'going' })
    expect(refused.statusCode).toBe(409)
    expect(refused.json().error.message).toMatch(/cancelled/)
    const past = await insertEvent(ctx(), school, { startsAt: new Date(Date.now() - 5 * 3600_000) })
    expect((await put('cat', past.uid, { status: 'going' })).statusCode).toBe(409)
    const elsewhere = await insertSchool(ctx().database.db, { code: 'other', name: 'Other' })
    const foreign = await insertEvent(ctx(), elsewhere)
    expect((await put('cat', foreign.uid, { status: 'going' })).statusCode).toBe(404)
  })

  it('hides the events of an archived club from its members, as every listing does', async () => {
    const archived = await insertClub(ctx(), school, { name: 'Archived', members: [id('ben')] })
    const event = await insertEvent(ctx(), school, { clubId: archived.id, isPublic: true })
    await ctx()
      .database.db.update(clubs)
      .set({ status: 'archived' })
      .where(eq(clubs.id, archived.id))
    expect((await put('ben', event.uid, { status: 'going' })).statusCode).toBe(404)
  })

  it('needs the required questions answered to go, each answer fitting its question', async () => {
    const event = await insertEvent(ctx(), school, {
      questions: [
        {
          id: 'diet',
          label: 'Diet',
          help: '',
          kind: 'choice',
          options: ['none', 'vegan'],
          required: true,
        },
        { id: 'why', label: 'Why?', help: '', kind: 'short_text', required: false },
        {
          id: 'days',
          label: 'Days',
          help: '',
          kind: 'multi_choice',
          options: ['sat', 'sun'],
          required: false,
        },
        {
          id: 'fit',
          label: 'Fitness',
          help: '',
          kind: 'scale',
          min: 1,
          max: 5,
          minLabel: '',
          maxLabel: '',
          required: false,
        },
        { id: 'back', label: 'Back on', help: '', kind: 'date', required: false },
      ],
    })
    const missing = await put('cat', event.uid, { status: 'going' })
    expect(missing.statusCode).toBe(400)
    expect(missing.json().error.issues).toEqual([
      { path: 'body.answers.diet', message: 'is required' },
    ])
    const wrong = await put('cat', event.uid, {
      status: 'going',
      answers: { diet: 'meat', days: ['sat', 'mon'], shoe: '42', fit: 6, back: '2027-02-30' },
    })
    expect(wrong.statusCode).toBe(400)
    expect(
      wrong
        .json()
        .error.issues.map((issue: { path: string }) => issue.path)
        .sort(),
    ).toEqual([
      'body.answers.back',
      'body.answers.days',
      'body.answers.diet',
      'body.answers.fit',
      'body.answers.shoe',
    ])
    expect(await answer('cat', event.uid, { status: 'interested' })).toBe('interested')
    expect(
      await answer('cat', event.uid, {
        status: 'going',
        answers: { diet: 'vegan', why: '  ', days: ['sun', 'sat'], fit: 4, back: '2027-02-28' },
      }),
    ).toBe('going')
    const [row] = await ctx()
      .database.db.select()
      .from(eventRsvps)
      .where(eq(eventRsvps.eventId, event.id))
    // Blanks dropped, several options in the order offered (the forms' rules, decision 113).
    expect(row?.answers).toEqual({
      diet: 'vegan',
      days: ['sat', 'sun'],
      fit: 4,
      back: '2027-02-28',
    })
    expect(row?.ticketCode).toMatch(/^[23456789ABCDEFGHJKMNPQRSTUVWXYZ]{6}$/)
    expect((await put('cat', event.uid, { status: 'maybe' })).json().error.issues[0].path).toBe(
      'body.status',
    )
  })
})

describe('the last place', () => {
  it('goes to exactly one of many students answering at once', async () => {
    const event = await insertEvent(ctx(), school, { capacity: 1 })
    const names = ['ann', 'ben', 'cat', 'dan', 'eve', 'fay', 'gus', 'maya']
    const answers = await Promise.all(
      names.map((name) => answer(name, event.uid, { status: 'going' })),
    )
    expect(answers.filter((status) => status === 'going')).toHaveLength(1)
    expect(answers.filter((status) => status === 'waitlisted')).toHaveLength(names.length - 1)
    expect(await counts(event.id)).toEqual({ going: 1, waitlisted: names.length - 1 })
  })
})
