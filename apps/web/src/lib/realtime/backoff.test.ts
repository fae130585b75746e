import { describe, expect, it } from 'vitest'
import { BACKOFF_CAP_MS, backoffDelay } from './backoff.ts'

describe('backoffDelay', () => {
  it('doubles with each attempt, between half and all of the ceiling', () => {
    expect(backoffDelay(0, () => 0)).toBe(500)
    expect(backoffDelay(0, () => 1)).toBe(1_000)
    expect(backoffDelay(1, () => 0)).toBe(1_000)
    expect(backoffDelay(3, () => 1)).toBe(8_000)
  })

  it('never waits longer than the cap, however many attempts failed', () => {
    expect(backoffDelay(5, () => 1)).toBe(BACKOFF_CAP_MS)
    expect(backoffDelay(40, () => 1)).toBe(BACKOFF_CAP_MS)
    expect(backoffDelay(40, () => 0)).toBe(BACKOFF_CAP_MS / 2)
  })

  it('spreads clients apart: different random draws give different delays', () => {
    const delays = new Set([0.1, 0.4, 0.7, 0.9].map((r) => backoffDelay(4, () => r)))
    expect(delays.size).toBe(4)
  })
})
