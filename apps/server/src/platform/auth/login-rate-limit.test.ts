import { describe, expect, it } from 'vitest'
import {
  clientFor,
  sessionCookie,
  TEST_PASSWORD,
  useSchoolWithStudent,
  useTestApp,
} from '../../test/test-app.ts'

const ctx = useTestApp({ loginLimitPerMinute: 5 })
const studentEmail = useSchoolWithStudent(ctx, 'alpha')
const { post } = clientFor(ctx, 'alpha')

describe('login rate limit (quality.md R8)', () => {
  it('limits attempts per client address, and X-Forwarded-For does not reset it', async () => {
    const codes: number[] = []
    for (let i = 0; i < 8; i++) {
      const response = await post(
        '/mobile_ws/v18/login',
        { email: studentEmail(), password: 'wrong' },
        { 'x-forwarded-for': `203.0.113.${i}` },
      )
      codes.push(response.statusCode)
    }
    expect(codes.filter((c) => c === 429).length).toBeGreaterThan(0)
    const limited = await post('/mobile_ws/v18/login', {
      email: studentEmail(),
      password: TEST_PASSWORD,
    })
    expect(limited.statusCode).toBe(429)
    expect(limited.json().error.code).toBe('rate_limited')
    expect(() => sessionCookie(limited)).toThrow()
  })
})
