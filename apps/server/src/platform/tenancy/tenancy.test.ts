// @engines both: schools by host, the route contract
import { sql } from 'drizzle-orm'
import { beforeAll, describe, expect, it } from 'vitest'
import { sessions } from '../db/schema.ts'
import { findSession } from '../auth/sessions.service.ts'
import {
  hostOf,
  insertSchool,
  insertTestStudent,
  login,
  TEST_PASSWORD,
  useTestApp,
} from '../../test/test-app.ts'
import { schoolCodeFromHost } from './resolve-school-code.ts'
import type { School } from './schools.service.ts'

const ctx = useTestApp()
let alpha: School
let beta: School
const shared = 'same.person@example.edu'

beforeAll(async () => {
  alpha = await insertSchool(ctx().database.db, {
    code: 'alpha',
    name: 'Alpha',
    topBarBgColor: '112233',
  })
  beta = await insertSchool(ctx().database.db, {
    code: 'beta',
    name: 'Beta',
    connectEnabled: false,
  })
  // The same email may exist in two schools: they are two different people.
  await insertTestStudent(ctx().database, alpha, { email: shared, firstName: 'Alpha' })
  await insertTestStudent(ctx().database, beta, { email: shared, firstName: 'Beta' })
})

describe('school from the host', () => {
  it('reads {code}.BASE_DOMAIN and {code}.localhost, else the default', () => {
    expect(schoolCodeFromHost('north.quad.test', 'quad.test', 'demo')).toBe('north')
    expect(schoolCodeFromHost('north.localhost:3000', undefined, 'demo')).toBe('north')
    expect(schoolCodeFromHost('localhost:3000', 'quad.test', 'demo')).toBe('demo')
    expect(schoolCodeFromHost('www.other.org', 'quad.test', 'demo')).toBe('demo')
    expect(schoolCodeFromHost('a.b.quad.test', 'quad.test', 'demo')).toBe('demo')
    expect(schoolCodeFromHost(undefined, 'quad.test', 'demo')).toBe('demo')
  })

  it('serves each school its own settings, and 404 for an unknown one', async () => {
    const a = await ctx().app.inject({
      url: '/mobile_ws/v18/school',
      headers: { host: hostOf('alpha') },
    })
    expect(a.json()).toMatchObject({
      school_code: 'alpha',
      top_bar_bg_color: '112233',
      config: { connect: true },
    })
    const b = await ctx().app.inject({
      url: '/mobile_ws/v18/school',
      headers: { host: hostOf('beta') },
    })
    expect(b.json()).toMatchObject({ school_code: 'beta', config: { connect: false } })
    const none = await ctx().app.inject({
      url: '/mobile_ws/v18/school',
      headers: { host: hostOf('nowhere') },
    })
    expect(none.statusCode).toBe(404)
  })
})

describe('nothing crosses schools', () => {
  it('logs each school into its own account with the same email', async () => {
    for (const code of ['alpha', 'beta']) {
      const response = await ctx().app.inject({
        method: 'POST',
        url: '/mobile_ws/v18/login',
        headers: { host: hostOf(code) },
        payload: { email: shared, password: TEST_PASSWORD },
      })
      expect(response.json().user.firstName).toBe(code === 'alpha' ? 'Alpha' : 'Beta')
    }
  })

  it("does not accept one school's session or JWT at another", async () => {
    const { cookie, jwt } = await login(ctx().app, 'alpha', shared)
    const asBeta = await ctx().app.inject({
      url: '/mobile_ws/v18/authentication',
      headers: { host: hostOf('beta'), cookie },
    })
    expect(asBeta.json()).toEqual([{ logout: true }])
    const bearer = await ctx().app.inject({
      url: '/api/v1/me',
      headers: { host: hostOf('beta'), authorization: `Bearer ${jwt}` },
    })
    expect(bearer.statusCode).toBe(401)
  })

  it('scopes the session query itself by school', async () => {
    const { cookie } = await login(ctx().app, 'alpha', shared)
    const token = cookie.split('=')[1] ?? ''
    expect(await findSession(ctx().database.db, alpha, token)).not.toBeNull()
    expect(await findSession(ctx().database.db, beta, token)).toBeNull()
  })
})

describe('the schema keeps rows in their user’s school', () => {
  it('refuses a session whose school is not the user’s', async () => {
    const user = await ctx().database.db.execute(
      sql`SELECT id FROM users WHERE school_id = ${alpha.id} LIMIT 1`,
    )
    const userId = Number(user.rows[0]?.id)
    const insert = ctx()
      .database.db.insert(sessions)
      .values({
        tokenHash: 'cross-school',
        schoolId: beta.id,
        userId,
        csrfToken: 'x',
        expiresAt: new Date(Date.now() + 60_000),
      })
    await expect(insert).rejects.toThrow()
  })
})
