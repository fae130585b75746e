// @engines both: the feature's route contract
import { and, eq, sql } from 'drizzle-orm'
import { beforeAll, describe, expect, it, vi } from 'vitest'
import { AuthenticationResponse, InvitationCreated, LoginResponse } from '@quad/shared'
import { auditLog } from '../../platform/db/policies-schema.ts'
import { users } from '../../platform/db/schema.ts'
import type { Mail } from '../../platform/mail/mailer.ts'
import { changeRoles } from '../../platform/policies/roles.service.ts'
import { inProcessBus } from '../../platform/realtime/bus.ts'
import type { School } from '../../platform/tenancy/schools.service.ts'
import { bearerClient, type BearerClient } from '../../test/chat-fixtures.ts'
import {
  hostOf,
  insertSchool,
  insertTestStudent,
  login,
  sessionCookie,
  TEST_PASSWORD,
  useTestApp,
} from '../../test/test-app.ts'

/** Issue 14 "Onboarding and accounts" (decision 029), through HTTP on a real database. */
const sent: Mail[] = []
const bus = inProcessBus()
const ctx = useTestApp({
  bus,
  mail: {
    mailer: { send: async (mail) => void sent.push(mail) },
    originOf: (code) => `https://${code}.quad.test`,
  },
})
let school: School
let admin: BearerClient
let student: BearerClient
const host = hostOf('acc')

beforeAll(async () => {
  const { database } = ctx()
  school = await insertSchool(database.db, { code: 'acc', name: 'Accounts College' })
  const other = await insertSchool(database.db, { code: 'acc2', name: 'Other College' })
  const boss = await insertTestStudent(database, school, { email: 'admin@acc.edu' })
  await insertTestStudent(database, school, { email: 'maya@acc.edu', firstName: 'Maya' })
  await insertTestStudent(database, school, { email: 'ola@acc.edu', firstName: 'Ola' })
  const otherBoss = await insertTestStudent(database, other, { email: 'admin@acc2.edu' })
  const origin = { actorId: null, requestId: null, ip: null }
  for (const [s, u] of [
    [school, boss],
    [other, otherBoss],
  ] as const) {
    await changeRoles({ db: database.db, bus }, origin, {
      schoolId: s.id,
      userId: u.id,
      grant: ['school_admin'],
    })
  }
  admin = await bearerClient(ctx, 'acc', 'admin@acc.edu')
  student = await bearerClient(ctx, 'acc', 'maya@acc.edu')
})

/** The newest email to `to` (waits: the forgot-password email leaves after the answer). */
async function mailTo(to: string): Promise<Mail> {
  return vi.waitFor(
    () => {
      const mail = sent.findLast((m) => m.to === to)
      if (!mail) throw new Error(`no email to ${to}`)
      return mail
    },
    { timeout: 10_000, interval: 20 },
  )
}
const tokenIn = (mail: Mail, page: string) => {
  const token = new RegExp(`${page}/([\\w-]+)`).exec(mail.text)?.[1]
  if (!token) throw new Error(`no ${page} link in ${mail.text}`)
  return token
}
const post = (url: string, payload: object, headers: Record<string, string> = {}) =>
  ctx().app.inject({ method: 'POST', url, payload, headers: { host, ...headers } })
const invitation = (email: string) => ({
  email,
  firstName: 'Nia',
  lastName: 'Okafor',
  accountType: 'student',
})

describe('invitations', () => {
  it('an admin invites: an invited account with a profile, an email with a link on the school host', async () => {
    const answer = await admin.post('/api/v1/admin/invitations', invitation('nia@acc.edu'))
    expect(answer.statusCode).toBe(201)
    const created = InvitationCreated.parse(answer.json())
    expect(created.email).toBe('nia@acc.edu')
    const days = (Date.parse(created.expiresAt) - Date.now()) / 86_400_000
    expect(days).toBeGreaterThan(6.9)
    const [row] = await ctx()
      .database.db.select({ status: users.status, hash: users.passwordHash })
      .from(users)
      .where(eq(users.uid, created.uid))
    expect(row).toEqual({ status: 'invited', hash: '' })
    const mail = await mailTo('nia@acc.edu')
    expect(mail.subject).toContain('Accounts College')
    expect(mail.text).toContain('https://acc.quad.test/invitation/')
    expect(mail.html).toContain('Set up your account')
    const audits = await ctx()
      .database.db.select()
      .from(auditLog)
      .where(and(eq(auditLog.action, 'user.invite'), eq(auditLog.schoolId, school.id)))
    expect(audits).toHaveLength(1)
  })

  it('inviting again reuses the invited account and only the newest link works', async () => {
    const first = tokenIn(await mailTo('nia@acc.edu'), '/invitation')
    const again = await admin.post('/api/v1/admin/invitations', invitation('NIA@acc.edu'))
    expect(again.statusCode).toBe(201)
    const second = tokenIn(await mailTo('nia@acc.edu'), '/invitation')
    expect(second).not.toBe(first)
    const old = await ctx().app.inject({
      url: `/mobile_ws/v18/invitation?token=${first}`,
      headers: { host },
    })
    expect(old.statusCode).toBe(410)
    const page = await ctx().app.inject({
      url: `/mobile_ws/v18/invitation?token=${second}`,
      headers: { host },
    })
    expect(page.json()).toMatchObject({ firstName: 'Nia', schoolName: 'Accounts College' })
  })

  it('accepting sets name and password, signs in, makes the welcome due; a second click is 410', async () => {
    const token = tokenIn(await mailTo('nia@acc.edu'), '/invitation')
    const body = {
      token,
      firstName: 'Nia',
      lastName: 'Okafor-Bell',
      password: 'a long new password',
    }
    const [one, two] = await Promise.all([
      post('/mobile_ws/v18/invitation/accept', body),
      post('/mobile_ws/v18/invitation/accept', body),
    ])
    const codes = [one?.statusCode, two?.statusCode].sort()
    expect(codes).toEqual([200, 410])
    const ok = one?.statusCode === 200 ? one : two
    if (!ok) throw new Error('no answer')
    expect(LoginResponse.parse(ok.json()).user).toMatchObject({
      lastName: 'Okafor-Bell',
      onboarded: false,
    })
    const cookie = sessionCookie(ok)
    const me = await ctx().app.inject({
      url: '/mobile_ws/v18/authentication',
      headers: { host, cookie },
    })
    expect(AuthenticationResponse.parse(me.json())[0]).toMatchObject({ onboarded: false })
    // The welcome finished (CSRF like every change), the flag stays.
    const { csrfToken } = (
      await ctx().app.inject({ url: '/mobile_ws/v18/auth_tokens', headers: { host, cookie } })
    ).json<{ csrfToken: string }>()
    const done = await post(
      '/mobile_ws/v18/welcome/done',
      {},
      { cookie, 'x-cg-csrf-token': csrfToken },
    )
    expect(done.statusCode).toBe(204)
    const after = await ctx().app.inject({
      url: '/mobile_ws/v18/authentication',
      headers: { host, cookie },
    })
    expect(AuthenticationResponse.parse(after.json())[0]).toMatchObject({ onboarded: true })
  })

  it('an active account is a 409 on body.email; bad input a 400 naming the field', async () => {
    const taken = await admin.post('/api/v1/admin/invitations', invitation('maya@acc.edu'))
    expect(taken.statusCode).toBe(409)
    expect(taken.json().error.issues[0].path).toBe('body.email')
    const bad = await admin.post('/api/v1/admin/invitations', { ...invitation('x'), firstName: '' })
    expect(bad.statusCode).toBe(400)
    expect(JSON.stringify(bad.json().error.issues)).toContain('email')
  })

  it('a student gets 403 with the policy sentence; another school admin cannot act here', async () => {
    const refused = await student.post('/api/v1/admin/invitations', invitation('x@acc.edu'))
    expect(refused.statusCode).toBe(403)
    expect(refused.json().error.message).toBe('Only school admins can invite people.')
    const { jwt } = await login(ctx().app, 'acc2', 'admin@acc2.edu')
    const elsewhere = await ctx().app.inject({
      method: 'POST',
      url: '/api/v1/admin/invitations',
      headers: { host, authorization: `Bearer ${jwt}` },
      payload: invitation('y@acc.edu'),
    })
    expect(elsewhere.statusCode).toBe(401)
  })
})

describe('forgot and reset password', () => {
  it('answers the same whether or not the address exists', async () => {
    const known = await post('/mobile_ws/v18/password/forgot', { email: 'ola@acc.edu' })
    const unknown = await post('/mobile_ws/v18/password/forgot', { email: 'ghost@acc.edu' })
    expect(known.statusCode).toBe(202)
    expect(unknown.statusCode).toBe(202)
    expect(known.body).toBe(unknown.body)
    const mail = await mailTo('ola@acc.edu')
    expect(mail.text).toContain('https://acc.quad.test/reset-password/')
    expect(sent.some((m) => m.to === 'ghost@acc.edu')).toBe(false)
  })

  it('the reset ends every session, signs in fresh, and the new password works once', async () => {
    const old = await login(ctx().app, 'acc', 'ola@acc.edu')
    const token = tokenIn(await mailTo('ola@acc.edu'), '/reset-password')
    const short = await post('/mobile_ws/v18/password/reset', { token, password: 'short' })
    expect(short.statusCode).toBe(400)
    expect(short.json().error.issues[0].path).toBe('body.password')
    const reset = await post('/mobile_ws/v18/password/reset', {
      token,
      password: 'brand new password',
    })
    expect(reset.statusCode).toBe(200)
    expect(sessionCookie(reset)).toBeTruthy()
    const ended = await ctx().app.inject({
      url: '/mobile_ws/v18/authentication',
      headers: { host, cookie: old.cookie },
    })
    expect(ended.json()).toEqual([{ logout: true }])
    const again = await post('/mobile_ws/v18/password/reset', {
      token,
      password: 'another password',
    })
    expect(again.statusCode).toBe(410)
    const signIn = await post('/mobile_ws/v18/login', {
      email: 'ola@acc.edu',
      password: 'brand new password',
    })
    expect(signIn.statusCode).toBe(200)
  })

  it('an admin sends a reset link (audited); a student may not; unknown uid 404', async () => {
    const [maya] = await ctx()
      .database.db.select({ uid: users.uid })
      .from(users)
      .where(eq(users.email, 'maya@acc.edu'))
    const before = sent.length
    const ok = await admin.post(`/api/v1/admin/users/${maya?.uid}/password-reset`)
    expect(ok.statusCode).toBe(204)
    expect(sent.length).toBe(before + 1)
    const denied = await student.post(`/api/v1/admin/users/${maya?.uid}/password-reset`)
    expect(denied.statusCode).toBe(403)
    expect((await admin.post('/api/v1/admin/users/nobody/password-reset')).statusCode).toBe(404)
    // Another school's admin, on their own host, cannot reach this school's people.
    const elsewhere = await bearerClient(ctx, 'acc2', 'admin@acc2.edu')
    const across = await elsewhere.post(`/api/v1/admin/users/${maya?.uid}/password-reset`)
    expect(across.statusCode).toBe(404)
  })

  it('an expired link is refused like a used one', async () => {
    await post('/mobile_ws/v18/password/forgot', { email: 'admin@acc.edu' })
    const token = tokenIn(await mailTo('admin@acc.edu'), '/reset-password')
    await ctx().database.db.execute(
      sql`update account_tokens set expires_at = now() - interval '1 second' where used_at is null`,
    )
    const late = await post('/mobile_ws/v18/password/reset', { token, password: 'too late now!' })
    expect(late.statusCode).toBe(410)
    expect(late.json().error.issues[0].path).toBe('body.token')
  })
})

describe('email change', () => {
  it('changes only when the new address is verified; the old one is told; taken is 409', async () => {
    await insertTestStudent(ctx().database, school, { email: 'sam@acc.edu', firstName: 'Sam' })
    const sam = await login(ctx().app, 'acc', 'sam@acc.edu')
    const headers = { cookie: sam.cookie, 'x-cg-csrf-token': sam.csrfToken }
    const wrong = await post(
      '/mobile_ws/v18/email/change',
      { newEmail: 'sam.new@acc.edu', currentPassword: 'nope' },
      headers,
    )
    expect(wrong.statusCode).toBe(400)
    expect(wrong.json().error.issues[0].path).toBe('body.currentPassword')
    const taken = await post(
      '/mobile_ws/v18/email/change',
      { newEmail: 'ADMIN@acc.edu', currentPassword: TEST_PASSWORD },
      headers,
    )
    expect(taken.statusCode).toBe(409)
    expect(taken.json().error.issues[0].path).toBe('body.newEmail')
    const asked = await post(
      '/mobile_ws/v18/email/change',
      { newEmail: 'sam.new@acc.edu', currentPassword: TEST_PASSWORD },
      headers,
    )
    expect(asked.statusCode).toBe(202)
    const token = tokenIn(await mailTo('sam.new@acc.edu'), '/verify-email')
    const [still] = await ctx()
      .database.db.select({ email: users.email })
      .from(users)
      .where(eq(users.email, 'sam@acc.edu'))
    expect(still).toBeDefined()
    const verified = await post('/mobile_ws/v18/email/verify', { token })
    expect(verified.json()).toEqual({ email: 'sam.new@acc.edu' })
    expect((await mailTo('sam@acc.edu')).text).toContain('sam.new@acc.edu')
    expect((await post('/mobile_ws/v18/email/verify', { token })).statusCode).toBe(410)
  })
})
