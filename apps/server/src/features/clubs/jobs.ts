import type { JobDefinition } from '../../platform/jobs/jobs.ts'
import type { ModuleContext } from '../../platform/module.ts'
import { applyDueHandovers } from './handover.service.ts'

/** How often the officers whose hand-over has come step down (decision 104). */
const HANDOVER_SWEEP_SECONDS = 300

/** Clubs' jobs (decision 022): the officers' hand-overs, applied when due. */
export function clubJobs(ctx: ModuleContext): JobDefinition[] {
  return [
    {
      name: 'club-handovers',
      schedule: { everySeconds: HANDOVER_SWEEP_SECONDS },
      handler: async () => {
        await applyDueHandovers(ctx.database.db, ctx.outbox)
      },
    },
  ]
}
