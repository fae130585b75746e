import { readdirSync, readFileSync } from 'node:fs'
import path from 'node:path'
import { and, eq, sql } from 'drizzle-orm'
import { beforeAll, describe, expect, it } from 'vitest'
import { NotificationList } from '@quad/shared'
import { deliverDueEmail } from '../notifications/email-delivery.ts'
import { readUnsubscribeToken } from '../notifications/unsubscribe.ts'
import { unsubscribeLink } from '../../test/mail.ts'
import { emailOutbox } from '../../db/schema/notifications.ts'
import { outboxMessages } from '../../platform/db/outbox-schema.ts'
import { fileMailer } from '../../platform/mail/mailer.ts'
import type { School } from '../../platform/tenancy/schools.service.ts'
import { bearerClient, type BearerClient } from '../../test/chat-fixtures.ts'
import { insertClub } from '../../test/club-fixtures.ts'
import { openSocket } from '../../test/socket-client.ts'
import { hostOf, insertSchool, insertTestStudent, useTestApp } from '../../test/test-app.ts'
import { tempDirForTest } from '../../test/temp-dir.ts'

/**
 * Issue 7 "a disabled preference really stops delivery", through a real outbox message: a student
 * joins a club and its officers hear of it (`groups.officer.newMember`), each as their
 * own setting for that club allows, on each platform.
 */
const ctx = useTestApp()
let school: School
let baseUrl = ''
const people: Record<string, { id: number; uid: string; firstName: string; lastName: string }> = {}
const api: Record<string, BearerClient> = {}
const clubs: Record<string, { uid: string; name: string }> = {}

beforeAll(async () => {
  baseUrl = await ctx().app.listen({ port: 0, host: '127.0.0.1' })
  school = await insertSchool(ctx().database.db, { code: 'joins', name: 'Joins' })
  for (const name of ['ola', 'pat', 'rex', 'sam', 'tia', 'uma']) {
    people[name] = await insertTestStudent(ctx().database, school, { email: `${name}@j.edu` })
    api[name] = await bearerClient(ctx, 'joins', `${name}@j.edu`)
  }
  const id = (name: string) => who(name).id
  // Ola and Pat run the chess club; Ola also runs the film society; Rex is a member.
  clubs.chess = await insertClub(ctx(), school, {
    name: 'Chess Club',
    officers: [id('ola'), id('pat')],
    members: [id('rex')],
  })
  clubs.film = await insertClub(ctx(), school, { name: 'Film Society', officers: [id('ola')] })
})

const who = (name: string) =>
  people[name] as { id: number; uid: string; firstName: string; lastName: string }
const as = (name: string) => api[name] as BearerClient
const club = (name: string) => clubs[name] as { uid: string; name: string }
const fullName = (name: string) => `${who(name).firstName} ${who(name).lastName}`

/** Joins through the real route; its officers are told after the commit (club.member_joined). */
const join = async (name: string, clubName: string) => {
  const response = await as(name).post(`/api/v1/clubs/${club(clubName).uid}/membership`)
  expect(response.statusCode, response.body).toBe(201)
  await ctx().app.outbox.drain()
}
const leave = (name: string, clubName: string) =>
  as(name).delete(`/api/v1/clubs/${club(clubName).uid}/membership`)
const itemsOf = async (name: string) =>
  NotificationList.parse((await as(name).get('/api/v1/notifications')).json()).items
const outboxOf = (name: string, clubName: string) =>
  ctx()
    .database.db.select()
    .from(emailOutbox)
    .where(
      and(
        eq(emailOutbox.userId, who(name).id),
        eq(emailOutbox.preferenceKey, `groups.${club(clubName).uid}.officer.newMember`),
      ),
    )
const setNewMember = async (name: string, clubName: string, preferences: object) => {
  const response = await as(name).patch(
    `/api/v1/notifications/preferences/groups/groups/${club(clubName).uid}/officer/newMember`,
    { preferences },
  )
  expect(response.statusCode, response.body).toBe(200)
}

describe('a student joins a club', () => {
  it('tells each officer at once, with the club, a link to it and why', async () => {
    const socket = await openSocket(baseUrl, as('pat').jwt, { host: hostOf('joins') })
    await socket.next('hello')
    await join('sam', 'chess')
    const frame = await socket.next('notification', undefined, 1000)
    expect(frame.notification?.text).toBe(`${fullName('sam')} joined Chess Club`)
    await socket.close()

    for (const officer of ['ola', 'pat']) {
      const [item] = await itemsOf(officer)
      expect(item).toMatchObject({
        type: 'club_member_joined',
        category: 'groups',
        setting: 'newMember',
        group: { id: club('chess').uid, name: 'Chess Club', role: 'officer' },
        link: `/_/_/clubs/${club('chess').uid}`,
        actor: { uid: who('sam').uid },
        read: false,
      })
    }
    // Members who are not officers hear nothing; nor does the student who joined.
    expect(await itemsOf('rex')).toEqual([])
    expect(await itemsOf('sam')).toEqual([])
  })

  it('folds a run of joins into one unread item per club', async () => {
    await join('tia', 'chess')
    const items = (await itemsOf('pat')).filter((i) => i.type === 'club_member_joined')
    expect(items).toHaveLength(1)
    expect(items[0]).toMatchObject({
      count: 2,
      text: `${fullName('tia')} and 1 more joined Chess Club`,
    })
  })
})

describe('an officer’s setting for one club', () => {
  it('in-app off: no item for that officer, the other officer and other clubs unaffected', async () => {
    await as('ola').patch('/api/v1/notifications/mark-all-as-read', {})
    await as('pat').patch('/api/v1/notifications/mark-all-as-read', {})
    await setNewMember('ola', 'chess', { in_app: 'no' })
    const olaBefore = (await itemsOf('ola')).length
    const patBefore = (await itemsOf('pat')).length
    await join('uma', 'chess')
    expect((await itemsOf('ola')).length).toBe(olaBefore)
    expect((await itemsOf('pat')).length).toBe(patBefore + 1)
    // Ola still hears of the film society, whose setting she left alone.
    await join('uma', 'film')
    const [latest] = await itemsOf('ola')
    expect(latest?.text).toBe(`${fullName('uma')} joined Film Society`)
  })

  it('email on, then off: an email in the outbox, then nothing', async () => {
    await setNewMember('pat', 'chess', { email: 'yes' })
    expect(await outboxOf('pat', 'chess')).toHaveLength(0)
    await leave('rex', 'chess')
    await join('rex', 'chess')
    const queued = await outboxOf('pat', 'chess')
    expect(queued).toHaveLength(1)
    expect(queued[0]).toMatchObject({
      category: 'groups',
      setting: 'newMember',
      subject: `${fullName('rex')} joined Chess Club`,
      link: `/_/_/clubs/${club('chess').uid}`,
    })

    await setNewMember('pat', 'chess', { email: 'no' })
    await leave('rex', 'chess')
    await join('rex', 'chess')
    expect(await outboxOf('pat', 'chess')).toHaveLength(1)
    // Ola never switched email on (Quad's default is off): nothing for her either.
    expect(await outboxOf('ola', 'chess')).toHaveLength(0)
  })

  it('disabled globally: off in every club', async () => {
    const global = await as('ola').patch(
      '/api/v1/notifications/preferences/global/groups/newMember',
      { status: 'disabled' },
    )
    expect(global.statusCode).toBe(200)
    const before = (await itemsOf('ola')).length
    await leave('uma', 'film')
    await join('uma', 'film')
    expect((await itemsOf('ola')).length).toBe(before)
  })

  it('emails carry a one-click unsubscribe for that club’s setting', async () => {
    const root = tempDirForTest('quad-club-outbox-')
    const options = {
      mailer: fileMailer(root),
      secret: ctx().jwtSecret,
      originOf: () => 'http://joins.localhost:3000',
    }
    await setNewMember('pat', 'chess', { email: 'yes' })
    await leave('sam', 'chess')
    await join('sam', 'chess')
    await deliverDueEmail(ctx().database.db, options)
    const key = `groups.${club('chess').uid}.officer.newMember`
    const dir = path.join(root, 'joins')
    const sent = readdirSync(dir).map((file) => readFileSync(path.join(dir, file), 'utf8'))
    const token = unsubscribeLink(sent.find((mail) => mail.includes(`Hi ${who('pat').firstName},`)))
    expect(readUnsubscribeToken(ctx().jwtSecret, token)).toEqual({ userId: who('pat').id, key })

    const done = await ctx().app.inject({
      method: 'POST',
      url: `/email/unsubscribe?token=${token}`,
      headers: { host: hostOf('joins') },
    })
    expect(done.statusCode).toBe(200)
    const matrix = (await as('pat').get('/api/v1/notifications/preferences')).json()
    const officer = matrix.groups.find(
      (g: { groupId: string; role: string }) =>
        g.groupId === club('chess').uid && g.role === 'officer',
    )
    expect(officer.settings.newMember.email).toBe('no')
  })
})

describe('through an outbox message (decision 023)', () => {
  it('a join emits club.member_joined, dispatched to the notifications subscriber', async () => {
    // The badges feature's subscriber queues a job (decision 100): the queues must be up, as
    // on every running instance.
    await ctx().app.jobs.start()
    const response = await as('rex').post(`/api/v1/clubs/${club('film').uid}/membership`)
    expect(response.statusCode, response.body).toBe(201)
    await ctx().app.outbox.drain()
    const [message] = await ctx()
      .database.db.select()
      .from(outboxMessages)
      .where(
        and(
          eq(outboxMessages.name, 'club.member_joined'),
          sql`${outboxMessages.payload}->>'clubUid' = ${club('film').uid}`,
          sql`(${outboxMessages.payload}->>'userId')::bigint = ${who('rex').id}`,
        ),
      )
    expect(message?.dispatchedAt).toBeInstanceOf(Date)
    // Delivered by the notifications feature's subscriber for the clubs' declared kind
    // (what each officer then gets, the tests above show), and by chat's, which tells the
    // student's tabs of their new club channels (decision 092), and badges', which queues the
    // student's evaluation (decision 100).
    expect(message?.done?.toSorted()).toEqual([
      'badges:evaluate',
      'chat:channel-members',
      'notifications:club_member_joined',
    ])
  })
})
