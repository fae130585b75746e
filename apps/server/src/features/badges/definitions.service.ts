import { and, count, desc, eq, isNull } from 'drizzle-orm'
import type { BadgeDefinition, BadgeDefinitionInput } from '@quad/shared'
import { BadgeDefinitionInput as Input } from '@quad/shared'
import { audit, type AuditOrigin } from '../../platform/audit/audit.ts'
import type { Database, DbOrTx } from '../../platform/db/database.ts'
import { fieldError, notFound } from '../../platform/errors.ts'
import type { Jobs } from '../../platform/jobs/jobs.ts'
import { badgeDefinitions, badges } from '../../db/schema/badges.ts'
import { badgeIconUrl } from './badge-icons.ts'
import type { Evaluators } from './criteria.ts'
import { SWEEP_JOB } from './job-names.ts'

type Row = typeof badgeDefinitions.$inferSelect

function present(row: Row, awarded: number): BadgeDefinition {
  return {
    uid: row.uid,
    name: row.name,
    description: row.description,
    icon: row.icon,
    iconUrl: badgeIconUrl(row.icon),
    points: row.points,
    criterion: row.criterion,
    awarded,
    archived: row.archivedAt !== null,
    createdAt: row.createdAt.toISOString(),
  }
}

/** The school's definitions, newest first, archived ones too, with how many hold each. */
export async function listDefinitions(db: DbOrTx, schoolId: number): Promise<BadgeDefinition[]> {
  const rows = await db
    .select({ definition: badgeDefinitions, awarded: count(badges.id) })
    .from(badgeDefinitions)
    .leftJoin(badges, eq(badges.definitionId, badgeDefinitions.id))
    .where(eq(badgeDefinitions.schoolId, schoolId))
    .groupBy(badgeDefinitions.id)
    .orderBy(desc(badgeDefinitions.createdAt), desc(badgeDefinitions.id))
  return rows.map((row) => present(row.definition, row.awarded))
}

/**
 * Defines a badge (audited `badge.create`) and queues the sweep that awards it to the
 * students who already meet it. A kind no evaluator knows yet is a 400 naming it.
 */
export async function createDefinition(
  database: Database,
  deps: { jobs: Jobs; evaluators: Evaluators },
  origin: AuditOrigin & { actorId: number },
  schoolId: number,
  input: BadgeDefinitionInput,
): Promise<BadgeDefinition> {
  const body = Input.parse(input)
  if (!deps.evaluators.has(body.criterion.kind)) {
    throw fieldError('body.criterion.kind', 'is not awarded yet at this school')
  }
  return database.db.transaction(async (tx) => {
    const [row] = await tx
      .insert(badgeDefinitions)
      .values({ schoolId, ...body, createdBy: origin.actorId })
      .returning()
    if (!row) throw new Error('badge definition was not stored')
    await audit(tx, origin, {
      schoolId,
      action: 'badge.create',
      subjectType: 'badge',
      subjectId: row.uid,
      details: { name: row.name, criterion: row.criterion, points: row.points },
    })
    await deps.jobs.enqueue(tx, SWEEP_JOB, { schoolId, definitionId: row.id, after: 0 })
    return present(row, 0)
  })
}

/** Archives a definition (audited `badge.archive`): awarded no more; holders keep it. */
export async function archiveDefinition(
  database: Database,
  origin: AuditOrigin & { actorId: number },
  schoolId: number,
  uid: string,
): Promise<BadgeDefinition> {
  await database.db.transaction(async (tx) => {
    const [row] = await tx
      .update(badgeDefinitions)
      .set({ archivedAt: new Date() })
      .where(
        and(
          eq(badgeDefinitions.schoolId, schoolId),
          eq(badgeDefinitions.uid, uid),
          isNull(badgeDefinitions.archivedAt),
        ),
      )
      .returning({ uid: badgeDefinitions.uid })
    if (!row) {
      const [exists] = await tx
        .select({ id: badgeDefinitions.id })
        .from(badgeDefinitions)
        .where(and(eq(badgeDefinitions.schoolId, schoolId), eq(badgeDefinitions.uid, uid)))
      if (!exists) throw notFound('Badge')
      return
    }
    await audit(tx, origin, {
      schoolId,
      action: 'badge.archive',
      subjectType: 'badge',
      subjectId: uid,
    })
  })
  const found = (await listDefinitions(database.db, schoolId)).find((d) => d.uid === uid)
  if (!found) throw notFound('Badge')
  return found
}
