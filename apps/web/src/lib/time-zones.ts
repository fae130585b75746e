/** This device's IANA zone: the default wherever a student picks one. */
export const deviceZone = Intl.DateTimeFormat().resolvedOptions().timeZone

/** Every zone this browser knows (IANA names), for a zone select. */
export const timeZones: readonly string[] = Intl.supportedValuesOf('timeZone')
