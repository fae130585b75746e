import { beforeAll, describe, expect, it } from 'vitest'
import {
  hostOf,
  insertSchool,
  insertTestStudent,
  sessionCookie,
  TEST_PASSWORD,
  useTestApp,
} from '../../test/test-app.ts'

const ctx = useTestApp({ loginLimitPerMinute: 5 })
let email = ''

beforeAll(async () => {
  const school = await insertSchool(ctx().database.db, { code: 'alpha', name: 'Alpha College' })
  email = (await insertTestStudent(ctx().database, school)).email
})

const post = (url: string, payload: unknown, headers: Record<string, string> = {}) =>
  ctx().app.inject({
    method: 'POST',
    url,
    payload: payload as object,
    headers: { host: hostOf('alpha'), ...headers },
  })

describe('login rate limit (quality.md R8)', () => {
  it('limits attempts per client address, and X-Forwarded-For does not reset it', async () => {
    const codes: number[] = []
    for (let i = 0; i < 8; i++) {
      const response = await post(
        '/mobile_ws/v18/login',
        { email, password: 'wrong' },
        { 'x-forwarded-for': `203.0.113.${i}` },
      )
      codes.push(response.statusCode)
    }
    expect(codes.filter((c) => c === 429).length).toBeGreaterThan(0)
    const limited = await post('/mobile_ws/v18/login', { email, password: TEST_PASSWORD })
    expect(limited.statusCode).toBe(429)
    expect(limited.json().error.code).toBe('rate_limited')
    expect(() => sessionCookie(limited)).toThrow()
  })
})
