/**
 * This device's IANA zone, read when asked (a test may stand in for another device): the
 * default wherever a student picks one.
 */
export function deviceTimeZone(): string {
  return Intl.DateTimeFormat().resolvedOptions().timeZone
}

/** Every zone this browser knows (IANA names), for a zone select. */
export const timeZones: readonly string[] = Intl.supportedValuesOf('timeZone')
