import { describe, expect, it } from 'vitest'
import { relativeTime } from './relative-time.ts'

const now = Date.parse('2026-03-10T12:00:00Z')
const ago = (seconds: number) => new Date(now - seconds * 1000).toISOString()

describe('relativeTime', () => {
  it('says how long ago, in the largest fitting unit', () => {
    expect(relativeTime(ago(10), now)).toBe('just now')
    expect(relativeTime(ago(60), now)).toBe('1 minute ago')
    expect(relativeTime(ago(5 * 60), now)).toBe('5 minutes ago')
    expect(relativeTime(ago(3 * 3600), now)).toBe('3 hours ago')
    expect(relativeTime(ago(26 * 3600), now)).toBe('yesterday')
    expect(relativeTime(ago(3 * 86_400), now)).toBe('3 days ago')
  })

  it('gives the date from a week back', () => {
    expect(relativeTime(ago(9 * 86_400), now)).toBe('Mar 1, 2026')
  })
})
