import * as z from 'zod/mini'

/** Zone names found good, up to a bound: a cookie could name endless spellings. */
const knownZones = new Set<string>()
const KNOWN_ZONES_MAX = 1000

/**
 * A zone name the runtime's time-zone database knows ('Europe/Berlin', 'UTC'). Making a
 * formatter to find out cost a chat send's server 2 % of its CPU (P2 profile), where every
 * school row read asks, so a name found good is remembered (the first thousand).
 */
export function isTimeZone(value: string): boolean {
  if (knownZones.has(value)) return true
  try {
    new Intl.DateTimeFormat('en', { timeZone: value })
  } catch {
    return false
  }
  if (knownZones.size < KNOWN_ZONES_MAX) knownZones.add(value)
  return true
}

/** A zone's canonical name ('US/Eastern' → 'America/New_York'), as a device reports its own. */
export function canonicalTimeZone(value: string): string {
  return new Intl.DateTimeFormat('en', { timeZone: value }).resolvedOptions().timeZone
}

/**
 * A school's zone until its admin picks one (issue 30 bug 4, decision 072): the zone the
 * server already counted days in before schools had one.
 */
export const DEFAULT_SCHOOL_TIME_ZONE = 'UTC'

/** An IANA zone name, checked against the time-zone database of whoever parses it. */
export const TimeZone = z
  .string()
  .check(z.maxLength(64), z.refine(isTimeZone, 'not a known time zone'))
