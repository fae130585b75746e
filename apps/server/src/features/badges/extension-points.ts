import type { BadgeCriterion } from '@quad/shared'
import type { SQL } from 'drizzle-orm'
import { extensionPoint } from '../../platform/extension-points.ts'

/**
 * How one kind of criterion is met, as SQL: the ids of the school's students who meet it.
 * The awarding job narrows it to one student; a new definition's sweep walks it in batches.
 */
export interface BadgeCriterionEvaluator<C extends BadgeCriterion = BadgeCriterion> {
  kind: C['kind']
  /** A query with one column, `user_id`: the students of `schoolId` who meet `criterion`. */
  qualifying(schoolId: number, criterion: C): SQL
}

/**
 * The badges feature's point (decision 100): a feature adds the evaluator of a criterion kind
 * the shared `BadgeCriterion` union reserves for it (the co-curricular transcript's
 * `transcript_category`). The kinds the badges feature evaluates itself are in `criteria.ts`.
 */
export const badgeCriterionPoint = extensionPoint<BadgeCriterionEvaluator>('badges.criterion')
