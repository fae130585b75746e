import { describe, expect, it } from 'vitest'
import { ipRangeOf } from './ip-range.ts'

describe('ipRangeOf', () => {
  it('keeps an IPv4 address to its /24', () => {
    expect(ipRangeOf('203.0.113.77')).toBe('203.0.113.0/24')
    expect(ipRangeOf('::ffff:198.51.100.9')).toBe('198.51.100.0/24')
  })

  it('keeps an IPv6 address to its /48', () => {
    expect(ipRangeOf('2001:db8:85a3:8d3:1319:8a2e:370:7348')).toBe('2001:db8:85a3::/48')
    expect(ipRangeOf('2001:db8::1')).toBe('2001:db8:0::/48')
    expect(ipRangeOf('::1')).toBe('0:0:0::/48')
  })

  it('answers null for nothing or something that is not an address', () => {
    expect(ipRangeOf(undefined)).toBeNull()
    expect(ipRangeOf('')).toBeNull()
    expect(ipRangeOf('not-an-ip')).toBeNull()
  })
})
