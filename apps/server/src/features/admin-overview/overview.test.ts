// @engines both: the feature's route contract
import { faker } from '@faker-js/faker'
import { eq, inArray } from 'drizzle-orm'
import { beforeAll, describe, expect, it } from 'vitest'
import { AuditPage, Overview } from '@quad/shared'
import { chatMessages } from '../../db/schema/chat.ts'
import { connections } from '../../db/schema/connections.ts'
import { touchSession } from '../../platform/auth/sessions.service.ts'
import { dailyActivity } from '../../platform/db/activity-schema.ts'
import { sessions } from '../../platform/db/schema.ts'
import { auditLog, reports } from '../../platform/db/policies-schema.ts'
import { changeRoles } from '../../platform/policies/roles.service.ts'
import { inProcessBus } from '../../platform/realtime/bus.ts'
import type { School } from '../../platform/tenancy/schools.service.ts'
import { buildClub, insertClubs, insertMemberships } from '../../seed/club-factories.ts'
import { bearerClient, newClientId, type BearerClient } from '../../test/chat-fixtures.ts'
import { hostOf, insertSchool, insertTestStudent, useTestApp } from '../../test/test-app.ts'

/** Issue 14 item 5: the admin overview's counts and the audit log's filters (decision 033). */
const bus = inProcessBus()
const ctx = useTestApp({ bus })
let school: School
let other: School
let admin: BearerClient
let mod: BearerClient
let maya: BearerClient
let otherAdmin: BearerClient
const people: Record<string, { id: number; uid: string }> = {}
const person = (name: string) => people[name] as { id: number; uid: string }
const noOrigin = { actorId: null, requestId: null, ip: null }
// A week in the past, Monday to Sunday, and the week before it: today's logins stay out.
const WEEK = 'from=2026-01-05&to=2026-01-11'
const at = (iso: string) => new Date(iso)

beforeAll(async () => {
  const { database } = ctx()
  const db = database.db
  school = await insertSchool(db, { code: 'ovw', name: 'Overview' })
  other = await insertSchool(db, { code: 'ovx', name: 'Elsewhere' })
  for (const name of ['admin', 'mod', 'maya', 'jonah', 'lena']) {
    people[name] = await insertTestStudent(database, school, { email: `${name}@ovw.edu` })
  }
  people.far = await insertTestStudent(database, other, { email: 'far@ovx.edu' })
  const deps = { db, bus }
  await changeRoles(deps, noOrigin, {
    schoolId: school.id,
    userId: person('admin').id,
    grant: ['school_admin'],
  })
  await changeRoles(deps, noOrigin, {
    schoolId: school.id,
    userId: person('mod').id,
    grant: ['moderator'],
  })
  await changeRoles(deps, noOrigin, {
    schoolId: other.id,
    userId: person('far').id,
    grant: ['school_admin'],
  })
  admin = await bearerClient(ctx, 'ovw', 'admin@ovw.edu')
  mod = await bearerClient(ctx, 'ovw', 'mod@ovw.edu')
  maya = await bearerClient(ctx, 'ovw', 'maya@ovw.edu')
  otherAdmin = await bearerClient(ctx, 'ovx', 'far@ovx.edu')

  const active = (name: string, day: string, s = school) => ({
    schoolId: s.id,
    day,
    userId: person(name).id,
  })
  await db
    .insert(dailyActivity)
    .values([
      active('maya', '2026-01-05'),
      active('maya', '2026-01-06'),
      active('jonah', '2026-01-06'),
      active('lena', '2025-12-30'),
      active('far', '2026-01-05', other),
    ])
  await db.insert(connections).values([
    {
      schoolId: school.id,
      requesterId: person('maya').id,
      addresseeId: person('jonah').id,
      status: 'accepted',
      updatedAt: at('2026-01-07T23:30:00Z'),
    },
    {
      schoolId: school.id,
      requesterId: person('maya').id,
      addresseeId: person('lena').id,
      status: 'pending',
      updatedAt: at('2026-01-07T10:00:00Z'),
    },
  ])
  const started = await maya.post('/api/v1/chat/conversations', {
    participantUids: [person('jonah').uid],
  })
  const conversationId = (started.json() as { id: string }).id
  const ids: number[] = []
  for (let i = 0; i < 3; i++) {
    const sent = await maya.post(`/api/v1/chat/conversations/${conversationId}/messages`, {
      body: `hello ${i}`,
      clientId: newClientId(),
    })
    ids.push(Number((sent.json() as { id: string }).id))
  }
  await db
    .update(chatMessages)
    .set({ createdAt: at('2026-01-08T10:00:00Z') })
    .where(inArray(chatMessages.id, ids.slice(0, 2)))
  await db
    .update(chatMessages)
    .set({ createdAt: at('2026-01-01T10:00:00Z') })
    .where(eq(chatMessages.id, ids[2] ?? 0))
  const [club] = await insertClubs(db, school, [buildClub(faker, { name: 'Overview club' })])
  const joinedAt = at('2026-01-09T12:00:00Z')
  await insertMemberships(db, school, [
    { clubId: club?.id ?? 0, userId: person('maya').id, joinedAt },
    { clubId: club?.id ?? 0, userId: person('lena').id, joinedAt },
  ])
  await db.insert(reports).values({
    schoolId: school.id,
    subjectType: 'chat_message',
    subjectId: String(ids[0]),
    reporterId: person('jonah').id,
    reason: 'spam',
    createdAt: at('2026-01-10T08:00:00Z'),
  })
})

const measure = (overview: Overview, key: string) => overview.measures.find((m) => m.key === key)

describe('GET /api/v1/admin/overview', () => {
  it('counts each measure per day, with totals and the week before', async () => {
    const res = await admin.get(`/api/v1/admin/overview?${WEEK}`)
    expect(res.statusCode).toBe(200)
    const overview = Overview.parse(res.json())
    expect(overview.previous).toEqual({ from: '2025-12-29', to: '2026-01-04' })
    const series = (key: string) => measure(overview, key)?.points.map((p) => p.count)
    expect(series('activeStudents')).toEqual([1, 2, 0, 0, 0, 0, 0])
    expect(measure(overview, 'activeStudents')).toMatchObject({ total: 2, previousTotal: 1 })
    expect(series('newConnections')).toEqual([0, 0, 1, 0, 0, 0, 0])
    expect(series('messagesSent')).toEqual([0, 0, 0, 2, 0, 0, 0])
    expect(measure(overview, 'messagesSent')).toMatchObject({ total: 2, previousTotal: 1 })
    expect(series('clubJoins')).toEqual([0, 0, 0, 0, 2, 0, 0])
    expect(series('reportsFiled')).toEqual([0, 0, 0, 0, 0, 1, 0])
    expect(overview.measures[0]?.points[0]).toEqual({ start: '2026-01-05', count: 1 })
  })

  it('buckets by week from Monday, the first week cut to the range', async () => {
    const res = await admin.get('/api/v1/admin/overview?from=2026-01-07&to=2026-01-20&bucket=week')
    const overview = Overview.parse(res.json())
    expect(measure(overview, 'messagesSent')?.points).toEqual([
      { start: '2026-01-07', count: 2 },
      { start: '2026-01-12', count: 0 },
      { start: '2026-01-19', count: 0 },
    ])
    // The previous 14 days hold every active day: distinct people, not a sum of days.
    expect(measure(overview, 'activeStudents')).toMatchObject({ total: 0, previousTotal: 3 })
  })

  it('refuses a bad range with a 400 naming the field', async () => {
    const cases: [string, string][] = [
      ['from=2026-01-10&to=2026-01-05', 'querystring.to'],
      ['from=2025-01-01&to=2026-01-01', 'querystring.to'],
      ['from=2026-02-30&to=2026-03-01', 'querystring.from'],
      ['from=yesterday&to=2026-03-01', 'querystring.from'],
      [`${WEEK}&bucket=month`, 'querystring.bucket'],
      ['to=2026-03-01', 'querystring.from'],
    ]
    for (const [query, field] of cases) {
      const res = await admin.get(`/api/v1/admin/overview?${query}`)
      expect(res.statusCode, query).toBe(400)
      expect(res.json().error.message, query).toContain(field)
    }
    const year = await admin.get('/api/v1/admin/overview?from=2025-01-02&to=2026-01-01')
    expect(year.statusCode).toBe(200)
  })

  it('is for school admins only, and only of their own school', async () => {
    for (const client of [mod, maya]) {
      const res = await client.get(`/api/v1/admin/overview?${WEEK}`)
      expect(res.statusCode).toBe(403)
      expect(res.json().error.message).toBe("Only school admins can see the school's activity.")
    }
    const elsewhere = await ctx().app.inject({
      url: `/api/v1/admin/overview?${WEEK}`,
      headers: { host: hostOf('ovw'), authorization: `Bearer ${otherAdmin.jwt}` },
    })
    expect(elsewhere.statusCode).toBe(401)
    const own = Overview.parse((await otherAdmin.get(`/api/v1/admin/overview?${WEEK}`)).json())
    expect(measure(own, 'activeStudents')).toMatchObject({ total: 1 })
    expect(measure(own, 'messagesSent')).toMatchObject({ total: 0, previousTotal: 0 })
  })

  it("records a login as the day's activity, once", async () => {
    const today = new Date().toISOString().slice(0, 10)
    await bearerClient(ctx, 'ovw', 'lena@ovw.edu')
    await bearerClient(ctx, 'ovw', 'lena@ovw.edu')
    const rows = await ctx()
      .database.db.select()
      .from(dailyActivity)
      .where(eq(dailyActivity.userId, person('lena').id))
    expect(rows.filter((row) => row.day === today)).toHaveLength(1)
  })

  it("records a session's use as the day's activity", async () => {
    const db = ctx().database.db
    const today = new Date().toISOString().slice(0, 10)
    const lena = eq(dailyActivity.userId, person('lena').id)
    await db.delete(dailyActivity).where(lena)
    const [session] = await db
      .select({ id: sessions.id })
      .from(sessions)
      .where(eq(sessions.userId, person('lena').id))
    await touchSession(db, session?.id ?? '')
    await touchSession(db, session?.id ?? '')
    const { schoolId, day, userId } = dailyActivity
    expect(await db.select({ schoolId, day, userId }).from(dailyActivity).where(lena)).toEqual([
      { schoolId: school.id, day: today, userId: person('lena').id },
    ])
  })
})

describe('GET /api/v1/admin/audit filters', () => {
  beforeAll(async () => {
    const roles = (uid: string, body: object) =>
      ctx().app.inject({
        method: 'PUT',
        url: `/api/v1/admin/users/${uid}/roles`,
        headers: { host: hostOf('ovw'), authorization: `Bearer ${admin.jwt}` },
        payload: body,
      })
    expect((await roles(person('jonah').uid, { roles: ['staff'] })).statusCode).toBe(200)
    expect((await roles(person('lena').uid, { roles: ['moderator'] })).statusCode).toBe(200)
    await ctx()
      .database.db.insert(auditLog)
      .values([
        {
          schoolId: school.id,
          actorId: person('mod').id,
          action: 'report.dismiss',
          subjectType: 'report',
          subjectId: '1',
          at: at('2026-01-06T12:00:00Z'),
        },
        {
          schoolId: school.id,
          actorId: person('mod').id,
          action: 'role_x.assign',
          subjectType: 'user',
          subjectId: '1',
          at: at('2026-01-07T12:00:00Z'),
        },
      ])
  })

  const audit = async (query: string) => {
    const res = await admin.get(`/api/v1/admin/audit?${query}`)
    expect(res.statusCode, query).toBe(200)
    return AuditPage.parse(res.json())
  }

  it('narrows to an actor, an action or its prefix, a subject type and days', async () => {
    const mine = await audit(`actor=${person('admin').uid}`)
    expect(mine.items.map((e) => [e.action, e.subjectId])).toEqual([
      ['role.assign', String(person('lena').id)],
      ['role.assign', String(person('jonah').id)],
    ])
    const byAdmin = `actor=${person('admin').uid}&action=role.`
    expect((await audit(byAdmin)).items.map((e) => e.action)).toEqual([
      'role.assign',
      'role.assign',
    ])
    // `_` is a letter here, not LIKE's any-character.
    expect((await audit('action=role_')).items).toEqual([])
    expect((await audit('action=report.dismiss')).items).toHaveLength(1)
    expect((await audit('action=report.')).items).toHaveLength(1)
    expect((await audit('subjectType=report')).items.map((e) => e.action)).toEqual([
      'report.dismiss',
    ])
    const days = await audit('from=2026-01-06&to=2026-01-06')
    expect(days.items.map((e) => e.action)).toEqual(['report.dismiss'])
    expect((await audit('from=2026-01-07')).items.length).toBeGreaterThanOrEqual(3)
    expect((await audit(`actor=${person('far').uid}`)).items).toEqual([])
  })

  it('pages a filtered list by its cursor', async () => {
    const byAdmin = `actor=${person('admin').uid}&action=role.`
    const first = await audit(`${byAdmin}&limit=1`)
    expect(first.items).toHaveLength(1)
    expect(first.nextCursor).not.toBeNull()
    const second = await audit(`${byAdmin}&limit=1&cursor=${first.nextCursor}`)
    expect(second.items).toHaveLength(1)
    expect(second.items[0]?.id).not.toBe(first.items[0]?.id)
    expect(second.nextCursor).toBeNull()
  })

  it('refuses a bad filter with a 400 naming it', async () => {
    for (const [query, field] of [
      ['action=DROP%20TABLE', 'querystring.action'],
      ['from=2026-13-01', 'querystring.from'],
      ['subjectType=a%25', 'querystring.subjectType'],
    ]) {
      const res = await admin.get(`/api/v1/admin/audit?${query}`)
      expect(res.statusCode, query).toBe(400)
      expect(res.json().error.message).toContain(field)
    }
  })
})
