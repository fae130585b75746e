// @engines both: the feature's route contract
import type { FastifyInstance } from 'fastify'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import sharp from 'sharp'
import {
  AuditPage,
  ChatFile,
  ChatMessage,
  Conversation,
  MessagePage,
  ModerationReportPage,
  NotificationList,
} from '@quad/shared'
import { auditLog } from '../../platform/db/policies-schema.ts'
import { changeRoles } from '../../platform/policies/roles.service.ts'
import { inProcessBus } from '../../platform/realtime/bus.ts'
import type { School } from '../../platform/tenancy/schools.service.ts'
import {
  bearerClient,
  connectStudents,
  newClientId,
  type BearerClient,
} from '../../test/chat-fixtures.ts'
import { multipart } from '../../test/multipart.ts'
import { openSocket } from '../../test/socket-client.ts'
import {
  createTestApp,
  hostOf,
  insertSchool,
  insertTestStudent,
  login,
  useTestApp,
} from '../../test/test-app.ts'

/** Issue 13 item 6 "done when": a moderator lists and acts on chat reports (decision 024). */
const bus = inProcessBus()
const ctx = useTestApp({ bus })
let school: School
let baseUrl = ''
let maya: BearerClient
let jonah: BearerClient
let mod: BearerClient
let admin: BearerClient
const people: Record<string, { id: number; uid: string }> = {}
let conversationId = 0
const origin = { actorId: null, requestId: null, ip: null }

beforeAll(async () => {
  baseUrl = await ctx().app.listen({ port: 0, host: '127.0.0.1' })
  const { database } = ctx()
  school = await insertSchool(database.db, { code: 'mod', name: 'Moderated' })
  for (const name of ['maya', 'jonah', 'mod', 'admin', 'lena']) {
    people[name] = await insertTestStudent(database, school, { email: `${name}@mod.edu` })
  }
  const person = (name: string) => people[name] as { id: number; uid: string }
  await connectStudents(ctx(), school, person('maya'), person('jonah'))
  const deps = { db: database.db, bus }
  await changeRoles(deps, origin, {
    schoolId: school.id,
    userId: person('mod').id,
    grant: ['moderator'],
  })
  await changeRoles(deps, origin, {
    schoolId: school.id,
    userId: person('admin').id,
    grant: ['school_admin', 'staff'],
  })
  maya = await bearerClient(ctx, 'mod', 'maya@mod.edu')
  jonah = await bearerClient(ctx, 'mod', 'jonah@mod.edu')
  mod = await bearerClient(ctx, 'mod', 'mod@mod.edu')
  admin = await bearerClient(ctx, 'mod', 'admin@mod.edu')
  const started = await maya.post('/api/v1/chat/conversations', {
    participantUids: [person('jonah').uid],
  })
  conversationId = Conversation.parse(started.json()).id
})

async function reported(text: string, reason = 'harassment') {
  const sent = await maya.post(`/api/v1/chat/conversations/${conversationId}/messages`, {
    body: text,
    clientId: newClientId(),
  })
  const message = ChatMessage.parse(sent.json())
  const url = `/api/v1/chat/conversations/${conversationId}/messages/${message.id}/report`
  expect((await jonah.post(url, { reason })).statusCode).toBe(204)
  const page = ModerationReportPage.parse((await mod.get('/api/v1/moderation/reports')).json())
  const report = page.items.find((item) => item.subjectId === String(message.id))
  if (!report) throw new Error('report not listed')
  return { message, report }
}

const act = (client: BearerClient, id: string, payload: object) =>
  client.post(`/api/v1/moderation/reports/${id}/actions`, payload)

const auditOf = async (reportId: string) =>
  (await ctx().database.db.select().from(auditLog)).filter(
    (row) => row.subjectType === 'report' && row.subjectId === reportId,
  )

/** A student's notifications once the actions' outbox messages are dispatched (decision 023). */
const notificationsOf = async (client: BearerClient) => {
  await ctx().app.outbox.drain()
  return NotificationList.parse((await client.get('/api/v1/notifications')).json()).items
}

describe('moderation routes', () => {
  it('shows a moderator what a reported message said before each edit and its deletion', async () => {
    const { message, report } = await reported('you are the worst')
    const url = `/api/v1/chat/conversations/${conversationId}/messages/${message.id}`
    expect((await maya.patch(url, { body: 'you are the best' })).statusCode).toBe(200)
    expect((await maya.patch(url, { body: 'never mind' })).statusCode).toBe(200)
    expect((await maya.delete(url)).statusCode).toBe(200)
    const page = ModerationReportPage.parse((await mod.get('/api/v1/moderation/reports')).json())
    const seen = page.items.find((item) => item.id === report.id)
    expect(seen?.snapshot).toBe('you are the worst')
    expect(seen?.subject).toMatchObject({
      text: '',
      versions: [
        { body: 'you are the worst' },
        { body: 'you are the best' },
        { body: 'never mind' },
      ],
    })
    // The students in the conversation see none of it.
    const history = (await jonah.get(`/api/v1/chat/conversations/${conversationId}/messages`)).body
    expect(history).not.toContain('you are the worst')
  })

  it('refuses a student with 403 and a clear sentence on each route', async () => {
    const { report } = await reported('first')
    const list = await jonah.get('/api/v1/moderation/reports')
    expect(list.statusCode).toBe(403)
    expect(list.json().error).toEqual({
      code: 'forbidden',
      message: 'Only moderators and school admins can see reports.',
    })
    const acted = await act(maya, report.id, { action: 'dismiss' })
    expect(acted.statusCode).toBe(403)
    expect(acted.json().error.message).toBe('Only moderators and school admins can act on reports.')
    const audit = await mod.get('/api/v1/admin/audit')
    expect(audit.statusCode).toBe(403)
    expect(audit.json().error.message).toBe('Only school admins can read the audit log.')
    expect(
      (
        await ctx().app.inject({
          url: '/api/v1/moderation/reports',
          headers: { host: hostOf('mod') },
        })
      ).statusCode,
    ).toBe(401)
  })

  it('lists a chat report with its context to a moderator, filtered and paged', async () => {
    const { message, report } = await reported('you are awful', 'insults')
    expect(report).toMatchObject({
      subjectType: 'chat.message',
      subjectId: String(message.id),
      reason: 'insults',
      status: 'open',
      outcome: null,
      reporter: { uid: people.jonah?.uid },
      subject: {
        type: 'chat.message',
        messageId: message.id,
        conversationId,
        text: 'you are awful',
        hidden: false,
        sender: { uid: people.maya?.uid },
        versions: [],
      },
    })
    const first = await mod.get('/api/v1/moderation/reports?status=open&limit=1')
    const page = ModerationReportPage.parse(first.json())
    expect(page.items).toHaveLength(1)
    expect(page.nextCursor).not.toBeNull()
    const next = ModerationReportPage.parse(
      (
        await admin.get(`/api/v1/moderation/reports?limit=1&cursor=${page.nextCursor ?? ''}`)
      ).json(),
    )
    expect(next.items[0]?.id).not.toBe(page.items[0]?.id)
    const bad = await mod.get('/api/v1/moderation/reports?status=closed')
    expect(bad.statusCode).toBe(400)
    expect(bad.json().error.message).toContain('status')
  })

  it('hides a message for everyone at once, tells open clients, and audits it', async () => {
    const { message, report } = await reported('hide me')
    const socket = await openSocket(baseUrl, jonah.jwt, { host: hostOf('mod') })
    await socket.next('hello')
    const acted = await act(mod, report.id, { action: 'hide', note: 'abusive' })
    expect(acted.statusCode).toBe(204)
    const frame = await socket.next('message', (f) => f.message.id === message.id)
    expect(frame.message).toMatchObject({ body: '', deletedAt: expect.any(String) })
    await socket.close()
    for (const client of [maya, jonah]) {
      const history = MessagePage.parse(
        (await client.get(`/api/v1/chat/conversations/${conversationId}/messages`)).json(),
      )
      const shown = history.items.find((item) => item.id === message.id)
      expect(shown?.body).toBe('')
      expect(history.items.some((item) => item.body === 'hide me')).toBe(false)
    }
    expect(await auditOf(report.id)).toMatchObject([
      { action: 'report.hide', actorId: people.mod?.id, details: { note: 'abusive' } },
    ])
    const listed = ModerationReportPage.parse(
      (await mod.get('/api/v1/moderation/reports?status=actioned')).json(),
    )
    expect(listed.items.find((item) => item.id === report.id)).toMatchObject({
      outcome: 'hidden',
      subject: { hidden: true, text: 'hide me' },
    })
    // The reporter learns the outcome; a report dealt with is not dealt with twice.
    expect((await notificationsOf(jonah)).map((n) => n.type)).toContain('report_outcome')
    expect((await act(mod, report.id, { action: 'dismiss' })).statusCode).toBe(409)
  })

  it("takes a hidden message's files with it", async () => {
    const image = await sharp({
      create: { width: 40, height: 30, channels: 3, background: '#884422' },
    })
      .png()
      .toBuffer()
    const body = multipart('file', 'proof.png', image)
    const uploaded = await ctx().app.inject({
      method: 'POST',
      url: '/api/v1/files',
      headers: {
        host: hostOf('mod'),
        authorization: `Bearer ${maya.jwt}`,
        'content-type': body.contentType,
      },
      payload: body.payload,
    })
    const file = ChatFile.parse(uploaded.json())
    const sent = await maya.post(`/api/v1/chat/conversations/${conversationId}/messages`, {
      body: 'see this',
      clientId: newClientId(),
      fileIds: [file.id],
    })
    const message = ChatMessage.parse(sent.json())
    const url = `/api/v1/chat/conversations/${conversationId}/messages/${message.id}/report`
    await jonah.post(url, { reason: 'graphic' })
    expect((await jonah.get(`/api/v1/files/${file.id}`)).statusCode).toBe(200)
    const page = ModerationReportPage.parse((await mod.get('/api/v1/moderation/reports')).json())
    const report = page.items.find((item) => item.subjectId === String(message.id))
    expect((await act(mod, report?.id ?? '', { action: 'hide' })).statusCode).toBe(204)
    for (const client of [jonah, maya]) {
      expect((await client.get(`/api/v1/files/${file.id}`)).statusCode).toBe(404)
    }
  })

  it('warns the sender with a notification, and audits it', async () => {
    const { report } = await reported('warn me')
    expect((await act(admin, report.id, { action: 'warn', note: 'Be kind' })).statusCode).toBe(204)
    const warning = (await notificationsOf(maya)).find((n) => n.type === 'moderation_warning')
    expect(warning?.text).toContain('Be kind')
    expect(await auditOf(report.id)).toMatchObject([
      { action: 'report.warn', actorId: people.admin?.id },
    ])
  })

  it('dismisses a report, and audits it', async () => {
    const { report } = await reported('dismiss me')
    expect((await act(mod, report.id, { action: 'dismiss' })).statusCode).toBe(204)
    expect(await auditOf(report.id)).toMatchObject([{ action: 'report.dismiss' }])
    const bad = await act(mod, report.id, { action: 'suspend' })
    expect(bad.statusCode).toBe(400)
    expect((await act(mod, '999999', { action: 'dismiss' })).statusCode).toBe(404)
  })

  it('shows the audit log to a school admin, newest first', async () => {
    const page = AuditPage.parse((await admin.get('/api/v1/admin/audit?limit=2')).json())
    expect(page.items).toHaveLength(2)
    expect(page.items[0]?.action).toBe('report.dismiss')
    expect(page.nextCursor).not.toBeNull()
  })
})

describe('role changes', () => {
  let other: FastifyInstance
  beforeAll(async () => {
    other = await createTestApp(ctx().database, { bus })
  })
  afterAll(async () => other.close())

  it('reach the session cache of every instance at once', async () => {
    const lena = people.lena as { id: number }
    const { jwt } = await login(ctx().app, 'mod', 'lena@mod.edu')
    const list = (app: FastifyInstance) =>
      app.inject({
        url: '/api/v1/moderation/reports',
        headers: { host: hostOf('mod'), authorization: `Bearer ${jwt}` },
      })
    // Both instances have the session cached without the role.
    expect((await list(ctx().app)).statusCode).toBe(403)
    expect((await list(other)).statusCode).toBe(403)
    const deps = { db: ctx().database.db, bus }
    await changeRoles(deps, origin, { schoolId: school.id, userId: lena.id, grant: ['moderator'] })
    await new Promise((resolve) => setTimeout(resolve, 20))
    expect((await list(ctx().app)).statusCode).toBe(200)
    expect((await list(other)).statusCode).toBe(200)
    await changeRoles(deps, origin, { schoolId: school.id, userId: lena.id, revoke: ['moderator'] })
    await new Promise((resolve) => setTimeout(resolve, 20))
    expect((await list(other)).statusCode).toBe(403)
  })

  it('are set by a school admin through HTTP, audited, and refused to anyone else', async () => {
    const lena = people.lena as { id: number; uid: string }
    const url = `/api/v1/admin/users/${lena.uid}/roles`
    const lenaClient = await bearerClient(ctx, 'mod', 'lena@mod.edu')
    expect((await lenaClient.get('/api/v1/moderation/reports')).statusCode).toBe(403)
    const refused = await ctx().app.inject({
      method: 'PUT',
      url,
      headers: { host: hostOf('mod'), authorization: `Bearer ${mod.jwt}` },
      payload: { roles: ['moderator'] },
    })
    expect(refused.statusCode).toBe(403)
    expect(refused.json().error.message).toBe("Only school admins can change people's roles.")
    const put = (payload: object, uid = lena.uid) =>
      ctx().app.inject({
        method: 'PUT',
        url: `/api/v1/admin/users/${uid}/roles`,
        headers: { host: hostOf('mod'), authorization: `Bearer ${admin.jwt}` },
        payload,
      })
    const granted = await put({ roles: ['moderator', 'staff'] })
    expect(granted.json()).toEqual({ uid: lena.uid, roles: ['moderator', 'staff'] })
    // Staff sign in with a second factor (decision 055): her password session has ended.
    expect((await lenaClient.get('/api/v1/moderation/reports')).statusCode).toBe(401)
    const staffClient = await bearerClient(ctx, 'mod', 'lena@mod.edu')
    expect((await staffClient.get('/api/v1/moderation/reports')).statusCode).toBe(200)
    // The shell learns the roles it offers the admin console to (issue 14).
    expect((await staffClient.get('/api/v1/me')).json().roles).toEqual(['moderator', 'staff'])
    expect((await put({ roles: [] })).json()).toEqual({ uid: lena.uid, roles: [] })
    expect((await staffClient.get('/api/v1/moderation/reports')).statusCode).toBe(403)
    expect((await staffClient.get('/api/v1/me')).json().roles).toEqual([])
    const bad = await put({ roles: ['operator'] })
    expect(bad.statusCode).toBe(400)
    expect(bad.json().error.message).toContain('roles')
    expect((await put({ roles: [] }, 'no-such-uid')).statusCode).toBe(404)
    const own = await put({ roles: ['staff'] }, people.admin?.uid)
    expect(own.statusCode).toBe(400)
    expect(own.json().error.issues[0].path).toBe('body.roles')
    const entries = (await ctx().database.db.select().from(auditLog)).filter(
      (row) => row.action === 'role.assign' && row.subjectId === String(lena.id),
    )
    expect(entries.map((row) => row.details)).toEqual(
      expect.arrayContaining([
        { grant: ['moderator', 'staff'], revoke: [] },
        { grant: [], revoke: ['moderator', 'staff'] },
      ]),
    )
    expect(entries.filter((row) => row.actorId === people.admin?.id)).toHaveLength(2)
  })
})
