// @engines both: threads (decision 096) — replies out of the history, summaries, followers' unread, notices, live on two instances
import { beforeAll, describe, expect, it } from 'vitest'
import {
  ChatMessage,
  Conversation,
  ConversationList,
  FollowedThreadList,
  MessagePage,
  NotificationList,
  SyncPage,
} from '@quad/shared'
import { inProcessBus } from '../../platform/realtime/bus.ts'
import {
  bearerClient,
  connectStudents,
  newClientId,
  sendAs,
  type BearerClient,
} from '../../test/chat-fixtures.ts'
import { openSocket } from '../../test/socket-client.ts'
import {
  hostOf,
  insertSchool,
  insertTestStudent,
  useSecondInstance,
  useTestApp,
} from '../../test/test-app.ts'

/**
 * Issue 35 item 2's threads through real HTTP: a reply in a thread stays out of the
 * conversation's history (unless also sent there), its starter carries the summary, the
 * thread's followers — the starter's sender and those who replied — have their own unread
 * state and hear of new replies; another instance shows it all live.
 */
const bus = inProcessBus()
const ctx = useTestApp({ bus })
const other = useSecondInstance(ctx, bus)
const host = hostOf('thread')
let maya: BearerClient
let jonah: BearerClient
let lena: BearerClient
let direct = 0
let group = 0

beforeAll(async () => {
  const { database } = ctx()
  const school = await insertSchool(database.db, { code: 'thread', name: 'Thread School' })
  const people = []
  for (const name of ['maya', 'jonah', 'lena']) {
    people.push(await insertTestStudent(database, school, { email: `${name}@thread.edu` }))
  }
  const [m, j, l] = people as [(typeof people)[0], (typeof people)[0], (typeof people)[0]]
  await connectStudents(ctx(), school, m, j)
  await connectStudents(ctx(), school, m, l)
  maya = await bearerClient(ctx, 'thread', 'maya@thread.edu')
  jonah = await bearerClient(ctx, 'thread', 'jonah@thread.edu')
  lena = await bearerClient(ctx, 'thread', 'lena@thread.edu')
  const start = async (participantUids: string[], name?: string) =>
    Conversation.parse(
      (await maya.post('/api/v1/chat/conversations', { participantUids, name })).json(),
    ).id
  direct = await start([j.uid])
  group = await start([j.uid, l.uid], 'Lab partners')
}, 60_000)

const messagesUrl = (conversationId: number) =>
  `/api/v1/chat/conversations/${conversationId}/messages`

async function replyInThread(
  client: BearerClient,
  starter: ChatMessage,
  body: string,
  alsoInConversation = false,
): Promise<ChatMessage> {
  const response = await client.post(messagesUrl(starter.conversationId), {
    body,
    clientId: newClientId(),
    threadId: starter.id,
    alsoInConversation,
  })
  expect(response.statusCode, response.body).toBe(201)
  return ChatMessage.parse(response.json())
}

async function historyOf(client: BearerClient, conversationId: number, thread?: number) {
  const url = `${messagesUrl(conversationId)}${thread === undefined ? '' : `?thread=${thread}`}`
  const response = await client.get(url)
  expect(response.statusCode, response.body).toBe(200)
  return MessagePage.parse(response.json()).items
}

const followed = async (client: BearerClient, conversationId: number) =>
  FollowedThreadList.parse(
    (await client.get(`/api/v1/chat/conversations/${conversationId}/threads`)).json(),
  ).items

const unreadIn = async (client: BearerClient, conversationId: number) =>
  ConversationList.parse((await client.get('/api/v1/chat/conversations')).json()).items.find(
    (c) => c.id === conversationId,
  )?.unreadCount

describe('a thread', () => {
  it('keeps its replies out of the history, and its starter carries the summary', async () => {
    const starter = await sendAs(maya, group, 'Who takes which part of the report?')
    const lenaUnreadBefore = await unreadIn(lena, group)
    const first = await replyInThread(jonah, starter, 'I will write the method')
    expect(first).toMatchObject({ threadId: starter.id, inConversation: false, thread: null })
    const second = await replyInThread(lena, starter, 'Results are mine')

    const history = await historyOf(maya, group)
    expect(history.map((m) => m.id)).not.toContain(first.id)
    const shown = history.find((m) => m.id === starter.id)
    expect(shown?.thread).toMatchObject({ replies: 2, lastReplyAt: second.createdAt })
    // The most recent replier first.
    expect(shown?.thread?.people.map((p) => p.firstName)).toEqual([
      second.sender.firstName,
      first.sender.firstName,
    ])
    // The thread: its starter, then its replies, newest first as every page.
    expect((await historyOf(lena, group, starter.id)).map((m) => m.id)).toEqual([
      second.id,
      first.id,
      starter.id,
    ])
    // A thread-only reply neither counts unread in the conversation nor moves its preview.
    expect(await unreadIn(lena, group)).toBe(lenaUnreadBefore)
    const listed = ConversationList.parse(
      (await maya.get('/api/v1/chat/conversations')).json(),
    ).items.find((c) => c.id === group)
    expect(listed?.lastMessage?.id).toBe(starter.id)
  })

  it('sends a reply to the conversation too when asked, and catch-up carries the new summary', async () => {
    const starter = await sendAs(maya, group, 'Lab moved to room 204')
    const after = starter.seq
    const reply = await replyInThread(jonah, starter, 'Thanks, see you there', true)
    expect(reply).toMatchObject({ threadId: starter.id, inConversation: true })
    expect((await historyOf(lena, group)).map((m) => m.id)).toContain(reply.id)
    const sync = SyncPage.parse((await lena.get(`/api/v1/chat/sync?after=${after}`)).json())
    const changed = sync.items.find((m) => m.id === starter.id)
    expect(changed?.thread?.replies).toBe(1)
    expect(changed?.seq).toBeGreaterThan(reply.seq - 1)
  })

  it('counts a deleted reply out of the summary', async () => {
    const starter = await sendAs(lena, group, 'Anyone has a spare lab coat?')
    const reply = await replyInThread(jonah, starter, 'I do')
    await replyInThread(maya, starter, 'Me too')
    expect((await jonah.delete(`${messagesUrl(group)}/${reply.id}`)).statusCode).toBe(200)
    const shown = (await historyOf(lena, group)).find((m) => m.id === starter.id)
    expect(shown?.thread?.replies).toBe(1)
    expect(shown?.thread?.people).toHaveLength(1)
  })

  it('refuses a thread in a 1:1, on a reply in a thread, on a deleted or foreign message', async () => {
    const expect400 = async (threadId: number, says: string) => {
      const response = await maya.post(messagesUrl(group), {
        body: 'hi',
        clientId: newClientId(),
        threadId,
      })
      expect(response.statusCode, response.body).toBe(400)
      expect(response.body).toContain('body.threadId')
      expect(response.body).toContain(says)
    }
    const inDirect = await sendAs(maya, direct, 'a 1:1 message')
    const refused = await maya.post(messagesUrl(direct), {
      body: 'hi',
      clientId: newClientId(),
      threadId: inDirect.id,
    })
    expect(refused.statusCode).toBe(400)
    expect(refused.body).toContain('threads are for groups and channels')
    await expect400(inDirect.id, 'is not a message of this conversation')
    const starter = await sendAs(maya, group, 'starter')
    const reply = await replyInThread(jonah, starter, 'a reply')
    await expect400(reply.id, 'is a reply in a thread')
    const gone = await sendAs(maya, group, 'to be deleted')
    await maya.delete(`${messagesUrl(group)}/${gone.id}`)
    await expect400(gone.id, 'was deleted')
  })
})

describe("a follower's own unread state", () => {
  it('counts replies after their pointer in threads they follow, until they read them', async () => {
    const starter = await sendAs(maya, group, 'Quiz answers, check here')
    // Maya follows her starter; Lena follows once she replies.
    await replyInThread(lena, starter, 'Question 3 is B?')
    const one = await replyInThread(jonah, starter, 'Yes, B')
    expect(await followed(maya, group)).toContainEqual({ rootId: starter.id, unread: 2 })
    expect(await followed(lena, group)).toContainEqual({ rootId: starter.id, unread: 1 })
    // Replying reads the thread up to one's own reply.
    expect((await followed(jonah, group)).map((t) => t.rootId)).not.toContain(starter.id)
    const read = await maya.post(`/api/v1/chat/conversations/${group}/threads/${starter.id}/read`, {
      messageId: one.id,
    })
    expect(read.statusCode, read.body).toBe(204)
    expect((await followed(maya, group)).map((t) => t.rootId)).not.toContain(starter.id)
    // Never back.
    await maya.post(`/api/v1/chat/conversations/${group}/threads/${starter.id}/read`, {
      messageId: starter.id,
    })
    expect((await followed(maya, group)).map((t) => t.rootId)).not.toContain(starter.id)
  })

  it("refuses another conversation's message as a thread, and an outsider", async () => {
    const inDirect = await sendAs(maya, direct, 'not in the group')
    const response = await maya.post(
      `/api/v1/chat/conversations/${group}/threads/${inDirect.id}/read`,
      { messageId: inDirect.id },
    )
    expect(response.statusCode).toBe(400)
    expect(response.body).toContain('params.messageId')
    expect((await lena.get(`/api/v1/chat/conversations/${direct}/threads`)).statusCode).toBe(404)
  })

  it("tells the thread's followers of a reply, and not the rest of the conversation", async () => {
    for (const client of [maya, jonah, lena]) {
      await client.patch('/api/v1/notifications/preferences/general/chat', {
        preferences: { in_app: 'yes' },
      })
    }
    const items = async (client: BearerClient) =>
      NotificationList.parse((await client.get('/api/v1/notifications')).json()).items
    const starter = await sendAs(maya, group, 'Bring goggles tomorrow?')
    // Either instance may dispatch a send: wait for Lena's notice of the starter itself.
    await ctx().app.outbox.drain()
    await expect
      .poll(async () => (await items(lena)).some((n) => n.text.includes('Bring goggles tomorrow?')))
      .toBe(true)
    const lenaBefore = (await items(lena)).length
    await replyInThread(jonah, starter, 'Yes, and gloves')
    await ctx().app.outbox.drain()
    await expect
      .poll(async () => (await items(maya)).find((n) => n.type === 'chat_thread_reply'))
      .toMatchObject({
        text: expect.stringContaining('replied in a thread in Lab partners: Yes, and gloves'),
        link: `/chat/${group}?thread=${starter.id}`,
      })
    // Maya's notice and any of Lena's come from the same dispatch: it has run.
    expect((await items(lena)).length).toBe(lenaBefore)
  })
})

describe('on two instances', () => {
  it("shows a thread's reply and its starter's new summary to a member listening on the other", async () => {
    const socket = await openSocket(other().url, lena.jwt, { host })
    await socket.next('hello')
    const starter = await sendAs(maya, group, 'Poster draft is up')
    await socket.next('message', (f) => f.message.id === starter.id)
    const reply = await replyInThread(jonah, starter, 'Looks great')
    const arrived = await socket.next('message', (f) => f.message.id === reply.id)
    expect(arrived.message).toMatchObject({ threadId: starter.id, inConversation: false })
    const summary = await socket.next(
      'message',
      (f) => f.message.id === starter.id && f.message.thread !== null,
    )
    expect(summary.message.thread?.replies).toBe(1)
    await socket.close()
  })
})
