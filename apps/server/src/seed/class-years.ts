/**
 * Plausible class years for seeded people (issue 12 "Demo data is implausible"), derived
 * from the date so the demo stays right as years pass. US academic years run from July to
 * June: from July on, the class that graduates next is next year's.
 */
const ACADEMIC_YEAR_START_MONTH = 6 // July, zero-based

/** Students need at most this many more years (a five-year programme's first year). */
export const STUDY_YEARS = 5
/** Alumni in the demo graduated within this many years. */
export const ALUMNI_SPAN = 12

/** The class that graduates at the end of the academic year `now` falls in. */
export function graduatingClass(now: Date): number {
  const year = now.getUTCFullYear()
  return now.getUTCMonth() >= ACADEMIC_YEAR_START_MONTH ? year + 1 : year
}

/**
 * The class year of a seeded person from one random draw in [0, 1): students graduate
 * this academic year or within the next four, alumni graduated before this academic year,
 * faculty and staff have none.
 */
export function classYearOf(accountType: string, draw: number, now: Date): number | null {
  const current = graduatingClass(now)
  if (accountType === 'student') return current + Math.floor(draw * STUDY_YEARS)
  if (accountType === 'alumni') return current - 1 - Math.floor(draw * ALUMNI_SPAN)
  return null
}
