// @engines both: reminders claimed once under concurrency
import { and, eq, isNotNull } from 'drizzle-orm'
import { beforeAll, expect, it } from 'vitest'
import { NotificationList } from '@quad/shared'
import { eventRsvps, events } from '../../db/schema/events.ts'
import type { School } from '../../platform/tenancy/schools.service.ts'
import { bearerClient, type BearerClient } from '../../test/chat-fixtures.ts'
import { insertEvent } from '../../test/event-fixtures.ts'
import { insertSchool, insertTestStudent, useTestApp } from '../../test/test-app.ts'
import { sendDueReminders } from './reminders.ts'

/**
 * Reminders (issue 15 item 3, spec 3 `eventReminder`): one a day ahead to each going
 * attendee, once whatever runs the sweep how often, never to the interested or the
 * waitlisted, never for a cancelled event, and as the attendee's global switch allows.
 */
const ctx = useTestApp()
let school: School
const api: Record<string, BearerClient> = {}
const ids: Record<string, number> = {}
const HOUR = 3600_000

beforeAll(async () => {
  const { database } = ctx()
  school = await insertSchool(database.db, { code: 'remind', name: 'Remind' })
  for (const name of ['ann', 'ben', 'cat', 'dan', 'eve']) {
    ids[name] = (await insertTestStudent(database, school, { email: `${name}@r.edu` })).id
    api[name] = await bearerClient(ctx, 'remind', `${name}@r.edu`)
  }
}, 120_000)

const as = (name: string) => api[name] as BearerClient
async function rsvp(name: string, eventUid: string, status: string) {
  const response = await as(name).put(`/api/v1/events/${eventUid}/rsvp`, { status })
  expect(response.statusCode, response.body).toBe(200)
}
const reminders = async (name: string) => {
  await ctx().app.outbox.drain()
  const list = NotificationList.parse((await as(name).get('/api/v1/notifications')).json())
  return list.items.filter((item) => item.type === 'event_reminder')
}
/** Answers as if given `hoursAgo` ago (a fresh answer an hour before the start gets none). */
const answeredEarlier = (eventId: number, hoursAgo: number) =>
  ctx()
    .database.db.update(eventRsvps)
    .set({ respondedAt: new Date(Date.now() - hoursAgo * HOUR) })
    .where(eq(eventRsvps.eventId, eventId))

it('reminds each going attendee once, a day ahead, and nobody else', async () => {
  const { app, database } = ctx()
  const soon = await insertEvent(ctx(), school, {
    title: 'Gallery opening',
    startsAt: new Date(Date.now() + 3 * HOUR),
    capacity: 2,
  })
  const later = await insertEvent(ctx(), school, { startsAt: new Date(Date.now() + 72 * HOUR) })
  const cancelled = await insertEvent(ctx(), school, { startsAt: new Date(Date.now() + 3 * HOUR) })
  const fresh = await insertEvent(ctx(), school, { startsAt: new Date(Date.now() + 30 * 60_000) })
  await rsvp('ann', soon.uid, 'going')
  await rsvp('dan', soon.uid, 'going')
  await rsvp('ben', soon.uid, 'interested')
  await rsvp('cat', soon.uid, 'going') // waitlisted: two places
  await rsvp('ann', later.uid, 'going')
  await rsvp('ann', cancelled.uid, 'going')
  await rsvp('eve', fresh.uid, 'going')
  await answeredEarlier(soon.id, 48)
  await answeredEarlier(cancelled.id, 48)
  await database.db.update(events).set({ status: 'cancelled' }).where(eq(events.id, cancelled.id))
  // Dan switched event reminders off everywhere (the global switch, decision 035).
  const off = await as('dan').patch(
    '/api/v1/notifications/preferences/global/groups/eventReminder',
    { status: 'disabled' },
  )
  expect(off.statusCode, off.body).toBe(200)

  // Two sweeps at once (two instances), then a third (a restart): one reminder each.
  const [first, second] = await Promise.all([
    sendDueReminders(database, app.outbox),
    sendDueReminders(database, app.outbox),
  ])
  expect(first + second).toBe(2)
  expect(await sendDueReminders(database, app.outbox)).toBe(0)

  const ann = await reminders('ann')
  expect(ann).toHaveLength(1)
  expect(ann[0]?.text).toMatch(
    /^Reminder: Gallery opening starts \d{4}-\d\d-\d\d \d\d:\d\d \(Europe\/Berlin\)$/,
  )
  expect(ann[0]?.link).toBe(`/events/${soon.uid}`)
  for (const name of ['ben', 'cat', 'dan', 'eve']) expect(await reminders(name)).toHaveLength(0)
  const marked = await database.db
    .select({ userId: eventRsvps.userId })
    .from(eventRsvps)
    .where(and(eq(eventRsvps.eventId, soon.id), isNotNull(eventRsvps.remindedAt)))
  expect(marked.map((row) => row.userId).sort()).toEqual([ids['ann'], ids['dan']].sort())
})
