import { seasonOf, type SchoolRecordsProfile } from './demo-sis-catalogue.ts'

/*
 * The demo's two terms, placed around the seed's clock so the demo always shows a current
 * term: this one began six weeks before the week the seed ran and ends nine weeks after
 * it; the previous one ended three weeks before this one began. Every date derives from
 * the Monday of the clock's week (UTC), so seeding again the same week writes the same rows.
 */

const DAY_MS = 86_400_000

export interface DemoTerm {
  externalId: string
  name: string
  startsOn: string
  endsOn: string
  /** The term's first Monday (UTC midnight). */
  start: Date
}

export interface DemoTerms {
  previous: DemoTerm
  current: DemoTerm
  /** The Monday of the clock's week: every other date counts from it. */
  anchor: Date
}

export function isoDay(date: Date): string {
  return date.toISOString().slice(0, 10)
}

export function addDays(date: Date, days: number): Date {
  return new Date(date.getTime() + days * DAY_MS)
}

/** The Monday on or before `clock`, at UTC midnight (spec 9: weeks start on Monday). */
export function mondayOf(clock: Date): Date {
  const midnight = Date.UTC(clock.getUTCFullYear(), clock.getUTCMonth(), clock.getUTCDate())
  const sinceMonday = (new Date(midnight).getUTCDay() + 6) % 7
  return new Date(midnight - sinceMonday * DAY_MS)
}

const WEEKS = 15

/** Fifteen teaching weeks from a Monday to a Friday, named `back` terms before the season. */
function term(
  profile: SchoolRecordsProfile,
  start: Date,
  current: { season: number; year: number },
  back: number,
): DemoTerm {
  const index = current.season - back
  const season = profile.terms.seasons[(index + 3) % 3] ?? ''
  const year = current.year + Math.floor(index / 3)
  return {
    externalId: profile.terms.code(season, year),
    name: profile.terms.name(season, year),
    start,
    startsOn: isoDay(start),
    endsOn: isoDay(addDays(start, WEEKS * 7 - 3)),
  }
}

export function demoTerms(profile: SchoolRecordsProfile, clock: Date): DemoTerms {
  const anchor = mondayOf(clock)
  const currentStart = addDays(anchor, -6 * 7)
  const previousStart = addDays(currentStart, -18 * 7)
  // Named by its middle, so a term starting late in August is the autumn's; the previous
  // term is the season before, whatever its dates.
  const middle = addDays(currentStart, (WEEKS * 7) / 2)
  const season = { season: seasonOf(middle), year: middle.getUTCFullYear() }
  return {
    anchor,
    current: term(profile, currentStart, season, 0),
    previous: term(profile, previousStart, season, 1),
  }
}
