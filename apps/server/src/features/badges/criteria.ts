import { sql, type SQL } from 'drizzle-orm'
import type { BadgeCriterion, BadgeCriterionKind } from '@quad/shared'
import { clubMemberships, clubs } from '../../db/schema/clubs.ts'
import { eventRsvps, events } from '../../db/schema/events.ts'
import type { BadgeCriterionEvaluator } from './extension-points.ts'

type Criterion<K extends BadgeCriterionKind> = Extract<BadgeCriterion, { kind: K }>

/** N first check-ins at the school's events, of one category when the criterion names it. */
const eventsAttended: BadgeCriterionEvaluator<Criterion<'events_attended'>> = {
  kind: 'events_attended',
  qualifying: (schoolId, { count, category }) => sql`
    select r.user_id from ${eventRsvps} r join ${events} e on e.id = r.event_id
    where r.school_id = ${schoolId} and r.checked_in_at is not null
      ${category === null ? sql`` : sql`and lower(e.category) = lower(${category})`}
    group by r.user_id having count(*) >= ${count}`,
}

/** An officer of any club of the school that is not archived. */
const officer: BadgeCriterionEvaluator<Criterion<'officer'>> = {
  kind: 'officer',
  qualifying: (schoolId) => sql`
    select distinct m.user_id from ${clubMemberships} m join ${clubs} c on c.id = m.club_id
    where m.school_id = ${schoolId} and m.role = 'officer' and c.status = 'active'`,
}

/** A member (or officer) of N of the school's active clubs. */
const clubsJoined: BadgeCriterionEvaluator<Criterion<'clubs_joined'>> = {
  kind: 'clubs_joined',
  qualifying: (schoolId, { count }) => sql`
    select m.user_id from ${clubMemberships} m join ${clubs} c on c.id = m.club_id
    where m.school_id = ${schoolId} and c.status = 'active'
    group by m.user_id having count(*) >= ${count}`,
}

/** The kinds the badges feature evaluates itself; others come through `badgeCriterionPoint`. */
export const BUILT_IN_EVALUATORS: readonly BadgeCriterionEvaluator[] = [
  eventsAttended,
  officer,
  clubsJoined,
]

/** The evaluators by kind: the built-in ones and those contributed. */
export type Evaluators = ReadonlyMap<BadgeCriterionKind, BadgeCriterionEvaluator>

export function evaluatorsOf(contributed: readonly BadgeCriterionEvaluator[]): Evaluators {
  return new Map([...BUILT_IN_EVALUATORS, ...contributed].map((e) => [e.kind, e]))
}

/** The qualifying students' query for a criterion, or null when no evaluator knows its kind. */
export function qualifyingSql(
  evaluators: Evaluators,
  schoolId: number,
  criterion: BadgeCriterion,
): SQL | null {
  const evaluator = evaluators.get(criterion.kind)
  return evaluator ? evaluator.qualifying(schoolId, criterion) : null
}
