import { sql } from 'drizzle-orm'
import type { BadgeCriterion } from '@quad/shared'
import { transcriptEntries, transcriptTerms } from '../../db/schema/transcript.ts'
import type { BadgeCriterionEvaluator } from '../badges/index.ts'

/**
 * The badges feature's reserved `transcript_category` kind (decisions 100, 102): N approved
 * entries of the category with that name (case-insensitive, archived or not).
 */
export const transcriptCategoryCriterion: BadgeCriterionEvaluator<
  Extract<BadgeCriterion, { kind: 'transcript_category' }>
> = {
  kind: 'transcript_category',
  qualifying: (schoolId, { count, category }) => sql`
    select e.user_id from ${transcriptEntries} e
    join ${transcriptTerms} t on t.id = e.category_id
    where e.school_id = ${schoolId} and e.status = 'approved'
      and t.kind = 'category' and lower(t.name) = lower(${category})
    group by e.user_id having count(*) >= ${count}`,
}
