import { eq } from 'drizzle-orm'
import { beforeAll, expect, it } from 'vitest'
import { NotificationList, NotificationPreferences } from '@quad/shared'
import { eventRsvps } from '../../db/schema/events.ts'
import type { School } from '../../platform/tenancy/schools.service.ts'
import { bearerClient, type BearerClient } from '../../test/chat-fixtures.ts'
import { insertClub } from '../../test/club-fixtures.ts'
import { insertEvent } from '../../test/event-fixtures.ts'
import { insertSchool, insertTestStudent, useTestApp } from '../../test/test-app.ts'
import { sendDueReminders } from './reminders.ts'

/**
 * Decision 035: attendee notices (reminders, cancellations, a move off the waitlist) are
 * gated by the student's own `groups.<setting>`, not a club's, so a plain member (or a
 * student in no club) reads and changes them through the preferences API like any key.
 */
const ctx = useTestApp()
let school: School
const api: Record<string, BearerClient> = {}
const HOUR = 3600_000
const PREFERENCES = '/api/v1/notifications/preferences'

beforeAll(async () => {
  const { database } = ctx()
  school = await insertSchool(database.db, { code: 'attend', name: 'Attend' })
  const ids: number[] = []
  for (const name of ['ana', 'bo', 'cy']) {
    ids.push((await insertTestStudent(database, school, { email: `${name}@a.edu` })).id)
    api[name] = await bearerClient(ctx, 'attend', `${name}@a.edu`)
  }
  await insertClub(ctx(), school, { name: 'Choir', members: ids })
}, 120_000)

const as = (name: string) => api[name] as BearerClient
async function patch(name: string, path: string, body: object) {
  const response = await as(name).patch(`${PREFERENCES}/${path}`, body)
  expect(response.statusCode, response.body).toBe(200)
  return NotificationPreferences.parse(response.json())
}
const reminders = async (name: string) => {
  await ctx().app.outbox.drain()
  const list = NotificationList.parse((await as(name).get('/api/v1/notifications')).json())
  return list.items.filter((item) => item.type === 'event_reminder')
}

it('lists the attendee settings for a plain member, and the school offers them as such', async () => {
  const matrix = NotificationPreferences.parse((await as('ana').get(PREFERENCES)).json())
  const standard = { in_app: 'yes', mobile: 'yes', email: 'no' }
  expect(matrix.attendee).toEqual({ eventReminder: standard, promotionToEventMainList: standard })
  expect(matrix.groups.map((group) => group.role)).toEqual(['member'])
  const offered = (await as('ana').get('/api/v1/notifications/capabilities')).json().offered
  expect(offered.attendee).toEqual(['eventReminder', 'promotionToEventMainList'])
})

it('a plain member switching reminders off, in-app or everywhere, gets none', async () => {
  const { app, database } = ctx()
  const event = await insertEvent(ctx(), school, { startsAt: new Date(Date.now() + 3 * HOUR) })
  for (const name of ['ana', 'bo', 'cy']) {
    const response = await as(name).put(`/api/v1/events/${event.uid}/rsvp`, { status: 'going' })
    expect(response.statusCode, response.body).toBe(200)
  }
  await database.db
    .update(eventRsvps)
    .set({ respondedAt: new Date(Date.now() - 48 * HOUR) })
    .where(eq(eventRsvps.eventId, event.id))

  const bo = await patch('bo', 'groups/eventReminder', { preferences: { in_app: 'no' } })
  expect(bo.attendee.eventReminder).toEqual({ in_app: 'no', mobile: 'yes', email: 'no' })
  const cy = await patch('cy', 'global/groups/eventReminder', { status: 'disabled' })
  expect(cy.global.groups).toEqual({ eventReminder: 'disabled' })
  // Read back: the switch is kept, and the other attendee setting is untouched.
  const matrix = NotificationPreferences.parse((await as('bo').get(PREFERENCES)).json())
  expect(matrix.attendee.eventReminder?.in_app).toBe('no')
  expect(matrix.attendee.promotionToEventMainList?.in_app).toBe('yes')

  expect(await sendDueReminders(database, app.outbox)).toBe(3)
  expect(await reminders('ana')).toHaveLength(1)
  expect(await reminders('bo')).toHaveLength(0)
  expect(await reminders('cy')).toHaveLength(0)
})

it('refuses a club setting or an unknown one on the attendee path, naming the field', async () => {
  for (const setting of ['newMember', 'nothingLikeIt']) {
    const response = await as('ana').patch(`${PREFERENCES}/groups/${setting}`, {
      preferences: { email: 'yes' },
    })
    expect(response.statusCode).toBe(400)
    expect(response.body).toContain('params.setting')
  }
  const badValue = await as('ana').patch(`${PREFERENCES}/groups/eventReminder`, {
    preferences: { email: 'maybe' },
  })
  expect(badValue.statusCode).toBe(400)
})
