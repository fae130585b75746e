import http from 'node:http'
import type { AddressInfo } from 'node:net'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import type { SsoSettingsBody } from '@quad/shared'
import { ssoProviders } from '../../../db/schema/account-security.ts'
import { changeRoles } from '../../../platform/policies/roles.service.ts'
import { inProcessBus } from '../../../platform/realtime/bus.ts'
import type { School } from '../../../platform/tenancy/schools.service.ts'
import { bearerClient, type BearerClient } from '../../../test/chat-fixtures.ts'
import { hostOf, insertSchool, insertTestStudent, useTestApp } from '../../../test/test-app.ts'
import { STATE_COOKIE } from './oidc-state.ts'

/**
 * Issue 30 security 2: the OIDC issuer accepted `http://127.0.0.1:<any port>`, and any
 * anonymous visitor made Quad fetch it by opening the sign-in start. Here a "victim" server
 * on loopback counts every request that reaches it; none may. The only loopback host Quad
 * may fetch is the issuer named explicitly (as development names its stand-ins), and even
 * that issuer cannot point Quad's token request at the victim.
 */
let victimHits = 0
const victim = http.createServer((_request, response) => {
  victimHits += 1
  response.writeHead(200, { 'content-type': 'application/json' }).end('{}')
})
let victimPort = 0
/** An issuer whose discovery document sends the token request to the victim. */
const issuerServer = http.createServer((request, response) => {
  const issuer = `http://127.0.0.1:${String((issuerServer.address() as AddressInfo).port)}`
  if (request.url === '/.well-known/openid-configuration') {
    response.writeHead(200, { 'content-type': 'application/json' }).end(
      JSON.stringify({
        issuer,
        authorization_endpoint: `${issuer}/authorize`,
        token_endpoint: `http://127.0.0.1:${String(victimPort)}/token`,
        jwks_uri: `http://127.0.0.1:${String(victimPort)}/jwks`,
        response_types_supported: ['code'],
        subject_types_supported: ['public'],
        id_token_signing_alg_values_supported: ['RS256'],
      }),
    )
    return
  }
  response.writeHead(404).end()
})
let issuer = ''
const config = { outboundAllowHosts: [] as string[] }

beforeAll(async () => {
  for (const server of [victim, issuerServer]) {
    await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve))
  }
  victimPort = (victim.address() as AddressInfo).port
  issuer = `http://127.0.0.1:${String((issuerServer.address() as AddressInfo).port)}`
  // Named before the app starts, as OUTBOUND_ALLOW_HOSTS would be; the victim is not.
  config.outboundAllowHosts.push(new URL(issuer).host)
})
afterAll(() => {
  victim.close()
  issuerServer.close()
})

const bus = inProcessBus()
const ctx = useTestApp({ bus, config })
let school: School
let admin: BearerClient

beforeAll(async () => {
  const { database } = ctx()
  school = await insertSchool(database.db, { code: 'ssrf', name: 'Guarded U' })
  const user = await insertTestStudent(database, school, { email: 'admin@ssrf.edu' })
  await changeRoles(
    { db: database.db, bus },
    { actorId: null, requestId: null, ip: null },
    { schoolId: school.id, userId: user.id, grant: ['school_admin'] },
  )
  admin = await bearerClient(ctx, 'ssrf', 'admin@ssrf.edu')
})

const settings = (issuerUrl: string): SsoSettingsBody => ({
  protocol: 'oidc',
  displayName: 'Guarded Login',
  enabled: true,
  createAccounts: true,
  defaultAccountType: 'student',
  attributeMap: {},
  ssoOnly: false,
  oidc: { issuer: issuerUrl, clientId: 'quad' },
  clientSecret: 'a-client-secret',
})

const start = () =>
  ctx().app.inject({ url: '/mobile_ws/v18/sso/oidc/start', headers: { host: hostOf('ssrf') } })

describe('an OIDC issuer an admin types', () => {
  it.each([
    [`http://127.0.0.1:${String(6379)}`, 'is a loopback address, which Quad does not fetch'],
    ['http://[::1]:6379', 'is a loopback address, which Quad does not fetch'],
    ['http://10.1.2.3', 'is a private address, which Quad does not fetch'],
    [
      'http://169.254.169.254',
      'is a link-local address (cloud metadata lives there), which Quad does not fetch',
    ],
    ['http://localhost:6379', 'resolves to a loopback address, which Quad does not fetch'],
  ])('is refused when saved: %s', async (url, reason) => {
    const answer = await admin.put('/api/v1/admin/sso', settings(url))
    expect(answer.statusCode).toBe(400)
    expect(answer.json().error.message).toBe(`body.oidc.issuer: ${reason}`)
  })

  it('is never fetched by an anonymous sign-in start when stored pointing at loopback', async () => {
    const put = await admin.put('/api/v1/admin/sso', settings(issuer))
    expect(put.statusCode).toBe(200)
    // Stored before the guard existed (or a name that now resolves elsewhere).
    await ctx()
      .database.db.update(ssoProviders)
      .set({ config: { issuer: `http://127.0.0.1:${String(victimPort)}`, clientId: 'quad' } })
    const before = victimHits
    const answer = await start()
    expect(answer.statusCode).toBe(303)
    expect(answer.headers.location).toBe('/login?sso_error=not_configured')
    expect(victimHits).toBe(before)
  })

  it("cannot send Quad's token request to loopback through its discovery document", async () => {
    await ctx()
      .database.db.update(ssoProviders)
      .set({ config: { issuer, clientId: 'quad' } })
    const started = await start()
    expect(started.statusCode).toBe(303)
    const location = new URL(String(started.headers.location))
    expect(location.origin).toBe(issuer)
    const state = location.searchParams.get('state') ?? ''
    const stateCookie = started.cookies.find((c) => c.name === STATE_COOKIE)?.value ?? ''
    const before = victimHits
    const back = await ctx().app.inject({
      url: `/mobile_ws/v18/sso/oidc/callback?code=stolen&state=${state}&iss=${encodeURIComponent(issuer)}`,
      headers: { host: hostOf('ssrf'), cookie: `${STATE_COOKIE}=${stateCookie}` },
    })
    expect(back.statusCode).toBe(303)
    expect(String(back.headers.location)).toMatch(/^\/login\?sso_error=/)
    expect(victimHits).toBe(before)
  })
})
