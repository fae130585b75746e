import { mkdtempSync } from 'node:fs'
import os from 'node:os'
import path from 'node:path'
import { eq } from 'drizzle-orm'
import { beforeAll, expect, it } from 'vitest'
import { ChatMessage, Conversation, ModerationReportPage } from '@quad/shared'
import { chatReports } from '../../db/schema/chat.ts'
import { posts } from '../../db/schema/feed.ts'
import { modules } from '../../modules.ts'
import { reports } from '../../platform/db/policies-schema.ts'
import { schools, users } from '../../platform/db/schema.ts'
import { configuredStorage } from '../../platform/files/storage.ts'
import { PersonalData } from '../../platform/personal-data.ts'
import { changeRoles } from '../../platform/policies/roles.service.ts'
import { inProcessBus } from '../../platform/realtime/bus.ts'
import { openReporters } from '../../platform/reports/reports.service.ts'
import type { School } from '../../platform/tenancy/schools.service.ts'
import {
  bearerClient,
  connectStudents,
  newClientId,
  type BearerClient,
} from '../../test/chat-fixtures.ts'
import { insertPost } from '../../test/feed-fixtures.ts'
import { insertSchool, insertTestStudent, useTestApp } from '../../test/test-app.ts'
import { eraseAccount } from '../account-deletion/erase.service.ts'
import { moderationPersonalData } from './personal-data.ts'

/**
 * The reports a student filed (issue 18 item 4): exported as what they reported and why,
 * never what the subject said; kept when the account goes, so what the school's threshold
 * of distinct reporters hid stays hidden.
 */
const bus = inProcessBus()
const dataDir = mkdtempSync(path.join(os.tmpdir(), 'quad-reports-data-'))
const ctx = useTestApp({ bus, config: { dataDir } })
const CODE = 'repdata'
let school: School
type Person = { id: number; uid: string; client: BearerClient }
const people: Record<'leaver' | 'zoe' | 'author' | 'mod', Person> = {} as never

beforeAll(async () => {
  const { database } = ctx()
  school = await insertSchool(database.db, { code: CODE, name: 'Reports Data' })
  // Two distinct reporters hide a post here (issue 16's threshold, 3 by default).
  await database.db.update(schools).set({ feedReportThreshold: 2 }).where(eq(schools.id, school.id))
  for (const name of ['leaver', 'zoe', 'author', 'mod'] as const) {
    const email = `${name}@repdata.edu`
    const user = await insertTestStudent(database, school, { email, firstName: name })
    people[name] = { ...user, client: await bearerClient(ctx, CODE, email) }
  }
  await changeRoles(
    { db: database.db, bus },
    { actorId: null, requestId: null, ip: null },
    { schoolId: school.id, userId: people.mod.id, grant: ['moderator'] },
  )
}, 120_000)

const eraseContext = () => ({
  database: ctx().database,
  bus,
  storage: configuredStorage(ctx().database, dataDir),
  outbox: ctx().app.outbox,
  personalData: new PersonalData(modules.flatMap((module) => module.personalData ?? [])),
})
const exported = async (who: Person) =>
  (
    await moderationPersonalData.export(ctx().database.db, {
      school,
      userId: who.id,
      uid: who.uid,
      storage: eraseContext().storage,
      outbox: ctx().app.outbox,
    })
  ).records
const queue = async () =>
  ModerationReportPage.parse(
    (await people.mod.client.get('/api/v1/moderation/reports?type=post')).json(),
  ).items
const hiddenAt = async (postId: number) =>
  (await ctx().database.db.select().from(posts).where(eq(posts.id, postId)))[0]?.hiddenAt

it('exports the reports filed, not what was reported; erasing keeps them counting', async () => {
  const { leaver, zoe, author } = people
  const { db } = ctx().database
  const post = await insertPost(ctx(), school, { authorId: author.id, body: 'Buy my essays' })
  const report = (who: Person) =>
    who.client.post(`/api/v1/feed/posts/${post.uid}/reports`, {
      reason: 'spam',
      note: `${who === leaver ? 'Leaver' : 'Zoe'} saw it twice`,
    })
  expect((await report(leaver)).statusCode).toBe(204)
  expect((await report(zoe)).statusCode).toBe(204)
  expect(await hiddenAt(post.id)).not.toBeNull()

  // A chat message reported by its free-text reason, and issue 6's copy of an older one.
  await connectStudents(ctx(), school, leaver, author)
  const started = await leaver.client.post('/api/v1/chat/conversations', {
    participantUids: [author.uid],
  })
  const conversation = Conversation.parse(started.json())
  const sent = await author.client.post(`/api/v1/chat/conversations/${conversation.id}/messages`, {
    body: 'Private words for the leaver',
    clientId: newClientId(),
  })
  const message = ChatMessage.parse(sent.json())
  const reported = await leaver.client.post(
    `/api/v1/chat/conversations/${conversation.id}/messages/${message.id}/report`,
    { reason: 'Writes to me at night' },
  )
  expect(reported.statusCode, reported.body).toBe(204)
  for (const who of [leaver, zoe]) {
    await db.insert(chatReports).values({
      schoolId: school.id,
      messageId: message.id,
      reporterId: who.id,
      reason: 'old',
      bodySnapshot: 'as it was',
    })
  }

  const records = await exported(leaver)
  expect(records).toEqual([
    {
      subject: { type: 'post', id: String(post.id) },
      reason: 'spam',
      note: 'Leaver saw it twice',
      status: 'open',
      outcome: null,
      createdAt: expect.any(String),
      actedAt: null,
    },
    expect.objectContaining({
      subject: { type: 'chat.message', id: String(message.id) },
      reason: 'Writes to me at night',
      note: null,
    }),
  ])
  const text = JSON.stringify(records)
  for (const secret of ['Buy my essays', 'Private words', 'Zoe saw it', zoe.uid, author.uid]) {
    expect(text).not.toContain(secret)
  }

  await ctx().app.outbox.drain()
  await db
    .update(users)
    .set({ deletionDueAt: new Date(Date.now() - 1000) })
    .where(eq(users.id, leaver.id))
  expect(await eraseAccount(eraseContext(), leaver.id)).toBe(true)

  // Issue 6's copies of the leaver's reports are gone; Zoe's stays.
  const legacy = await db.select().from(chatReports)
  expect(legacy.map((row) => row.reporterId)).toEqual([zoe.id])
  // The reports stay, under "Deleted student", and still count as two reporters.
  const kept = await db.select().from(reports).where(eq(reports.reporterId, leaver.id))
  expect(kept).toHaveLength(2)
  expect((await openReporters(db, school.id, 'post', [post.id])).get(String(post.id))).toBe(2)
  expect(await hiddenAt(post.id)).not.toBeNull()
  const items = await queue()
  expect(items.map((item) => `${item.reporter.firstName} ${item.reporter.lastName}`)).toContain(
    'Deleted student',
  )
  // Zoe's report dismissed: the leaver's open one still holds the post hidden.
  const zoes = items.find((item) => item.note === 'Zoe saw it twice')
  const dismissed = await people.mod.client.post(
    `/api/v1/moderation/reports/${zoes?.id ?? ''}/actions`,
    { action: 'dismiss' },
  )
  expect(dismissed.statusCode, dismissed.body).toBe(204)
  expect(await hiddenAt(post.id)).not.toBeNull()
})
