import * as z from 'zod/mini'

/** A zone name the runtime's time-zone database knows ('Europe/Berlin', 'UTC'). */
export function isTimeZone(value: string): boolean {
  try {
    new Intl.DateTimeFormat('en', { timeZone: value })
    return true
  } catch {
    return false
  }
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
