import { eq, sql } from 'drizzle-orm'
import type { FastifyInstance } from 'fastify'
import { decodeJwt, SignJWT } from 'jose'
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest'
import { CloseCode } from '@quad/shared'
import { sessions } from '../db/schema.ts'
import { inProcessBus, type Bus } from '../realtime/bus.ts'
import { openSocket, upgradeStatus, type TestSocket } from '../../test/socket-client.ts'
import {
  createTestApp,
  hostOf,
  insertSchool,
  insertTestStudent,
  login,
  TEST_PASSWORD,
  useTestApp,
} from '../../test/test-app.ts'
import { endSessionsOf } from './session-end.ts'
import { useTestRedis } from '../../test/test-redis.ts'

/**
 * Issue 12 item 3 and quality.md R11: logout, a new login over an old session, a
 * password change and suspension end that session's cookie, bearer tokens and sockets,
 * on every instance. Two apps over one database and one bus stand for two instances.
 */
// In one process by default; over Redis (one bus per instance, as in production) when
// REDIS_URL is set.
const redis = useTestRedis()
const overrides: { loginLimitPerMinute: number; bus: Bus } = {
  loginLimitPerMinute: 1000,
  bus: inProcessBus(),
}
let otherBus = overrides.bus
beforeAll(async () => {
  if (!redis.url) return
  overrides.bus = await redis.connectBus()
  otherBus = await redis.connectBus()
})
const ctx = useTestApp(overrides)
const bus = () => overrides.bus
let other: FastifyInstance
const urls = { one: '', other: '' }
const host = hostOf('ends')
const people: Record<string, { id: number; email: string }> = {}

beforeAll(async () => {
  other = await createTestApp(ctx().database, { loginLimitPerMinute: 1000, bus: otherBus })
  urls.one = await ctx().app.listen({ port: 0, host: '127.0.0.1' })
  urls.other = await other.listen({ port: 0, host: '127.0.0.1' })
  const school = await insertSchool(ctx().database.db, { code: 'ends', name: 'Ends' })
  for (const name of ['logout', 'again', 'changer', 'suspended', 'idle', 'aged']) {
    people[name] = await insertTestStudent(ctx().database, school, { email: `${name}@ends.edu` })
  }
}, 60_000)
afterAll(async () => {
  await other.close()
})

const signIn = (name: string, app = ctx().app) =>
  login(app, 'ends', people[name]?.email ?? 'nobody')
const me = (app: FastifyInstance, jwt: string) =>
  app.inject({ url: '/api/v1/me', headers: { host, authorization: `Bearer ${jwt}` } })
const tokens = (app: FastifyInstance, cookie: string) =>
  app.inject({ url: '/mobile_ws/v18/auth_tokens', headers: { host, cookie } })
const closeCode = (socket: TestSocket) =>
  new Promise<number>((resolve) => socket.socket.once('close', (code) => resolve(code)))
/** R11: every instance refuses within 2 s. */
const within2s = (check: () => Promise<void>) => vi.waitFor(check, { timeout: 2_000 })

async function socketsOn(jwt: string) {
  const sockets = [
    await openSocket(urls.one, jwt, { host }),
    await openSocket(urls.other, jwt, { host }),
  ]
  await Promise.all(sockets.map((socket) => socket.next('hello')))
  return sockets.map(closeCode)
}

async function expectEnded(session: { jwt: string; cookie: string }, closed: Promise<number>[]) {
  for (const app of [ctx().app, other]) {
    await within2s(async () => {
      expect((await me(app, session.jwt)).statusCode).toBe(401)
      expect((await tokens(app, session.cookie)).statusCode).toBe(401)
    })
  }
  expect(await upgradeStatus(urls.other, `token=${session.jwt}&v=1`, { host })).toBe(401)
  expect(await Promise.all(closed)).toEqual(closed.map(() => CloseCode.unauthorized))
}

describe('ending a session', () => {
  it('logout ends its bearer token and its sockets on every instance', async () => {
    const session = await signIn('logout')
    // Both instances have the session in their caches before it ends.
    expect((await me(other, session.jwt)).statusCode).toBe(200)
    expect((await tokens(other, session.cookie)).statusCode).toBe(200)
    const closed = await socketsOn(session.jwt)
    const out = await ctx().app.inject({
      method: 'POST',
      url: '/mobile_ws/v18/logout',
      headers: { host, cookie: session.cookie, 'x-cg-csrf-token': session.csrfToken },
    })
    expect(out.statusCode).toBe(204)
    await expectEnded(session, closed)
  })

  it('a login from a browser that still carries a session ends that session', async () => {
    const first = await signIn('again')
    expect((await me(other, first.jwt)).statusCode).toBe(200)
    const closed = await socketsOn(first.jwt)
    const again = await ctx().app.inject({
      method: 'POST',
      url: '/mobile_ws/v18/login',
      headers: { host, cookie: first.cookie },
      payload: { email: people.again?.email, password: TEST_PASSWORD },
    })
    expect(again.statusCode).toBe(200)
    await expectEnded(first, closed)
  })

  it('changing the password ends every other session of the student, not this one', async () => {
    const here = await signIn('changer')
    const elsewhere = await signIn('changer', other)
    const closed = await socketsOn(elsewhere.jwt)
    const change = (payload: object, headers: Record<string, string> = {}) =>
      ctx().app.inject({
        method: 'POST',
        url: '/mobile_ws/v18/password/change',
        headers: { host, cookie: here.cookie, ...headers },
        payload,
      })
    const csrf = { 'x-cg-csrf-token': here.csrfToken }
    const good = { currentPassword: TEST_PASSWORD, newPassword: 'a much better passphrase' }
    expect((await change(good)).statusCode).toBe(403)
    const wrong = await change({ ...good, currentPassword: 'not it' }, csrf)
    expect(wrong.statusCode).toBe(400)
    expect(wrong.json().error.issues[0].path).toBe('body.currentPassword')
    const short = await change({ ...good, newPassword: 'short' }, csrf)
    expect(short.statusCode).toBe(400)
    expect(short.json().error.issues[0].path).toBe('body.newPassword')
    expect((await change(good, csrf)).statusCode).toBe(204)

    await expectEnded(elsewhere, closed)
    expect((await me(other, here.jwt)).statusCode).toBe(200)
    expect((await tokens(other, here.cookie)).statusCode).toBe(200)
    const loginWith = (password: string) =>
      ctx().app.inject({
        method: 'POST',
        url: '/mobile_ws/v18/login',
        headers: { host },
        payload: { email: people.changer?.email, password },
      })
    expect((await loginWith(TEST_PASSWORD)).statusCode).toBe(401)
    expect((await loginWith(good.newPassword)).statusCode).toBe(200)
  })

  it('endSessionsOf (what suspension calls) ends every session of the student', async () => {
    const a = await signIn('suspended')
    const b = await signIn('suspended', other)
    const closed = await socketsOn(b.jwt)
    expect((await me(other, a.jwt)).statusCode).toBe(200)
    const user = people.suspended ?? { id: 0 }
    expect(await endSessionsOf({ db: ctx().database.db, bus: bus() }, user)).toBe(2)
    await expectEnded(b, closed)
    await expectEnded(a, [])
  })
})

describe('session and token lifetimes', () => {
  it('a session unused for 7 days ends (idle timeout), and its token with it', async () => {
    const session = await signIn('idle')
    await ctx()
      .database.db.update(sessions)
      .set({ lastUsedAt: sql`now() - interval '8 days'` })
      .where(eq(sessions.userId, people.idle?.id ?? 0))
    // The other instance has not cached this session: it reads the row.
    expect((await tokens(other, session.cookie)).statusCode).toBe(401)
    expect((await me(other, session.jwt)).statusCode).toBe(401)
  })

  it('records use without a write per request', async () => {
    const session = await signIn('aged')
    const lastUsed = async () =>
      (
        await ctx()
          .database.db.select({ at: sessions.lastUsedAt })
          .from(sessions)
          .where(eq(sessions.userId, people.aged?.id ?? 0))
      )[0]?.at.getTime()
    await ctx()
      .database.db.update(sessions)
      .set({ lastUsedAt: sql`now() - interval '2 days'` })
      .where(eq(sessions.userId, people.aged?.id ?? 0))
    const before = await lastUsed()
    expect((await me(other, session.jwt)).statusCode).toBe(200)
    await vi.waitFor(async () => expect(await lastUsed()).toBeGreaterThan(before ?? 0))
  })

  it('refuses a token without a session id, and one older than the maximum age', async () => {
    const session = await signIn('aged')
    const claims = decodeJwt(session.jwt)
    const sign = (payload: Record<string, unknown>, issuedAt: number) =>
      new SignJWT(payload)
        .setProtectedHeader({ alg: 'HS256', typ: 'JWT' })
        .setSubject(String(claims.sub))
        .setIssuer('quad')
        .setAudience('quad-api')
        .setIssuedAt(issuedAt)
        .setExpirationTime(issuedAt + 24 * 60 * 60)
        .sign(ctx().jwtSecret)
    const now = Math.floor(Date.now() / 1000)
    expect(
      (await me(ctx().app, await sign({ sch: 'ends', sid: claims.sid }, now))).statusCode,
    ).toBe(200)
    // Issued before sessions ids existed: no sid.
    expect((await me(ctx().app, await sign({ sch: 'ends' }, now))).statusCode).toBe(401)
    // exp says a day, the server says 15 minutes from iat.
    const old = await sign({ sch: 'ends', sid: claims.sid }, now - 60 * 60)
    expect((await me(ctx().app, old)).statusCode).toBe(401)
  })
})
