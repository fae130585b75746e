import { beforeAll, expect, it } from 'vitest'
import { EventAttendeePage } from '@quad/shared'
import { blocks } from '../../db/schema/connections.ts'
import type { School } from '../../platform/tenancy/schools.service.ts'
import { bearerClient, connectStudents, type BearerClient } from '../../test/chat-fixtures.ts'
import { insertClub } from '../../test/club-fixtures.ts'
import { insertEvent } from '../../test/event-fixtures.ts'
import { insertSchool, insertTestStudent, useTestApp } from '../../test/test-app.ts'

/**
 * The attendee list (issue 15 item 3, decision 035): privacy as the directory keeps it,
 * blocks either way, check-in times for managers only, keyset pages.
 */
const ctx = useTestApp()
let school: School
const api: Record<string, BearerClient> = {}
const ids: Record<string, number> = {}
let eventUid = ''

beforeAll(async () => {
  const { database } = ctx()
  school = await insertSchool(database.db, { code: 'guests', name: 'Guests' })
  // Opal left the directory; so did Cole, a connection of Val's. Bo blocked Val; Val blocked Ike.
  const optedOut = new Set(['opal', 'cole'])
  for (const name of ['maya', 'val', 'pia', 'opal', 'cole', 'bo', 'ike']) {
    const student = await insertTestStudent(
      database,
      school,
      { email: `${name}@g.edu`, firstName: name },
      { directoryOptOut: optedOut.has(name) },
    )
    ids[name] = student.id
    api[name] = await bearerClient(ctx, 'guests', `${name}@g.edu`)
  }
  await connectStudents(ctx(), school, { id: id('val') }, { id: id('cole') })
  await database.db.insert(blocks).values([
    { schoolId: school.id, blockerId: id('bo'), blockedId: id('val') },
    { schoolId: school.id, blockerId: id('val'), blockedId: id('ike') },
  ])
  const club = await insertClub(ctx(), school, { name: 'Film', officers: [id('maya')] })
  eventUid = (await insertEvent(ctx(), school, { clubId: club.id, isPublic: true })).uid
  for (const name of ['val', 'pia', 'opal', 'cole', 'bo', 'ike']) {
    const response = await as(name).put(`/api/v1/events/${eventUid}/rsvp`, { status: 'going' })
    expect(response.statusCode, response.body).toBe(200)
  }
  const roster = await as('maya').get(`/api/v1/events/${eventUid}/check-ins`)
  const pia = roster.json().items.find((item: { firstName: string }) => item.firstName === 'pia')
  await as('maya').post(`/api/v1/events/${eventUid}/check-ins`, { code: pia.code })
}, 120_000)

const id = (name: string) => ids[name] ?? 0
const as = (name: string) => api[name] as BearerClient
const attendees = async (name: string, query = '') => {
  const response = await as(name).get(`/api/v1/events/${eventUid}/attendees${query}`)
  expect(response.statusCode, response.body).toBe(200)
  return EventAttendeePage.parse(response.json())
}

it('lists to a student those the directory shows them, counting the rest as hidden', async () => {
  const page = await attendees('val')
  expect(page.items.map((item) => item.firstName)).toEqual(['val', 'pia', 'cole'])
  expect(page.hiddenCount).toBe(3)
  expect(page.items.every((item) => item.checkedInAt === null)).toBe(true)
  expect(page.items.every((item) => item.status === 'going')).toBe(true)
})

it('lists everyone to the event’s managers, with check-in times', async () => {
  const page = await attendees('maya')
  expect(page.items.map((item) => item.firstName)).toEqual([
    'val',
    'pia',
    'opal',
    'cole',
    'bo',
    'ike',
  ])
  expect(page.hiddenCount).toBe(0)
  expect(page.items.find((item) => item.firstName === 'pia')?.checkedInAt).not.toBeNull()
})

it('pages in answer order by cursor, and refuses a cursor it did not give', async () => {
  const first = await attendees('maya', '?limit=4')
  expect(first.items).toHaveLength(4)
  const rest = await attendees('maya', `?limit=4&cursor=${first.nextCursor ?? ''}`)
  expect(rest.items.map((item) => item.firstName)).toEqual(['bo', 'ike'])
  expect(rest.nextCursor).toBeNull()
  const bad = await as('maya').get(`/api/v1/events/${eventUid}/attendees?cursor=nonsense`)
  expect(bad.statusCode).toBe(400)
  expect(bad.json().error.issues[0].path).toBe('querystring.cursor')
  expect((await attendees('maya', '?status=waitlisted')).items).toEqual([])
})
