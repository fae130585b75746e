/** Where the server's render reads the visitor's zone (decision 075); null in the browser. */
let visitorZone: (() => string) | null = null

/**
 * The server's render draws times in the visitor's zone, which their browser names in a
 * cookie (lib/ssr/zone-cookie.ts): entry-server.tsx hands it in here.
 */
export function setDeviceTimeZoneSource(read: () => string): void {
  visitorZone = read
}

/**
 * This device's IANA zone, read when asked (a test may stand in for another device): the
 * default wherever a student picks one.
 */
export function deviceTimeZone(): string {
  return visitorZone?.() ?? Intl.DateTimeFormat().resolvedOptions().timeZone
}

let knownZones: readonly string[] | undefined

/**
 * Every zone this browser knows (IANA names), for a zone select: read on first use, not as
 * the shell loads (Intl's first use starts ICU, a long task on a phone; issue 32).
 */
export function timeZones(): readonly string[] {
  knownZones ??= Intl.supportedValuesOf('timeZone')
  return knownZones
}
