// @engines both: the feature's route contract
import { mkdirSync, readdirSync, readFileSync } from 'node:fs'
import path from 'node:path'
import { eq, sql } from 'drizzle-orm'
import { beforeAll, describe, expect, it } from 'vitest'
import { NotificationList, NotificationPreferences } from '@quad/shared'
import { emailOutbox, notifications } from '../../db/schema/notifications.ts'
import { fileMailer } from '../../platform/mail/mailer.ts'
import type { School } from '../../platform/tenancy/schools.service.ts'
import {
  bearerClient,
  connectStudents,
  newClientId,
  type BearerClient,
} from '../../test/chat-fixtures.ts'
import { openSocket } from '../../test/socket-client.ts'
import { hostOf, insertSchool, insertTestStudent, login, useTestApp } from '../../test/test-app.ts'
import { deliverDueEmail } from './email-delivery.ts'
import { writeInApp } from './notifications.service.ts'
import { DIGEST_TIME, nextLocal } from './schedule.ts'
import { readUnsubscribeToken } from './unsubscribe.ts'
import { unsubscribeLink } from '../../test/mail.ts'
import { tempDirForTest } from '../../test/temp-dir.ts'

/** Issue 7: the preference matrix really gates delivery; nobody touches another's items. */
const ctx = useTestApp()
let school: School
let baseUrl = ''
const people: Record<string, { id: number; uid: string; email: string }> = {}
const sessions: Record<string, { cookie: string; csrfToken: string }> = {}
const api: Record<string, BearerClient> = {}
/** Each student's school code: 'notes' (UTC) unless named here. */
const schoolOf: Record<string, string> = { ivy: 'notes-ny', jo: 'notes-ny' }

beforeAll(async () => {
  baseUrl = await ctx().app.listen({ port: 0, host: '127.0.0.1' })
  school = await insertSchool(ctx().database.db, { code: 'notes', name: 'Notes' })
  for (const name of ['ada', 'ben', 'cy', 'dee', 'eve', 'fay', 'gus', 'hal']) {
    people[name] = await insertTestStudent(ctx().database, school, { email: `${name}@notes.edu` })
    sessions[name] = await login(ctx().app, 'notes', `${name}@notes.edu`)
    api[name] = await bearerClient(ctx, 'notes', `${name}@notes.edu`)
  }
  // Issue 30 bug 4: a school in New York, whose students never chose a zone.
  const ny = await insertSchool(ctx().database.db, {
    code: 'notes-ny',
    timeZone: 'America/New_York',
  })
  for (const name of ['ivy', 'jo']) {
    people[name] = await insertTestStudent(ctx().database, ny, { email: `${name}@ny.edu` })
    sessions[name] = await login(ctx().app, 'notes-ny', `${name}@ny.edu`)
    api[name] = await bearerClient(ctx, 'notes-ny', `${name}@ny.edu`)
  }
})

const who = (name: string) => people[name] as { id: number; uid: string; email: string }
const client = (name: string) => api[name] as BearerClient

/** A connection request from one student to another, through the real route. */
const request = (from: string, to: string, note = '') => connectAction(from, to, 'request', note)

/** One user_connect action, through the real route; it must succeed; its outbox messages dispatched. */
async function connectAction(from: string, to: string, type: string, note = '') {
  const session = sessions[from] as { cookie: string; csrfToken: string }
  const response = await ctx().app.inject({
    method: 'POST',
    url: `/mobile_ws/v18/user_connect?student_uid=${who(to).uid}&type=${type}${note && `&note=${encodeURIComponent(note)}`}`,
    headers: {
      host: hostOf(schoolOf[from] ?? 'notes'),
      cookie: session.cookie,
      'x-cg-csrf-token': session.csrfToken,
    },
  })
  expect(response.json().success).toBe('true')
  // What the action raised (connection.requested / .accepted) is delivered after the commit.
  await ctx().app.outbox.drain()
}

const list = async (name: string) =>
  NotificationList.parse((await client(name).get('/api/v1/notifications')).json())
const outboxOf = (name: string) =>
  ctx()
    .database.db.select()
    .from(emailOutbox)
    .where(eq(emailOutbox.userId, who(name).id))

describe('delivery', () => {
  it('puts a request in the other student’s list, lights their bell live and queues an email', async () => {
    const socket = await openSocket(baseUrl, client('ben').jwt, { host: hostOf('notes') })
    await socket.next('hello')
    await request('ada', 'ben', 'Lab partners?')
    const frame = await socket.next('notification', undefined, 1000)
    expect(frame.unreadCount).toBe(1)
    expect(frame.notification?.text).toBe(
      `${'' + (await nameOf('ada'))} wants to connect: “Lab partners?”`,
    )
    const { items, total } = await list('ben')
    expect(total).toBe(1)
    expect(items[0]).toMatchObject({
      type: 'connection_request',
      category: 'general',
      setting: 'connectionRequests',
      link: `/student_profile?uid=${who('ada').uid}`,
      read: false,
      count: 1,
    })
    expect((await client('ben').get('/api/v1/notifications/unread-count')).json()).toEqual({
      count: 1,
    })
    expect(await outboxOf('ben')).toHaveLength(1)
    await socket.close()
  })

  it('stops in-app delivery when that switch is off, and email when that one is', async () => {
    const off = await client('cy').patch(
      '/api/v1/notifications/preferences/general/connectionRequests',
      {
        preferences: { in_app: 'no' },
      },
    )
    expect(off.statusCode).toBe(200)
    expect(NotificationPreferences.parse(off.json()).general.connectionRequests).toEqual({
      in_app: 'no',
      mobile: 'yes',
      email: 'yes',
    })
    await request('ada', 'cy')
    expect((await list('cy')).total).toBe(0)
    expect(await outboxOf('cy')).toHaveLength(1)

    await client('dee').patch('/api/v1/notifications/preferences/general/connectionRequests', {
      preferences: { email: 'no' },
    })
    await request('ada', 'dee')
    expect((await list('dee')).total).toBe(1)
    expect(await outboxOf('dee')).toHaveLength(0)
  })

  it('stops every platform when the setting is disabled globally', async () => {
    const response = await client('eve').patch(
      '/api/v1/notifications/preferences/global/general/connectionRequests',
      { status: 'disabled' },
    )
    expect(NotificationPreferences.parse(response.json()).global.general).toEqual({
      connectionRequests: 'disabled',
    })
    await request('ada', 'eve')
    expect((await list('eve')).total).toBe(0)
    expect(await outboxOf('eve')).toHaveLength(0)
  })

  it('says which platforms the school delivers, and which settings anything here can raise', async () => {
    expect((await client('ada').get('/api/v1/notifications/capabilities')).json()).toEqual({
      in_app: true,
      // Issue 34: push, once a device turns it on.
      mobile: true,
      email: true,
      // The LMS sync's four academic keys (issue 17); of the clubs' settings, new members, requests
      // to join a closed club and club news (decision 031); of events', new events from
      // officers and members (034) and registrations (035). Reminders and cancellations
      // (034) and promotion from the waitlist (035) reach attendees, in no club's table.
      // The feed's (043): likes, comments and school posts; a club's news, discussion,
      // forum comments, and news another officer wrote. Badges earned (issue 36 item 3);
      // transcript entries reviewed (item 2). Budget decisions (issue 37 item 3).
      offered: {
        academic: ['assignmentDueDates', 'courseAnnouncements', 'grades', 'quizDates'],
        general: [
          'badgesEarned',
          'chat',
          'commentLikes',
          'commentsOnCommentedPosts',
          'connectionRequests',
          'postLikes',
          'schoolFeedPosts',
          'transcriptReviews',
        ],
        member: ['commentsOnForumPost', 'postsOnGroupFeed', 'postsOnNews'],
        officer: [
          // Issue 37 item 1 (decision 110): answers to a club's forms.
          'anonymousSurveySubmission',
          'budgetSubmissionRejected',
          'newEventFromMember',
          'newEventFromOfficer',
          'newEventRegistration',
          'newMember',
          'newMemberRequiresValidation',
          'newsCreated',
          'surveyAnswered',
        ],
        attendee: ['eventReminder', 'promotionToEventMainList'],
      },
    })
  })

  it('offers no connection settings at a school with connect off', async () => {
    const closed = await insertSchool(ctx().database.db, {
      code: 'closed',
      name: 'Closed',
      connectEnabled: false,
    })
    await insertTestStudent(ctx().database, closed, { email: 'gus@closed.edu' })
    const gus = await bearerClient(ctx, 'closed', 'gus@closed.edu')
    const capabilities = (await gus.get('/api/v1/notifications/capabilities')).json()
    expect(capabilities.offered.general).not.toContain('connectionRequests')
    expect(capabilities.offered.general).toContain('chat')
    // The spec 3 matrix itself keeps every key.
    const matrix = NotificationPreferences.parse(
      (await gus.get('/api/v1/notifications/preferences')).json(),
    )
    expect(Object.keys(matrix.general)).toContain('connectionRequests')
  })
})

describe('chat messages (general.chat)', () => {
  it('stay out of the bell by default, and fold into one item per conversation when switched on', async () => {
    await connectStudents(ctx(), school, who('dee'), who('eve'))
    const started = await client('dee').post('/api/v1/chat/conversations', {
      participantUids: [who('eve').uid],
    })
    const conversationId = started.json().id as number
    const send = async (body: string) => {
      await client('dee').post(`/api/v1/chat/conversations/${conversationId}/messages`, {
        body,
        clientId: newClientId(),
      })
      // What the message raised (chat.message_sent) is delivered after the commit.
      await ctx().app.outbox.drain()
    }
    const before = (await list('eve')).total
    await send('hello there')
    expect((await list('eve')).total).toBe(before)

    await client('eve').patch('/api/v1/notifications/preferences/general/chat', {
      preferences: { in_app: 'yes' },
    })
    await send('first')
    await send('second')
    const { items, total } = await list('eve')
    expect(total).toBe(before + 1)
    expect(items[0]).toMatchObject({
      type: 'chat_message',
      setting: 'chat',
      count: 2,
      link: `/chat/${conversationId}`,
    })
    expect(items[0]?.text).toMatch(/: second$/)
  })
})

describe('the reader’s own items only', () => {
  it('marks read and unread, all as read, and deletes only one’s own', async () => {
    await request('fay', 'ada')
    const mine = (await list('ada')).items[0]
    if (!mine) throw new Error('ada has no notification')
    // Ben tries to mark and delete Ada's item: nothing happens to it.
    expect(
      (await client('ben').patch('/api/v1/notifications', { ids: [mine.id], read: true }))
        .statusCode,
    ).toBe(204)
    expect((await client('ben').delete(`/api/v1/notifications?ids=${mine.id}`)).statusCode).toBe(
      204,
    )
    expect((await list('ada')).items[0]).toMatchObject({ id: mine.id, read: false })

    await client('ada').patch('/api/v1/notifications', { ids: [mine.id], read: true })
    expect((await list('ada')).items[0]?.read).toBe(true)
    await client('ada').patch('/api/v1/notifications', { ids: [mine.id], read: false })
    expect((await client('ada').get('/api/v1/notifications/unread-count')).json()).toEqual({
      count: 1,
    })
    await client('ada').patch('/api/v1/notifications/mark-all-as-read', {})
    expect((await client('ada').get('/api/v1/notifications/unread-count')).json()).toEqual({
      count: 0,
    })
    await client('ada').delete(`/api/v1/notifications?ids=${mine.id}`)
    expect((await list('ada')).total).toBe(0)
  })

  it('refuses unknown categories, settings and values with a 400 naming the field', async () => {
    const cases = [
      [
        '/api/v1/notifications/preferences/social/chat',
        { preferences: { in_app: 'no' } },
        'category',
      ],
      [
        '/api/v1/notifications/preferences/general/likes',
        { preferences: { in_app: 'no' } },
        'setting',
      ],
      [
        '/api/v1/notifications/preferences/general/chat',
        { preferences: { in_app: 'maybe' } },
        'in_app',
      ],
      [
        '/api/v1/notifications/preferences/general/chat',
        { preferences: { sms: 'yes' } },
        'preferences',
      ],
      ['/api/v1/notifications/preferences/global/general/chat', { status: 'yes' }, 'status'],
      [
        '/api/v1/notifications/preferences/groups/groups/7/admin/newMember',
        { preferences: {} },
        'subcategory',
      ],
      [
        '/api/v1/notifications/preferences/email',
        { quietHours: { start: '25:00', end: '07:00' } },
        'start',
      ],
      ['/api/v1/notifications/preferences/email', { timeZone: 'Mars/Olympus' }, 'timeZone'],
    ] as const
    for (const [url, body, field] of cases) {
      const response = await client('ada').patch(url, body)
      expect(response.statusCode, url).toBe(400)
      expect(JSON.stringify(response.json().error), url).toContain(field)
    }
    const bad = await client('ada').delete('/api/v1/notifications?ids=1,x')
    expect(bad.statusCode).toBe(400)
    // Issue 30 bug 11: "bogus is not a officer setting".
    const officer = await client('ada').patch(
      '/api/v1/notifications/preferences/groups/groups/7/officer/bogus',
      { preferences: { in_app: 'yes' } },
    )
    expect(officer.json().error.message).toBe('params.setting: bogus is not an officer setting')
  })
})

describe('batching, digest, quiet hours, unsubscribe', () => {
  it('folds rapid repeats with one key into one unread item', async () => {
    const db = ctx().database.db
    const event = {
      type: 'connection_request' as const,
      userId: who('fay').id,
      actorId: who('ada').id,
      note: null,
    }
    const fold = { key: 'post:1', window: '1 hour', evenIfRead: false } as const
    const first = await writeInApp(db, school, event, 'general', 'postLikes', fold)
    for (let i = 0; i < 9; i++) {
      expect(await writeInApp(db, school, event, 'general', 'postLikes', fold)).toBe(first)
    }
    const [row] = await db.select().from(notifications).where(eq(notifications.id, first))
    expect(row?.count).toBe(10)
    // Once read, the next repeat starts a new item.
    await db.update(notifications).set({ readAt: new Date() }).where(eq(notifications.id, first))
    expect(await writeInApp(db, school, event, 'general', 'postLikes', fold)).not.toBe(first)
  })

  it('folds identical repeats (same kind, actor and subject) into one item, even once read', async () => {
    // Issue 12: a pair requested, accepted and removed again gave a row per round.
    for (let round = 0; round < 3; round++) {
      await connectAction('gus', 'hal', 'request')
      await connectAction('hal', 'gus', 'accept')
      await connectAction('gus', 'hal', 'disconnect')
      // Gus reads his bell after the first round: the next repeat brings the item back.
      if (round === 0) await client('gus').patch('/api/v1/notifications/mark-all-as-read', {})
    }
    const accepted = (await list('gus')).items.filter((i) => i.type === 'connection_accepted')
    expect(accepted).toHaveLength(1)
    expect(accepted[0]).toMatchObject({ count: 3, read: false })
    expect(accepted[0]?.text).toBe(
      `${await nameOf('hal')} accepted your connection request (3 times)`,
    )
    const requests = (await list('hal')).items.filter((i) => i.type === 'connection_request')
    expect(requests).toHaveLength(1)
    expect(requests[0]?.count).toBe(3)
  })

  it('sends a daily digest as one email, and holds email during quiet hours', async () => {
    const { dir, db, options } = fileDelivery()
    // Deliver what is already due (earlier tests' emails), then start clean.
    await deliverDueEmail(db, options)
    const before = readdirSync(dir).length

    // A zone whose digest hour is over an hour away: during that hour's first minute the
    // digest is due at once (nextLocal), and a run at 07:00 UTC saw Paris's go out.
    const timeZone =
      ['Europe/Paris', 'Asia/Tokyo'].find(
        (zone) => nextLocal(new Date(), zone, DIGEST_TIME).getTime() > Date.now() + 3_600_000,
      ) ?? 'Europe/Paris'
    await client('fay').patch('/api/v1/notifications/preferences/email', {
      digest: 'daily',
      timeZone,
    })
    await request('ben', 'fay')
    await request('cy', 'fay')
    const waiting = await outboxOf('fay')
    expect(waiting.filter((row) => row.digest && row.status === 'pending')).toHaveLength(2)
    expect(await deliverDueEmail(db, options)).toBe(0)
    // The digest hour comes.
    await db.execute(
      sql`update email_outbox set send_after = now() - interval '1 second' where user_id = ${who('fay').id}`,
    )
    expect(await deliverDueEmail(db, options)).toBe(1)
    const files = readdirSync(dir).sort()
    expect(files.length).toBe(before + 1)
    const digest = readFileSync(path.join(dir, files.at(-1) as string), 'utf8')
    expect(digest).toContain('Subject: Your Quad digest: 2 updates')

    // Quiet hours from an hour ago to two hours from now, on dee's clock (UTC): the email
    // waits. Fixed hours (00:00-23:59) let it out in the day's last minutes.
    const utcClock = (offsetMinutes: number) =>
      new Date(Date.now() + offsetMinutes * 60_000).toISOString().slice(11, 16)
    await client('dee').patch('/api/v1/notifications/preferences/general/connectionRequests', {
      preferences: { email: 'yes' },
    })
    await client('dee').patch('/api/v1/notifications/preferences/email', {
      timeZone: 'UTC',
      quietHours: { start: utcClock(-60), end: utcClock(120) },
    })
    await request('fay', 'dee')
    const [held] = (await outboxOf('dee')).filter((row) => row.status === 'pending')
    expect(held?.sendAfter.getTime()).toBeGreaterThan(Date.now() + 60_000)
  })

  it('keeps the school’s zone for a student who chose none (issue 30 bug 4)', async () => {
    const preferences = NotificationPreferences.parse(
      (
        await client('ivy').patch('/api/v1/notifications/preferences/email', { digest: 'daily' })
      ).json(),
    )
    expect(preferences.email.timeZone).toBeNull()
    await request('jo', 'ivy')
    const [queued] = (await outboxOf('ivy')).filter((row) => row.digest)
    // 08:00 on New York's clock, whatever the hour and the machine's zone (during 08:00's
    // own minute the digest is due at once, which also reads 08:00).
    const clock = new Intl.DateTimeFormat('en-GB', {
      timeZone: 'America/New_York',
      hour: '2-digit',
      minute: '2-digit',
      hourCycle: 'h23',
    })
    expect(queued && clock.format(queued.sendAfter)).toBe(DIGEST_TIME)
    // A zone of their own wins; null goes back to the school's.
    const own = await client('ivy').patch('/api/v1/notifications/preferences/email', {
      timeZone: 'Asia/Tokyo',
    })
    expect(NotificationPreferences.parse(own.json()).email.timeZone).toBe('Asia/Tokyo')
    const back = await client('ivy').patch('/api/v1/notifications/preferences/email', {
      timeZone: null,
    })
    expect(NotificationPreferences.parse(back.json()).email.timeZone).toBeNull()
  })

  it('emails with a one-click unsubscribe that switches that email off', async () => {
    const { dir, db, options } = fileDelivery()
    await deliverDueEmail(db, options)
    await request('cy', 'ben')
    await deliverDueEmail(db, options)
    const sent = readdirSync(dir).map((f) => readFileSync(path.join(dir, f), 'utf8'))
    const toBen = sent.find((mail) => mail.includes(`To: ${who('ben').email}`))
    expect(toBen).toContain('List-Unsubscribe-Post: List-Unsubscribe=One-Click')
    const token = unsubscribeLink(toBen)
    expect(readUnsubscribeToken(ctx().jwtSecret, token)).toEqual({
      userId: who('ben').id,
      key: 'general.connectionRequests',
    })

    const url = `/email/unsubscribe?token=${token}`
    const page = await ctx().app.inject({ url, headers: { host: hostOf('notes') } })
    expect(page.statusCode).toBe(200)
    expect((await preferencesOf('ben')).general.connectionRequests?.email).toBe('yes')
    const done = await ctx().app.inject({ method: 'POST', url, headers: { host: hostOf('notes') } })
    expect(done.statusCode).toBe(200)
    expect((await preferencesOf('ben')).general.connectionRequests?.email).toBe('no')
    const forged = await ctx().app.inject({
      method: 'POST',
      url: `/email/unsubscribe?token=${token.slice(0, -2)}xx`,
      headers: { host: hostOf('notes') },
    })
    expect(forged.statusCode).toBe(400)
  })
})

/** Email delivery into a fresh file outbox, as in development. */
function fileDelivery() {
  const root = tempDirForTest('quad-outbox-')
  // The file outbox keeps each school's email in its own directory.
  const dir = path.join(root, 'notes')
  mkdirSync(dir)
  const options = {
    mailer: fileMailer(root),
    secret: ctx().jwtSecret,
    originOf: () => 'http://notes.localhost:3000',
  }
  return { dir, db: ctx().database.db, options }
}

async function preferencesOf(name: string) {
  return NotificationPreferences.parse(
    (await client(name).get('/api/v1/notifications/preferences')).json(),
  )
}

async function nameOf(name: string): Promise<string> {
  const { users } = await import('../../platform/db/schema.ts')
  const [row] = await ctx()
    .database.db.select()
    .from(users)
    .where(eq(users.id, who(name).id))
  return `${row?.firstName} ${row?.lastName}`
}
