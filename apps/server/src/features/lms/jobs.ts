import type { JobDefinition } from '../../platform/jobs/jobs.ts'
import type { ModuleContext } from '../../platform/module.ts'
import { sendDueWorkReminders } from './reminders.ts'

export const LMS_REMINDER_JOB = 'lms.due-reminders'

/** The sync and the due-date reminders (track lms-sync). */
export function lmsJobs(ctx: ModuleContext): JobDefinition[] {
  return [
    {
      name: LMS_REMINDER_JOB,
      schedule: { cron: '*/15 * * * *' },
      handler: async () => void (await sendDueWorkReminders(ctx.database, ctx.events)),
    },
  ]
}
