import type { JobDefinition } from '../../platform/jobs/jobs.ts'
import type { ModuleContext } from '../../platform/module.ts'

/** The sync and the due-date reminders (track lms-sync). */
export function lmsJobs(_ctx: ModuleContext): JobDefinition[] {
  return []
}
