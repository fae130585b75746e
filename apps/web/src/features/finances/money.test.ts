import { describe, expect, it } from 'vitest'
import { formatMoney } from '../../lib/i18n/money.ts'
import { dayAsDate } from './money.ts'

describe('formatMoney', () => {
  it('divides minor units by the currency’s own digits', () => {
    expect(formatMoney(125_030, 'USD')).toBe('$1,250.30')
    expect(formatMoney(90_000, 'EUR')).toBe('€900.00')
    expect(formatMoney(5_000, 'JPY')).toBe('¥5,000')
    expect(formatMoney(1_500, 'BHD')).toBe('BHD\u00a01.500')
    expect(formatMoney(-2_500, 'USD')).toBe('-$25.00')
  })
})

describe('dayAsDate', () => {
  it('keeps the day whatever the zone', () => {
    const date = dayAsDate('2026-10-01')
    expect([date.getFullYear(), date.getMonth(), date.getDate()]).toEqual([2026, 9, 1])
  })
})
