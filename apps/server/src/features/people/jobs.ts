import { z } from 'zod'
import type { JobDefinition } from '../../platform/jobs/jobs.ts'
import type { ModuleContext } from '../../platform/module.ts'
import { IMPORT_JOB, runImport } from './imports.service.ts'

/** People's job (decision 022): a CSV import, upserted in batches with its progress. */
export function peopleJobs({ database }: ModuleContext): JobDefinition[] {
  return [
    {
      name: IMPORT_JOB,
      // The admin is watching the progress bar: start within a second.
      pollSeconds: 1,
      retryDelaySeconds: 5,
      handler: async (payload) => {
        const { importId } = z.object({ importId: z.number() }).parse(payload)
        await runImport(database.db, importId)
      },
    },
  ]
}
