// @engines both: a replayed response is let through once under concurrency
import { deflateRawSync } from 'node:zlib'
import { beforeAll, describe, expect, it } from 'vitest'
import { and, eq } from 'drizzle-orm'
import { SESSION_COOKIE } from '@quad/shared'
import { ssoIdentities, ssoOnce } from '../../../db/schema/account-security.ts'
import { users } from '../../../platform/db/schema.ts'
import type { School } from '../../../platform/tenancy/schools.service.ts'
import { insertSamlProvider } from '../../../test/saml-fixtures.ts'
import {
  createSamlIdp,
  type AnswerOptions,
  type PostedAnswer,
  type SamlIdp,
  type SamlIdpUser,
} from '../../../test/saml-idp.ts'
import { hostOf, insertSchool, insertTestStudent, useTestApp } from '../../../test/test-app.ts'

/** Issue 18 item 1, decision 054: SAML sign-in against the IdP stand-in, by HTTP. */
const ctx = useTestApp()
let idp: SamlIdp
let otherIdp: SamlIdp
let alpha: School
let beta: School

beforeAll(async () => {
  idp = await createSamlIdp()
  // Another school's IdP claiming the same entity id: only its key differs.
  otherIdp = await createSamlIdp({ entityId: idp.entityId })
  alpha = await insertSchool(ctx().database.db, { code: 'saml-alpha', name: 'Alpha' })
  beta = await insertSchool(ctx().database.db, { code: 'saml-beta', name: 'Beta' })
  await insertSamlProvider(ctx().database.db, alpha.id, idp)
  await insertSamlProvider(ctx().database.db, beta.id, otherIdp)
}, 60_000)

const ACS = '/mobile_ws/v18/sso/saml/acs'

async function start(school = alpha, redirect = '/clubs'): Promise<string> {
  const response = await ctx().app.inject({
    url: `/mobile_ws/v18/sso/saml/start?redirect=${encodeURIComponent(redirect)}`,
    headers: { host: hostOf(school.code) },
  })
  expect(response.statusCode).toBe(303)
  return String(response.headers.location)
}

const post = (school: School, form: Record<string, string>) =>
  ctx().app.inject({
    method: 'POST',
    url: ACS,
    headers: {
      host: hostOf(school.code),
      'content-type': 'application/x-www-form-urlencoded',
    },
    payload: new URLSearchParams(form).toString(),
  })

const postAnswer = (answer: PostedAnswer, school = alpha) =>
  post(school, { SAMLResponse: answer.SAMLResponse, RelayState: answer.RelayState })

let people = 0
const person = (extra: Partial<SamlIdpUser> = {}): SamlIdpUser => {
  people += 1
  return {
    email: `sso${people}@alpha.example`,
    firstName: 'Ada',
    lastName: `Lovelace${people}`,
    graduationYear: 2029,
    ...extra,
  }
}

/** A whole round trip: start, the IdP answers, the browser posts the answer. */
async function signIn(user: SamlIdpUser, options: AnswerOptions = {}, school = alpha) {
  const answer = idp.answer(await start(school), user, options)
  return { answer, response: await postAnswer(answer, school) }
}

const refusal = (response: { statusCode: number; headers: Record<string, unknown> }) => {
  expect(response.statusCode).toBe(303)
  return String(response.headers.location)
}

describe('the service provider', () => {
  it('publishes its metadata: entity id and ACS on the school’s origin', async () => {
    const response = await ctx().app.inject({
      url: '/mobile_ws/v18/sso/saml/metadata',
      headers: { host: hostOf('saml-alpha') },
    })
    expect(response.statusCode).toBe(200)
    expect(response.headers['content-type']).toContain('application/samlmetadata+xml')
    expect(response.body).toContain(
      'entityID="http://saml-alpha.quad.test/mobile_ws/v18/sso/saml/metadata"',
    )
    expect(response.body).toContain(
      'Location="http://saml-alpha.quad.test/mobile_ws/v18/sso/saml/acs"',
    )
    expect(response.body).toContain('WantAssertionsSigned="true"')
  })

  it('starts at the IdP with an AuthnRequest whose id is remembered with the redirect', async () => {
    const location = new URL(await start(alpha, '/events?day=2'))
    expect(`${location.origin}${location.pathname}`).toBe(idp.entryPoint)
    const answer = idp.answer(location.href, person())
    expect(answer.acsUrl).toBe('http://saml-alpha.quad.test/mobile_ws/v18/sso/saml/acs')
    const rows = await ctx()
      .database.db.select()
      .from(ssoOnce)
      .where(eq(ssoOnce.kind, 'saml_request'))
    expect(rows.map((row) => row.value)).toContain('/events?day=2')
    const row = rows.find((r) => r.value === '/events?day=2')
    expect(row?.expiresAt.getTime()).toBeGreaterThan(Date.now() + 9 * 60_000)
  })

  it('sends a school without a SAML provider back to the login page', async () => {
    const school = await insertSchool(ctx().database.db, { code: 'saml-none' })
    expect(await start(school)).toBe('/login?sso_error=not_configured')
    const response = await post(school, { SAMLResponse: 'x' })
    expect(refusal(response)).toBe('/login?sso_error=not_configured')
  })
})

describe('signing in', () => {
  it('makes the account just in time with mapped attributes, signed in by a session', async () => {
    const user = person()
    const { response } = await signIn(user)
    expect(response.statusCode).toBe(303)
    expect(response.headers.location).toBe('/clubs')
    const [row] = await ctx().database.db.select().from(users).where(eq(users.email, user.email))
    expect(row).toMatchObject({
      schoolId: alpha.id,
      firstName: 'Ada',
      lastName: user.lastName,
      accountType: 'student',
      status: 'active',
    })
    const identities = await ctx()
      .database.db.select()
      .from(ssoIdentities)
      .where(and(eq(ssoIdentities.userId, row?.id ?? 0), eq(ssoIdentities.subject, user.email)))
    expect(identities).toHaveLength(1)
    const cookie = response.cookies.find((c) => c.name === SESSION_COOKIE)
    expect(cookie).toBeDefined()
    const session = await ctx().app.inject({
      url: '/mobile_ws/v18/auth_tokens',
      headers: { host: hostOf(alpha.code), cookie: `${SESSION_COOKIE}=${cookie?.value}` },
    })
    expect(session.statusCode).toBe(200)
  })

  it('signs an existing account in by its email', async () => {
    const student = await insertTestStudent(ctx().database, alpha)
    const { response } = await signIn({ email: student.email, subject: 'alpha-idp-42' })
    expect(response.headers.location).toBe('/clubs')
    const [identity] = await ctx()
      .database.db.select()
      .from(ssoIdentities)
      .where(eq(ssoIdentities.subject, 'alpha-idp-42'))
    expect(identity?.userId).toBe(student.id)
  })
})

describe('refusals', () => {
  it('refuses a replayed response (the same response posted twice)', async () => {
    const { answer, response } = await signIn(person())
    expect(response.headers.location).toBe('/clubs')
    expect(refusal(await postAnswer(answer))).toBe('/login?sso_error=replayed')
  })

  it('lets one of two simultaneous posts of one response through', async () => {
    const answer = idp.answer(await start(alpha), person())
    const [first, second] = await Promise.all([postAnswer(answer), postAnswer(answer)])
    expect([first?.headers.location, second?.headers.location].sort()).toEqual([
      '/clubs',
      '/login?sso_error=replayed',
    ])
  })

  it('refuses a response whose attribute changed after signing', async () => {
    const user = person()
    const { response } = await signIn(user, { tamper: true })
    expect(refusal(response)).toBe('/login?sso_error=tampered')
    const rows = await ctx().database.db.select().from(users).where(eq(users.email, user.email))
    expect(rows).toHaveLength(0)
  })

  it('refuses a signature-wrapping attempt (a forged assertion beside the signed one)', async () => {
    const user = person()
    const answer = idp.answer(await start(alpha), user)
    const xml = Buffer.from(answer.SAMLResponse, 'base64').toString('utf8')
    const signed = /<saml:Assertion[\s\S]*<\/saml:Assertion>/.exec(xml)?.[0] ?? ''
    const forged = signed
      .replace(/ID="_[^"]+"/, 'ID="_forged"')
      .replace(/<(ds:)?Signature[\s\S]*<\/(ds:)?Signature>/, '')
      .replace(user.email, 'admin@alpha.example')
    const wrapped = xml.replace(signed, `${forged}${signed}`)
    const response = await postAnswer({
      ...answer,
      SAMLResponse: Buffer.from(wrapped).toString('base64'),
    })
    expect(refusal(response)).toBe('/login?sso_error=tampered')
  })

  it('refuses an unsigned assertion', async () => {
    const { response } = await signIn(person(), { unsigned: true })
    expect(refusal(response)).toBe('/login?sso_error=tampered')
  })

  it('refuses an assertion signed by another school’s IdP key', async () => {
    const answer = otherIdp.answer(await start(alpha), person())
    expect(refusal(await postAnswer(answer))).toBe('/login?sso_error=tampered')
  })

  it('refuses an assertion for another audience', async () => {
    const { response } = await signIn(person(), { audience: 'https://elsewhere.example/sp' })
    expect(refusal(response)).toBe('/login?sso_error=invalid_response')
  })

  it('refuses an assertion for another recipient', async () => {
    const { response } = await signIn(person(), {
      recipient: 'http://saml-beta.quad.test/mobile_ws/v18/sso/saml/acs',
    })
    expect(refusal(response)).toBe('/login?sso_error=invalid_response')
  })

  it('refuses another school’s response posted to this school', async () => {
    const answer = otherIdp.answer(await start(beta), person())
    expect(refusal(await postAnswer(answer, alpha))).toMatch(
      /^\/login\?sso_error=(invalid_response|tampered)$/,
    )
  })

  it('refuses an expired assertion', async () => {
    const { response } = await signIn(person(), { issuedAgoMs: 20 * 60_000 })
    expect(refusal(response)).toBe('/login?sso_error=expired')
  })

  it('refuses an IdP-initiated response (no InResponseTo)', async () => {
    const { response } = await signIn(person(), { unsolicited: true })
    expect(refusal(response)).toBe('/login?sso_error=invalid_response')
  })

  it('refuses a response to a request it never issued', async () => {
    const request = new URL(idp.entryPoint)
    const xml =
      '<samlp:AuthnRequest xmlns:samlp="urn:oasis:names:tc:SAML:2.0:protocol" ' +
      'xmlns:saml="urn:oasis:names:tc:SAML:2.0:assertion" ID="_forged" Version="2.0" ' +
      'AssertionConsumerServiceURL="http://saml-alpha.quad.test/mobile_ws/v18/sso/saml/acs">' +
      '<saml:Issuer>http://saml-alpha.quad.test/mobile_ws/v18/sso/saml/metadata</saml:Issuer>' +
      '</samlp:AuthnRequest>'
    request.searchParams.set('SAMLRequest', deflateRawSync(xml).toString('base64'))
    const answer = idp.answer(request.href, person())
    expect(refusal(await postAnswer(answer))).toBe('/login?sso_error=invalid_response')
  })

  it.each([
    ['no response', {}],
    ['not base64', { SAMLResponse: '%%%not base64%%%' }],
    ['not XML', { SAMLResponse: Buffer.from('hello').toString('base64') }],
    [
      'an entity expansion bomb',
      {
        SAMLResponse: Buffer.from(
          '<?xml version="1.0"?><!DOCTYPE r [<!ENTITY a "aaaaaaaaaa"><!ENTITY b "&a;&a;&a;&a;&a;&a;&a;&a;&a;&a;"><!ENTITY c "&b;&b;&b;&b;&b;&b;&b;&b;&b;&b;">]>' +
            '<samlp:Response xmlns:samlp="urn:oasis:names:tc:SAML:2.0:protocol">&c;</samlp:Response>',
        ).toString('base64'),
      },
    ],
  ])('answers %s with the login page, never a 500', async (_name, form) => {
    const response = await post(alpha, form)
    expect(refusal(response)).toMatch(/^\/login\?sso_error=(invalid_response|tampered)$/)
  })

  it('answers a body of the wrong shape with a 400 naming the field', async () => {
    const response = await ctx().app.inject({
      method: 'POST',
      url: ACS,
      headers: { host: hostOf(alpha.code) },
      payload: { SAMLResponse: 123 },
    })
    expect(response.statusCode).toBe(400)
    expect(response.body).toContain('SAMLResponse')
  })

  it('refuses a form larger than any response', async () => {
    const response = await post(alpha, { SAMLResponse: 'A'.repeat(600 * 1024) })
    expect(response.statusCode).toBe(413)
  })
})
