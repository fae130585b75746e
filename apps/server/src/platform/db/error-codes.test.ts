import { describe, expect, it } from 'vitest'
import { isRetryableConflict, isUniqueViolation, retryOnConflict } from './error-codes.ts'

/** An error as Drizzle throws it: its own, with the driver's as the cause. */
function failed(code: string): Error {
  return new Error('Failed query', { cause: Object.assign(new Error(code), { code }) })
}

describe('database error codes', () => {
  it('reads the SQLSTATE through Drizzle’s wrapper', () => {
    expect(isUniqueViolation(failed('23505'))).toBe(true)
    expect(isRetryableConflict(failed('40P01'))).toBe(true)
    expect(isRetryableConflict(failed('40001'))).toBe(true)
    expect(isRetryableConflict(failed('23505'))).toBe(false)
    expect(isRetryableConflict(new Error('no code'))).toBe(false)
  })

  it('runs a transaction again after a deadlock, and only then', async () => {
    let runs = 0
    const answer = await retryOnConflict(async () => {
      runs += 1
      if (runs === 1) throw failed('40P01')
      return 'done'
    })
    expect(answer).toBe('done')
    expect(runs).toBe(2)

    runs = 0
    await expect(
      retryOnConflict(async () => {
        runs += 1
        throw failed('23505')
      }),
    ).rejects.toThrow('Failed query')
    expect(runs).toBe(1)
  })

  it('gives up after its attempts, with the last error', async () => {
    let runs = 0
    await expect(
      retryOnConflict(async () => {
        runs += 1
        throw failed('40P01')
      }, 3),
    ).rejects.toThrow('Failed query')
    expect(runs).toBe(3)
  })
})
