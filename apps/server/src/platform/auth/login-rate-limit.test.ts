import { describe, expect, it } from 'vitest'
import {
  clientFor,
  sessionCookie,
  TEST_PASSWORD,
  useSchoolWithStudent,
  useTestApp,
} from '../../test/test-app.ts'

// Behind one trusted proxy hop: the proxy appends the real client address last.
const ctx = useTestApp({ loginLimitPerMinute: 5, config: { trustProxy: 1 } })
const studentEmail = useSchoolWithStudent(ctx, 'alpha')
const { post } = clientFor(ctx, 'alpha')
const attempt = (email: string, password: string, clientIp: string, spoofed = '198.51.100.1') =>
  post(
    '/mobile_ws/v18/login',
    { email, password },
    { 'x-forwarded-for': `${spoofed}, ${clientIp}` },
  )

describe('login rate limit (quality.md R8)', () => {
  it('limits one account from one address, whatever X-Forwarded-For the client adds', async () => {
    const codes: number[] = []
    for (let i = 0; i < 7; i++) {
      codes.push(
        (await attempt(studentEmail(), 'wrong', '203.0.113.7', `198.51.100.${i}`)).statusCode,
      )
    }
    expect(codes).toEqual([401, 401, 401, 401, 401, 429, 429])
    const limited = await attempt(studentEmail(), TEST_PASSWORD, '203.0.113.7')
    expect(limited.statusCode).toBe(429)
    expect(limited.json().error.code).toBe('rate_limited')
    expect(() => sessionCookie(limited)).toThrow()
    // The same student from another address is not locked out.
    expect((await attempt(studentEmail(), TEST_PASSWORD, '203.0.113.8')).statusCode).toBe(200)
  })

  it('caps all logins from one address at ten times the per-account limit', async () => {
    const codes: number[] = []
    for (let i = 0; i < 52; i++) {
      codes.push((await attempt(`someone${i}@example.edu`, 'wrong', '203.0.113.9')).statusCode)
    }
    expect(codes.slice(0, 50).every((c) => c === 401)).toBe(true)
    expect(codes.slice(50)).toEqual([429, 429])
  })
})
