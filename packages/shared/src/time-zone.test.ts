import { describe, expect, it } from 'vitest'
import { TimeZone, canonicalTimeZone, isTimeZone } from './time-zone.ts'

describe('TimeZone (issue 30 bug 4)', () => {
  it('takes the IANA names the runtime knows and nothing else', () => {
    expect(isTimeZone('America/New_York')).toBe(true)
    expect(isTimeZone('UTC')).toBe(true)
    expect(isTimeZone('Mars/Olympus_Mons')).toBe(false)
    expect(TimeZone.safeParse('Europe/Paris').success).toBe(true)
    expect(TimeZone.safeParse('').success).toBe(false)
    expect(TimeZone.safeParse('x'.repeat(65)).success).toBe(false)
    expect(canonicalTimeZone('US/Eastern')).toBe('America/New_York')
  })

  it('takes aliases and other spellings the runtime knows, beside its canonical list', () => {
    expect(isTimeZone('US/Eastern')).toBe(true)
    expect(isTimeZone('Europe/Kyiv')).toBe(true)
    expect(isTimeZone('utc')).toBe(true)
    expect(isTimeZone('europe/berlin')).toBe(true)
    expect(isTimeZone('Europe/Berlin ')).toBe(false)
    expect(isTimeZone('')).toBe(false)
  })
})
