import { and, asc, eq, gt, isNull, lt, ne, or, sql } from 'drizzle-orm'
import { lmsAccounts } from '../../db/schema/lms.ts'
import { syncSources } from '../../platform/db/integrations-schema.ts'
import { users } from '../../platform/db/schema.ts'
import type { JobDefinition } from '../../platform/jobs/jobs.ts'
import type { ModuleContext } from '../../platform/module.ts'
import { LMS_SYNC_JOB, LMS_SYNC_SOURCE, type LmsSyncPayload } from './names.ts'
import { sendDueWorkReminders } from './reminders.ts'
import { syncKey, syncStudent } from './sync.service.ts'

export const LMS_SYNC_SCHEDULE_JOB = 'lms.sync-schedule'
export const LMS_REMINDER_JOB = 'lms.due-reminders'
/** A student synced (or tried) this recently is left alone (issue 17: every 30 minutes). */
const RESYNC_AFTER = '30 minutes'
const SLICE = 200
/** At most this many syncs queued per sweep: a large school is served over several sweeps. */
const QUEUED_PER_SWEEP = 2000

function payloadOf(data: Record<string, unknown>): LmsSyncPayload {
  const { schoolId, userId } = data
  if (typeof schoolId !== 'number' || typeof userId !== 'number') {
    throw new Error('lms sync: the payload names no school and student')
  }
  return { schoolId, userId }
}

/**
 * Queues a sync for every connected student whose last sync began more than
 * RESYNC_AFTER ago (or never), in slices by user id; the singleton key keeps one queued
 * sync per student. Never a deleted account (issue 18): its erase removes the grant, and
 * the account's own status is checked too. Answers how many were queued.
 */
export async function queueDueSyncs(
  ctx: Pick<ModuleContext, 'database' | 'jobs'>,
): Promise<number> {
  const { db } = ctx.database
  let after = 0
  let queued = 0
  while (queued < QUEUED_PER_SWEEP) {
    const due = await db
      .select({ userId: lmsAccounts.userId, schoolId: lmsAccounts.schoolId })
      .from(lmsAccounts)
      .innerJoin(users, eq(users.id, lmsAccounts.userId))
      .leftJoin(
        syncSources,
        and(
          eq(syncSources.scopeUserId, lmsAccounts.userId),
          eq(syncSources.schoolId, lmsAccounts.schoolId),
          eq(syncSources.source, LMS_SYNC_SOURCE),
        ),
      )
      .where(
        and(
          isNull(lmsAccounts.revokedAt),
          ne(users.status, 'deleted'),
          isNull(users.deletedAt),
          gt(lmsAccounts.userId, after),
          or(
            isNull(syncSources.lastStartedAt),
            lt(syncSources.lastStartedAt, sql`now() - ${RESYNC_AFTER}::interval`),
          ),
        ),
      )
      .orderBy(asc(lmsAccounts.userId))
      .limit(SLICE)
    for (const payload of due) {
      if (await ctx.jobs.enqueue(db, LMS_SYNC_JOB, payload, { singletonKey: syncKey(payload) })) {
        queued += 1
      }
    }
    const last = due.at(-1)
    if (!last || due.length < SLICE) break
    after = last.userId
  }
  return queued
}

/** The per-student sync, the sweep that queues it, and the due-date reminders (issue 17). */
export function lmsJobs(ctx: ModuleContext): JobDefinition[] {
  return [
    {
      name: LMS_SYNC_JOB,
      concurrency: 2,
      retryLimit: 3,
      retryDelaySeconds: 60,
      handler: async (data) => void (await syncStudent(ctx, payloadOf(data))),
    },
    {
      name: LMS_SYNC_SCHEDULE_JOB,
      schedule: { cron: '*/10 * * * *' },
      handler: async () => void (await queueDueSyncs(ctx)),
    },
    {
      name: LMS_REMINDER_JOB,
      schedule: { cron: '*/15 * * * *' },
      handler: async () => void (await sendDueWorkReminders(ctx.database, ctx.outbox)),
    },
  ]
}
