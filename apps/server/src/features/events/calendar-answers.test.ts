// @engines both: the kept answers' versions are kept by triggers on each engine
import type { FastifyInstance } from 'fastify'
import { beforeAll, describe, expect, it } from 'vitest'
import { brotliDecompressSync } from 'node:zlib'
import { and, eq } from 'drizzle-orm'
import { CalendarAnswer } from '@quad/shared'
import { clubMemberships } from '../../db/schema/clubs.ts'
import { eventRsvps, events } from '../../db/schema/events.ts'
import { sisMeetings } from '../../db/schema/student-records.ts'
import type { EventPerson } from '../../test/event-school.ts'
import { insertEvent } from '../../test/event-fixtures.ts'
import { insertRsvp } from '../../test/rsvp-fixtures.ts'
import { useEventSchoolOnTwoInstances } from '../../test/two-instances.ts'
import * as sis from '../schedule/schedule-fixtures.ts'

/**
 * A student's calendar answer kept as bytes (issue 33 item 2, decision 077), through real
 * HTTP on two instances over one database: an answer one instance keeps is never served
 * past a committed change (an event, an RSVP, a membership, a class), answers with an
 * ETag (304 when the browser holds it, never for another student's), and in the encoding
 * the client accepts.
 */
const { ctx, s, get, other, afresh } = useEventSchoolOnTwoInstances('cak')
// March 2027, UTC.
const MONTH = '/api/v1/calendar?from=2027-03-01T00:00:00Z&to=2027-04-01T00:00:00Z'
const at = (day: number, hour = 17) => new Date(Date.UTC(2027, 2, day, hour))
let sectionId = 0

beforeAll(async () => {
  const { db } = ctx().database
  await insertEvent(ctx(), s().school, { title: 'Gala', startsAt: at(5) })
  await insertEvent(ctx(), s().school, {
    title: 'Darkroom',
    clubId: s().photo.id,
    startsAt: at(9),
  })
  const term = await sis.insertTerm(db, s().school, {
    startsOn: '2027-01-10',
    endsOn: '2027-05-20',
  })
  const ids = await sis.insertClasses(db, s().school, term.id, [
    [
      { externalId: 'S-1', courseCode: 'PHIL 101', title: 'Ethics' },
      { days: ['MO'], startTime: '09:00', endTime: '10:00', timeZone: 'UTC' },
    ],
  ])
  sectionId = ids['S-1'] ?? 0
  await sis.enroll(db, s().school, s().id('sam'), sectionId)
}, 60_000)

async function month(app: FastifyInstance, who: EventPerson) {
  const response = await get(app, who, MONTH)
  expect(response.statusCode, response.body).toBe(200)
  return CalendarAnswer.parse(response.json()).items
}

/** Sam's month on the other instance (kept there), checked against a fresh instance's. */
async function samsMonth() {
  const kept = await month(other(), 'sam')
  expect(kept).toEqual(await afresh((app) => month(app, 'sam')))
  return kept
}

const titled = (items: { title: string }[], title: string) =>
  items.filter((item) => item.title === title)

describe('kept calendar answers, on two instances', () => {
  it('follows an event moved, an RSVP, a membership and a class changed', async () => {
    const first = await samsMonth()
    expect(titled(first, 'Darkroom')).toHaveLength(1)
    expect(titled(first, 'Ethics').length).toBeGreaterThan(0)

    await ctx()
      .database.db.update(events)
      .set({ title: 'Gala night' })
      .where(eq(events.title, 'Gala'))
    expect(titled(await samsMonth(), 'Gala night')).toHaveLength(1)

    const [gala] = await ctx()
      .database.db.select()
      .from(events)
      .where(eq(events.title, 'Gala night'))
    await insertRsvp(ctx(), s().school, {
      eventId: gala?.id ?? 0,
      userId: s().id('sam'),
      status: 'going',
    })
    expect(titled(await samsMonth(), 'Gala night')[0]).toMatchObject({ viewerRsvp: 'going' })
    await ctx()
      .database.db.delete(eventRsvps)
      .where(and(eq(eventRsvps.userId, s().id('sam')), eq(eventRsvps.eventId, gala?.id ?? 0)))
    expect(titled(await samsMonth(), 'Gala night')[0]).toMatchObject({ viewerRsvp: null })

    await ctx()
      .database.db.delete(clubMemberships)
      .where(eq(clubMemberships.userId, s().id('sam')))
    expect(titled(await samsMonth(), 'Darkroom')).toHaveLength(0)

    await ctx()
      .database.db.update(sisMeetings)
      .set({ location: 'Hall 2' })
      .where(eq(sisMeetings.sectionId, sectionId))
    expect(titled(await samsMonth(), 'Ethics')[0]).toMatchObject({ location: 'Hall 2' })
  })

  it('answers 304 to the browser that holds it, and never for another student', async () => {
    const first = await get(other(), 'sam', MONTH)
    const etag = String(first.headers.etag)
    expect(first.headers['cache-control']).toBe('private, no-cache')
    const again = await get(other(), 'sam', MONTH, { 'if-none-match': etag })
    expect(again.statusCode).toBe(304)
    expect(again.body).toBe('')
    const kims = await get(other(), 'kim', MONTH, { 'if-none-match': etag })
    expect(kims.statusCode).toBe(200)
    await insertEvent(ctx(), s().school, { title: 'Late addition', startsAt: at(20) })
    const changed = await get(other(), 'sam', MONTH, { 'if-none-match': etag })
    expect(changed.statusCode).toBe(200)
    expect(changed.headers.etag).not.toBe(etag)
  })

  it('sends the compressed copy a client accepts', async () => {
    const plain = await get(other(), 'sam', MONTH)
    for (let i = 0; i < 2; i++) {
      const encoded = await get(other(), 'sam', MONTH, { 'accept-encoding': 'br, gzip' })
      expect(encoded.headers['content-encoding']).toBe('br')
      expect(brotliDecompressSync(encoded.rawPayload).toString()).toBe(plain.body)
    }
  })
})
