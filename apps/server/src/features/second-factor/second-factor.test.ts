// @engines both: the feature's route contract
import { eq } from 'drizzle-orm'
import type { LightMyRequestResponse } from 'fastify'
import { beforeAll, describe, expect, it } from 'vitest'
import { secondFactors } from '../../db/schema/account-security.ts'
import { sessions } from '../../platform/db/schema.ts'
import { changeRoles } from '../../platform/policies/roles.service.ts'
import { inProcessBus } from '../../platform/realtime/bus.ts'
import type { School } from '../../platform/tenancy/schools.service.ts'
import {
  hostOf,
  insertSchool,
  insertTestStudent,
  login,
  sessionCookie,
  TEST_PASSWORD,
  useTestApp,
} from '../../test/test-app.ts'
import { codeAt, stepAt } from './totp.ts'

/** Issue 18 item 2: TOTP and recovery codes, at login and in Settings → Security. */
const bus = inProcessBus()
const ctx = useTestApp({ bus, loginLimitPerMinute: 1000 })
const host = hostOf('tfa')
let school: School
let maya: { id: number; email: string }
let henrik: { id: number; email: string }

const inject = (method: 'GET' | 'POST' | 'DELETE', url: string, payload?: object, jwt?: string) =>
  ctx().app.inject({
    method,
    url,
    headers: { host, ...(jwt && { authorization: `Bearer ${jwt}` }) },
    ...(payload && { payload }),
  })
const passwordStep = (email: string, code?: string) =>
  inject('POST', '/mobile_ws/v18/login', { email, password: TEST_PASSWORD, ...(code && { code }) })
const codeStep = (ticket: string, code: string) =>
  inject('POST', '/mobile_ws/v18/login/second-factor', { ticket, code })
/** As if a minute passed: every step from now-1 on is unused again. */
const letTimePass = (userId: number) =>
  ctx()
    .database.db.update(secondFactors)
    .set({ lastStep: stepAt(Date.now()) - 2 })
    .where(eq(secondFactors.userId, userId))
const methodsOf = async (userId: number) =>
  (
    await ctx()
      .database.db.select({ method: sessions.method })
      .from(sessions)
      .where(eq(sessions.userId, userId))
  ).map((row) => row.method)

/** The bearer token of a signed-in answer's session. */
async function jwtOf(response: LightMyRequestResponse): Promise<string> {
  const tokens = await ctx().app.inject({
    url: '/mobile_ws/v18/auth_tokens',
    headers: { host, cookie: sessionCookie(response) },
  })
  return tokens.json<{ jwt: string }>().jwt
}

let secret = ''
let recoveryCodes: string[] = []
let henrikSecret = ''

beforeAll(async () => {
  school = await insertSchool(ctx().database.db, { code: 'tfa', name: 'Second Factor U' })
  maya = await insertTestStudent(ctx().database, school)
  henrik = await insertTestStudent(ctx().database, school)
})

describe('turning it on in Settings → Security', () => {
  it('gives a secret and its otpauth URL, then ten recovery codes for a right code', async () => {
    const { jwt } = await login(ctx().app, 'tfa', maya.email)
    const status = await inject('GET', '/api/v1/me/second-factor', undefined, jwt)
    expect(status.json()).toEqual({ enabled: false, required: false, recoveryCodesLeft: 0 })
    const setup = await inject('POST', '/api/v1/me/second-factor', undefined, jwt)
    expect(setup.statusCode).toBe(200)
    secret = setup.json().secret
    expect(setup.json().otpauthUrl).toMatch(/^otpauth:\/\/totp\/.*secret=/)
    expect(setup.json().otpauthUrl).toContain('issuer=Second%20Factor%20U')
    expect(setup.json().qrSvg).toMatch(/^<svg/)
    // Not on until confirmed: the password alone still signs in.
    expect((await passwordStep(maya.email)).json()).toHaveProperty('user')
    const wrong = await inject('POST', '/api/v1/me/second-factor/confirm', { code: '000000' }, jwt)
    expect(wrong.statusCode).toBe(400)
    expect(wrong.json().error.issues[0].path).toBe('code')
    const code = codeAt(secret, stepAt(Date.now()))
    const confirmed = await inject('POST', '/api/v1/me/second-factor/confirm', { code }, jwt)
    expect(confirmed.statusCode).toBe(200)
    recoveryCodes = confirmed.json().recoveryCodes
    expect(recoveryCodes).toHaveLength(10)
    expect(new Set(recoveryCodes).size).toBe(10)
    const after = await inject('GET', '/api/v1/me/second-factor', undefined, jwt)
    expect(after.json()).toEqual({ enabled: true, required: false, recoveryCodesLeft: 10 })
  })
})

describe('signing in with it', () => {
  it('answers a ticket, no session, for the password alone; the code then signs in once', async () => {
    await letTimePass(maya.id)
    const first = await passwordStep(maya.email)
    expect(first.statusCode).toBe(200)
    expect(first.json()).toEqual({ secondFactor: 'totp', ticket: expect.any(String) })
    expect(first.cookies).toHaveLength(0)
    const { ticket } = first.json()
    const wrong = await codeStep(ticket, '123456')
    expect(wrong.statusCode).toBe(400)
    expect(wrong.json().error.issues[0].path).toBe('code')
    const code = codeAt(secret, stepAt(Date.now()))
    const signedIn = await codeStep(ticket, code)
    expect(signedIn.statusCode).toBe(200)
    expect(signedIn.json().user.email).toBe(maya.email)
    expect(signedIn.cookies.map((c) => c.name)).toContain('quad_session')
    expect(await methodsOf(maya.id)).toContain('totp')
    // The ticket is spent, and the code is never accepted twice, even with a fresh ticket.
    expect((await codeStep(ticket, codeAt(secret, stepAt(Date.now()) + 1))).statusCode).toBe(401)
    const again = await passwordStep(maya.email)
    expect((await codeStep(again.json().ticket, code)).statusCode).toBe(400)
  })

  it('takes each recovery code once', async () => {
    const [recovery] = recoveryCodes
    const { ticket } = (await passwordStep(maya.email)).json()
    const signedIn = await codeStep(ticket, String(recovery).toUpperCase())
    expect(signedIn.statusCode).toBe(200)
    expect(await methodsOf(maya.id)).toContain('recovery')
    const next = (await passwordStep(maya.email)).json().ticket
    expect((await codeStep(next, String(recovery))).statusCode).toBe(400)
  })

  it('signs in at once with the code in the password request', async () => {
    await letTimePass(maya.id)
    const response = await passwordStep(maya.email, codeAt(secret, stepAt(Date.now())))
    expect(response.statusCode).toBe(200)
    expect(response.json().user.email).toBe(maya.email)
    expect((await passwordStep(maya.email, '999999')).statusCode).toBe(400)
  })

  it('refuses a tampered ticket', async () => {
    await letTimePass(maya.id)
    const { ticket } = (await passwordStep(maya.email)).json()
    const tampered = `${ticket.slice(0, -2)}xx`
    expect((await codeStep(tampered, codeAt(secret, stepAt(Date.now())))).statusCode).toBe(401)
  })
})

describe('school admins and staff must use one', () => {
  it('ends the password sessions of a student made staff, and no other', async () => {
    const jonah = await insertTestStudent(ctx().database, school)
    const signedIn = await passwordStep(jonah.email)
    expect(signedIn.statusCode).toBe(200)
    const jwt = await jwtOf(signedIn)
    const grant = (role: 'moderator' | 'staff') =>
      changeRoles(
        { db: ctx().database.db, bus },
        { actorId: null, requestId: null, ip: null },
        { schoolId: school.id, userId: jonah.id, grant: [role] },
      )
    await grant('moderator')
    expect(await methodsOf(jonah.id)).toEqual(['password'])
    await grant('staff')
    expect(await methodsOf(jonah.id)).toEqual([])
    expect((await inject('GET', '/api/v1/me/second-factor', undefined, jwt)).statusCode).toBe(401)
    // Their next password sign-in enrols them.
    expect((await passwordStep(jonah.email)).json()).toEqual({
      secondFactor: 'setup',
      ticket: expect.any(String),
    })
  })

  it('enrols a newly made admin at their next password login, then signs them in', async () => {
    await changeRoles(
      { db: ctx().database.db, bus },
      { actorId: null, requestId: null, ip: null },
      { schoolId: school.id, userId: henrik.id, grant: ['school_admin'] },
    )
    const first = await passwordStep(henrik.email)
    expect(first.json()).toEqual({ secondFactor: 'setup', ticket: expect.any(String) })
    const { ticket } = first.json()
    // A code with the setup ticket is not a sign-in: there is no factor yet.
    expect((await codeStep(ticket, '123456')).statusCode).toBe(401)
    const setup = await inject('POST', '/mobile_ws/v18/login/second-factor/setup', { ticket })
    expect(setup.statusCode).toBe(200)
    henrikSecret = setup.json().secret
    const code = codeAt(henrikSecret, stepAt(Date.now()))
    const done = await inject('POST', '/mobile_ws/v18/login/second-factor/setup/confirm', {
      ticket,
      code,
    })
    expect(done.statusCode).toBe(200)
    expect(done.json().user.email).toBe(henrik.email)
    expect(done.json().recoveryCodes).toHaveLength(10)
    expect(await methodsOf(henrik.id)).toEqual(['totp'])
    // The setup ticket is spent: the factor is on.
    const replay = await inject('POST', '/mobile_ws/v18/login/second-factor/setup/confirm', {
      ticket,
      code: codeAt(setup.json().secret, stepAt(Date.now()) + 1),
    })
    expect(replay.statusCode).toBe(409)
  })

  it('refuses to turn it off for an admin', async () => {
    await letTimePass(henrik.id)
    const jwt = await jwtOf(
      await passwordStep(henrik.email, codeAt(henrikSecret, stepAt(Date.now()))),
    )
    const status = await inject('GET', '/api/v1/me/second-factor', undefined, jwt)
    expect(status.json()).toMatchObject({ enabled: true, required: true })
    const off = await inject(
      'DELETE',
      '/api/v1/me/second-factor',
      { code: codeAt(henrikSecret, stepAt(Date.now()) + 1) },
      jwt,
    )
    expect(off.statusCode).toBe(403)
  })
})

describe('new recovery codes and turning it off', () => {
  it('regenerates the codes for a current code, then turns off with one', async () => {
    await letTimePass(maya.id)
    const jwt = await jwtOf(await passwordStep(maya.email, codeAt(secret, stepAt(Date.now()) - 1)))
    const old = String(recoveryCodes[1])
    const fresh = await inject(
      'POST',
      '/api/v1/me/second-factor/recovery-codes',
      { code: codeAt(secret, stepAt(Date.now())) },
      jwt,
    )
    expect(fresh.statusCode).toBe(200)
    const [newCode] = fresh.json().recoveryCodes
    const offWithOld = await inject('DELETE', '/api/v1/me/second-factor', { code: old }, jwt)
    expect(offWithOld.statusCode).toBe(400)
    const off = await inject('DELETE', '/api/v1/me/second-factor', { code: newCode }, jwt)
    expect(off.statusCode).toBe(204)
    expect((await passwordStep(maya.email)).json()).toHaveProperty('user')
  })
})
