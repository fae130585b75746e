import { beforeAll, describe, expect, it } from 'vitest'
import { auditLog } from '../db/policies-schema.ts'
import { inProcessBus } from '../realtime/bus.ts'
import type { School } from '../tenancy/schools.service.ts'
import {
  clientFor,
  insertSchool,
  insertTestStudent,
  login,
  TEST_PASSWORD,
  useTestApp,
} from '../../test/test-app.ts'
import { reactivateUser, suspendUser } from './suspension.ts'

/** Issue 14: a suspended account cannot sign in and loses its sessions at once. */
const bus = inProcessBus()
const ctx = useTestApp({ bus, loginLimitPerMinute: 1000 })
const { get, post } = clientFor(ctx, 'susp')
let school: School
let other: School
let lena: { id: number; email: string }
let admin: { id: number }
const origin = () => ({ actorId: admin.id, requestId: null, ip: null })
const deps = () => ({ db: ctx().database.db, bus })
const signIn = (email: string, password = TEST_PASSWORD) =>
  post('/mobile_ws/v18/login', { email, password })

beforeAll(async () => {
  school = await insertSchool(ctx().database.db, { code: 'susp', name: 'Suspension' })
  other = await insertSchool(ctx().database.db, { code: 'susp-other', name: 'Other' })
  lena = await insertTestStudent(ctx().database, school)
  admin = await insertTestStudent(ctx().database, school)
})

describe('suspending an account (issue 14)', () => {
  it('ends its sessions at once, refuses sign-in naming the day, and is audited', async () => {
    const session = await login(ctx().app, 'susp', lena.email)
    const until = await suspendUser(deps(), school, origin(), {
      userId: lena.id,
      days: 7,
      note: 'spam in chat',
      reason: 'people',
    })
    expect(until.getTime() - Date.now()).toBeGreaterThan(6.9 * 86_400_000)
    const list = await get('/mobile_ws/v18/authentication', { cookie: session.cookie })
    expect(list.json()).toEqual([{ logout: true }])
    const refused = await signIn(lena.email)
    expect(refused.statusCode).toBe(403)
    expect(refused.json().error.message).toMatch(/^Your account is suspended until \d+ \w+ \d{4}\./)
    expect(refused.json().error.message).not.toContain('spam')
    // The wrong password still reads as any wrong password: nothing about the account leaks.
    expect((await signIn(lena.email, 'not the password')).statusCode).toBe(401)
    const entries = await ctx().database.db.select().from(auditLog)
    expect(entries.map((entry) => entry.action)).toContain('user.suspend')
  })

  it('is lifted by reactivating, after which sign-in works again', async () => {
    await reactivateUser(deps(), school, origin(), lena.id)
    expect((await signIn(lena.email)).statusCode).toBe(200)
  })

  it('refuses suspending yourself and finds nobody at another school', async () => {
    await expect(
      suspendUser(deps(), school, origin(), { userId: admin.id, days: 1, note: null, reason: 'x' }),
    ).rejects.toMatchObject({ status: 400 })
    await expect(
      suspendUser(deps(), other, origin(), { userId: lena.id, days: 1, note: null, reason: 'x' }),
    ).rejects.toMatchObject({ status: 404 })
  })

  it('signs nobody in to an account not yet set up (invited), whatever the password', async () => {
    const invited = await insertTestStudent(ctx().database, school, { status: 'invited' })
    const response = await signIn(invited.email)
    expect(response.statusCode).toBe(401)
    expect(response.json().error.message).toBe('Email or password is incorrect')
  })
})
