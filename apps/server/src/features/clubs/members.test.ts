import { and, eq } from 'drizzle-orm'
import { beforeAll, describe, expect, it } from 'vitest'
import { Club, ClubMembersPage, NotificationList } from '@quad/shared'
import { auditLog } from '../../platform/db/policies-schema.ts'
import { changeRoles } from '../../platform/policies/roles.service.ts'
import { inProcessBus } from '../../platform/realtime/bus.ts'
import type { School } from '../../platform/tenancy/schools.service.ts'
import { bearerClient, type BearerClient } from '../../test/chat-fixtures.ts'
import { insertClub } from '../../test/club-fixtures.ts'
import { hostOf, insertSchool, insertTestStudent, useTestApp } from '../../test/test-app.ts'

/**
 * Officers run their club (issue 14, decision 031): closed membership and its requests,
 * the members list, officers, messages to all members and the CSV; one school at a time.
 */
const bus = inProcessBus()
const ctx = useTestApp({ bus })
let school: School
const people: Record<string, { id: number; uid: string }> = {}
const api: Record<string, BearerClient> = {}
let chess = ''
let film = ''
let foreignAdmin: BearerClient

beforeAll(async () => {
  const { database } = ctx()
  school = await insertSchool(database.db, { code: 'officers', name: 'Officers' })
  for (const name of ['ola', 'pat', 'rex', 'sam', 'tia', 'amy']) {
    people[name] = await insertTestStudent(
      database,
      school,
      { email: `${name}@o.edu`, firstName: name.toUpperCase(), lastName: `${name}son` },
      // Sam keeps their email to themselves (issue 4 privacy).
      name === 'sam' ? { fieldVisibility: { email: 'private' } } : {},
    )
  }
  const origin = { actorId: null, requestId: null, ip: null }
  const deps = { db: database.db, bus }
  await changeRoles(deps, origin, {
    schoolId: school.id,
    userId: id('amy'),
    grant: ['school_admin'],
  })
  for (const name of Object.keys(people))
    api[name] = await bearerClient(ctx, 'officers', `${name}@o.edu`)
  // Ola runs the chess club, Rex and Sam are members; Tia is in no club.
  chess = (
    await insertClub(ctx(), school, {
      name: '=Chess',
      officers: [id('ola')],
      members: [id('rex'), id('sam')],
    })
  ).uid
  film = (await insertClub(ctx(), school, { name: 'Film', officers: [id('pat')] })).uid
  const other = await insertSchool(database.db, { code: 'elsewhere', name: 'Elsewhere' })
  const stranger = await insertTestStudent(database, other, { email: 'boss@else.edu' })
  await changeRoles(deps, origin, {
    schoolId: other.id,
    userId: stranger.id,
    grant: ['school_admin'],
  })
  foreignAdmin = await bearerClient(ctx, 'elsewhere', 'boss@else.edu')
  await ctx().app.jobs.start()
})

const id = (name: string) => (people[name] as { id: number }).id
const uid = (name: string) => (people[name] as { uid: string }).uid
const as = (name: string) => api[name] as BearerClient
const put = (client: BearerClient, url: string, payload: object, host = 'officers') =>
  ctx().app.inject({
    method: 'PUT',
    url,
    payload,
    headers: { host: hostOf(host), authorization: `Bearer ${client.jwt}` },
  })
const members = async (name: string, query = '') => {
  const response = await as(name).get(`/api/v1/clubs/${chess}/members${query}`)
  expect(response.statusCode, response.body).toBe(200)
  return ClubMembersPage.parse(response.json()).items
}
const bell = async (name: string) =>
  NotificationList.parse((await as(name).get('/api/v1/notifications')).json()).items
const audited = (action: string) =>
  ctx()
    .database.db.select()
    .from(auditLog)
    .where(and(eq(auditLog.schoolId, school.id), eq(auditLog.action, action)))

describe('closed membership', () => {
  it('lets officers close the club; only school admins lock its officers', async () => {
    const url = `/api/v1/clubs/${chess}/membership-rules`
    const refused = await put(as('rex'), url, { closedMembership: true })
    expect(refused.statusCode).toBe(403)
    expect(refused.json().error.message).toBe("Only school admins can manage this club's members.")
    const lock = await put(as('ola'), url, { lockedOfficers: true })
    expect(lock.statusCode).toBe(403)
    expect(lock.json().error.message).toBe("Only school admins can lock this club's officers.")
    const empty = await put(as('ola'), url, {})
    expect(empty.statusCode).toBe(400)
    expect(empty.body).toContain('closedMembership')
    const closed = await put(as('ola'), url, { closedMembership: true })
    expect(closed.statusCode, closed.body).toBe(200)
    expect(closed.json()).toEqual({ closedMembership: true, lockedOfficers: false })
    expect(await audited('club.membership_rules')).toHaveLength(1)
  })

  it('turns a join into a request that counts nowhere, and tells the officers', async () => {
    const joined = await as('tia').post(`/api/v1/clubs/${chess}/membership`)
    expect(joined.statusCode, joined.body).toBe(201)
    const club = Club.parse(joined.json())
    expect(club).toMatchObject({ membership: null, requestPending: true, countMembers: 3 })
    await ctx().app.outbox.drain()
    expect((await bell('ola'))[0]?.text).toBe('TIA tiason asked to join =Chess')
    // Not a member: the list, the groups and the listing's filter do not see Tia.
    expect((await members('ola')).map((m) => m.uid)).not.toContain(uid('tia'))
    const pending = await members('ola', '?status=pending')
    expect(pending.map((m) => [m.uid, m.status, m.role])).toEqual([[uid('tia'), 'pending', null]])
    expect((await as('tia').get(`/api/v1/clubs/${chess}/members`)).statusCode).toBe(403)
    expect((await as('rex').get(`/api/v1/clubs/${chess}/members?status=pending`)).statusCode).toBe(
      403,
    )
    const mine = await as('tia').get('/api/v1/clubs?membership=mine')
    expect(mine.json().total).toBe(0)
  })

  it('lets the student withdraw and ask again', async () => {
    const withdrawn = await as('tia').delete(`/api/v1/clubs/${chess}/membership`)
    expect(Club.parse(withdrawn.json()).requestPending).toBe(false)
    const again = await as('tia').post(`/api/v1/clubs/${chess}/membership`)
    expect(Club.parse(again.json()).requestPending).toBe(true)
  })

  it('approves a request as a join, and the student is told', async () => {
    const url = `/api/v1/clubs/${chess}/requests/${uid('tia')}`
    expect((await as('rex').post(url, { approve: true })).statusCode).toBe(403)
    expect((await as('ola').post(url, { approve: 'yes' })).statusCode).toBe(400)
    const approved = await as('ola').post(url, { approve: true })
    expect(approved.statusCode, approved.body).toBe(204)
    await ctx().app.outbox.drain()
    expect((await bell('tia'))[0]?.text).toBe('Your request to join =Chess was approved')
    expect((await bell('ola'))[0]?.text).toBe('TIA tiason joined =Chess')
    expect((await members('ola')).map((m) => m.uid)).toContain(uid('tia'))
    expect((await as('ola').post(url, { approve: true })).statusCode).toBe(404)
    expect(await audited('club.request_approve')).toHaveLength(1)
  })

  it('declines a request, and the student is told', async () => {
    await as('pat').post(`/api/v1/clubs/${chess}/membership`)
    const declined = await as('ola').post(`/api/v1/clubs/${chess}/requests/${uid('pat')}`, {
      approve: false,
    })
    expect(declined.statusCode).toBe(204)
    await ctx().app.outbox.drain()
    expect((await bell('pat'))[0]?.text).toBe('Your request to join =Chess was declined')
    expect((await members('ola', '?status=pending')).length).toBe(0)
  })
})

describe('the members list', () => {
  it('shows members by name, with each email only as its owner allows', async () => {
    const list = await members('rex')
    expect(list.map((m) => m.uid)).toEqual([uid('ola'), uid('rex'), uid('sam'), uid('tia')])
    expect(list.find((m) => m.uid === uid('sam'))?.email).toBeNull()
    expect(list.find((m) => m.uid === uid('ola'))).toMatchObject({
      email: 'ola@o.edu',
      role: 'officer',
    })
    expect((await members('rex', '?role=officer')).map((m) => m.uid)).toEqual([uid('ola')])
    expect((await members('rex', '?q=SAM')).map((m) => m.uid)).toEqual([uid('sam')])
    expect((await members('amy')).length).toBe(4)
    const bad = await as('rex').get(`/api/v1/clubs/${chess}/members?role=boss`)
    expect(bad.statusCode).toBe(400)
    expect(bad.body).toContain('role')
  })

  it('pages with a cursor', async () => {
    const first = ClubMembersPage.parse(
      (await as('rex').get(`/api/v1/clubs/${chess}/members?limit=3`)).json(),
    )
    expect(first.items).toHaveLength(3)
    const next = await members('rex', `?limit=3&cursor=${first.nextCursor ?? ''}`)
    expect(next.map((m) => m.uid)).toEqual([uid('tia')])
    expect((await as('rex').get(`/api/v1/clubs/${chess}/members?cursor=zz!`)).statusCode).toBe(400)
  })

  it('exports CSV for officers, safe for spreadsheets', async () => {
    expect((await as('rex').get(`/api/v1/clubs/${chess}/members.csv`)).statusCode).toBe(403)
    const csv = await as('ola').get(`/api/v1/clubs/${chess}/members.csv`)
    expect(csv.statusCode, csv.body).toBe(200)
    expect(csv.headers['content-type']).toContain('text/csv')
    expect(csv.headers['content-disposition']).toBe(
      `attachment; filename="club-${chess}-members.csv"`,
    )
    const lines = csv.body.trim().split('\r\n')
    expect(lines[0]).toBe('"First name","Last name","Email","Role","Joined"')
    expect(lines).toHaveLength(5)
    expect(lines.find((l) => l.includes('SAM'))).toMatch(
      /^"SAM","samson","","member","\d{4}-\d\d-\d\d"$/,
    )
  })
})

describe('officers', () => {
  it('promotes and demotes; the last officer cannot step down or leave', async () => {
    const url = (who: string) => `/api/v1/clubs/${chess}/members/${uid(who)}`
    expect((await put(as('rex'), url('sam'), { role: 'officer' })).statusCode).toBe(403)
    const last = await put(as('ola'), url('ola'), { role: 'member' })
    expect(last.statusCode).toBe(409)
    expect(last.json().error.message).toBe(
      'A club needs at least one officer: appoint another officer first.',
    )
    expect((await as('ola').delete(`/api/v1/clubs/${chess}/membership`)).statusCode).toBe(409)
    expect((await put(as('ola'), url('rex'), { role: 'officer' })).statusCode).toBe(204)
    expect((await members('ola', '?role=officer')).map((m) => m.uid)).toEqual([
      uid('ola'),
      uid('rex'),
    ])
    expect((await put(as('rex'), url('rex'), { role: 'member' })).statusCode).toBe(204)
    expect((await put(as('ola'), url('tia'), { role: 'king' })).statusCode).toBe(400)
    expect((await put(as('ola'), url('pat'), { role: 'officer' })).statusCode).toBe(404)
    expect(await audited('club.member_role')).toHaveLength(2)
  })

  it('when locked, lets only school admins change the officers', async () => {
    const rules = `/api/v1/clubs/${chess}/membership-rules`
    expect((await put(as('amy'), rules, { lockedOfficers: true })).statusCode).toBe(200)
    const refused = await put(as('ola'), `/api/v1/clubs/${chess}/members/${uid('sam')}`, {
      role: 'officer',
    })
    expect(refused.statusCode).toBe(403)
    expect(refused.json().error.message).toBe("Only school admins can change this club's officers.")
    const byAdmin = await put(as('amy'), `/api/v1/clubs/${chess}/members/${uid('sam')}`, {
      role: 'officer',
    })
    expect(byAdmin.statusCode).toBe(204)
    // Removing a plain member is still the officers' own business.
    expect(
      (await as('ola').delete(`/api/v1/clubs/${chess}/members/${uid('tia')}`)).statusCode,
    ).toBe(204)
    expect(
      (await as('ola').delete(`/api/v1/clubs/${chess}/members/${uid('sam')}`)).statusCode,
    ).toBe(403)
    expect(
      (await as('amy').delete(`/api/v1/clubs/${chess}/members/${uid('sam')}`)).statusCode,
    ).toBe(204)
    expect(await audited('club.member_remove')).toHaveLength(2)
    await put(as('amy'), rules, { lockedOfficers: false })
  })

  it('lets an admin of another school do nothing here', async () => {
    const calls = [
      put(
        foreignAdmin,
        `/api/v1/clubs/${chess}/membership-rules`,
        { lockedOfficers: true },
        'elsewhere',
      ),
      put(
        foreignAdmin,
        `/api/v1/clubs/${chess}/members/${uid('rex')}`,
        { role: 'officer' },
        'elsewhere',
      ),
      foreignAdmin.get(`/api/v1/clubs/${chess}/members`),
      foreignAdmin.get(`/api/v1/clubs/${chess}/members.csv`),
      foreignAdmin.delete(`/api/v1/clubs/${chess}/members/${uid('rex')}`),
      foreignAdmin.post(`/api/v1/clubs/${chess}/announcements`, { subject: 'Hi', body: 'Hi' }),
    ]
    for (const response of await Promise.all(calls)) expect(response.statusCode).toBe(404)
  })
})

describe('messages to all members', () => {
  it('tells every member but the sender, as each one’s settings allow', async () => {
    const url = `/api/v1/clubs/${chess}/announcements`
    expect((await as('rex').post(url, { subject: 'Hi', body: 'Hi' })).statusCode).toBe(403)
    const empty = await as('ola').post(url, { subject: ' ', body: 'x' })
    expect(empty.statusCode).toBe(400)
    expect(empty.body).toContain('subject')
    expect((await as('ola').post(url, { subject: 'x', body: 'x'.repeat(2001) })).statusCode).toBe(
      400,
    )
    // The club opens again and Tia rejoins; Rex switched club news off in-app for it.
    await put(as('ola'), `/api/v1/clubs/${chess}/membership-rules`, { closedMembership: false })
    expect((await as('tia').post(`/api/v1/clubs/${chess}/membership`)).statusCode).toBe(201)
    const off = await as('rex').patch(
      `/api/v1/notifications/preferences/groups/groups/${chess}/member/postsOnNews`,
      { preferences: { in_app: 'no' } },
    )
    expect(off.statusCode, off.body).toBe(200)
    const sent = await as('ola').post(url, { subject: 'Tournament', body: 'Saturday at 10.' })
    expect(sent.statusCode, sent.body).toBe(201)
    expect(sent.json()).toEqual({ recipients: 2 })
    await ctx().app.outbox.drain()
    const told = 'OLA olason to =Chess: Tournament — Saturday at 10.'
    expect((await bell('tia'))[0]?.text).toBe(told)
    expect((await bell('rex'))[0]?.text).not.toBe(told)
    expect((await bell('ola'))[0]?.text).not.toBe(told)
    expect(await audited('club.announce')).toHaveLength(1)
  })

  it('sends at most five a club a day: a 429 names when', async () => {
    const url = `/api/v1/clubs/${film}/announcements`
    for (let i = 0; i < 5; i++) {
      expect((await as('pat').post(url, { subject: `n${String(i)}`, body: 'b' })).statusCode).toBe(
        201,
      )
    }
    const refused = await as('pat').post(url, { subject: 'again', body: 'b' })
    expect(refused.statusCode).toBe(429)
    expect(Date.parse(refused.json().retryAt)).toBeGreaterThan(Date.now())
    expect(refused.headers['retry-after']).toBeDefined()
  })
})
