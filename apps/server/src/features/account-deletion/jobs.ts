import type { JobDefinition } from '../../platform/jobs/jobs.ts'
import type { ModuleContext } from '../../platform/module.ts'
import { eraseAccount, queueDueDeletions } from './erase.service.ts'
import { ACCOUNT_DELETE_JOB, ACCOUNT_DELETION_SWEEP_JOB } from './names.ts'

function userIdOf(data: Record<string, unknown>): number {
  if (typeof data.userId !== 'number') throw new Error('account deletion: no userId')
  return data.userId
}

/** The sweep that finds due accounts, and the deletion of one (one transaction each). */
export function deletionJobs(ctx: ModuleContext): JobDefinition[] {
  return [
    {
      name: ACCOUNT_DELETE_JOB,
      concurrency: 1,
      // A school without a grace period expects the account gone within seconds.
      pollSeconds: 2,
      retryLimit: 3,
      retryDelaySeconds: 60,
      handler: async (data) => void (await eraseAccount(ctx, userIdOf(data))),
    },
    {
      name: ACCOUNT_DELETION_SWEEP_JOB,
      schedule: { cron: '*/5 * * * *' },
      handler: async () => void (await queueDueDeletions(ctx)),
    },
  ]
}
