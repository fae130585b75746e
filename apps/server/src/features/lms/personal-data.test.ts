// @engines both: a sync write waits on a deletion holding the row lock
import { mkdtempSync } from 'node:fs'
import os from 'node:os'
import path from 'node:path'
import { and, eq } from 'drizzle-orm'
import { beforeAll, describe, expect, it } from 'vitest'
import {
  lmsAccounts,
  lmsAnnouncements,
  lmsAssignments,
  lmsCourses,
  lmsEnrollments,
  lmsNotices,
  lmsSubmissions,
} from '../../db/schema/lms.ts'
import { modules } from '../../modules.ts'
import { integrationCredentials, syncSources } from '../../platform/db/integrations-schema.ts'
import { users } from '../../platform/db/schema.ts'
import { configuredStorage } from '../../platform/files/storage.ts'
import { beginSync, finishSync } from '../../platform/integrations/sync.ts'
import { defineModule, type ModuleContext } from '../../platform/module.ts'
import type { PersonalDataSubject } from '../../platform/personal-data.ts'
import type { School } from '../../platform/tenancy/schools.service.ts'
import {
  connectAccount,
  inDays,
  insertAnnouncement,
  insertCourse,
  insertEnrollment,
  insertWork,
} from '../../test/lms-copy-fixtures.ts'
import { insertSchool, insertTestStudent, useTestApp } from '../../test/test-app.ts'
import { queueDueSyncs } from './jobs.ts'
import { AccountGone, writeForLiveAccount } from './live-account.ts'
import { LMS_SYNC_JOB, LMS_SYNC_SOURCE, LMS_TOKEN_CREDENTIAL } from './names.ts'
import { lmsPersonalData } from './personal-data.ts'
import { syncStudent } from './sync.service.ts'

/**
 * The LMS's personal data (issue 18 item 4): the grant is exported without its tokens and
 * erased with them; the student's synced rows go, the courses others share stay; a deleted
 * account is never synced again, not even by a sync already running.
 */
let context: ModuleContext | undefined
const probe = defineModule({
  name: 'lms-personal-data-probe',
  register(_app, given) {
    context = given
  },
})
const ctx = useTestApp({ modules: [...modules, probe] })
const module = () => {
  if (!context) throw new Error('the probe module was not registered')
  return context
}
const db = () => ctx().database.db
const storageDir = mkdtempSync(path.join(os.tmpdir(), 'quad-lms-pd-'))
let school: School
let other: School
let bio = 0
let art = 0
let lab = 0
const TOKENS = {
  accessToken: 'maya-access-secret',
  refreshToken: 'maya-refresh-secret',
  expiresAt: null,
}

const part = (name: string) => {
  const found = lmsPersonalData.find((p) => p.name === name)
  if (!found) throw new Error(`no part ${name}`)
  return found
}
const subjectOf = (user: { id: number; uid: string }, of = school): PersonalDataSubject => ({
  school: of,
  userId: user.id,
  uid: user.uid,
  storage: configuredStorage(ctx().database, storageDir),
  outbox: ctx().app.outbox,
})
const exported = async (name: string, subject: PersonalDataSubject) =>
  JSON.parse(JSON.stringify((await part(name).export(db(), subject)).records)) as Record<
    string,
    unknown
  >
const erase = (subject: PersonalDataSubject) =>
  db().transaction(async (tx) => {
    for (const p of lmsPersonalData) await p.erase(tx, subject, 'anonymise')
  })

/** A connected student with tokens, a sync record, a grade, a submission and notices. */
async function connectedStudent(email: string, grade: string, score: number) {
  const user = await insertTestStudent(ctx().database, school, { email })
  const schoolId = school.id
  await connectAccount(db(), schoolId, user.id)
  await module().integrations.credentials.put(
    db(),
    { schoolId, provider: 'canvas', userId: user.id, name: LMS_TOKEN_CREDENTIAL },
    { ...TOKENS, accessToken: `${email}-access`, externalUserId: String(user.id) },
  )
  const scope = { schoolId, userId: user.id, source: LMS_SYNC_SOURCE }
  await beginSync(db(), scope)
  await finishSync(db(), scope, { itemsSeen: 3, itemsChanged: 3 })
  await insertEnrollment(db(), schoolId, user.id, bio, grade)
  await db()
    .insert(lmsSubmissions)
    .values({
      schoolId,
      userId: user.id,
      assignmentId: lab,
      state: 'graded',
      score,
      grade: String(score),
      submittedAt: inDays(-1),
      gradedAt: new Date(),
    })
  await db().insert(lmsNotices).values({ schoolId, userId: user.id, kind: 'grade', itemId: lab })
  return user
}

let maya: Awaited<ReturnType<typeof connectedStudent>>
let theo: Awaited<ReturnType<typeof connectedStudent>>

beforeAll(async () => {
  school = await insertSchool(db(), { code: 'lmspd', name: 'LMS Data U' })
  other = await insertSchool(db(), { code: 'lmspd2', name: 'Elsewhere' })
  bio = await insertCourse(db(), school.id, 'Biology 101', 'BIO101')
  art = await insertCourse(db(), school.id, 'Art History', 'ART100')
  lab = await insertWork(db(), school.id, bio, 'Lab report', inDays(3))
  await insertWork(db(), school.id, art, 'Sketchbook', inDays(4))
  await insertAnnouncement(db(), school.id, bio, 'Welcome to Biology', inDays(-2))
  await insertAnnouncement(db(), school.id, art, 'Art studio closed', inDays(-1))
  maya = await connectedStudent('maya@lmspd.edu', 'A-', 9)
  theo = await connectedStudent('theo@lmspd.edu', 'C+', 4.5)
  await insertEnrollment(db(), school.id, theo.id, art, 'B')
  // The school's developer key is the school's: never exported nor erased with a grant.
  await module().integrations.credentials.put(
    db(),
    { schoolId: school.id, provider: 'canvas', name: 'developer-key' },
    { clientSecret: 'school-developer-secret' },
  )
  const [announcement] = await db()
    .select({ id: lmsAnnouncements.id })
    .from(lmsAnnouncements)
    .where(eq(lmsAnnouncements.title, 'Welcome to Biology'))
  await db()
    .insert(lmsNotices)
    .values({
      schoolId: school.id,
      userId: maya.id,
      kind: 'announcement',
      itemId: announcement?.id ?? 0,
    })
  await ctx().app.jobs.start()
}, 90_000)

describe('lms personal data', () => {
  it('exports the grant without its tokens, and only the student’s own copy', async () => {
    const connection = await exported('lms-connection', subjectOf(maya))
    expect(connection.connection).toMatchObject({
      provider: 'canvas',
      status: 'connected',
      revokedAt: null,
    })
    expect(connection.sync).toMatchObject({ lastSyncedAt: expect.any(String) })
    const courses = await exported('lms-courses', subjectOf(maya))
    const text = JSON.stringify([connection, courses])
    for (const secret of ['maya@lmspd.edu-access', 'maya-refresh-secret', 'school-developer']) {
      expect(text).not.toContain(secret)
    }
    expect(courses.courses).toEqual([
      expect.objectContaining({ id: String(bio), name: 'Biology 101', currentGrade: 'A-' }),
    ])
    expect(courses.submissions).toEqual([
      expect.objectContaining({ name: 'Lab report', state: 'graded', score: 9, grade: '9' }),
    ])
    expect(courses.announcements).toEqual([
      expect.objectContaining({ title: 'Welcome to Biology', authorName: 'Prof. Lin' }),
    ])
    expect(courses.notices).toEqual([
      expect.objectContaining({ kind: 'grade', about: 'Lab report' }),
      expect.objectContaining({ kind: 'announcement', about: 'Welcome to Biology' }),
    ])
    // Theo's grades, his course and its news are his (his score is checked by the lists
    // above: as text it could be part of a timestamp).
    for (const his of ['C+', 'Art History', 'Art studio closed', 'theo@lmspd.edu']) {
      expect(text).not.toContain(his)
    }
    // Another school's subject of the same id holds nothing here.
    expect(await exported('lms-courses', subjectOf(maya, other))).toMatchObject({
      courses: [],
      submissions: [],
      notices: [],
    })
  })

  it('erases the grant, its tokens and the student’s rows; shared courses and Theo stay', async () => {
    await erase(subjectOf(maya))
    const mine = async () => ({
      credentials: await db()
        .select()
        .from(integrationCredentials)
        .where(eq(integrationCredentials.ownerUserId, maya.id)),
      accounts: await db().select().from(lmsAccounts).where(eq(lmsAccounts.userId, maya.id)),
      sync: await db().select().from(syncSources).where(eq(syncSources.scopeUserId, maya.id)),
      enrollments: await db()
        .select()
        .from(lmsEnrollments)
        .where(eq(lmsEnrollments.userId, maya.id)),
      submissions: await db()
        .select()
        .from(lmsSubmissions)
        .where(eq(lmsSubmissions.userId, maya.id)),
      notices: await db().select().from(lmsNotices).where(eq(lmsNotices.userId, maya.id)),
    })
    expect(await mine()).toEqual({
      credentials: [],
      accounts: [],
      sync: [],
      enrollments: [],
      submissions: [],
      notices: [],
    })
    expect(await exported('lms-connection', subjectOf(maya))).toEqual({
      connection: null,
      sync: null,
    })
    // The school's key, Theo's grant and rows, and the LMS's shared items are untouched.
    const schoolKey = await module().integrations.credentials.get(db(), {
      schoolId: school.id,
      provider: 'canvas',
      name: 'developer-key',
    })
    expect(schoolKey).toEqual({ clientSecret: 'school-developer-secret' })
    const theos = await exported('lms-courses', subjectOf(theo))
    expect((theos.courses as { name: string }[]).map((c) => c.name).sort()).toEqual([
      'Art History',
      'Biology 101',
    ])
    expect(theos.submissions).toHaveLength(1)
    expect(await exported('lms-connection', subjectOf(theo))).toMatchObject({
      connection: { status: 'connected' },
    })
    expect(await db().select().from(lmsCourses).where(eq(lmsCourses.id, bio))).toHaveLength(1)
    expect(await db().select().from(lmsAssignments).where(eq(lmsAssignments.id, lab))).toHaveLength(
      1,
    )
    expect(
      await db().select().from(lmsAnnouncements).where(eq(lmsAnnouncements.courseId, bio)),
    ).toHaveLength(1)
  })

  it('never queues nor runs a sync for a deleted account, even one still connected', async () => {
    const due = await insertTestStudent(ctx().database, school, { email: 'due@lmspd.edu' })
    await connectAccount(db(), school.id, due.id)
    const gone = await insertTestStudent(ctx().database, school, { email: 'gone@lmspd.edu' })
    await connectAccount(db(), school.id, gone.id)
    await db()
      .update(users)
      .set({ status: 'deleted', deletedAt: new Date() })
      .where(eq(users.id, gone.id))
    await queueDueSyncs({ database: ctx().database, jobs: ctx().app.jobs })
    const queued = await ctx().app.jobs.listJobs({ name: LMS_SYNC_JOB })
    const ids = queued.map((job) => (job.payload as { userId: number }).userId)
    expect(ids).toContain(due.id)
    expect(ids).not.toContain(gone.id)
    expect(ids).not.toContain(maya.id)

    expect(await syncStudent(module(), { schoolId: school.id, userId: gone.id })).toEqual({
      outcome: 'skipped',
    })
    // Not even "last synced": the run stopped before it began.
    const records = await db()
      .select()
      .from(syncSources)
      .where(and(eq(syncSources.scopeUserId, gone.id), eq(syncSources.source, LMS_SYNC_SOURCE)))
    expect(records).toEqual([])
    // A sync already past its start writes nothing once the account is deleted.
    let wrote = false
    await expect(
      writeForLiveAccount(db(), { schoolId: school.id, userId: gone.id }, async () => {
        wrote = true
      }),
    ).rejects.toBeInstanceOf(AccountGone)
    expect(wrote).toBe(false)
  })

  it.runIf(process.env.QUAD_TEST_DB === 'postgres')(
    'makes a sync write wait for a deletion under way, then refuses it',
    async () => {
      const leaver = await insertTestStudent(ctx().database, school, { email: 'late@lmspd.edu' })
      const student = { schoolId: school.id, userId: leaver.id }
      let release = () => {}
      const released = new Promise<void>((resolve) => (release = resolve))
      let locked = () => {}
      const isLocked = new Promise<void>((resolve) => (locked = resolve))
      // What eraseAccount does: the row `for update`, then `deleted`, committed later.
      const deletion = db().transaction(async (tx) => {
        await tx.select().from(users).where(eq(users.id, leaver.id)).for('update')
        await tx
          .update(users)
          .set({ status: 'deleted', deletedAt: new Date() })
          .where(eq(users.id, leaver.id))
        locked()
        await released
      })
      await isLocked
      let wrote = false
      const write = writeForLiveAccount(db(), student, async () => {
        wrote = true
      })
      // Handled from the start: the write is refused as soon as the deletion commits, which
      // may come before `await deletion` returns (an unhandled rejection otherwise).
      const refused = expect(write).rejects.toBeInstanceOf(AccountGone)
      await new Promise((resolve) => setTimeout(resolve, 300))
      expect(wrote).toBe(false)
      release()
      await deletion
      await refused
      expect(wrote).toBe(false)
    },
  )
})
