import { isIPv4, isIPv6 } from 'node:net'

/**
 * The network an address belongs to, as a sessions list shows it (issue 18 item 3): an
 * IPv4 address's /24 ("203.0.113.0/24"), an IPv6 address's /48. The address itself is
 * never stored, only its range. An IPv4-mapped IPv6 address counts as IPv4.
 */
export function ipRangeOf(address: string | undefined): string | null {
  if (!address) return null
  const v4 = address.startsWith('::ffff:') ? address.slice(7) : address
  if (isIPv4(v4)) {
    const [a, b, c] = v4.split('.')
    return `${a}.${b}.${c}.0/24`
  }
  if (isIPv6(address)) {
    const groups = expandIpv6(address).slice(0, 3)
    return `${groups.join(':')}::/48`
  }
  return null
}

/** The eight groups of an IPv6 address, `::` expanded, leading zeros dropped. */
function expandIpv6(address: string): string[] {
  const [head = '', tail] = address.split('::')
  const left = head === '' ? [] : head.split(':')
  const right = tail === undefined || tail === '' ? [] : tail.split(':')
  const missing = 8 - left.length - right.length
  return [...left, ...Array<string>(Math.max(missing, 0)).fill('0'), ...right].map((group) =>
    (Number.parseInt(group, 16) || 0).toString(16),
  )
}
