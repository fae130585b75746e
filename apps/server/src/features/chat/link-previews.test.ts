// @engines both: a preview takes a new seq under the seq lock, and reaches another instance live
import { and, eq } from 'drizzle-orm'
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest'
import { ChatMessage, Conversation, MessagePage, SyncPage } from '@quad/shared'
import { chatLinkPreviews } from '../../db/schema/chat.ts'
import { changeRoles } from '../../platform/policies/roles.service.ts'
import { inProcessBus } from '../../platform/realtime/bus.ts'
import type { School } from '../../platform/tenancy/schools.service.ts'
import {
  bearerClient,
  connectStudents,
  sendAs,
  type BearerClient,
} from '../../test/chat-fixtures.ts'
import { startLinkPages, type LinkPages } from '../../test/link-pages.ts'
import { openSocket } from '../../test/socket-client.ts'
import {
  hostOf,
  insertSchool,
  insertTestStudent,
  useSecondInstance,
  useTestApp,
} from '../../test/test-app.ts'

/**
 * Issue 35 item 6 through real HTTP, jobs and sockets, against pages served on loopback (named
 * in the tests' `outboundAllowHosts`): Open Graph read, its fallbacks, relative images, caps,
 * refusals, the cache, removal by the sender only, deleted and hidden messages, two instances.
 */
const bus = inProcessBus()
const ctx = useTestApp({ bus })
let pages: LinkPages
const other = useSecondInstance(ctx, bus, { jobs: true })
let school: School
const people: Record<string, { id: number; uid: string }> = {}
const clients: Record<string, BearerClient> = {}
let direct = 0
let group = 0

const as = (name: string) => clients[name] as BearerClient
const messageUrl = (conversationId: number, id: number) =>
  `/api/v1/chat/conversations/${String(conversationId)}/messages/${String(id)}`

async function historyOf(name: string, conversationId: number) {
  const response = await as(name).get(
    `/api/v1/chat/conversations/${String(conversationId)}/messages`,
  )
  expect(response.statusCode, response.body).toBe(200)
  return MessagePage.parse(response.json()).items
}

/** The message as `name`'s history shows it, once its preview came. */
async function previewed(name: string, message: ChatMessage) {
  return vi.waitFor(
    async () => {
      const held = (await historyOf(name, message.conversationId)).find((m) => m.id === message.id)
      if (!held?.linkPreview) throw new Error('no preview yet')
      return held
    },
    { timeout: 15_000, interval: 100 },
  )
}

/** Waits until the school's cache holds `url` (fetched or failed), then answers the row. */
async function cached(url: string) {
  return vi.waitFor(
    async () => {
      const [row] = await ctx()
        .database.db.select()
        .from(chatLinkPreviews)
        .where(and(eq(chatLinkPreviews.schoolId, school.id), eq(chatLinkPreviews.url, url)))
      if (!row) throw new Error('not cached yet')
      return row
    },
    { timeout: 15_000, interval: 100 },
  )
}

/** A link that gave no preview: cached as failed, and the message has none. */
async function expectNoPreview(url: string, body = `look ${url}`) {
  const message = await sendAs(as('maya'), direct, body)
  expect((await cached(url)).failed).toBe(true)
  const held = (await historyOf('maya', direct)).find((m) => m.id === message.id)
  expect(held?.linkPreview).toBeNull()
}

beforeAll(async () => {
  pages = await startLinkPages()
  const { database, app } = ctx()
  await app.jobs.start()
  school = await insertSchool(database.db, { code: 'links', name: 'Link School' })
  for (const name of ['maya', 'jonah', 'lena', 'mod']) {
    people[name] = await insertTestStudent(database, school, { email: `${name}@links.edu` })
    clients[name] = await bearerClient(ctx, 'links', `${name}@links.edu`)
  }
  const person = (name: string) => people[name] as { id: number; uid: string }
  await connectStudents(ctx(), school, person('maya'), person('jonah'))
  await connectStudents(ctx(), school, person('maya'), person('lena'))
  await changeRoles(
    { db: database.db, bus },
    { actorId: null, requestId: null, ip: null },
    { schoolId: school.id, userId: person('mod').id, grant: ['moderator'] },
  )
  const start = async (participantUids: string[], name?: string) =>
    Conversation.parse(
      (await as('maya').post('/api/v1/chat/conversations', { participantUids, name })).json(),
    ).id
  direct = await start([person('jonah').uid])
  group = await start([person('jonah').uid, person('lena').uid], 'Library crew')
}, 60_000)

afterAll(async () => {
  await pages.close()
})

describe('making a preview', () => {
  it('reads Open Graph as plain text, resolves the image and re-encodes it, after the send', async () => {
    const url = `${pages.origin}/article`
    const sent = await sendAs(as('maya'), direct, `Good news: ${url}#top see you there.`)
    // The send answers at once, without a preview; the preview follows.
    expect(sent.linkPreview).toBeNull()
    const held = await previewed('jonah', sent)
    expect(held.linkPreview).toEqual({
      url,
      siteName: 'Campus News',
      title: 'Library opens & stays open late',
      description: 'From Monday the library is open until 2 am. <b>Not bold</b>',
      hasImage: true,
    })
    expect(held.seq).toBeGreaterThan(sent.seq)
    const image = await as('jonah').get(`${messageUrl(direct, sent.id)}/preview/image`)
    expect(image.statusCode).toBe(200)
    expect(image.headers['content-type']).toBe('image/webp')
    expect(image.rawPayload.subarray(8, 12).toString('latin1')).toBe('WEBP')
    // Catch-up carries the preview too.
    const sync = SyncPage.parse(
      (await as('jonah').get(`/api/v1/chat/sync?after=${String(sent.seq)}`)).json(),
    )
    expect(sync.items.find((m) => m.id === sent.id)?.linkPreview?.title).toBe(
      'Library opens & stays open late',
    )
  })

  it('falls back to <title> and the description, and follows a redirect to resolve a relative image', async () => {
    const plain = await previewed('maya', await sendAs(as('maya'), group, `${pages.origin}/plain`))
    expect(plain.linkPreview).toMatchObject({
      siteName: null,
      title: 'Plain page title',
      description: 'Only the basics here.',
      hasImage: false,
    })
    const moved = await previewed('lena', await sendAs(as('maya'), group, `${pages.origin}/moved`))
    expect(moved.linkPreview).toMatchObject({ title: 'Deep page', hasImage: true })
    expect(pages.hits.get('/deep/thumb.png')).toBe(1)
  })

  it('fetches a page once for every message that links it', async () => {
    const url = `${pages.origin}/article`
    const before = pages.hits.get('/article') ?? 0
    await previewed('lena', await sendAs(as('maya'), group, `again ${url}`))
    await previewed('jonah', await sendAs(as('jonah'), direct, `${url}#comments`))
    expect(pages.hits.get('/article')).toBe(before)
  })

  it('refuses a page over 512 KB, a non-HTML answer, and the server’s own network', async () => {
    await expectNoPreview(`${pages.origin}/huge`)
    await expectNoPreview(`${pages.origin}/report.pdf`)
    // Loopback by name (not in the allowed hosts), and a private address: never asked.
    const port = String(pages.port)
    const before = pages.hits.get('/article')
    await expectNoPreview(`http://localhost:${port}/article`)
    await expectNoPreview(`http://10.0.0.1:${port}/article`)
    expect(pages.hits.get('/article')).toBe(before)
  })

  it('keeps the words but no picture when the image is too large or not an image', async () => {
    for (const path of ['/huge-image-page', '/fake-image-page']) {
      const held = await previewed(
        'maya',
        await sendAs(as('maya'), direct, `${pages.origin}${path}`),
      )
      expect(held.linkPreview).toMatchObject({ hasImage: false })
      const image = await as('maya').get(`${messageUrl(direct, held.id)}/preview/image`)
      expect(image.statusCode).toBe(404)
    }
  })
})

describe('removing a preview', () => {
  it('is the sender’s alone, for good, and members hear it live on another instance', async () => {
    const socket = await openSocket(other().url, as('lena').jwt, { host: hostOf('links') })
    await socket.next('hello')
    const sent = await sendAs(as('maya'), group, `${pages.origin}/plain is the one`)
    const arrived = await socket.next(
      'message',
      (f) => f.message.id === sent.id && f.message.linkPreview !== null,
    )
    expect(arrived.message.linkPreview?.title).toBe('Plain page title')

    const url = `${messageUrl(group, sent.id)}/preview`
    expect((await as('jonah').delete(url)).statusCode).toBe(403)
    expect((await as('mod').delete(url)).statusCode).toBe(404)
    const bad = await as('maya').delete(
      `/api/v1/chat/conversations/${String(group)}/messages/x/preview`,
    )
    expect(bad.statusCode).toBe(400)
    expect(bad.json().error.issues[0].path).toContain('messageId')

    const removed = await as('maya').delete(url)
    expect(removed.statusCode, removed.body).toBe(200)
    expect(ChatMessage.parse(removed.json()).linkPreview).toBeNull()
    const gone = await socket.next(
      'message',
      (f) =>
        f.message.id === sent.id &&
        f.message.linkPreview === null &&
        f.message.seq > arrived.message.seq,
    )
    expect(gone.message.body).toBe(sent.body)
    expect((await as('maya').delete(url)).statusCode).toBe(200)
    expect((await historyOf('lena', group)).find((m) => m.id === sent.id)?.linkPreview).toBeNull()
    expect((await as('lena').get(`${messageUrl(group, sent.id)}/preview/image`)).statusCode).toBe(
      404,
    )
    await socket.close()
  })

  it('goes with its message when the sender deletes it or a moderator hides it', async () => {
    const deleted = await previewed(
      'maya',
      await sendAs(as('maya'), direct, `${pages.origin}/article`),
    )
    expect((await as('maya').delete(messageUrl(direct, deleted.id))).statusCode).toBe(200)
    expect(
      (await historyOf('jonah', direct)).find((m) => m.id === deleted.id)?.linkPreview,
    ).toBeNull()
    expect(
      (await as('jonah').get(`${messageUrl(direct, deleted.id)}/preview/image`)).statusCode,
    ).toBe(404)

    const hidden = await previewed(
      'jonah',
      await sendAs(as('maya'), direct, `${pages.origin}/article`),
    )
    const reported = await as('jonah').post(`${messageUrl(direct, hidden.id)}/report`, {
      reason: 'spam',
    })
    expect(reported.statusCode).toBe(204)
    const reports = (await as('mod').get('/api/v1/moderation/reports')).json()
    const report = reports.items.find(
      (item: { subjectId: string }) => item.subjectId === String(hidden.id),
    )
    const acted = await as('mod').post(`/api/v1/moderation/reports/${String(report.id)}/actions`, {
      action: 'hide',
    })
    expect(acted.statusCode, acted.body).toBeLessThan(300)
    expect(
      (await historyOf('jonah', direct)).find((m) => m.id === hidden.id)?.linkPreview,
    ).toBeNull()
    expect(
      (await as('jonah').get(`${messageUrl(direct, hidden.id)}/preview/image`)).statusCode,
    ).toBe(404)
  })
})
