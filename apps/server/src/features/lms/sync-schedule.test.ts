import { and, eq } from 'drizzle-orm'
import { beforeAll, expect, it } from 'vitest'
import { syncSources } from '../../platform/db/integrations-schema.ts'
import { beginSync } from '../../platform/integrations/sync.ts'
import type { School } from '../../platform/tenancy/schools.service.ts'
import { connectAccount } from '../../test/lms-copy-fixtures.ts'
import { insertSchool, insertTestStudent, useTestApp } from '../../test/test-app.ts'
import { queueDueSyncs } from './jobs.ts'
import { LMS_SYNC_JOB, LMS_SYNC_SOURCE } from './names.ts'

/**
 * The sync sweep (issue 17, decision 050): a sync is queued for every connected student
 * not synced in the last 30 minutes, never for a revoked grant, one queued per student.
 */
const ctx = useTestApp()
let school: School
const ids: Record<string, number> = {}
const id = (name: string) => ids[name] as number

beforeAll(async () => {
  const { app, database } = ctx()
  await app.jobs.start()
  school = await insertSchool(database.db, { code: 'sweep', name: 'Sweep' })
  for (const name of ['fresh', 'stale', 'never', 'gone', 'none']) {
    ids[name] = (await insertTestStudent(database, school, { email: `${name}@s.edu` })).id
  }
  for (const name of ['fresh', 'stale', 'never']) {
    await connectAccount(database.db, school.id, id(name))
  }
  await connectAccount(database.db, school.id, id('gone'), new Date())
  for (const name of ['fresh', 'stale']) {
    await beginSync(database.db, { schoolId: school.id, userId: id(name), source: LMS_SYNC_SOURCE })
  }
  await database.db
    .update(syncSources)
    .set({ lastStartedAt: new Date(Date.now() - 2 * 3600_000) })
    .where(and(eq(syncSources.scopeUserId, id('stale')), eq(syncSources.source, LMS_SYNC_SOURCE)))
}, 120_000)

it('queues a sync for each connected student not synced in 30 minutes, once', async () => {
  const { app, database } = ctx()
  expect(await queueDueSyncs({ database, jobs: app.jobs })).toBe(2)
  const jobs = await app.jobs.listJobs({ name: LMS_SYNC_JOB })
  const queued = jobs.map((job) => (job.payload as { userId: number }).userId).sort()
  expect(queued).toEqual([id('stale'), id('never')].sort())
  expect(jobs.every((job) => (job.payload as { schoolId: number }).schoolId === school.id)).toBe(
    true,
  )
})
