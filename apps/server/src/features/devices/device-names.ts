import { BlockList, isIPv4 } from 'node:net'
import Bowser from 'bowser'
import type { DeviceType } from '@quad/shared'

/** What a sessions list says of a stored User-Agent (issue 18 item 3). */
export interface DeviceName {
  browser: string | null
  os: string | null
  deviceType: DeviceType
}

const deviceTypes = new Set<string>(['desktop', 'mobile', 'tablet'])

/** "Firefox 128" on "macOS 14.5", read by bowser (MIT); nothing guessed when it names none. */
export function deviceNameOf(userAgent: string | null): DeviceName {
  if (!userAgent) return { browser: null, os: null, deviceType: 'other' }
  const parsed = Bowser.parse(userAgent)
  const major = parsed.browser.version?.split('.')[0]
  const type = parsed.platform.type ?? ''
  return {
    browser: parsed.browser.name ? [parsed.browser.name, major].filter(Boolean).join(' ') : null,
    os: parsed.os.name ? [parsed.os.name, parsed.os.version].filter(Boolean).join(' ') : null,
    deviceType: deviceTypes.has(type) ? (type as DeviceType) : 'other',
  }
}

/** Private, loopback and link-local networks: a sign-in from the school's or one's own network. */
const localNetworks = new BlockList()
for (const [net, prefix] of [
  ['10.0.0.0', 8],
  ['172.16.0.0', 12],
  ['192.168.0.0', 16],
  ['127.0.0.0', 8],
  ['169.254.0.0', 16],
  ['100.64.0.0', 10],
] as const) {
  localNetworks.addSubnet(net, prefix, 'ipv4')
}
for (const [net, prefix] of [
  ['::', 127],
  ['fc00::', 7],
  ['fe80::', 10],
] as const) {
  localNetworks.addSubnet(net, prefix, 'ipv6')
}

export const LOCAL_NETWORK = 'Local network'

/**
 * Where a session signed in from: the stored /24 or /48 (ip-range.ts). No GeoIP service is
 * asked (decision 056), so a public range is shown as it is and a private one by name.
 */
export function placeOf(ipRange: string | null): string | null {
  if (!ipRange) return null
  const network = ipRange.split('/')[0] ?? ''
  const family = isIPv4(network) ? 'ipv4' : 'ipv6'
  try {
    return localNetworks.check(network, family) ? LOCAL_NETWORK : ipRange
  } catch {
    return ipRange
  }
}
