import { describe, expect, it } from 'vitest'
import { minorOf } from './amount.ts'

describe('an amount typed in a budget request', () => {
  it('is read exactly in minor units, with a point or a comma', () => {
    expect(minorOf('125.50', 2)).toBe(12_550)
    expect(minorOf('1.005', 3)).toBe(1_005)
    expect(minorOf('12,5', 2)).toBe(1_250)
    expect(minorOf(' 40 ', 2)).toBe(4_000)
    expect(minorOf('0.29', 2)).toBe(29)
    expect(minorOf('1200', 0)).toBe(1_200)
  })

  it('is refused when it has more digits than the currency, separators, or a sign', () => {
    for (const [typed, digits] of [
      ['1,000', 2],
      ['1,000.50', 2],
      ['12.345', 2],
      ['12.5', 0],
      ['-3', 2],
      ['twelve', 2],
      ['', 2],
    ] as const) {
      expect(minorOf(typed, digits), typed).toBeNaN()
    }
  })
})
