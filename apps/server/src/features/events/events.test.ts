// @engines both: the feature's route contract
import { describe, expect, it } from 'vitest'
import { ErrorBody, EventDetail, EventPage } from '@quad/shared'
import { inProcessBus } from '../../platform/realtime/bus.ts'
import { nextYear, useEventSchool } from '../../test/event-school.ts'
import { useTestApp } from '../../test/test-app.ts'

/** Creating events through real HTTP (issue 15 item 1): who may, and every 400. */
const bus = inProcessBus()
const ctx = useTestApp({ bus })
const s = useEventSchool(ctx, 'evc', bus)

const base = () => ({
  title: 'Night walk',
  localStart: nextYear('05-14', '19:00'),
  localEnd: nextYear('05-14', '21:00'),
  timeZone: 'Europe/Berlin',
})
const detail = (response: { json(): unknown }) => EventDetail.parse(response.json())
const fieldOf = (response: { json(): unknown }) =>
  ErrorBody.parse(response.json()).error.issues?.map((issue) => issue.path)

describe('POST /api/v1/events', () => {
  it("lets a club's officer publish, keeping the wall clock and sanitising the description", async () => {
    const response = await s()
      .as('maya')
      .post('/api/v1/events', {
        ...base(),
        clubId: s().photo.uid,
        description: '<p>Bring a <b>tripod</b><script>alert(1)</script></p>',
        questions: [
          {
            id: 'lens',
            label: 'Lens?',
            help: '',
            kind: 'choice',
            options: ['wide', 'tele'],
            required: true,
          },
        ],
        public: true,
      })
    expect(response.statusCode).toBe(201)
    const event = detail(response)
    expect(event).toMatchObject({
      status: 'published',
      localStart: base().localStart,
      localEnd: base().localEnd,
      description: '<p>Bring a <b>tripod</b></p>',
      club: { id: s().photo.uid, name: 'Photography' },
      canManage: true,
      public: true,
    })
    // May in Berlin is UTC+2.
    expect(event.startsAt).toBe(`${base().localStart.slice(0, 10)}T17:00:00.000Z`)
    expect(event.questions.map((q) => q.id)).toEqual(['lens'])
  })

  it('lets staff and school admins create school events, and keeps a draft unpublished', async () => {
    const staff = detail(await s().as('staff').post('/api/v1/events', base()))
    expect(staff).toMatchObject({ club: null, status: 'published', canManage: true })
    const draft = detail(
      await s()
        .as('admin')
        .post('/api/v1/events', { ...base(), publish: false }),
    )
    expect(draft.status).toBe('draft')
    expect((await s().as('ola').get(`/api/v1/events/${draft.id}`)).statusCode).toBe(404)
  })

  it("stores a member's event as a proposal for the officers", async () => {
    const response = await s()
      .as('sam')
      .post('/api/v1/events', { ...base(), clubId: s().photo.uid })
    expect(response.statusCode).toBe(201)
    expect(detail(response)).toMatchObject({ status: 'pending', canManage: false })
  })

  it('refuses a student who may not, with the rule’s sentence', async () => {
    const school = await s().as('ola').post('/api/v1/events', base())
    expect(school.statusCode).toBe(403)
    expect(ErrorBody.parse(school.json()).error.message).toBe(
      'Only staff and school admins can create school events.',
    )
    const club = await s()
      .as('ola')
      .post('/api/v1/events', { ...base(), clubId: s().photo.uid })
    expect(club.statusCode).toBe(403)
    const elsewhere = await s().stranger.post('/api/v1/events', {
      ...base(),
      clubId: s().photo.uid,
    })
    expect(elsewhere.statusCode).toBe(404)
  })

  it.each([
    [{ timeZone: 'Mars/Olympus' }, 'body.timeZone'],
    [{ localEnd: nextYear('05-14', '18:00') }, 'body.localEnd'],
    [{ localEnd: nextYear('06-14', '18:00') }, 'body.localEnd'],
    [{ localStart: '2020-05-14T19:00', localEnd: '2020-05-14T21:00' }, 'body.localStart'],
    [{ localStart: nextYear('02-30', '19:00') }, 'body.localStart'],
    [{ isAllDay: true }, 'body.localStart'],
    [{ localStart: nextYear('05-14') }, 'body.localStart'],
    [{ onlineUrl: 'javascript:alert(1)' }, 'body.onlineUrl'],
    [{ recurrence: 'FREQ=SOMETIMES' }, 'body.recurrence'],
    [{ recurrence: 'COUNT=3' }, 'body.recurrence'],
    [{ recurrence: 'FREQ=DAILY' }, 'body.recurrence'],
    [{ recurrence: 'DTSTART:20270101T000000Z;FREQ=DAILY;COUNT=2' }, 'body.recurrence'],
    [{ title: '' }, 'body.title'],
    [
      {
        questions: [
          { id: 'a', label: 'One', help: '', kind: 'short_text', required: false },
          { id: 'a', label: 'Two', help: '', kind: 'short_text', required: false },
        ],
      },
      'body.questions.1.id',
    ],
    [
      {
        questions: [
          { id: 'a', label: 'Pick', help: '', kind: 'choice', options: ['x'], required: true },
        ],
      },
      'body.questions.0.options',
    ],
    [
      {
        questions: [
          {
            id: 'a',
            label: 'Pick',
            help: '',
            kind: 'choice',
            options: ['Yes', 'yes'],
            required: true,
          },
        ],
      },
      'body.questions.0.options.1',
    ],
    // The answers ride with the RSVP, which keeps no files (decision 113).
    [
      { questions: [{ id: 'a', label: 'CV', help: '', kind: 'file', required: true }] },
      'body.questions.0.kind',
    ],
  ])('refuses %j with a 400 naming %s', async (change, field) => {
    const response = await s()
      .as('admin')
      .post('/api/v1/events', { ...base(), ...change })
    expect(response.statusCode).toBe(400)
    expect(fieldOf(response)).toContain(field)
  })

  it('stores an all-day event from local midnight to the midnight after its last day', async () => {
    const event = detail(
      await s()
        .as('admin')
        .post('/api/v1/events', {
          ...base(),
          isAllDay: true,
          localStart: nextYear('07-03'),
          localEnd: nextYear('07-04'),
        }),
    )
    expect(event).toMatchObject({
      isAllDay: true,
      localStart: nextYear('07-03'),
      localEnd: nextYear('07-04'),
    })
    expect(event.startsAt).toBe(`${nextYear('07-02')}T22:00:00.000Z`)
    expect(event.endsAt).toBe(`${nextYear('07-04')}T22:00:00.000Z`)
  })
})

describe('recurring events', () => {
  it('keeps 19:00 local across the March DST change in Europe/Berlin', async () => {
    const first = detail(
      await s()
        .as('maya')
        .post('/api/v1/events', {
          ...base(),
          clubId: s().photo.uid,
          title: 'Darkroom',
          localStart: nextYear('03-11', '19:00'),
          localEnd: nextYear('03-11', '20:30'),
          recurrence: 'FREQ=WEEKLY;COUNT=6',
        }),
    )
    expect(first.recurrence).toBe('FREQ=WEEKLY;COUNT=6')
    const page = await s()
      .as('maya')
      .get(`/api/v1/events?search=Darkroom&from=${nextYear('01-01')}T00:00:00Z`)
    const items = EventPage.parse(page.json()).items
    expect(items).toHaveLength(6)
    expect(new Set(items.map((e) => e.seriesId))).toEqual(new Set([first.seriesId]))
    expect(items.map((e) => e.localStart.slice(11))).toEqual(Array(6).fill('19:00'))
    expect(items.map((e) => e.localEnd.slice(11))).toEqual(Array(6).fill('20:30'))
    // Before the change Berlin is UTC+1, after it UTC+2.
    const utcHours = items.map((e) => new Date(e.startsAt).getUTCHours())
    expect(utcHours.slice(0, 2)).toEqual([18, 18])
    expect(utcHours.slice(-2)).toEqual([17, 17])
  })
})
