import { and, count, eq, inArray } from 'drizzle-orm'
import { clubs } from '../../db/schema/clubs.ts'
import { forms } from '../../db/schema/forms.ts'
import type { ClubCount } from '../clubs/index.ts'

/** Spec 3 CountSurveys in the clubs listing: each club's forms that were opened (not drafts). */
export const clubSurveyCount: ClubCount = {
  property: 'CountSurveys',
  field: 'countSurveys',
  async count(db, schoolId, clubUids) {
    const rows = await db
      .select({ uid: clubs.uid, n: count() })
      .from(forms)
      .innerJoin(clubs, eq(clubs.id, forms.clubId))
      .where(
        and(
          eq(clubs.schoolId, schoolId),
          inArray(clubs.uid, [...clubUids]),
          inArray(forms.status, ['open', 'closed']),
        ),
      )
      .groupBy(clubs.uid)
    return new Map(rows.map((row) => [row.uid, row.n]))
  },
}
