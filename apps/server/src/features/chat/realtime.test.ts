import { beforeAll, describe, expect, it } from 'vitest'
import { ChatMessage, CloseCode, Conversation } from '@quad/shared'
import {
  bearerClient,
  connectStudents,
  newClientId,
  type BearerClient,
} from '../../test/chat-fixtures.ts'
import { openSocket, upgradeStatus, type TestSocket } from '../../test/socket-client.ts'
import { hostOf, insertSchool, insertTestStudent, useTestApp } from '../../test/test-app.ts'

/** The realtime socket end to end (issue 6 items 3-4), over a real listening server. */
const ctx = useTestApp({ config: { hostOrigins: ['https://host.example'] } })
let baseUrl = ''
const host = hostOf('live')
let maya: BearerClient
let jonah: BearerClient
let lena: BearerClient
const uids: Record<string, string> = {}
let conversationId = 0

beforeAll(async () => {
  baseUrl = await ctx().app.listen({ port: 0, host: '127.0.0.1' })
  const db = ctx().database
  const school = await insertSchool(db.db, { code: 'live', name: 'Live' })
  const people: Record<string, { id: number; uid: string }> = {}
  for (const name of ['maya', 'jonah', 'lena']) {
    people[name] = await insertTestStudent(db, school, { email: `${name}@live.edu` })
    uids[name] = people[name].uid
  }
  await connectStudents(
    ctx(),
    school,
    people.maya as { id: number },
    people.jonah as { id: number },
  )
  maya = await bearerClient(ctx, 'live', 'maya@live.edu')
  jonah = await bearerClient(ctx, 'live', 'jonah@live.edu')
  lena = await bearerClient(ctx, 'live', 'lena@live.edu')
  const started = await maya.post('/api/v1/chat/conversations', { participantUids: [uids.jonah] })
  conversationId = Conversation.parse(started.json()).id
})

const open = (client: BearerClient) => openSocket(baseUrl, client.jwt, { host })

async function send(client: BearerClient, body: string) {
  const response = await client.post(`/api/v1/chat/conversations/${conversationId}/messages`, {
    body,
    clientId: newClientId(),
  })
  return ChatMessage.parse(response.json())
}

describe('realtime socket', () => {
  it('refuses a missing or bad token and a foreign Origin before upgrading', async () => {
    expect(await upgradeStatus(baseUrl, 'v=1', { host })).toBe(401)
    expect(await upgradeStatus(baseUrl, 'token=a.b.c&v=1', { host })).toBe(401)
    const token = `token=${maya.jwt}&v=1`
    expect(await upgradeStatus(baseUrl, token, { host, origin: 'https://evil.example' })).toBe(403)
    expect(await upgradeStatus(baseUrl, token, { host, origin: `http://${host}` })).toBe(101)
    expect(await upgradeStatus(baseUrl, token, { host, origin: 'https://host.example' })).toBe(101)
    // A token of one school does not open a socket at another.
    await insertSchool(ctx().database.db, { code: 'other', name: 'Other' })
    expect(await upgradeStatus(baseUrl, token, { host: hostOf('other') })).toBe(401)
  })

  it("says hello with the newest seq of the student's own conversations, never the school's", async () => {
    const sent = await send(maya, 'hello seq')
    const socket = await open(jonah)
    const hello = await socket.next('hello')
    expect(hello).toMatchObject({ v: 1, uid: uids.jonah, chat: { seq: sent.seq } })
    await socket.close()
    // Issue 12 item 8: Lena is in no conversation; the school's chat volume is not hers to see.
    const outsider = await open(lena)
    expect(await outsider.next('hello')).toMatchObject({ uid: uids.lena, chat: { seq: 0 } })
    await outsider.close()
  })

  it('closes a client of another protocol version with 4002', async () => {
    const socket = await openSocket(baseUrl, maya.jwt, { host, version: 99 })
    const code = await new Promise((resolve) => socket.socket.once('close', resolve))
    expect(code).toBe(CloseCode.unsupportedVersion)
  })

  it('delivers a message to every socket of every member, and nothing to others', async () => {
    const jonahPhone = await open(jonah)
    const jonahLaptop = await open(jonah)
    const mayaOther = await open(maya)
    const lenaSocket = await open(lena)
    await Promise.all([jonahPhone, jonahLaptop, mayaOther, lenaSocket].map((s) => s.next('hello')))
    const sent = await send(maya, 'live hello')
    for (const socket of [jonahPhone, jonahLaptop, mayaOther]) {
      const frame = await socket.next('message', (f) => f.message.id === sent.id)
      expect(frame.message.body).toBe('live hello')
    }
    await new Promise((r) => setTimeout(r, 200))
    expect(lenaSocket.frames.filter((f) => f.type === 'message')).toEqual([])
    await Promise.all([jonahPhone, jonahLaptop, mayaOther, lenaSocket].map((s) => s.close()))
  })

  it('relays typing (throttled, never to the typist) and read receipts with unread counts', async () => {
    const mayaSocket = await open(maya)
    const jonahSocket = await open(jonah)
    await Promise.all([mayaSocket.next('hello'), jonahSocket.next('hello')])
    jonahSocket.send({ type: 'typing', conversationId })
    jonahSocket.send({ type: 'typing', conversationId })
    const typing = await mayaSocket.next('typing')
    expect(typing).toEqual({ type: 'typing', conversationId, uid: uids.jonah })
    await new Promise((r) => setTimeout(r, 200))
    expect(mayaSocket.frames.filter((f) => f.type === 'typing')).toHaveLength(1)
    expect(jonahSocket.frames.filter((f) => f.type === 'typing')).toHaveLength(0)

    const message = await send(maya, 'did you read this?')
    await jonah.post(`/api/v1/chat/conversations/${conversationId}/read`, { messageId: message.id })
    const read = await mayaSocket.next('read', (f) => f.messageId === message.id)
    expect(read.uid).toBe(uids.jonah)
    const unread = await jonahSocket.next('unread', (f) => f.conversationId === conversationId)
    expect(unread.count).toBe(0)
    await Promise.all([mayaSocket.close(), jonahSocket.close()])
  })

  it('does not relay typing from a student who switched it off, nor into a foreign conversation', async () => {
    const mayaSocket = await open(maya)
    const lenaSocket = await open(lena)
    await Promise.all([mayaSocket.next('hello'), lenaSocket.next('hello')])
    lenaSocket.send({ type: 'typing', conversationId })
    await jonah.patch('/api/v1/chat/settings', { typingIndicators: false })
    const jonahSocket = await open(jonah)
    await jonahSocket.next('hello')
    jonahSocket.send({ type: 'typing', conversationId })
    await new Promise((r) => setTimeout(r, 300))
    expect(mayaSocket.frames.filter((f) => f.type === 'typing')).toEqual([])
    await jonah.patch('/api/v1/chat/settings', { typingIndicators: true })
    await Promise.all([mayaSocket.close(), lenaSocket.close(), jonahSocket.close()])
  })

  it('answers ping with pong and a malformed frame with an error, keeping the socket', async () => {
    const socket = await open(maya)
    socket.send({ type: 'ping' })
    await socket.next('pong')
    socket.socket.send('not json')
    expect((await socket.next('error')).message).toContain('malformed')
    socket.send({ type: 'ping' })
    await new Promise((r) => setTimeout(r, 100))
    expect(socket.frames.filter((f) => f.type === 'pong')).toHaveLength(2)
    await socket.close()
  })

  it('tells 1:1 partners when a student comes online and goes offline', async () => {
    const mayaSocket: TestSocket = await open(maya)
    await mayaSocket.next('hello')
    const jonahSocket = await open(jonah)
    await mayaSocket.next('presence', (f) => f.uid === uids.jonah && f.online)
    await jonahSocket.close()
    await mayaSocket.next('presence', (f) => f.uid === uids.jonah && !f.online)
    await mayaSocket.close()
  })

  it('catches up after a drop: nothing sent meanwhile is missed', async () => {
    const jonahSocket = await open(jonah)
    const hello = await jonahSocket.next('hello')
    const seen = await send(maya, 'before the drop')
    await jonahSocket.next('message', (f) => f.message.id === seen.id)
    await jonahSocket.close()
    const missed = [await send(maya, 'while away 1'), await send(maya, 'while away 2')]
    const back = await open(jonah)
    await back.next('hello')
    const sync = (await jonah.get(`/api/v1/chat/sync?after=${seen.seq}`)).json()
    expect(sync.items.map((m: { id: number }) => m.id)).toEqual(missed.map((m) => m.id))
    expect(hello.chat.seq).toBeLessThan(seen.seq)
    await back.close()
  })
})
