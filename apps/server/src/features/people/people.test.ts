// @engines both: the feature's route contract
import { beforeAll, describe, expect, it } from 'vitest'
import { AdminPeoplePage, AdminPerson } from '@quad/shared'
import { dailyActivity } from '../../platform/db/activity-schema.ts'
import { auditLog } from '../../platform/db/policies-schema.ts'
import { changeRoles } from '../../platform/policies/roles.service.ts'
import { inProcessBus } from '../../platform/realtime/bus.ts'
import type { School } from '../../platform/tenancy/schools.service.ts'
import { hostOf, insertSchool, insertTestStudent, login, useTestApp } from '../../test/test-app.ts'

/** Issue 14 item 2: the People list, account types, roles, suspension (decision 028). */
const bus = inProcessBus()
const ctx = useTestApp({ bus, loginLimitPerMinute: 1000, logger: { level: 'error' } as never })
let school: School
let other: School
const people: Record<string, { id: number; uid: string; email: string }> = {}
const jwts: Record<string, string> = {}
const origin = { actorId: null, requestId: null, ip: null }

function call(
  who: string,
  method: 'GET' | 'PATCH' | 'PUT' | 'DELETE',
  url: string,
  payload?: object,
) {
  const code = who === 'stranger' ? 'ppl-other' : 'ppl'
  return ctx().app.inject({
    method,
    url,
    headers: { host: hostOf(code), authorization: `Bearer ${jwts[who] ?? ''}` },
    ...(payload && { payload }),
  })
}
const person = (name: string) => people[name] as { id: number; uid: string; email: string }

beforeAll(async () => {
  const { database } = ctx()
  school = await insertSchool(database.db, { code: 'ppl', name: 'People' })
  other = await insertSchool(database.db, { code: 'ppl-other', name: 'Elsewhere' })
  const names: Array<[string, object]> = [
    ['admin', { firstName: 'Ada', lastName: 'Admin' }],
    ['maya', { firstName: 'Maya', lastName: 'Patel' }],
    ['jonah', { firstName: 'Jonah', lastName: 'Okafor', accountType: 'alumni' }],
    ['mod', { firstName: 'Mo', lastName: 'Derator' }],
  ]
  for (const [name, user] of names) {
    people[name] = await insertTestStudent(database, school, { email: `${name}@ppl.edu`, ...user })
  }
  people.stranger = await insertTestStudent(database, other, { email: 'admin@other.edu' })
  const deps = { db: database.db, bus }
  await changeRoles(deps, origin, {
    schoolId: school.id,
    userId: person('admin').id,
    grant: ['school_admin'],
  })
  await changeRoles(deps, origin, {
    schoolId: school.id,
    userId: person('mod').id,
    grant: ['moderator'],
  })
  await changeRoles(deps, origin, {
    schoolId: other.id,
    userId: person('stranger').id,
    grant: ['school_admin'],
  })
  for (const name of ['admin', 'maya', 'mod'])
    jwts[name] = (await login(ctx().app, 'ppl', `${name}@ppl.edu`)).jwt
  jwts.stranger = (await login(ctx().app, 'ppl-other', 'admin@other.edu')).jwt
})

const list = async (query = '') => {
  const response = await call('admin', 'GET', `/api/v1/admin/people${query}`)
  expect(response.statusCode, response.body).toBe(200)
  return AdminPeoplePage.parse(response.json())
}
const names = (page: AdminPeoplePage) => page.items.map((p) => p.firstName)

describe('the People list', () => {
  it('lists the school by name, with roles and status, and pages by cursor', async () => {
    const page = await list()
    expect(names(page)).toEqual(['Ada', 'Mo', 'Jonah', 'Maya'])
    expect(page.items[0]).toMatchObject({ roles: ['school_admin'], status: 'active' })
    expect(page.items[0]?.lastActiveAt).not.toBeNull()
    // Jonah never kept a session, but was here three days ago (the overview's activity).
    expect(page.items[2]?.lastActiveAt).toBeNull()
    await ctx()
      .database.db.insert(dailyActivity)
      .values({
        schoolId: school.id,
        userId: person('jonah').id,
        day: new Date(Date.now() - 3 * 86_400_000).toISOString().slice(0, 10),
      })
    const jonah = (await list('?q=okaf')).items[0]
    expect(jonah?.lastActiveAt?.slice(0, 10)).toBe(
      new Date(Date.now() - 3 * 86_400_000).toISOString().slice(0, 10),
    )
    const first = await list('?limit=2')
    const second = await list(`?limit=2&cursor=${first.nextCursor ?? ''}`)
    expect([...names(first), ...names(second)]).toEqual(names(page))
    expect(second.nextCursor).toBeNull()
  })

  it('searches names and addresses and filters by role, type and status', async () => {
    expect(names(await list('?q=okaf'))).toEqual(['Jonah'])
    expect(names(await list('?q=maya%40ppl'))).toEqual(['Maya'])
    expect(names(await list('?role=moderator'))).toEqual(['Mo'])
    expect(names(await list('?role=student'))).toEqual(['Jonah', 'Maya'])
    expect(names(await list('?type=alumni'))).toEqual(['Jonah'])
    expect(names(await list('?status=invited'))).toEqual([])
  })

  it('refuses a bad filter naming it, a student with the sentence, another school', async () => {
    const bad = await call('admin', 'GET', '/api/v1/admin/people?type=wizard')
    expect(bad.statusCode).toBe(400)
    expect(bad.body).toContain('type')
    const student = await call('maya', 'GET', '/api/v1/admin/people')
    expect(student.statusCode).toBe(403)
    expect(student.json().error.message).toBe("Only school admins can manage the school's people.")
    const stranger = await call('stranger', 'GET', '/api/v1/admin/people')
    expect(names(AdminPeoplePage.parse(stranger.json()))).not.toContain('Maya')
    const reach = await call('stranger', 'PATCH', `/api/v1/admin/people/${person('maya').uid}`, {
      accountType: 'staff',
    })
    expect(reach.statusCode).toBe(404)
  })
})

describe('changing a person', () => {
  it('sets the account type, audited', async () => {
    const response = await call('admin', 'PATCH', `/api/v1/admin/people/${person('maya').uid}`, {
      accountType: 'faculty',
    })
    expect(response.statusCode, response.body).toBe(200)
    expect(AdminPerson.parse(response.json()).accountType).toBe('faculty')
    const bad = await call('admin', 'PATCH', `/api/v1/admin/people/${person('maya').uid}`, {
      accountType: 'dean',
    })
    expect(bad.statusCode).toBe(400)
    expect(bad.body).toContain('accountType')
    const entries = await ctx().database.db.select().from(auditLog)
    expect(entries.map((e) => e.action)).toContain('user.account_type')
  })

  it('never leaves the school without an admin (409 naming why)', async () => {
    // Through HTTP an admin always leaves themselves (and cannot drop their own role), so
    // the last admin is reachable by an operator or a race: the rule sits in changeRoles.
    const demoted = changeRoles({ db: ctx().database.db, bus }, origin, {
      schoolId: school.id,
      userId: person('admin').id,
      revoke: ['school_admin'],
    })
    await expect(demoted).rejects.toMatchObject({
      status: 409,
      message: expect.stringMatching(/school cannot be left without an admin/),
    })
    const self = await call('admin', 'PUT', `/api/v1/admin/users/${person('admin').uid}/roles`, {
      roles: [],
    })
    expect(self.statusCode).toBe(400)
    // A second admin can be suspended; then the first is the last one who can sign in.
    await changeRoles({ db: ctx().database.db, bus }, origin, {
      schoolId: school.id,
      userId: person('mod').id,
      grant: ['school_admin'],
    })
    const suspended = await call(
      'admin',
      'PUT',
      `/api/v1/admin/people/${person('mod').uid}/suspension`,
      {
        days: 1,
      },
    )
    expect(suspended.statusCode, suspended.body).toBe(200)
    const last = changeRoles({ db: ctx().database.db, bus }, origin, {
      schoolId: school.id,
      userId: person('admin').id,
      revoke: ['school_admin'],
    })
    await expect(last).rejects.toMatchObject({ status: 409 })
    const back = await call(
      'admin',
      'DELETE',
      `/api/v1/admin/people/${person('mod').uid}/suspension`,
    )
    expect(AdminPerson.parse(back.json()).status).toBe('active')
    await changeRoles({ db: ctx().database.db, bus }, origin, {
      schoolId: school.id,
      userId: person('mod').id,
      revoke: ['school_admin'],
    })
  })
})

describe('suspending from the People page', () => {
  it('ends the student’s sessions at once and lists them as suspended until the day', async () => {
    const session = await login(ctx().app, 'ppl', 'maya@ppl.edu')
    const response = await call(
      'admin',
      'PUT',
      `/api/v1/admin/people/${person('maya').uid}/suspension`,
      {
        days: 7,
        note: 'spam',
      },
    )
    expect(response.statusCode, response.body).toBe(200)
    const suspended = AdminPerson.parse(response.json())
    expect(suspended.status).toBe('suspended')
    expect(suspended.suspendedUntil).not.toBeNull()
    const after = await ctx().app.inject({
      url: '/api/v1/me',
      headers: { host: hostOf('ppl'), authorization: `Bearer ${session.jwt}` },
    })
    expect(after.statusCode).toBe(401)
    expect(names(await list('?status=suspended'))).toEqual(['Maya'])
    const tooLong = await call(
      'admin',
      'PUT',
      `/api/v1/admin/people/${person('jonah').uid}/suspension`,
      {
        days: 366,
      },
    )
    expect(tooLong.statusCode).toBe(400)
    expect(tooLong.body).toContain('days')
    const back = await call(
      'admin',
      'DELETE',
      `/api/v1/admin/people/${person('maya').uid}/suspension`,
    )
    expect(AdminPerson.parse(back.json()).status).toBe('active')
  })
})
