import { and, desc, eq, gte, lte } from 'drizzle-orm'
import type { PointsTerm } from '@quad/shared'
import type { DbOrTx } from '../../platform/db/database.ts'
import { sisTerms } from '../../db/schema/student-records.ts'

/** The day a moment falls on in a zone, `YYYY-MM-DD`. */
function dayIn(timeZone: string, at: Date): string {
  return new Intl.DateTimeFormat('en-CA', { timeZone }).format(at)
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
  const day = dayIn(school.timeZone, at)
  const [term] = await db
    .select({ externalId: sisTerms.externalId, name: sisTerms.name })
    .from(sisTerms)
    .where(
      and(eq(sisTerms.schoolId, school.id), lte(sisTerms.startsOn, day), gte(sisTerms.endsOn, day)),
    )
    .orderBy(desc(sisTerms.startsOn))
    .limit(1)
  if (term) return { key: `sis:${term.externalId}`, name: term.name }
  return halfYearOf(day)
}

/** The half-year rule: `2026-fall` "Fall 2026", `2027-spring` "Spring 2027". */
export function halfYearOf(day: string): PointsTerm {
  const year = day.slice(0, 4)
  const isFall = Number(day.slice(5, 7)) >= 8
  return isFall
    ? { key: `${year}-fall`, name: `Fall ${year}` }
    : { key: `${year}-spring`, name: `Spring ${year}` }
}
