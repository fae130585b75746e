import { describe, expect, it } from 'vitest'
import './messages.ts'
import { dayKey, dayLabel, listTime } from './day-label.ts'

const now = new Date(2026, 10, 21, 9, 30)

describe('dayLabel', () => {
  it('names today and yesterday, and dates the rest', () => {
    expect(dayLabel(new Date(2026, 10, 21, 0, 5), now)).toBe('Today')
    expect(dayLabel(new Date(2026, 10, 20, 23, 59), now)).toBe('Yesterday')
    expect(dayLabel(new Date(2026, 10, 18, 12), now)).toMatch(/18/)
  })

  it('crosses month boundaries', () => {
    expect(dayLabel(new Date(2026, 10, 30, 12), new Date(2026, 11, 1, 8))).toBe('Yesterday')
  })
})

describe('listTime', () => {
  it('shows a time today, a weekday this week, and a date before', () => {
    expect(listTime(new Date(2026, 10, 21, 8, 5), now)).toMatch(/8.05/)
    expect(listTime(new Date(2026, 10, 19, 8), now)).not.toMatch(/19/)
    expect(listTime(new Date(2026, 9, 2, 8), now)).toMatch(/2/)
  })

  it('tells days apart by calendar, not by 24 hours', () => {
    expect(dayKey(new Date(2026, 10, 20, 23, 59))).not.toBe(dayKey(new Date(2026, 10, 21, 0, 1)))
  })
})
