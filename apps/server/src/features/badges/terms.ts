import { desc, eq } from 'drizzle-orm'
import type { PointsTerm } from '@quad/shared'
import type { DbOrTx } from '../../platform/db/database.ts'
import { sisTerms } from '../../db/schema/student-records.ts'

/** A term with its days, first and last (`YYYY-MM-DD`, on the school's clock). */
export interface DatedTerm extends PointsTerm {
  startsOn: string
  endsOn: string
}

/** The school's own terms from its student-records feed, the latest starting first. */
export async function schoolTerms(db: DbOrTx, schoolId: number): Promise<DatedTerm[]> {
  const rows = await db
    .select({
      externalId: sisTerms.externalId,
      name: sisTerms.name,
      startsOn: sisTerms.startsOn,
      endsOn: sisTerms.endsOn,
    })
    .from(sisTerms)
    .where(eq(sisTerms.schoolId, schoolId))
    .orderBy(desc(sisTerms.startsOn))
  return rows.map(({ externalId, ...term }) => ({ key: `sis:${externalId}`, ...term }))
}

/**
 * The term holding `day` (decision 100): the school's own that holds it (the latest
 * starting, where two overlap; `terms` as schoolTerms gives them); else the half-year.
 */
export function termOfDay(terms: readonly DatedTerm[], day: string): DatedTerm {
  return terms.find((term) => term.startsOn <= day && day <= term.endsOn) ?? halfYearOf(day)
}

/** One formatter per zone: making one costs ~50 µs, and the attendance rollup asks per event. */
const dayFormats = new Map<string, Intl.DateTimeFormat>()

/** The day a moment falls on in a zone, `YYYY-MM-DD`. */
export function dayIn(timeZone: string, at: Date): string {
  let format = dayFormats.get(timeZone)
  if (!format) {
    format = new Intl.DateTimeFormat('en-CA', { timeZone })
    dayFormats.set(timeZone, format)
  }
  return format.format(at)
}

/**
 * The term points are counted in on `at` (decision 100): the school's own term from its
 * student-records feed that holds the day (the latest starting, where two overlap); else the
 * half-year on the school's clock, spring (January–July) or fall (August–December).
 */
export async function termAt(
  db: DbOrTx,
  school: { id: number; timeZone: string },
  at: Date,
): Promise<PointsTerm> {
  const { key, name } = termOfDay(await schoolTerms(db, school.id), dayIn(school.timeZone, at))
  return { key, name }
}

/** The half-year rule: `2026-fall` "Fall 2026" (August–December), `2027-spring` "Spring 2027". */
export function halfYearOf(day: string): DatedTerm {
  const year = day.slice(0, 4)
  const isFall = Number(day.slice(5, 7)) >= 8
  return isFall
    ? {
        key: `${year}-fall`,
        name: `Fall ${year}`,
        startsOn: `${year}-08-01`,
        endsOn: `${year}-12-31`,
      }
    : {
        key: `${year}-spring`,
        name: `Spring ${year}`,
        startsOn: `${year}-01-01`,
        endsOn: `${year}-07-31`,
      }
}
