import { beforeAll, describe, expect, it } from 'vitest'
import { ErrorBody } from '@quad/shared'
import { changeRoles } from '../policies/roles.service.ts'
import { inProcessBus } from '../realtime/bus.ts'
import { bearerClient, type BearerClient } from '../../test/chat-fixtures.ts'
import { insertClub } from '../../test/club-fixtures.ts'
import { insertSchool, insertTestStudent, useTestApp } from '../../test/test-app.ts'

/*
 * Issue 30 debt 1: a section the school switched off is refused by the API too (404 naming
 * it), not only hidden in the web; its admin console still answers, and the other school's
 * sections are untouched.
 */
const bus = inProcessBus()
const ctx = useTestApp({ bus })
let off: BearerClient
let offAdmin: BearerClient
let on: BearerClient
let eventsOff: BearerClient
let clubUid = ''

beforeAll(async () => {
  const { database } = ctx()
  const sections = {
    chat: false,
    events: false,
    calendar: false,
    clubs: false,
    directory: false,
    edu: false,
    financial: false,
  }
  const quiet = await insertSchool(database.db, { code: 'sg-off', name: 'Quiet U', sections })
  const busy = await insertSchool(database.db, { code: 'sg-on', name: 'Busy U' })
  await insertTestStudent(database, quiet, { email: 'ada@off.edu' })
  const admin = await insertTestStudent(database, quiet, { email: 'admin@off.edu' })
  await changeRoles(
    { db: database.db, bus },
    { actorId: null, requestId: null, ip: null },
    { schoolId: quiet.id, userId: admin.id, grant: ['school_admin'] },
  )
  await insertTestStudent(database, busy, { email: 'ben@on.edu' })
  const noEvents = await insertSchool(database.db, {
    code: 'sg-ev',
    name: 'Clubs U',
    sections: { events: false },
  })
  const cy = await insertTestStudent(database, noEvents, { email: 'cy@ev.edu' })
  clubUid = (await insertClub(ctx(), noEvents, { name: 'Chess', members: [cy.id] })).uid
  eventsOff = await bearerClient(ctx, 'sg-ev', 'cy@ev.edu')
  off = await bearerClient(ctx, 'sg-off', 'ada@off.edu')
  offAdmin = await bearerClient(ctx, 'sg-off', 'admin@off.edu')
  on = await bearerClient(ctx, 'sg-on', 'ben@on.edu')
})

const range = 'from=2026-01-01T00:00:00.000Z&to=2026-01-08T00:00:00.000Z'
const refused: [string, string][] = [
  ['/api/v1/chat/conversations', 'Chat'],
  ['/api/v1/events', 'Events'],
  [`/api/v1/calendar?${range}`, 'Calendar'],
  ['/api/v1/calendar/feed', 'Calendar'],
  ['/api/v1/clubs', 'Clubs'],
  ['/api/v1/courses', 'Education'],
  ['/mobile_ws/v18/mobile_people?page=1', 'Directory'],
]

describe('a switched-off section', () => {
  it('answers 404 naming the section on each of its routes', async () => {
    for (const [url, section] of refused) {
      const response = await off.get(url)
      expect(response.statusCode, url).toBe(404)
      expect(ErrorBody.parse(response.json()).error.message, url).toBe(
        `${section} is turned off by this school`,
      )
    }
  })

  it('still answers at a school that has it on', async () => {
    for (const [url, section] of refused) {
      const response = await on.get(url)
      expect(response.json()?.error?.message ?? '', url).not.toContain(section)
      expect(response.statusCode, url).toBeLessThan(500)
    }
  })

  it('keeps the admin console answering, to switch it back on', async () => {
    const clubs = await offAdmin.get('/api/v1/admin/clubs')
    expect(clubs.statusCode, clubs.body).toBe(200)
    const school = await offAdmin.get('/api/v1/admin/school')
    expect(school.statusCode).toBe(200)
  })

  it('takes a switched-off section out of what other sections show: a club without Events', async () => {
    const layout = await eventsOff.get(`/api/v1/clubs/${clubUid}/layout`)
    expect(layout.statusCode, layout.body).toBe(200)
    const tabs = (layout.json() as { tabs: { key: string }[] }).tabs.map((tab) => tab.key)
    expect(tabs).toContain('about')
    expect(tabs).not.toContain('events')
    const about = await eventsOff.get(`/api/v1/clubs/${clubUid}/about`)
    expect(about.statusCode).toBe(200)
    expect((about.json() as { events?: unknown[] }).events ?? []).toEqual([])
  })
})
