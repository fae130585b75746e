// @engines both: the feature's route contract
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { and, eq } from 'drizzle-orm'
import { SESSION_COOKIE, SsoPublic, SsoSettingsAnswer, type SsoSettingsBody } from '@quad/shared'
import { ssoIdentities, ssoOnce } from '../../../db/schema/account-security.ts'
import { profiles } from '../../../db/schema/profiles.ts'
import { auditLog } from '../../../platform/db/policies-schema.ts'
import { users } from '../../../platform/db/schema.ts'
import { inProcessBus } from '../../../platform/realtime/bus.ts'
import { changeRoles } from '../../../platform/policies/roles.service.ts'
import type { School } from '../../../platform/tenancy/schools.service.ts'
import { bearerClient, type BearerClient } from '../../../test/chat-fixtures.ts'
import { startTestIdp, type TestAccount, type TestIdp } from '../../../test/oidc-idp.ts'
import {
  hostOf,
  insertSchool,
  insertTestStudent,
  TEST_PASSWORD,
  useTestApp,
} from '../../../test/test-app.ts'
import { STATE_COOKIE } from './oidc-state.ts'

/** Issue 18 item 1: the admin's SSO settings and OpenID Connect sign-in (decision 053). */
const bus = inProcessBus()
const ctx = useTestApp({ bus })
const ADMIN_PATH = '/api/v1/admin/sso'
let idp: TestIdp
let school: School
let other: School
let admin: BearerClient
let otherAdmin: BearerClient

const settings = (overrides: Partial<SsoSettingsBody> = {}): SsoSettingsBody =>
  ({
    protocol: 'oidc',
    displayName: 'Lake Login',
    enabled: true,
    createAccounts: true,
    defaultAccountType: 'student',
    attributeMap: { accountType: 'account_type', graduationYear: 'graduation_year' },
    ssoOnly: false,
    oidc: { issuer: idp.issuer, clientId: idp.client.clientId },
    clientSecret: idp.client.clientSecret,
    ...overrides,
  }) as SsoSettingsBody

async function makeAdmin(target: School, email: string) {
  const { database } = ctx()
  const user = await insertTestStudent(database, target, { email })
  await changeRoles(
    { db: database.db, bus },
    { actorId: null, requestId: null, ip: null },
    { schoolId: target.id, userId: user.id, grant: ['school_admin'] },
  )
  return bearerClient(ctx, target.code, email)
}

beforeAll(async () => {
  const { database } = ctx()
  school = await insertSchool(database.db, { code: 'la', name: 'Lake U' })
  other = await insertSchool(database.db, { code: 'lb', name: 'Bay U' })
  admin = await makeAdmin(school, 'admin@la.edu')
  otherAdmin = await makeAdmin(other, 'admin@lb.edu')
  idp = await startTestIdp({
    redirectUris: ['la', 'lb'].map(
      (code) => `http://${hostOf(code)}/mobile_ws/v18/sso/oidc/callback`,
    ),
  })
  expect((await admin.put(ADMIN_PATH, settings())).statusCode).toBe(200)
  expect(
    (await otherAdmin.put(ADMIN_PATH, settings({ displayName: 'Bay Login' }))).statusCode,
  ).toBe(200)
})
afterAll(async () => idp.close())

/**
 * A browser's round trip: Quad's start, then the provider's redirects (cookies kept), up to
 * the redirect back to Quad; answers the callback's path and the browser's state cookie.
 */
async function roundTrip(code: string, account: TestAccount | 'cancel') {
  idp.signInAs(account)
  const start = await ctx().app.inject({
    url: '/mobile_ws/v18/sso/oidc/start?redirect=/clubs',
    headers: { host: hostOf(code) },
  })
  expect(start.statusCode).toBe(303)
  const stateCookie = start.cookies.find((c) => c.name === STATE_COOKIE)?.value ?? ''
  const jar = new Map<string, string>()
  let url = new URL(start.headers.location as string)
  for (let hop = 0; url.origin === idp.issuer; hop++) {
    if (hop > 10) throw new Error('too many redirects at the provider')
    const cookie = [...jar].map(([name, value]) => `${name}=${value}`).join('; ')
    const response = await fetch(url, { redirect: 'manual', headers: { cookie } })
    for (const line of response.headers.getSetCookie()) {
      const [pair = ''] = line.split(';')
      const at = pair.indexOf('=')
      jar.set(pair.slice(0, at), pair.slice(at + 1))
    }
    const location = response.headers.get('location')
    if (!location) throw new Error(`provider answered ${String(response.status)}`)
    url = new URL(location, url)
  }
  return { path: `${url.pathname}${url.search}`, stateCookie, state: url.searchParams.get('state') }
}

const callback = (code: string, path: string, stateCookie: string | null) =>
  ctx().app.inject({
    url: path,
    headers: {
      host: hostOf(code),
      ...(stateCookie !== null && { cookie: `${STATE_COOKIE}=${stateCookie}` }),
    },
  })

const signIn = async (code: string, account: TestAccount | 'cancel') => {
  const trip = await roundTrip(code, account)
  return callback(code, trip.path, trip.stateCookie)
}

const refusal = (location: unknown) =>
  new URL(String(location), 'http://x').searchParams.get('sso_error')

describe('GET, PUT and DELETE /api/v1/admin/sso', () => {
  it('answers the settings and the redirect URI to register, never the secret', async () => {
    const response = await admin.get(ADMIN_PATH)
    expect(response.statusCode).toBe(200)
    const { settings: answer } = SsoSettingsAnswer.parse(response.json())
    expect(answer).toMatchObject({
      protocol: 'oidc',
      displayName: 'Lake Login',
      clientSecretSet: true,
      redirectUri: 'http://la.quad.test/mobile_ws/v18/sso/oidc/callback',
    })
    expect(response.body).not.toContain(idp.client.clientSecret)
  })

  it('is for admins only', async () => {
    const student = await insertTestStudent(ctx().database, school, { email: 'plain@la.edu' })
    const api = await bearerClient(ctx, 'la', student.email)
    expect((await api.get(ADMIN_PATH)).statusCode).toBe(403)
    expect((await api.put(ADMIN_PATH, settings({ displayName: 'Evil' }))).statusCode).toBe(403)
  })

  it('refuses bad settings with a 400 naming the field', async () => {
    const bad = await admin.put(ADMIN_PATH, {
      ...settings(),
      oidc: { issuer: 'nope', clientId: 'x' },
    })
    expect(bad.statusCode).toBe(400)
    expect(bad.body).toContain('oidc.issuer')
    const off = await admin.put(ADMIN_PATH, settings({ enabled: false, ssoOnly: true }))
    expect(off.statusCode).toBe(400)
    expect(off.json()).toMatchObject({ error: { issues: [{ path: 'body.ssoOnly' }] } })
  })

  it('keeps the stored secret when none is sent, audits old → new, and removes', async () => {
    const { clientSecret: _secret, ...withoutSecret } = settings({ displayName: 'Lake SSO' }) as {
      clientSecret?: string
    } & SsoSettingsBody
    const saved = await admin.put(ADMIN_PATH, withoutSecret)
    expect(saved.statusCode).toBe(200)
    expect(SsoSettingsAnswer.parse(saved.json()).settings).toMatchObject({
      displayName: 'Lake SSO',
      clientSecretSet: true,
    })
    const [entry] = await ctx()
      .database.db.select()
      .from(auditLog)
      .where(and(eq(auditLog.schoolId, school.id), eq(auditLog.action, 'sso.update')))
      .orderBy(auditLog.id)
      .limit(1)
      .offset(1)
    expect(entry?.details).toMatchObject({
      old: { displayName: 'Lake Login' },
      new: { displayName: 'Lake SSO' },
      secretChanged: false,
    })
    expect(JSON.stringify(entry?.details)).not.toContain(idp.client.clientSecret)

    // The third school has none: a first OIDC save must carry a secret.
    const third = await insertSchool(ctx().database.db, { code: 'lc', name: 'Creek U' })
    const thirdAdmin = await makeAdmin(third, 'admin@lc.edu')
    const noSecret = await thirdAdmin.put(ADMIN_PATH, withoutSecret)
    expect(noSecret.json()).toMatchObject({ error: { issues: [{ path: 'body.clientSecret' }] } })
    expect((await thirdAdmin.put(ADMIN_PATH, settings())).statusCode).toBe(200)
    expect((await thirdAdmin.delete(ADMIN_PATH)).statusCode).toBe(204)
    const none = SsoSettingsAnswer.parse((await thirdAdmin.get(ADMIN_PATH)).json())
    expect(none.settings).toBeNull()
    // What the admin gives their provider is answered before anything is saved.
    expect(none.quad.oidcRedirectUri).toMatch(
      /^https?:\/\/[^/]+\/mobile_ws\/v18\/sso\/oidc\/callback$/,
    )
    expect(none.quad.samlAcsUrl).toMatch(/\/mobile_ws\/v18\/sso\/saml\/acs$/)
    const open = await ctx().app.inject({
      url: '/mobile_ws/v18/sso',
      headers: { host: hostOf('lc') },
    })
    expect(SsoPublic.parse(open.json())).toEqual({ provider: null, ssoOnly: false })
  })

  it('gives the login page its button', async () => {
    const response = await ctx().app.inject({
      url: '/mobile_ws/v18/sso',
      headers: { host: hostOf('la') },
    })
    expect(SsoPublic.parse(response.json())).toEqual({
      provider: {
        protocol: 'oidc',
        displayName: 'Lake SSO',
        startUrl: '/mobile_ws/v18/sso/oidc/start',
      },
      ssoOnly: false,
    })
  })
})

describe('OpenID Connect sign-in', () => {
  it('makes an account just in time with the mapped name, type and graduation year', async () => {
    const response = await signIn('la', {
      sub: 'ada-1',
      email: 'Ada@la.edu',
      email_verified: true,
      given_name: 'Ada',
      family_name: 'Lovelace',
      account_type: 'alumni',
      graduation_year: 2019,
    })
    expect(response.statusCode).toBe(303)
    expect(response.headers.location).toBe('/clubs')
    expect(response.cookies.some((c) => c.name === SESSION_COOKIE)).toBe(true)
    const [user] = await ctx()
      .database.db.select()
      .from(users)
      .where(and(eq(users.schoolId, school.id), eq(users.email, 'ada@la.edu')))
    expect(user).toMatchObject({ firstName: 'Ada', lastName: 'Lovelace', accountType: 'alumni' })
    const [profile] = await ctx()
      .database.db.select()
      .from(profiles)
      .where(eq(profiles.userId, user?.id ?? 0))
    expect(profile?.yearOfGraduation).toBe(2019)
  })

  it('signs an existing account in by its verified email, then by its subject', async () => {
    const maya = await insertTestStudent(ctx().database, school, { email: 'maya@la.edu' })
    const account = { sub: 'maya-1', email: 'maya@la.edu', email_verified: true }
    expect((await signIn('la', account)).headers.location).toBe('/clubs')
    const [identity] = await ctx()
      .database.db.select()
      .from(ssoIdentities)
      .where(eq(ssoIdentities.subject, 'maya-1'))
    expect(identity?.userId).toBe(maya.id)
    // The subject now names Maya even once the provider changes her email.
    const again = await signIn('la', { ...account, email: 'maya.lin@la.edu' })
    expect(again.headers.location).toBe('/clubs')
  })

  it('refuses an email the provider does not vouch for', async () => {
    const response = await signIn('la', {
      sub: 'eve-1',
      email: 'eve@la.edu',
      email_verified: false,
    })
    expect(refusal(response.headers.location)).toBe('email_unverified')
    expect(response.cookies.some((c) => c.name === SESSION_COOKIE)).toBe(false)
  })

  it('says cancelled when the student says no at the provider', async () => {
    const response = await signIn('la', 'cancel')
    expect(refusal(response.headers.location)).toBe('cancelled')
  })

  it('refuses a replayed callback, and a state from another browser', async () => {
    const account = { sub: 'rep-1', email: 'rep@la.edu', email_verified: true }
    const trip = await roundTrip('la', account)
    expect((await callback('la', trip.path, trip.stateCookie)).headers.location).toBe('/clubs')
    const replay = await callback('la', trip.path, trip.stateCookie)
    expect(refusal(replay.headers.location)).toBe('replayed')
    const elsewhere = await roundTrip('la', account)
    const stolen = await callback('la', elsewhere.path, null)
    expect(refusal(stolen.headers.location)).toBe('invalid_response')
  })

  it("does not finish one school's round trip at another school", async () => {
    const trip = await roundTrip('la', { sub: 'x-1', email: 'x@la.edu', email_verified: true })
    const response = await callback('lb', trip.path, trip.stateCookie)
    expect(refusal(response.headers.location)).toBe('expired')
    expect(response.cookies.some((c) => c.name === SESSION_COOKIE)).toBe(false)
  })

  it('refuses an ID token whose nonce is not the one sent', async () => {
    const trip = await roundTrip('la', { sub: 'n-1', email: 'n@la.edu', email_verified: true })
    const [row] = await ctx()
      .database.db.select()
      .from(ssoOnce)
      .where(eq(ssoOnce.key, trip.state ?? ''))
    const stored = JSON.parse(row?.value ?? '{}') as Record<string, string>
    await ctx()
      .database.db.update(ssoOnce)
      .set({ value: JSON.stringify({ ...stored, nonce: 'another-nonce' }) })
      .where(eq(ssoOnce.key, trip.state ?? ''))
    const response = await callback('la', trip.path, trip.stateCookie)
    expect(refusal(response.headers.location)).toBe('tampered')
  })

  it('answers a hostile callback with a refusal, never a 500', async () => {
    for (const query of [
      '',
      '?state=',
      '?state=nope&code=x',
      '?error=server_error',
      '?state[]=1',
    ]) {
      const response = await callback('la', `/mobile_ws/v18/sso/oidc/callback${query}`, 'nope')
      expect(response.statusCode).toBe(303)
      expect(refusal(response.headers.location)).not.toBeNull()
    }
  })
})

describe('SSO-only schools', () => {
  it('refuse password sign-in and reset while on, and allow them again when off', async () => {
    await insertTestStudent(ctx().database, other, { email: 'pw@lb.edu' })
    expect((await otherAdmin.put(ADMIN_PATH, settings({ ssoOnly: true }))).statusCode).toBe(200)
    const login = () =>
      ctx().app.inject({
        method: 'POST',
        url: '/mobile_ws/v18/login',
        headers: { host: hostOf('lb') },
        payload: { email: 'pw@lb.edu', password: TEST_PASSWORD },
      })
    const refused = await login()
    expect(refused.statusCode).toBe(403)
    expect(refused.json()).toMatchObject({ error: { message: expect.stringContaining('sign-in') } })
    const forgot = await ctx().app.inject({
      method: 'POST',
      url: '/mobile_ws/v18/password/forgot',
      headers: { host: hostOf('lb') },
      payload: { email: 'pw@lb.edu' },
    })
    expect(forgot.statusCode).toBe(403)
    const open = await ctx().app.inject({
      url: '/mobile_ws/v18/sso',
      headers: { host: hostOf('lb') },
    })
    expect(SsoPublic.parse(open.json()).ssoOnly).toBe(true)
    expect((await otherAdmin.put(ADMIN_PATH, settings({ ssoOnly: false }))).statusCode).toBe(200)
    expect((await login()).statusCode).toBe(200)
  })
})
