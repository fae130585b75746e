import { eq } from 'drizzle-orm'
import { beforeAll, expect, it } from 'vitest'
import { NotificationList } from '@quad/shared'
import { lmsSubmissions } from '../../db/schema/lms.ts'
import { notificationSettings } from '../../db/schema/notifications.ts'
import type { School } from '../../platform/tenancy/schools.service.ts'
import { bearerClient, type BearerClient } from '../../test/chat-fixtures.ts'
import {
  connectAccount,
  inDays,
  insertCourse,
  insertEnrollment,
  insertWork,
} from '../../test/lms-copy-fixtures.ts'
import { insertSchool, insertTestStudent, useTestApp } from '../../test/test-app.ts'
import { sendDueWorkReminders } from './reminders.ts'

/**
 * Due-date reminders (issue 17, spec 3 `assignmentDueDates`): once per student and piece
 * of work due within a day that they have not handed in, however often the sweep runs;
 * never for an ended course or a revoked grant; gated by the student's matrix.
 */
const ctx = useTestApp()
let school: School
const api: Record<string, BearerClient> = {}
const ids: Record<string, number> = {}
const id = (name: string) => ids[name] as number
const as = (name: string) => api[name] as BearerClient
const db = () => ctx().database.db

const reminders = async (name: string) => {
  await ctx().app.outbox.drain()
  const list = NotificationList.parse((await as(name).get('/api/v1/notifications')).json())
  return list.items.filter((item) => item.type === 'lms_due_reminder')
}

beforeAll(async () => {
  const { database } = ctx()
  school = await insertSchool(db(), { code: 'due', name: 'Due' })
  for (const name of ['maya', 'theo', 'rex', 'ivy']) {
    ids[name] = (await insertTestStudent(database, school, { email: `${name}@d.edu` })).id
    api[name] = await bearerClient(ctx, 'due', `${name}@d.edu`)
  }
  for (const name of ['maya', 'theo', 'ivy']) await connectAccount(db(), school.id, id(name))
  await connectAccount(db(), school.id, id('rex'), new Date())
  const bio = await insertCourse(db(), school.id, 'Biology 101', 'BIO101')
  ids['bio'] = bio
  const art = await insertCourse(db(), school.id, 'Art History', 'ART100')
  for (const name of ['maya', 'theo', 'rex', 'ivy']) {
    await insertEnrollment(db(), school.id, id(name), bio, null)
  }
  await insertEnrollment(db(), school.id, id('maya'), art, null, true)
  ids['lab'] = await insertWork(db(), school.id, bio, 'Lab report', inDays(0.4))
  ids['quiz'] = await insertWork(db(), school.id, bio, 'Cell quiz', inDays(0.9), 'quiz')
  await insertWork(db(), school.id, bio, 'Term paper', inDays(1.5))
  await insertWork(db(), school.id, bio, 'Past essay', inDays(-0.2))
  await insertWork(db(), school.id, art, 'Sketch', inDays(0.5))
  // Theo handed the lab report in; Maya's is still unsubmitted in the LMS.
  await db()
    .insert(lmsSubmissions)
    .values([
      { schoolId: school.id, userId: id('theo'), assignmentId: id('lab'), state: 'submitted' },
      { schoolId: school.id, userId: id('maya'), assignmentId: id('lab'), state: 'unsubmitted' },
    ])
  // Ivy switched assignment due dates off in every platform.
  await db()
    .insert(notificationSettings)
    .values({ userId: id('ivy'), global: { 'academic.assignmentDueDates': 'disabled' } })
}, 120_000)

it('reminds each student once of unsubmitted work due within a day, and nobody else', async () => {
  const { database, app } = ctx()
  // Maya: lab + quiz; Theo: quiz (lab submitted); Ivy: both, recorded but switched off.
  expect(await sendDueWorkReminders(database, app.outbox)).toBe(5)
  const maya = await reminders('maya')
  expect(maya).toHaveLength(2)
  expect(maya.map((item) => item.text)).toEqual(
    expect.arrayContaining([
      expect.stringMatching(/^Due (today|tomorrow) \d\d:\d\d: Cell quiz \(Biology 101\)$/),
      expect.stringMatching(/^Due (today|tomorrow) \d\d:\d\d: Lab report \(Biology 101\)$/),
    ]),
  )
  expect(maya[0]).toMatchObject({
    category: 'academic',
    setting: 'assignmentDueDates',
    link: '/edu',
  })
  expect((await reminders('theo')).map((item) => item.text)).toEqual([
    expect.stringContaining('Cell quiz'),
  ])
  expect(await reminders('rex')).toEqual([])
  expect(await reminders('ivy')).toEqual([])

  // Another sweep (another instance, the next quarter hour) finds nothing new.
  expect(await sendDueWorkReminders(database, app.outbox)).toBe(0)
  expect(await reminders('maya')).toHaveLength(2)
})

it('says the time on the student’s own clock', async () => {
  const { database, app } = ctx()
  await db()
    .update(notificationSettings)
    .set({ timeZone: 'Asia/Tokyo', global: {} })
    .where(eq(notificationSettings.userId, id('ivy')))
  const dueAt = inDays(0.7)
  await insertWork(db(), school.id, id('bio'), 'Poster', dueAt)
  // Maya, Theo and Ivy (Rex's grant is revoked).
  expect(await sendDueWorkReminders(database, app.outbox)).toBe(3)
  const ivy = (await reminders('ivy')).map((item) => item.text)
  const due = new Intl.DateTimeFormat('en-GB', {
    timeZone: 'Asia/Tokyo',
    hour: '2-digit',
    minute: '2-digit',
    hourCycle: 'h23',
  }).format(dueAt)
  expect(ivy).toEqual([expect.stringMatching(new RegExp(`^Due (today|tomorrow) ${due}: Poster`))])
})
