import './outbox-messages.ts'
import { and, eq, isNull, notExists, sql } from 'drizzle-orm'
import type { DbOrTx } from '../../platform/db/database.ts'
import { users } from '../../platform/db/schema.ts'
import type { Outbox } from '../../platform/outbox/messages.ts'
import type { School } from '../../platform/tenancy/schools.service.ts'
import { badgeDefinitions, badgePoints, badges } from '../../db/schema/badges.ts'
import { badgeIconUrl } from './badge-icons.ts'
import { qualifyingSql, type Evaluators } from './criteria.ts'
import { termAt } from './terms.ts'

type Definition = typeof badgeDefinitions.$inferSelect

export interface AwardDeps {
  /** Null: the awards are not news (the demo seed's history); no one is told. */
  outbox: Pick<Outbox, 'emit'> | null
  evaluators: Evaluators
}

/**
 * Awards `definition` to each of `userIds` who has not got it (decision 100): one insert
 * with `on conflict do nothing` on (student, definition), so two jobs racing on two
 * instances award it once; each new award adds its points to the ledger in the award's
 * term and tells the student. Answers the students newly awarded.
 */
export async function awardBadge(
  tx: DbOrTx,
  deps: Pick<AwardDeps, 'outbox'>,
  school: School,
  definition: Definition,
  userIds: readonly number[],
): Promise<number[]> {
  if (userIds.length === 0) return []
  const awarded = await tx
    .insert(badges)
    .values(
      userIds.map((userId) => ({
        schoolId: school.id,
        userId,
        definitionId: definition.id,
        name: definition.name,
        iconUrl: badgeIconUrl(definition.icon),
      })),
    )
    .onConflictDoNothing({ target: [badges.userId, badges.definitionId] })
    .returning({ id: badges.id, userId: badges.userId, awardedAt: badges.awardedAt })
  const [first] = awarded
  if (!first) return []
  const term = await termAt(tx, school, first.awardedAt)
  await tx.insert(badgePoints).values(
    awarded.map((row) => ({
      badgeId: row.id,
      schoolId: school.id,
      userId: row.userId,
      termKey: term.key,
      termName: term.name,
      points: definition.points,
      awardedAt: row.awardedAt,
    })),
  )
  for (const row of awarded) {
    await deps.outbox?.emit(tx, school, 'badge.awarded', {
      userId: row.userId,
      definitionUid: definition.uid,
      badgeName: definition.name,
      points: definition.points,
    })
  }
  return awarded.map((row) => row.userId)
}

/**
 * Evaluates one student against the school's active definitions they do not hold yet and
 * awards those they meet (the job queued on check-ins and club changes).
 */
export async function evaluateStudent(
  tx: DbOrTx,
  deps: AwardDeps,
  school: School,
  userId: number,
): Promise<string[]> {
  const open = await tx
    .select()
    .from(badgeDefinitions)
    .where(
      and(
        eq(badgeDefinitions.schoolId, school.id),
        isNull(badgeDefinitions.archivedAt),
        notExists(
          tx
            .select({ one: sql`1` })
            .from(badges)
            .where(and(eq(badges.definitionId, badgeDefinitions.id), eq(badges.userId, userId))),
        ),
      ),
    )
  const earned: string[] = []
  for (const definition of open) {
    const qualifying = qualifyingSql(deps.evaluators, school.id, definition.criterion)
    if (!qualifying) continue
    const { rows } = await tx.execute<{ met: boolean }>(
      sql`select exists (select 1 from (${qualifying}) q where q.user_id = ${userId}) as met`,
    )
    if (!rows[0]?.met) continue
    const awarded = await awardBadge(tx, deps, school, definition, [userId])
    if (awarded.length > 0) earned.push(definition.name)
  }
  return earned
}

/** The students a sweep awards per transaction. */
export const SWEEP_BATCH = 200

/**
 * One batch of a new definition's sweep: the qualifying active students after `afterUserId`,
 * in id order, awarded. Answers the last id seen, or null when the sweep is done.
 */
export async function sweepBatch(
  tx: DbOrTx,
  deps: AwardDeps,
  school: School,
  definition: Definition,
  afterUserId: number,
): Promise<number | null> {
  const qualifying = qualifyingSql(deps.evaluators, school.id, definition.criterion)
  if (!qualifying || definition.archivedAt) return null
  const { rows } = await tx.execute<{ user_id: string | number }>(sql`
    select q.user_id from (${qualifying}) q
    join ${users} u on u.id = q.user_id and u.status = 'active'
    where q.user_id > ${afterUserId}
    order by q.user_id limit ${SWEEP_BATCH}`)
  const ids = rows.map((row) => Number(row.user_id))
  await awardBadge(tx, deps, school, definition, ids)
  const last = ids.at(-1)
  return ids.length === SWEEP_BATCH && last !== undefined ? last : null
}
