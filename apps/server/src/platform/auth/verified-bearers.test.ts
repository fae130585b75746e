// @engines both: bearer checks against concurrent session changes
import { afterEach, describe, expect, it, vi } from 'vitest'
import type { AuthUser } from '@quad/shared'
import { inProcessBus } from '../realtime/bus.ts'
import { hostOf, insertSchool, insertTestStudent, login, useTestApp } from '../../test/test-app.ts'
import { JWT_TTL_SECONDS, signBearer } from './jwt.ts'
import { VerifiedBearers } from './verified-bearers.ts'

/**
 * Decision 060: an instance checks a bearer token's signature and claims once and keeps
 * the answer until the token expires, bounded, dropping the tokens of ended sessions; the
 * session itself is still asked for on every request (session-end.test.ts, R11).
 */
const TEST_SECRET = new TextEncoder().encode('verified-bearers-test-secret-0123456789')
const claims = (sessionId: string) => ({ uid: 'u1', school: 'vb', sessionId })

afterEach(() => {
  vi.useRealTimers()
})

describe('VerifiedBearers', () => {
  it('answers a valid token with its claims and refuses a forged one', async () => {
    const bearers = new VerifiedBearers(TEST_SECRET, inProcessBus())
    const token = await signBearer(TEST_SECRET, claims('s1'))
    expect(await bearers.verify(token)).toMatchObject(claims('s1'))
    expect(await bearers.verify(token)).toMatchObject(claims('s1'))
    const forged = await signBearer(new TextEncoder().encode('x'.repeat(40)), claims('s1'))
    expect(await bearers.verify(forged)).toBeNull()
    expect(bearers.size).toBe(1)
  })

  it('stops answering a kept token once it expires', async () => {
    vi.useFakeTimers({ toFake: ['Date'] })
    const bearers = new VerifiedBearers(TEST_SECRET, inProcessBus())
    const token = await signBearer(TEST_SECRET, claims('s1'))
    expect(await bearers.verify(token)).not.toBeNull()
    // Past the expiry and jose's clock tolerance (5 s): kept or not, the token is refused.
    vi.setSystemTime(Date.now() + (JWT_TTL_SECONDS + 10) * 1000)
    expect(await bearers.verify(token)).toBeNull()
    expect(bearers.size).toBe(0)
  })

  it('drops the tokens of sessions that ended, on the bus', async () => {
    const bus = inProcessBus()
    const bearers = new VerifiedBearers(TEST_SECRET, bus)
    await bearers.verify(await signBearer(TEST_SECRET, claims('ended')))
    await bearers.verify(await signBearer(TEST_SECRET, claims('live')))
    await bus.publish({ signal: 'sessions-ended', userId: 1, sessionIds: ['ended'] })
    await vi.waitFor(() => expect(bearers.size).toBe(1))
  })

  it('keeps at most its bound, the oldest going first', async () => {
    const bearers = new VerifiedBearers(TEST_SECRET, inProcessBus(), 2)
    const tokens = await Promise.all(
      ['a', 'b', 'c'].map((id) => signBearer(TEST_SECRET, claims(id))),
    )
    for (const token of tokens) await bearers.verify(token)
    expect(bearers.size).toBe(2)
  })
})

describe('GET /api/v1/me from the session cache', () => {
  const ctx = useTestApp()
  const host = hostOf('vb')

  it('answers a change made through a bearer request at once', async () => {
    const school = await insertSchool(ctx().database.db, { code: 'vb', name: 'Verified' })
    const student = await insertTestStudent(ctx().database, school, { email: 'me@vb.edu' })
    const { jwt } = await login(ctx().app, 'vb', student.email)
    const headers = { host, authorization: `Bearer ${jwt}` }
    const me = async () => (await ctx().app.inject({ url: '/api/v1/me', headers })).json<AuthUser>()
    expect(await me()).toMatchObject({ analytics: true })
    const out = await ctx().app.inject({
      method: 'PUT',
      url: '/api/v1/me/analytics',
      headers,
      payload: { optOut: true },
    })
    expect(out.statusCode).toBe(200)
    expect(await me()).toMatchObject({ analytics: false })
  })
})
