// @engines both: sessions ended at once; the feature's route contract
import type { FastifyInstance } from 'fastify'
import { beforeAll, describe, expect, it, vi } from 'vitest'
import { CloseCode, type DeviceSessionList } from '@quad/shared'
import { openSocket, type TestSocket } from '../../test/socket-client.ts'
import {
  hostOf,
  insertSchool,
  insertTestStudent,
  login,
  sessionCookie,
  TEST_PASSWORD,
  useTestApp,
} from '../../test/test-app.ts'
import { deviceNameOf, LOCAL_NETWORK, placeOf } from './device-names.ts'

/**
 * Issue 18 item 3 through real HTTP: the signed-in devices list, signing one out, and
 * "sign out everywhere else", whose sessions' tokens and sockets end at once (R11).
 */
const ctx = useTestApp({ loginLimitPerMinute: 1000 })
const host = hostOf('devices')
const people: Record<string, { id: number; email: string }> = {}
let url = ''

const firefoxMac =
  'Mozilla/5.0 (Macintosh; Intel Mac OS X 14.5; rv:128.0) Gecko/20100101 Firefox/128.0'
const safariIphone =
  'Mozilla/5.0 (iPhone; CPU iPhone OS 17_5 like Mac OS X) AppleWebKit/605.1.15 (KHTML, like Gecko) Version/17.5 Mobile/15E148 Safari/604.1'

beforeAll(async () => {
  url = await ctx().app.listen({ port: 0, host: '127.0.0.1' })
  const school = await insertSchool(ctx().database.db, { code: 'devices', name: 'Devices' })
  for (const name of ['maya', 'jonah', 'lists', 'leaver']) {
    people[name] = await insertTestStudent(ctx().database, school, { email: `${name}@d.edu` })
  }
}, 60_000)

/** A sign-in from a named browser: the stored User-Agent is what the list shows. */
async function signInWith(name: string, userAgent: string) {
  const app = ctx().app
  const response = await app.inject({
    method: 'POST',
    url: '/mobile_ws/v18/login',
    headers: { host, 'user-agent': userAgent },
    payload: { email: people[name]?.email, password: TEST_PASSWORD },
  })
  expect(response.statusCode).toBe(200)
  const cookie = sessionCookie(response)
  const tokens = await app.inject({ url: '/mobile_ws/v18/auth_tokens', headers: { host, cookie } })
  const body: { jwt: string } = tokens.json()
  return { cookie, jwt: body.jwt }
}

const call = (app: FastifyInstance, jwt: string, method: 'GET' | 'DELETE', path: string) =>
  app.inject({ method, url: path, headers: { host, authorization: `Bearer ${jwt}` } })
const list = async (jwt: string) => {
  const response = await call(ctx().app, jwt, 'GET', '/api/v1/me/sessions')
  expect(response.statusCode).toBe(200)
  return response.json<DeviceSessionList>().items
}
const closeCode = (socket: TestSocket) =>
  new Promise<number>((resolve) => socket.socket.once('close', (code) => resolve(code)))

describe('device names and places', () => {
  it('names browser, OS and device type from the User-Agent, nothing from none', () => {
    expect(deviceNameOf(firefoxMac)).toEqual({
      browser: 'Firefox 128',
      os: 'macOS 14.5',
      deviceType: 'desktop',
    })
    expect(deviceNameOf(safariIphone)).toEqual({
      browser: 'Safari 17',
      os: 'iOS 17.5',
      deviceType: 'mobile',
    })
    expect(deviceNameOf(null)).toEqual({ browser: null, os: null, deviceType: 'other' })
  })

  it('private and loopback ranges read "Local network"; public ranges stay as stored', () => {
    expect(placeOf('127.0.0.0/24')).toBe(LOCAL_NETWORK)
    expect(placeOf('192.168.1.0/24')).toBe(LOCAL_NETWORK)
    expect(placeOf('10.20.30.0/24')).toBe(LOCAL_NETWORK)
    expect(placeOf('fd12:3456:789a::/48')).toBe(LOCAL_NETWORK)
    expect(placeOf('203.0.113.0/24')).toBe('203.0.113.0/24')
    expect(placeOf('2001:db8:1::/48')).toBe('2001:db8:1::/48')
    expect(placeOf(null)).toBeNull()
  })
})

describe('GET /api/v1/me/sessions', () => {
  it('lists my live sessions, this one marked current, newest active first', async () => {
    const older = await signInWith('lists', firefoxMac)
    const newer = await signInWith('lists', safariIphone)
    await signInWith('jonah', firefoxMac)
    const items = await list(newer.jwt)
    expect(items).toHaveLength(2)
    expect(items[0]).toMatchObject({
      current: true,
      browser: 'Safari 17',
      os: 'iOS 17.5',
      deviceType: 'mobile',
      place: LOCAL_NETWORK,
      ipRange: '127.0.0.0/24',
      method: 'password',
      userAgent: safariIphone,
    })
    expect(items[1]).toMatchObject({ current: false, browser: 'Firefox 128' })
    expect(Date.parse(items[0]?.lastActiveAt ?? '')).toBeGreaterThan(0)
    expect((await list(older.jwt)).find((item) => item.current)?.browser).toBe('Firefox 128')
  })

  it('needs a bearer token', async () => {
    const response = await ctx().app.inject({ url: '/api/v1/me/sessions', headers: { host } })
    expect(response.statusCode).toBe(401)
  })
})

describe('signing devices out', () => {
  it('DELETE /me/sessions/{id} ends that session, its token and its socket; another’s is 404', async () => {
    const here = await signInWith('maya', firefoxMac)
    const there = await signInWith('maya', safariIphone)
    const jonah = await login(ctx().app, 'devices', people.jonah?.email ?? '')
    const socket = await openSocket(url, there.jwt, { host })
    await socket.next('hello')
    const closed = closeCode(socket)
    const thereId = (await list(here.jwt)).find((item) => !item.current)?.id ?? ''

    const foreign = await call(ctx().app, jonah.jwt, 'DELETE', `/api/v1/me/sessions/${thereId}`)
    expect(foreign.statusCode).toBe(404)
    expect((await list(there.jwt)).length).toBeGreaterThan(0)

    const out = await call(ctx().app, here.jwt, 'DELETE', `/api/v1/me/sessions/${thereId}`)
    expect(out.statusCode).toBe(204)
    expect(await closed).toBe(CloseCode.unauthorized)
    await vi.waitFor(
      async () => {
        expect((await call(ctx().app, there.jwt, 'GET', '/api/v1/me')).statusCode).toBe(401)
      },
      { timeout: 2_000 },
    )
    const tokens = await ctx().app.inject({
      url: '/mobile_ws/v18/auth_tokens',
      headers: { host, cookie: there.cookie },
    })
    expect(tokens.statusCode).toBe(401)
    expect((await list(here.jwt)).map((item) => item.current)).toEqual([true])
    const again = await call(ctx().app, here.jwt, 'DELETE', `/api/v1/me/sessions/${thereId}`)
    expect(again.statusCode).toBe(404)
  })

  it('DELETE /me/sessions?others=true ends every other session at once and keeps this one', async () => {
    const here = await signInWith('leaver', firefoxMac)
    const others = [
      await signInWith('leaver', safariIphone),
      await signInWith('leaver', safariIphone),
    ]
    const sockets = await Promise.all(others.map((other) => openSocket(url, other.jwt, { host })))
    await Promise.all(sockets.map((socket) => socket.next('hello')))
    const closed = sockets.map(closeCode)

    const out = await call(ctx().app, here.jwt, 'DELETE', '/api/v1/me/sessions?others=true')
    expect(out.statusCode).toBe(200)
    expect(out.json()).toEqual({ ended: 2 })
    expect(await Promise.all(closed)).toEqual([CloseCode.unauthorized, CloseCode.unauthorized])
    for (const other of others) {
      expect((await call(ctx().app, other.jwt, 'GET', '/api/v1/me')).statusCode).toBe(401)
    }
    expect((await call(ctx().app, here.jwt, 'GET', '/api/v1/me')).statusCode).toBe(200)
    expect((await list(here.jwt)).map((item) => item.current)).toEqual([true])
  })

  it('DELETE /me/sessions without others=true is a 400 naming the field', async () => {
    const here = await signInWith('jonah', firefoxMac)
    const response = await call(ctx().app, here.jwt, 'DELETE', '/api/v1/me/sessions')
    expect(response.statusCode).toBe(400)
    expect(response.body).toMatch(/others/)
  })
})
