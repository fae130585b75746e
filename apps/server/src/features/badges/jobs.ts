import { and, eq } from 'drizzle-orm'
import { z } from 'zod'
import type { JobDefinition } from '../../platform/jobs/jobs.ts'
import type { ModuleContext } from '../../platform/module.ts'
import { findSchoolById } from '../../platform/tenancy/schools.service.ts'
import { badgeDefinitions } from '../../db/schema/badges.ts'
import { evaluateStudent, sweepBatch } from './award.service.ts'
import { evaluatorsOf } from './criteria.ts'
import { badgeCriterionPoint } from './extension-points.ts'
import { EVALUATE_JOB, SWEEP_JOB } from './job-names.ts'

const EvaluatePayload = z.object({ schoolId: z.number(), userId: z.number() })
const SweepPayload = z.object({ schoolId: z.number(), definitionId: z.number(), after: z.number() })

/**
 * The badges feature's jobs (decision 100): a student's criteria evaluated after something
 * they did (queued by the subscribers), and a new definition's sweep over the students who
 * already meet it, one batch per job, each queueing the next in its own transaction.
 */
export function badgeJobs({ database, outbox, jobs, extensions }: ModuleContext): JobDefinition[] {
  const evaluators = evaluatorsOf(extensions.of(badgeCriterionPoint))
  const deps = { outbox, evaluators }
  return [
    {
      name: EVALUATE_JOB,
      pollSeconds: 2,
      handler: async (payload) => {
        const { schoolId, userId } = EvaluatePayload.parse(payload)
        const school = await findSchoolById(database.db, schoolId)
        if (!school) return
        await database.db.transaction((tx) => evaluateStudent(tx, deps, school, userId))
      },
    },
    {
      name: SWEEP_JOB,
      pollSeconds: 2,
      handler: async (payload) => {
        const { schoolId, definitionId, after } = SweepPayload.parse(payload)
        const school = await findSchoolById(database.db, schoolId)
        if (!school) return
        await database.db.transaction(async (tx) => {
          const [definition] = await tx
            .select()
            .from(badgeDefinitions)
            .where(
              and(eq(badgeDefinitions.schoolId, schoolId), eq(badgeDefinitions.id, definitionId)),
            )
          if (!definition) return
          const next = await sweepBatch(tx, deps, school, definition, after)
          if (next !== null)
            await jobs.enqueue(tx, SWEEP_JOB, { schoolId, definitionId, after: next })
        })
      },
    },
  ]
}
