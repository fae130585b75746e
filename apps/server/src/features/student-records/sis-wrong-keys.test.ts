import { describe, expect, it } from 'vitest'
import { useTestApp } from '../../test/test-app.ts'
import { bus, push, schoolWithAdmin } from './test-fixtures.ts'

/**
 * Issue 30 security 5: requests with unknown school API keys were never rate limited (the
 * per-key limit needs a key). Ten wrong keys a minute per address, then a 429 saying why;
 * another address, and the school's own key, are not held up.
 */
const ctx = useTestApp({ bus, config: { trustProxy: 1 } })
const TERM = { externalId: 'FA26', name: 'Fall 2026', startsOn: '2026-09-01', endsOn: '2026-12-18' }

describe('wrong school API keys', () => {
  it('are limited per address with a clear 429', async () => {
    await schoolWithAdmin(ctx, 'wk')
    const from = (address: string) => ({ 'x-forwarded-for': address })
    const statuses: number[] = []
    for (let i = 0; i < 12; i++) {
      const wrong = `quad_sk_0123456789_${'x'.repeat(40)}${String(i).padStart(3, '0')}`
      statuses.push((await push(ctx, 'wk', wrong, 'terms', [TERM], from('203.0.113.5'))).statusCode)
    }
    expect(statuses).toEqual([...Array<number>(10).fill(401), 429, 429])
    const limited = await push(ctx, 'wk', 'nonsense', 'terms', [TERM], from('203.0.113.5'))
    expect(limited.json().error).toEqual({
      code: 'rate_limited',
      message: 'Too many requests with a wrong school API key; wait a minute.',
    })
    expect(
      (await push(ctx, 'wk', 'nonsense', 'terms', [TERM], from('203.0.113.6'))).statusCode,
    ).toBe(401)
  })
})
