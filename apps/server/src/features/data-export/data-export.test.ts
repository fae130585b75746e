// @engines both: the feature's route contract
import { mkdtempSync } from 'node:fs'
import os from 'node:os'
import path from 'node:path'
import { eq } from 'drizzle-orm'
import { beforeAll, describe, expect, it } from 'vitest'
import { ChatFile, Conversation, DataExportAnswer, DataExportCreated } from '@quad/shared'
import { dataExports } from '../../db/schema/account-security.ts'
import { chatMessages, chatParticipants } from '../../db/schema/chat.ts'
import { blocks, connections } from '../../db/schema/connections.ts'
import { profiles } from '../../db/schema/profiles.ts'
import { configuredStorage } from '../../platform/files/storage.ts'
import type { DeletedContent, PersonalDataSubject } from '../../platform/personal-data.ts'
import type { School } from '../../platform/tenancy/schools.service.ts'
import {
  bearerClient,
  connectStudents,
  newClientId,
  type BearerClient,
} from '../../test/chat-fixtures.ts'
import { multipart } from '../../test/multipart.ts'
import { hostOf, insertSchool, insertTestStudent, login, useTestApp } from '../../test/test-app.ts'
import { unzip } from '../../test/unzip.ts'
import { accountPersonalData } from '../accounts/personal-data.ts'
import { chatPersonalData } from '../chat/personal-data.ts'
import { connectionsPersonalData } from '../connections/personal-data.ts'
import { notificationsPersonalData } from '../notifications/personal-data.ts'
import { profilePersonalData } from '../profiles/personal-data.ts'
import { sweepExports } from './build.ts'

const dataDir = mkdtempSync(path.join(os.tmpdir(), 'quad-export-'))
const ctx = useTestApp({ config: { dataDir } })
const CODE = 'exports'
let school: School
let maya: { id: number; uid: string; email: string }
let jonah: { id: number; uid: string; email: string }
let zoe: { id: number; uid: string; email: string }
let mayaApi: BearerClient
let jonahApi: BearerClient
const ATTACHMENT = Buffer.from('%PDF-1.4\nMaya notes for Jonah\n%%EOF\n')

function upload(client: BearerClient, data: Buffer, filename: string) {
  const body = multipart('file', filename, data)
  return ctx().app.inject({
    method: 'POST',
    url: '/api/v1/files',
    headers: {
      host: hostOf(CODE),
      authorization: `Bearer ${client.jwt}`,
      'content-type': body.contentType,
    },
    payload: body.payload,
  })
}

async function say(
  client: BearerClient,
  conversation: number,
  body: string,
  fileIds: string[] = [],
) {
  const sent = await client.post(`/api/v1/chat/conversations/${String(conversation)}/messages`, {
    body,
    clientId: newClientId(),
    fileIds,
  })
  expect(sent.statusCode, sent.body).toBe(201)
}

async function converse(client: BearerClient, other: string): Promise<number> {
  const started = await client.post('/api/v1/chat/conversations', { participantUids: [other] })
  return Conversation.parse(started.json()).id
}

beforeAll(async () => {
  const { database } = ctx()
  school = await insertSchool(database.db, { code: CODE, name: 'Export College' })
  maya = await insertTestStudent(database, school, { email: 'maya@exports.edu' })
  jonah = await insertTestStudent(database, school, { email: 'jonah@exports.edu' })
  zoe = await insertTestStudent(
    database,
    school,
    { email: 'zoe@exports.edu' },
    {
      phoneMobile: '555-0199',
      fieldVisibility: { phoneMobile: 'private' },
    },
  )
  await connectStudents(ctx(), school, maya, jonah)
  await connectStudents(ctx(), school, jonah, zoe)
  mayaApi = await bearerClient(ctx, CODE, maya.email)
  jonahApi = await bearerClient(ctx, CODE, jonah.email)
  const zoeApi = await bearerClient(ctx, CODE, zoe.email)
  const withJonah = await converse(mayaApi, jonah.uid)
  const file = ChatFile.parse((await upload(mayaApi, ATTACHMENT, 'notes.pdf')).json())
  await say(mayaApi, withJonah, 'Here are my notes', [file.id])
  await say(jonahApi, withJonah, 'Thanks Maya!')
  const jonahAndZoe = await converse(zoeApi, jonah.uid)
  await say(zoeApi, jonahAndZoe, 'A secret between Zoe and Jonah')
  await database.db.insert(blocks).values([
    { schoolId: school.id, blockerId: maya.id, blockedId: zoe.id },
    // Zoe's block of Jonah is Zoe's, not in anyone else's export.
    { schoolId: school.id, blockerId: zoe.id, blockedId: jonah.id },
  ])
  await ctx().app.jobs.start()
}, 60_000)

async function waitFor(client: BearerClient, id: string): Promise<DataExportAnswer> {
  for (let i = 0; i < 100; i += 1) {
    const answer = DataExportAnswer.parse((await client.get(`/api/v1/me/exports/${id}`)).json())
    if (answer.status !== 'queued' && answer.status !== 'running') return answer
    await new Promise((resolve) => setTimeout(resolve, 200))
  }
  throw new Error('the export never finished')
}

const jsonOf = (entries: Map<string, Buffer>, name: string): unknown =>
  JSON.parse(entries.get(name)?.toString() ?? 'null')

describe('data export (issue 18 item 4)', () => {
  let exportId = ''
  let ready: DataExportAnswer

  it('queues one export at a time, builds the ZIP by a job, and answers its progress', async () => {
    const first = await mayaApi.post('/api/v1/me/exports')
    expect(first.statusCode, first.body).toBe(202)
    exportId = DataExportCreated.parse(first.json()).id
    const again = await mayaApi.post('/api/v1/me/exports')
    expect(DataExportCreated.parse(again.json()).id).toBe(exportId)
    expect((await jonahApi.get(`/api/v1/me/exports/${exportId}`)).statusCode).toBe(404)
    ready = await waitFor(mayaApi, exportId)
    expect(ready).toMatchObject({ status: 'ready', progress: 100 })
    expect(ready.url).toMatch(/^\/media\/exports\//)
    expect(ready.sizeBytes).toBeGreaterThan(0)
    const days = (Date.parse(ready.expiresAt ?? '') - Date.now()) / 86_400_000
    expect(days).toBeGreaterThan(6.9)
    const list = (await mayaApi.get('/api/v1/me/exports')).json<{ items: { id: string }[] }>()
    expect(list.items.map((item) => item.id)).toEqual([exportId])
  })

  it('downloads with the student session only, holding their own data and nobody else’s', async () => {
    const url = ready.url ?? ''
    const host = hostOf(CODE)
    const anonymous = await ctx().app.inject({ url, headers: { host } })
    expect(anonymous.statusCode, anonymous.body).toBe(401)
    const jonahSession = await login(ctx().app, CODE, jonah.email)
    const wrong = await ctx().app.inject({ url, headers: { host, cookie: jonahSession.cookie } })
    expect(wrong.statusCode).toBe(404)
    const tampered = await ctx().app.inject({
      url: `${url.slice(0, -3)}abc`,
      headers: { host, cookie: (await login(ctx().app, CODE, maya.email)).cookie },
    })
    expect(tampered.statusCode).toBe(400)

    const { cookie } = await login(ctx().app, CODE, maya.email)
    const response = await ctx().app.inject({ url, headers: { host, cookie } })
    expect(response.statusCode, response.body).toBe(200)
    expect(response.headers['content-disposition']).toMatch(
      /^attachment; filename="quad-export-\d{4}-\d{2}-\d{2}\.zip"$/,
    )
    expect(response.headers['cache-control']).toBe('no-store')
    const entries = await unzip(response.rawPayload)
    for (const name of ['account', 'profile', 'connections', 'chat', 'notifications']) {
      expect(entries.has(`${name}.json`), name).toBe(true)
    }
    expect(jsonOf(entries, 'manifest.json')).toMatchObject({
      student: maya.uid,
      school: { code: CODE },
    })
    expect(entries.get('README.txt')?.toString()).toContain('Export College')

    const chat = jsonOf(entries, 'chat.json') as {
      messages: { body: string; attachments: { file: string }[] }[]
    }
    expect(chat.messages.map((m) => m.body).sort()).toEqual(['Here are my notes', 'Thanks Maya!'])
    const attachment =
      chat.messages.find((m) => m.attachments.length > 0)?.attachments[0]?.file ?? ''
    expect(entries.get(attachment)).toEqual(ATTACHMENT)

    const account = jsonOf(entries, 'account.json') as { email: string; sessions: unknown[] }
    expect(account.email).toBe(maya.email)
    expect(account.sessions.length).toBeGreaterThan(0)
    const connectionsJson = jsonOf(entries, 'connections.json') as {
      connections: { from: { uid: string }; to: { uid: string } }[]
      blocked: { student: { uid: string } }[]
    }
    expect(connectionsJson.connections).toHaveLength(1)
    expect(connectionsJson.blocked.map((b) => b.student.uid)).toEqual([zoe.uid])

    const everything = [...entries.values()].map((data) => data.toString('latin1')).join('\n')
    expect(everything).not.toContain('A secret between Zoe and Jonah')
    expect(everything).not.toContain('555-0199')
    expect(everything).not.toContain(zoe.email)
    expect(everything).not.toContain(jonah.email)
    expect(everything).not.toMatch(/tokenHash|passwordHash|csrf/i)
  })

  it('refuses a download once swept as expired (410), and limits exports per day (429)', async () => {
    const { database } = ctx()
    await database.db
      .update(dataExports)
      .set({ expiresAt: new Date(Date.now() - 1000) })
      .where(eq(dataExports.id, exportId))
    const storage = configuredStorage(database, dataDir)
    expect(await sweepExports({ database, storage })).toBe(1)
    const { cookie } = await login(ctx().app, CODE, maya.email)
    const gone = await ctx().app.inject({
      url: ready.url ?? '',
      headers: { host: hostOf(CODE), cookie },
    })
    expect(gone.statusCode).toBe(410)
    expect(gone.json<{ error: { message: string } }>().error.message).toMatch(/expired/)
    expect((await mayaApi.get(`/api/v1/me/exports/${exportId}`)).json()).toMatchObject({
      status: 'expired',
    })
    await database.db.insert(dataExports).values([
      { schoolId: school.id, userId: maya.id, status: 'failed' },
      { schoolId: school.id, userId: maya.id, status: 'failed' },
    ])
    expect((await mayaApi.post('/api/v1/me/exports')).statusCode).toBe(429)
  })
})

describe('personal data parts erase (issue 18 item 4)', () => {
  const eraseAll = async (userId: number, uid: string, content: DeletedContent) => {
    const { database } = ctx()
    const subject: PersonalDataSubject = {
      school,
      userId,
      uid,
      storage: configuredStorage(database, dataDir),
      outbox: ctx().app.outbox,
    }
    const parts = [
      accountPersonalData,
      profilePersonalData,
      connectionsPersonalData,
      chatPersonalData,
      notificationsPersonalData,
    ]
    await database.db.transaction(async (tx) => {
      for (const part of parts) await part.erase(tx, subject, content)
    })
    return subject
  }

  it('anonymise keeps the messages a student sent; everything else of theirs goes', async () => {
    const { db } = ctx().database
    await eraseAll(maya.id, maya.uid, 'anonymise')
    const sent = await db.select().from(chatMessages).where(eq(chatMessages.senderId, maya.id))
    expect(sent.map((m) => m.body)).toEqual(['Here are my notes'])
    expect(await db.select().from(profiles).where(eq(profiles.userId, maya.id))).toEqual([])
    expect(await db.select().from(blocks).where(eq(blocks.blockerId, maya.id))).toEqual([])
    expect(await db.select().from(connections).where(eq(connections.requesterId, maya.id))).toEqual(
      [],
    )
    const left = await db
      .select()
      .from(chatParticipants)
      .where(eq(chatParticipants.userId, maya.id))
    expect(left.every((p) => p.leftAt !== null)).toBe(true)
    // Others' data stays: Zoe's block of Jonah, Jonah's connection with Zoe.
    expect(await db.select().from(blocks).where(eq(blocks.blockerId, zoe.id))).toHaveLength(1)
    expect(
      await db.select().from(connections).where(eq(connections.requesterId, jonah.id)),
    ).toHaveLength(1)
  })

  it('remove deletes the messages a student sent, and their stored files', async () => {
    const { db } = ctx().database
    const subject = await eraseAll(maya.id, maya.uid, 'remove')
    expect(await db.select().from(chatMessages).where(eq(chatMessages.senderId, maya.id))).toEqual(
      [],
    )
    const exported = await chatPersonalData.export(db, subject)
    const messages = (exported.records as { messages: { sentByMe: boolean }[] }).messages
    expect(messages.filter((m) => m.sentByMe)).toEqual([])
    const jonahsChat = await chatPersonalData.export(db, {
      ...subject,
      userId: jonah.id,
      uid: jonah.uid,
    })
    expect(
      (jonahsChat.records as { messages: { body: string }[] }).messages.map((m) => m.body).sort(),
    ).toEqual(['A secret between Zoe and Jonah', 'Thanks Maya!'])
  })
})
