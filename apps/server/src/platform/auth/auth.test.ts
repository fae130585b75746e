// @engines both: sign-in and sessions, the route contract
import { SignJWT } from 'jose'
import { cookieAttributes } from './auth.plugin.ts'
import { describe, expect, it } from 'vitest'
import {
  clientFor,
  login,
  TEST_PASSWORD,
  useSchoolWithStudent,
  useTestApp,
} from '../../test/test-app.ts'

const ctx = useTestApp({ loginLimitPerMinute: 1000 })
const studentEmail = useSchoolWithStudent(ctx, 'alpha')
const { get, post } = clientFor(ctx, 'alpha')

describe('login', () => {
  it('logs in with the right password and sets an HttpOnly session cookie', async () => {
    const response = await post(
      '/mobile_ws/v18/login',
      { email: studentEmail(), password: TEST_PASSWORD },
      { 'x-forwarded-for': '10.0.0.1' },
    )
    expect(response.statusCode).toBe(200)
    expect(response.json().user.email).toBe(studentEmail())
    const cookie = response.cookies.find((c) => c.name === 'quad_session')
    expect(cookie?.httpOnly).toBe(true)
    // Not localhost: Secure + SameSite=None + Partitioned, so an embedded Quad keeps its session.
    expect(cookie?.secure).toBe(true)
    expect(cookie?.sameSite).toBe('None')
    expect(String(response.headers['set-cookie'])).toMatch(/Partitioned/)
  })

  it('answers a wrong password and an unknown email alike', async () => {
    const wrong = await post('/mobile_ws/v18/login', { email: studentEmail(), password: 'nope' })
    const unknown = await post('/mobile_ws/v18/login', { email: 'ghost@x.edu', password: 'nope' })
    expect(wrong.statusCode).toBe(401)
    expect(unknown.statusCode).toBe(401)
    expect(wrong.json()).toEqual(unknown.json())
    expect(wrong.headers['x-error-status']).toBe('401')
    expect(wrong.headers['x-error-message']).toBe('Email or password is incorrect')
  })

  it('names the field of a malformed body', async () => {
    const response = await post('/mobile_ws/v18/login', { email: 'not-an-email' })
    expect(response.statusCode).toBe(400)
    const paths = response.json().error.issues.map((i: { path: string }) => i.path)
    expect(paths).toEqual(expect.arrayContaining(['body.email', 'body.password']))
  })
})

describe('session surface', () => {
  it('lists the current user, or an empty/flagged list, never 401 (spec 4, 5)', async () => {
    const { cookie } = await login(ctx().app, 'alpha', studentEmail())
    expect((await get('/mobile_ws/v18/authentication', { cookie })).json()[0].email).toBe(
      studentEmail(),
    )
    expect((await get('/mobile_ws/v18/authentication')).json()).toEqual([])
    const stale = await get('/mobile_ws/v18/authentication', { cookie: 'quad_session=forged' })
    expect(stale.statusCode).toBe(200)
    expect(stale.json()).toEqual([{ logout: true }])
  })

  it('gives tokens only to a session', async () => {
    expect((await get('/mobile_ws/v18/auth_tokens')).statusCode).toBe(401)
    const { cookie } = await login(ctx().app, 'alpha', studentEmail())
    const tokens = await get('/mobile_ws/v18/session', { cookie })
    expect(tokens.statusCode).toBe(200)
    expect(tokens.json()).toMatchObject({ csrfToken: expect.any(String), jwt: expect.any(String) })
  })

  it('refuses a state change without the CSRF token, then logs out with it', async () => {
    const { cookie, csrfToken } = await login(ctx().app, 'alpha', studentEmail())
    const missing = await post('/mobile_ws/v18/logout', undefined, { cookie })
    expect(missing.statusCode).toBe(403)
    expect(missing.json().error.code).toBe('csrf_invalid')
    const wrong = await post('/mobile_ws/v18/logout', undefined, {
      cookie,
      // One character changed, whatever the token starts with (it began with 'x' once in 64).
      'x-cg-csrf-token': (csrfToken.startsWith('x') ? 'y' : 'x') + csrfToken.slice(1),
    })
    expect(wrong.statusCode).toBe(403)
    const ok = await post('/mobile_ws/v18/logout', undefined, {
      cookie,
      'x-cg-csrf-token': csrfToken,
    })
    expect(ok.statusCode).toBe(204)
    expect((await get('/mobile_ws/v18/authentication', { cookie })).json()).toEqual([
      { logout: true },
    ])
  })

  it('enforces CSRF on the matched route, however the path is encoded', async () => {
    const { cookie } = await login(ctx().app, 'alpha', studentEmail())
    const encoded = await post('/%6dobile_ws/v18/logout', undefined, { cookie })
    expect(encoded.statusCode).toBe(403)
  })
})

describe('two session cookies', () => {
  /*
   * A browser can send a stale unpartitioned cookie before the partitioned one Quad sets;
   * signed in again, the student must not stay signed out behind the stale one.
   */
  it('uses the first cookie that names a live session', async () => {
    const old = await login(ctx().app, 'alpha', studentEmail())
    expect(
      (
        await post('/mobile_ws/v18/logout', undefined, {
          cookie: old.cookie,
          'x-cg-csrf-token': old.csrfToken,
        })
      ).statusCode,
    ).toBe(204)
    const fresh = await login(ctx().app, 'alpha', studentEmail())
    const both = `${old.cookie}; ${fresh.cookie}`
    const answer = await get('/mobile_ws/v18/authentication', { cookie: both })
    expect(answer.json()[0]?.email).toBe(studentEmail())
    expect((await get('/mobile_ws/v18/session', { cookie: both })).statusCode).toBe(200)
  })
})

describe('cookie attributes', () => {
  it('are Lax without Secure for plain-http development, None+Secure+Partitioned otherwise', () => {
    expect(cookieAttributes(false)).toEqual({
      path: '/',
      httpOnly: true,
      sameSite: 'lax',
      secure: false,
    })
    expect(cookieAttributes(true)).toMatchObject({
      sameSite: 'none',
      secure: true,
      partitioned: true,
    })
  })
})

describe('bearer surface', () => {
  it('needs a bearer token', async () => {
    const response = await get('/api/v1/me')
    expect(response.statusCode).toBe(401)
    expect(response.headers['x-error-status']).toBe('401')
  })

  it('accepts the JWT from the session call', async () => {
    const { jwt } = await login(ctx().app, 'alpha', studentEmail())
    const response = await get('/api/v1/me', { authorization: `Bearer ${jwt}` })
    expect(response.statusCode).toBe(200)
    expect(response.json().email).toBe(studentEmail())
  })

  it('rejects tokens with another algorithm, audience, issuer or an expiry in the past', async () => {
    const { jwt } = await login(ctx().app, 'alpha', studentEmail())
    const { sub, sid } = JSON.parse(Buffer.from(jwt.split('.')[1] ?? '', 'base64url').toString())
    const secret = ctx().jwtSecret
    const make = (build: (t: SignJWT) => SignJWT, alg = 'HS256') =>
      build(
        new SignJWT({ sch: 'alpha', sid })
          .setProtectedHeader({ alg })
          .setSubject(sub)
          .setIssuedAt(),
      ).sign(secret)
    const base = (t: SignJWT) => t.setIssuer('quad').setAudience('quad-api').setExpirationTime('5m')
    const bad = [
      await make(base, 'HS512'),
      await make((t) => t.setIssuer('quad').setAudience('other').setExpirationTime('5m')),
      await make((t) => t.setIssuer('evil').setAudience('quad-api').setExpirationTime('5m')),
      await make((t) =>
        t
          .setIssuer('quad')
          .setAudience('quad-api')
          .setExpirationTime(Math.floor(Date.now() / 1000) - 60),
      ),
      `${jwt.split('.').slice(0, 2).join('.')}.forged`,
    ]
    for (const token of bad) {
      expect((await get('/api/v1/me', { authorization: `Bearer ${token}` })).statusCode).toBe(401)
    }
    expect(
      (await get('/api/v1/me', { authorization: `Bearer ${await make(base)}` })).statusCode,
    ).toBe(200)
  })
})
