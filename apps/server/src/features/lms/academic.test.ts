import { beforeAll, describe, expect, it } from 'vitest'
import { AnnouncementList, CourseDetail, CourseList, UpcomingWork } from '@quad/shared'
import { lmsSubmissions } from '../../db/schema/lms.ts'
import { beginSync, failSync, finishSync } from '../../platform/integrations/sync.ts'
import type { School } from '../../platform/tenancy/schools.service.ts'
import { bearerClient, type BearerClient } from '../../test/chat-fixtures.ts'
import {
  connectAccount,
  inDays,
  insertAnnouncement,
  insertCourse,
  insertEnrollment,
  insertWork,
} from '../../test/lms-copy-fixtures.ts'
import { insertSchool, insertTestStudent, useTestApp } from '../../test/test-app.ts'
import { LMS_SYNC_SOURCE } from './names.ts'

/**
 * The reading routes over the synced copy (issue 17; spec 8's 498): a student sees their
 * active courses only, their own submissions, and when the copy was last synced — also
 * when the last attempt failed (the copy is still shown).
 */
const ctx = useTestApp()
const DAY = 24 * 3600_000
let school: School
const api: Record<string, BearerClient> = {}
const ids: Record<string, number> = {}
const as = (name: string) => api[name] as BearerClient
const id = (name: string) => ids[name] as number
const db = () => ctx().database.db
async function course(name: string, code: string) {
  ids[code] = await insertCourse(db(), school.id, name, code)
}
const enroll = (user: string, code: string, grade: string | null, ended = false) =>
  insertEnrollment(db(), school.id, id(user), id(code), grade, ended)
async function work(code: string, name: string, dueAt: Date | null, kind?: 'assignment' | 'quiz') {
  ids[name] = await insertWork(db(), school.id, id(code), name, dueAt, kind)
}
const announce = (code: string, title: string, postedAt: Date) =>
  insertAnnouncement(db(), school.id, id(code), title, postedAt)

beforeAll(async () => {
  const { database } = ctx()
  school = await insertSchool(database.db, { code: 'acad', name: 'Acad' })
  for (const name of ['maya', 'theo', 'ned', 'rex']) {
    ids[name] = (await insertTestStudent(database, school, { email: `${name}@a.edu` })).id
    api[name] = await bearerClient(ctx, 'acad', `${name}@a.edu`)
  }
  await connectAccount(db(), school.id, id('maya'))
  await connectAccount(db(), school.id, id('theo'))
  await connectAccount(db(), school.id, id('rex'), new Date())
  await course('Biology 101', 'BIO101')
  await course('Chemistry 210', 'CHEM210')
  await course('Art History', 'ART100')
  await enroll('maya', 'BIO101', 'A-')
  await enroll('theo', 'BIO101', 'B')
  await enroll('theo', 'CHEM210', null)
  await enroll('maya', 'ART100', 'C', true)
  await work('BIO101', 'Lab report', inDays(2))
  await work('BIO101', 'Cell quiz', inDays(1), 'quiz')
  await work('BIO101', 'Term paper', inDays(20))
  await work('BIO101', 'Past essay', inDays(-3))
  await work('BIO101', 'Reading', null)
  await work('CHEM210', 'Titration', inDays(3))
  await database.db.insert(lmsSubmissions).values([
    {
      schoolId: school.id,
      userId: id('maya'),
      assignmentId: id('Past essay'),
      state: 'graded',
      submittedAt: inDays(-4),
      score: 9,
      grade: '9',
      gradedAt: inDays(-1),
    },
    { schoolId: school.id, userId: id('theo'), assignmentId: id('Lab report'), state: 'submitted' },
  ])
  await announce('BIO101', 'Welcome', new Date(Date.now() - 40 * DAY))
  await announce('BIO101', 'Lab moved', new Date(Date.now() - 2 * DAY))
  await announce('BIO101', 'Exam room', new Date(Date.now() - DAY))
  await announce('CHEM210', 'Goggles', new Date(Date.now() - DAY))
}, 120_000)

describe('without a working grant', () => {
  it.each([
    ['ned', 'lms_not_connected'],
    ['rex', 'lms_grant_revoked'],
  ])('%s gets 498 (%s) with the connect address on every reading route', async (name, code) => {
    for (const url of [
      '/api/v1/courses',
      `/api/v1/courses/${String(id('BIO101'))}`,
      '/api/v1/academic/upcoming',
      '/api/v1/academic/announcements',
    ]) {
      const response = await as(name).get(url)
      expect(response.statusCode, url).toBe(498)
      expect(response.json()).toMatchObject({
        errorCode: code,
        // Absolute, on the school's own host (the web's 498 reader needs an address).
        oauthURL: expect.stringMatching(
          /^http:\/\/[a-z0-9.-]+\/api\/v1\/integrations\/lms\/connect\?redirect=%2Fedu$/,
        ),
      })
    }
  })
})

it('lists my active courses with my grade, not ended ones nor others’', async () => {
  const maya = CourseList.parse((await as('maya').get('/api/v1/courses')).json())
  expect(maya.items).toEqual([
    {
      id: String(id('BIO101')),
      name: 'Biology 101',
      courseCode: 'BIO101',
      termName: 'Fall 2026',
      htmlUrl: 'https://canvas.test/courses/BIO101',
      currentScore: 91.5,
      currentGrade: 'A-',
      finalScore: null,
      finalGrade: null,
    },
  ])
  expect(maya.sync).toEqual({ lastSyncedAt: null, lastAttemptFailed: false })
  const theo = CourseList.parse((await as('theo').get('/api/v1/courses')).json())
  expect(theo.items.map((c) => [c.courseCode, c.currentGrade])).toEqual([
    ['BIO101', 'B'],
    ['CHEM210', null],
  ])
})

it('shows one of my courses with its work by due date and its announcements; 404 for any other', async () => {
  const response = await as('maya').get(`/api/v1/courses/${String(id('BIO101'))}`)
  expect(response.statusCode, response.body).toBe(200)
  const detail = CourseDetail.parse(response.json())
  expect(detail.course.name).toBe('Biology 101')
  expect(detail.work.map((w) => w.name)).toEqual([
    'Past essay',
    'Cell quiz',
    'Lab report',
    'Term paper',
    'Reading',
  ])
  // My submission, not Theo's.
  expect(detail.work[0]?.submission).toMatchObject({ state: 'graded', score: 9, grade: '9' })
  expect(detail.work[2]?.submission).toBeNull()
  expect(detail.work[1]).toMatchObject({ kind: 'quiz', courseCode: 'BIO101' })
  expect(detail.announcements.map((a) => a.title)).toEqual(['Exam room', 'Lab moved', 'Welcome'])

  for (const other of ['CHEM210', 'ART100']) {
    expect((await as('maya').get(`/api/v1/courses/${String(id(other))}`)).statusCode).toBe(404)
  }
  expect((await as('maya').get('/api/v1/courses/999999999')).statusCode).toBe(404)
  const bad = await as('maya').get('/api/v1/courses/bio')
  expect(bad.statusCode).toBe(400)
  expect(bad.json().error.issues[0].path).toBe('params.id')
})

it('answers what is due next across my courses, soonest first, within the days asked', async () => {
  const names = async (name: string, query = '') => {
    const response = await as(name).get(`/api/v1/academic/upcoming${query}`)
    expect(response.statusCode, response.body).toBe(200)
    return UpcomingWork.parse(response.json()).items.map((w) => w.name)
  }
  expect(await names('maya')).toEqual(['Cell quiz', 'Lab report'])
  expect(await names('maya', '?days=30')).toEqual(['Cell quiz', 'Lab report', 'Term paper'])
  expect(await names('maya', '?days=30&limit=1')).toEqual(['Cell quiz'])
  expect(await names('theo')).toEqual(['Cell quiz', 'Lab report', 'Titration'])
  const theo = UpcomingWork.parse((await as('theo').get('/api/v1/academic/upcoming')).json())
  expect(theo.items[1]?.submission?.state).toBe('submitted')
  for (const query of ['?days=0', '?days=500', '?limit=x']) {
    const bad = await as('maya').get(`/api/v1/academic/upcoming${query}`)
    expect(bad.statusCode, query).toBe(400)
    expect(bad.json().error.issues[0].path).toMatch(/^querystring\./)
  }
})

it('lists the last 30 days of announcements of my courses, newest first', async () => {
  const list = AnnouncementList.parse(
    (await as('maya').get('/api/v1/academic/announcements')).json(),
  )
  expect(list.items.map((a) => a.title)).toEqual(['Exam room', 'Lab moved'])
  expect(list.items[0]).toMatchObject({ courseName: 'Biology 101', authorName: 'Prof. Lin' })
  const theo = AnnouncementList.parse(
    (await as('theo').get('/api/v1/academic/announcements')).json(),
  )
  expect(theo.items.map((a) => a.title).sort()).toEqual(['Exam room', 'Goggles', 'Lab moved'])
})

it('still shows the synced copy when the last attempt failed, and says so', async () => {
  const { db } = ctx().database
  const scope = { schoolId: school.id, userId: id('maya'), source: LMS_SYNC_SOURCE }
  await beginSync(db, scope)
  await finishSync(db, scope, { itemsSeen: 10, itemsChanged: 10 })
  const synced = CourseList.parse((await as('maya').get('/api/v1/courses')).json())
  expect(synced.sync.lastSyncedAt).not.toBeNull()
  expect(synced.sync.lastAttemptFailed).toBe(false)
  await beginSync(db, scope)
  await failSync(db, scope, new Error('Canvas answered 503'))
  const failed = CourseList.parse((await as('maya').get('/api/v1/courses')).json())
  expect(failed.items).toHaveLength(1)
  expect(failed.sync).toEqual({ lastSyncedAt: synced.sync.lastSyncedAt, lastAttemptFailed: true })
  // Theo's record is his own.
  const theo = UpcomingWork.parse((await as('theo').get('/api/v1/academic/upcoming')).json())
  expect(theo.sync).toEqual({ lastSyncedAt: null, lastAttemptFailed: false })
})
