import { eq } from 'drizzle-orm'
import { lmsAccounts } from '../../db/schema/lms.ts'
import type { DbOrTx } from '../../platform/db/database.ts'
import type { ModuleContext } from '../../platform/module.ts'
import { findSchoolById, type School } from '../../platform/tenancy/schools.service.ts'
import { LmsGrantError, type LmsClient, type LmsCourse, type LmsWork } from './lms-provider.ts'
import { AccountGone, holdLiveAccount, writeForLiveAccount } from './live-account.ts'
import { studentLmsClient } from './lms-tokens.ts'
import { LMS_SYNC_JOB, LMS_SYNC_SOURCE, type LmsSyncPayload } from './names.ts'
import { noticeOnce } from './notices.ts'
import { writeAnnouncements, writeCourses, writeWork, type Student } from './sync-writes.ts'

/** Courses whose work one run reads: a run stays short; the next resumes (the cursor). */
export const COURSES_PER_RUN = 15
/** A first sync reads announcements this far back (issue 17). */
const FIRST_SYNC_DAYS = 60
/** Announcements since the last success, less this: a late-indexed post is not missed. */
const SINCE_MARGIN_MS = 60 * 60 * 1000
const DAY_MS = 24 * 60 * 60 * 1000

/** Where the next run starts (`sync_sources.cursor`). */
export interface LmsSyncCursor {
  /** Announcements posted since (ISO 8601). */
  since: string
  /** The index, in the LMS's course list, of the first course whose work is still to read. */
  nextCourse: number
  /** Still the student's first pass: its notices are recorded silently. */
  first: boolean
}

/**
 * `revoked`: the LMS refused the grant; `skipped`: the school, or the student's account
 * (issue 18), is gone since the job was queued.
 */
export type LmsSyncResult =
  | { outcome: 'done' | 'partial'; itemsSeen: number; itemsChanged: number }
  | { outcome: 'revoked' | 'skipped' }

type SyncContext = Pick<ModuleContext, 'database' | 'integrations' | 'outbox' | 'jobs' | 'outbound'>

function readCursor(stored: unknown, now: Date): LmsSyncCursor {
  const value = (stored ?? {}) as Partial<LmsSyncCursor>
  return {
    since:
      typeof value.since === 'string'
        ? value.since
        : new Date(now.getTime() - FIRST_SYNC_DAYS * DAY_MS).toISOString(),
    nextCourse: typeof value.nextCourse === 'number' ? value.nextCourse : 0,
    first: typeof value.first === 'boolean' ? value.first : true,
  }
}

/**
 * One student's sync (issue 17, decision 050): their active courses and grades, the
 * work of at most COURSES_PER_RUN courses (the rest on a follow-up run from the cursor),
 * and announcements since the cursor; each notice once (`noticeOnce`), silently on the
 * first pass. The LMS is read outside any transaction; each course's writes are one.
 * A refused grant ends the run as failed without a retry (the account is already marked
 * revoked); any other error is recorded and rethrown, so the job retries with backoff.
 * A deleted account (issue 18) is skipped, and every write transaction checks it again
 * (`live-account.ts`), so a sync already running when the account is erased writes
 * nothing after the erase.
 */
export async function syncStudent(
  ctx: SyncContext,
  payload: LmsSyncPayload,
  now = new Date(),
): Promise<LmsSyncResult> {
  const { db } = ctx.database
  const { sync } = ctx.integrations
  const scope = { schoolId: payload.schoolId, userId: payload.userId, source: LMS_SYNC_SOURCE }
  const school = await findSchoolById(db, payload.schoolId)
  if (!school) return { outcome: 'skipped' }
  const started = await db.transaction(async (tx) =>
    (await holdLiveAccount(tx, payload)) ? sync.begin(tx, scope) : null,
  )
  if (!started) return { outcome: 'skipped' }
  const cursor = readCursor(started.cursor, now)
  try {
    const provider = await providerOf(ctx, payload.userId)
    const client = await studentLmsClient(ctx, db, payload)
    const student = { ...payload, source: provider ?? LMS_SYNC_SOURCE }
    const result = await readAndWrite(ctx, school, client, cursor, now, student)
    await writeForLiveAccount(db, payload, async (tx) => {
      await sync.finish(tx, scope, result)
      // More courses to read: the next run resumes at once rather than in 30 minutes.
      if (result.cursor.nextCourse > 0) {
        await ctx.jobs.enqueue(tx, LMS_SYNC_JOB, payload, { singletonKey: syncKey(payload) })
      }
    })
    const outcome = result.cursor.nextCourse > 0 ? 'partial' : 'done'
    return { outcome, itemsSeen: result.itemsSeen, itemsChanged: result.itemsChanged }
  } catch (error) {
    // Its sync record went with the account's LMS rows: nothing to record.
    if (error instanceof AccountGone) return { outcome: 'skipped' }
    await sync.fail(db, scope, error)
    if (error instanceof LmsGrantError) return { outcome: 'revoked' }
    throw error
  }
}

/** One queued sync per student at a time (pg-boss `short` policy). */
export const syncKey = (payload: LmsSyncPayload) => `lms-sync:${String(payload.userId)}`

async function providerOf(ctx: SyncContext, userId: number): Promise<string | null> {
  const [account] = await ctx.database.db
    .select({ provider: lmsAccounts.provider })
    .from(lmsAccounts)
    .where(eq(lmsAccounts.userId, userId))
  return account?.provider ?? null
}

async function readAndWrite(
  ctx: SyncContext,
  school: School,
  client: LmsClient,
  cursor: LmsSyncCursor,
  now: Date,
  student: Student,
) {
  const { db } = ctx.database
  const upsert = ctx.integrations.externalIds.upsertAll
  const told = { userId: student.userId, silent: cursor.first }
  const courses = await client.courses()
  const counts = { itemsSeen: courses.length, itemsChanged: 0 }
  const write = <T>(run: (tx: DbOrTx) => Promise<T>) => writeForLiveAccount(db, student, run)
  const written = await write((tx) => writeCourses(tx, upsert, student, courses))
  counts.itemsChanged += written.changed

  // A list that shrank since the last run starts over rather than skipping courses.
  const start = cursor.nextCourse < courses.length ? cursor.nextCourse : 0
  const slice = courses.slice(start, start + COURSES_PER_RUN)
  for (const course of slice) {
    const courseId = written.ids.get(course.externalId)
    if (courseId === undefined) continue
    const work = await client.work(course.externalId)
    counts.itemsSeen += work.length
    counts.itemsChanged += await write(async (tx) => {
      const done = await writeWork(tx, upsert, student, courseId, work)
      const idsOf = (items: LmsWork[]) =>
        items.flatMap((item) => done.ids.get(item.externalId) ?? [])
      // Spec 3: a new assignment or quiz is news when it has a due date to keep.
      const dated = (kind: LmsWork['kind']) =>
        idsOf(work.filter((item) => item.kind === kind && item.dueAt !== null))
      await noticeOnce(tx, ctx.outbox, school, told, 'assignment', dated('assignment'))
      await noticeOnce(tx, ctx.outbox, school, told, 'quiz', dated('quiz'))
      const graded = work.filter((item) => item.submission?.state === 'graded')
      await noticeOnce(tx, ctx.outbox, school, told, 'grade', idsOf(graded))
      return done.changed
    })
  }
  const nextCourse = start + slice.length < courses.length ? start + slice.length : 0

  const announcements = await client.announcements(
    courses.map((course: LmsCourse) => course.externalId),
    cursor.since,
  )
  counts.itemsSeen += announcements.length
  counts.itemsChanged += await write(async (tx) => {
    const done = await writeAnnouncements(tx, upsert, student, written.ids, announcements)
    await noticeOnce(tx, ctx.outbox, school, told, 'announcement', done.ids)
    return done.changed
  })
  const next: LmsSyncCursor = {
    since: new Date(now.getTime() - SINCE_MARGIN_MS).toISOString(),
    nextCourse,
    // The first pass stays silent until it has read every course once.
    first: cursor.first && nextCourse !== 0,
  }
  return { ...counts, cursor: next }
}
