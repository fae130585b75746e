import { startCanvasStandin, type CanvasStandin } from '@quad/canvas-standin'
import { eq } from 'drizzle-orm'
import { afterAll, beforeAll, expect, it } from 'vitest'
import { CourseDetail, CourseList, NotificationList, UpcomingWork } from '@quad/shared'
import { lmsAccounts, lmsSettings } from '../../db/schema/lms.ts'
import { modules } from '../../modules.ts'
import { defineModule, type ModuleContext } from '../../platform/module.ts'
import type { School } from '../../platform/tenancy/schools.service.ts'
import { bearerClient, type BearerClient } from '../../test/chat-fixtures.ts'
import { inDays } from '../../test/lms-copy-fixtures.ts'
import { insertSchool, insertTestStudent, useTestApp } from '../../test/test-app.ts'
import { LMS_KEY_CREDENTIAL, LMS_SYNC_SOURCE, LMS_TOKEN_CREDENTIAL } from './names.ts'
import { syncStudent } from './sync.service.ts'

/**
 * One student's sync against the Canvas stand-in over real HTTP (issue 17): the first
 * sync writes courses, grades, work and sanitised announcements and tells nobody; an
 * identical second sync changes nothing; what is new in Canvas afterwards raises one
 * notice each, once; Canvas's throttle slows the sync down without failing it; a revoked
 * grant fails the sync, marks the account revoked and the reading routes answer 498.
 */
let context: ModuleContext | undefined
const probe = defineModule({
  name: 'lms-sync-probe',
  register(_app, given) {
    context = given
  },
})
const ctx = useTestApp({ modules: [...modules, probe] })
const key = { clientId: '170000000000077', clientSecret: 'sync-developer-secret' }
let standin: CanvasStandin
let school: School
const students: Record<string, { id: number; canvasId: number; api: BearerClient }> = {}
const canvas: Record<string, number> = {}
const me = (name: string) => {
  const student = students[name]
  if (!student) throw new Error(`no student ${name}`)
  return student
}
const module = () => {
  if (!context) throw new Error('the probe module was not registered')
  return context
}
const sync = (name: string) => syncStudent(module(), { schoolId: school.id, userId: me(name).id })

async function academicNotices(name: string) {
  await ctx().app.outbox.drain()
  const list = NotificationList.parse((await me(name).api.get('/api/v1/notifications')).json())
  return list.items.filter((item) => item.category === 'academic').map((item) => item.type)
}

/** A student of the school with a Canvas account and a live grant (what the connect flow stores). */
async function connected(name: string) {
  const { database } = ctx()
  const email = `${name}@sync.edu`
  const { id } = await insertTestStudent(database, school, { email })
  const canvasId = standin.addUser({ name, email }).id
  const token = standin.issueToken(canvasId)
  await module().integrations.credentials.put(
    database.db,
    { schoolId: school.id, provider: 'canvas', userId: id, name: LMS_TOKEN_CREDENTIAL },
    { ...token, expiresAt: null, externalUserId: String(canvasId) },
  )
  await database.db.insert(lmsAccounts).values({
    userId: id,
    schoolId: school.id,
    provider: 'canvas',
    externalUserId: String(canvasId),
  })
  students[name] = { id, canvasId, api: await bearerClient(ctx, 'sync', email) }
}

beforeAll(async () => {
  const { db } = ctx().database
  standin = await startCanvasStandin({ clients: [key] })
  school = await insertSchool(db, { code: 'sync', name: 'Sync U' })
  await db.insert(lmsSettings).values({
    schoolId: school.id,
    provider: 'canvas',
    baseUrl: standin.url,
    clientId: key.clientId,
  })
  await module().integrations.credentials.put(
    db,
    { schoolId: school.id, provider: 'canvas', name: LMS_KEY_CREDENTIAL },
    { clientSecret: key.clientSecret },
  )
  await connected('maya')
  await connected('theo')
  const bio = standin.addCourse({ name: 'Biology 101', courseCode: 'BIO101' })
  const art = standin.addCourse({ name: 'Art History', courseCode: 'ART100' })
  canvas['bio'] = bio.id
  standin.enroll(me('maya').canvasId, bio.id, {
    type: 'StudentEnrollment',
    currentScore: 91.5,
    currentGrade: 'A-',
  })
  standin.enroll(me('theo').canvasId, art.id, { type: 'StudentEnrollment' })
  const lab = standin.addAssignment(bio.id, {
    name: 'Lab report',
    dueAt: inDays(3).toISOString(),
    pointsPossible: 10,
    submissionTypes: ['online_upload'],
  })
  canvas['lab'] = lab.id
  standin.addQuiz(bio.id, {
    title: 'Cell quiz',
    dueAt: inDays(5).toISOString(),
    pointsPossible: 5,
    quizType: 'assignment',
  })
  standin.addAnnouncement(bio.id, {
    title: 'Welcome',
    message: '<p>Hello <b>class</b><script>alert(1)</script><img src=x onerror="alert(2)"></p>',
    postedAt: inDays(-2).toISOString(),
    authorName: 'Prof. Lin',
  })
  standin.addAnnouncement(bio.id, {
    title: 'Last year',
    message: '<p>Old</p>',
    postedAt: inDays(-90).toISOString(),
    authorName: 'Prof. Lin',
  })
}, 120_000)

afterAll(async () => {
  await standin.close()
})

it('writes courses, grades, due work and sanitised announcements on the first sync, silently', async () => {
  const result = await sync('maya')
  expect(result).toMatchObject({ outcome: 'done' })
  const courses = CourseList.parse((await me('maya').api.get('/api/v1/courses')).json())
  expect(courses.items.map((c) => [c.name, c.currentScore, c.currentGrade])).toEqual([
    ['Biology 101', 91.5, 'A-'],
  ])
  expect(courses.sync.lastSyncedAt).not.toBeNull()
  const id = courses.items[0]?.id ?? ''
  const detail = CourseDetail.parse((await me('maya').api.get(`/api/v1/courses/${id}`)).json())
  expect(detail.work.map((w) => [w.kind, w.name])).toEqual([
    ['assignment', 'Lab report'],
    ['quiz', 'Cell quiz'],
  ])
  // The 60 days a first sync reaches back: last year's announcement is not read.
  expect(detail.announcements.map((a) => a.title)).toEqual(['Welcome'])
  const message = detail.announcements[0]?.message ?? ''
  expect(message).toContain('<b>class</b>')
  expect(message).not.toMatch(/script|onerror|alert/)
  const upcoming = UpcomingWork.parse(
    (await me('maya').api.get('/api/v1/academic/upcoming')).json(),
  )
  expect(upcoming.items.map((w) => w.name)).toEqual(['Lab report', 'Cell quiz'])
  // No flood of "new assignment" notices on connecting.
  expect(await academicNotices('maya')).toEqual([])

  // Theo's course is his: Maya gets 404 for it after his own sync.
  await sync('theo')
  const theo = CourseList.parse((await me('theo').api.get('/api/v1/courses')).json())
  const art = theo.items[0]?.id ?? ''
  expect(art).not.toBe('')
  expect((await me('maya').api.get(`/api/v1/courses/${art}`)).statusCode).toBe(404)
})

it('changes nothing and tells nobody when Canvas has nothing new', async () => {
  expect(await sync('maya')).toMatchObject({ outcome: 'done', itemsChanged: 0 })
  const record = await module().integrations.sync.last(ctx().database.db, {
    schoolId: school.id,
    userId: me('maya').id,
    source: LMS_SYNC_SOURCE,
  })
  expect(record).toMatchObject({ itemsChanged: 0, lastError: null })
  expect(record?.itemsSeen).toBeGreaterThan(0)
  expect(await academicNotices('maya')).toEqual([])
})

it('tells of a new assignment, quiz, grade and announcement once each', async () => {
  const bio = canvas['bio'] ?? 0
  standin.addAssignment(bio, {
    name: 'Field notes',
    dueAt: inDays(6).toISOString(),
    pointsPossible: 10,
    submissionTypes: ['online_text_entry'],
  })
  standin.addAssignment(bio, {
    name: 'Optional reading',
    dueAt: null,
    pointsPossible: 0,
    submissionTypes: ['none'],
  })
  standin.addQuiz(bio, {
    title: 'Genetics quiz',
    dueAt: inDays(8).toISOString(),
    pointsPossible: 5,
    quizType: 'assignment',
  })
  standin.gradeSubmission(me('maya').canvasId, canvas['lab'] ?? 0, { score: 9, grade: '9' })
  standin.addAnnouncement(bio, {
    title: 'Exam room',
    message: '<p>Room 4</p>',
    postedAt: new Date().toISOString(),
    authorName: 'Prof. Lin',
  })
  const result = await sync('maya')
  expect(result).toMatchObject({ outcome: 'done' })
  expect('itemsChanged' in result ? result.itemsChanged : 0).toBeGreaterThan(0)
  expect((await academicNotices('maya')).sort()).toEqual([
    'lms_announcement',
    'lms_graded',
    'lms_new_assignment',
    'lms_new_quiz',
  ])
  await sync('maya')
  expect(await academicNotices('maya')).toHaveLength(4)
  expect(await academicNotices('theo')).toEqual([])
})

it('slows down under Canvas’s throttle rather than failing', async () => {
  standin.clearRequestLog()
  standin.setRateLimit({ bucket: 3, costPerRequest: 1, refillPerSecond: 4 })
  try {
    expect(await sync('maya')).toMatchObject({ outcome: 'done', itemsChanged: 0 })
  } finally {
    standin.setRateLimit({ bucket: 1000, costPerRequest: 1, refillPerSecond: 1000 })
  }
  expect(standin.requestLog.length).toBeGreaterThan(3)
})

it('fails the sync without a retry when Canvas refuses the grant, and the routes answer 498', async () => {
  standin.revokeTokensOf(me('maya').canvasId)
  expect(await sync('maya')).toEqual({ outcome: 'revoked' })
  const { db } = ctx().database
  const [account] = await db
    .select({ revokedAt: lmsAccounts.revokedAt })
    .from(lmsAccounts)
    .where(eq(lmsAccounts.userId, me('maya').id))
  expect(account?.revokedAt).not.toBeNull()
  const record = await module().integrations.sync.last(db, {
    schoolId: school.id,
    userId: me('maya').id,
    source: LMS_SYNC_SOURCE,
  })
  expect(record?.lastError).toEqual(expect.any(String))
  const response = await me('maya').api.get('/api/v1/courses')
  expect(response.statusCode).toBe(498)
  expect(response.json()).toMatchObject({ errorCode: 'lms_grant_revoked' })
})
