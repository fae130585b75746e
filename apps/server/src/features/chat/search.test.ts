// @engines both: English full text and pg_trgm's near matches, on PostgreSQL and PGlite alike
import { beforeAll, describe, expect, it } from 'vitest'
import {
  ChatMessage,
  Conversation,
  ConversationList,
  MessagePage,
  MessageSearchPage,
  SyncPage,
} from '@quad/shared'
import {
  bearerClient,
  connectStudents,
  sendAs,
  type BearerClient,
} from '../../test/chat-fixtures.ts'
import { openSocket } from '../../test/socket-client.ts'
import { hostOf, insertSchool, insertTestStudent, useTestApp } from '../../test/test-app.ts'

/**
 * Issue 35 item 7 through real HTTP: words in the student's own conversations (a stem, a
 * typo, part of a word), or in one of them; never a conversation they are not in (or have
 * left), never a deleted message; paged newest first; a short search named as the problem.
 * And item 4's "delete for yourself": gone from that student's history, catch-up and
 * search, on their other devices live, and still there for everyone else.
 */
const ctx = useTestApp()
let maya: BearerClient
let jonah: BearerClient
let lena: BearerClient
let direct = 0
let group = 0
let theirs = 0
const sent: Record<string, ChatMessage> = {}

const send = sendAs

beforeAll(async () => {
  const { database } = ctx()
  const school = await insertSchool(database.db, { code: 'find', name: 'Find School' })
  const people: Record<string, { id: number; uid: string }> = {}
  for (const name of ['maya', 'jonah', 'lena']) {
    people[name] = await insertTestStudent(database, school, { email: `${name}@find.edu` })
  }
  const person = (name: string) => people[name] as { id: number; uid: string }
  await connectStudents(ctx(), school, person('maya'), person('jonah'))
  await connectStudents(ctx(), school, person('jonah'), person('lena'))
  await connectStudents(ctx(), school, person('maya'), person('lena'))
  maya = await bearerClient(ctx, 'find', 'maya@find.edu')
  jonah = await bearerClient(ctx, 'find', 'jonah@find.edu')
  lena = await bearerClient(ctx, 'find', 'lena@find.edu')
  const start = async (client: BearerClient, participantUids: string[], name?: string) =>
    Conversation.parse(
      (await client.post('/api/v1/chat/conversations', { participantUids, name })).json(),
    ).id
  direct = await start(maya, [person('jonah').uid])
  group = await start(maya, [person('jonah').uid, person('lena').uid], 'Lab partners')
  theirs = await start(jonah, [person('lena').uid])
  sent.pizza = await send(jonah, direct, 'Two pizzas after the lab tonight?')
  sent.library = await send(maya, group, 'Meet at the library, room B12')
  sent.notes = await send(lena, group, 'I will bring the lab notes')
  sent.secret = await send(jonah, theirs, 'The library is closed on Sunday, pizza instead')
  sent.gone = await send(maya, direct, 'pizza place on Main closed down')
  const deleted = await maya.delete(`/api/v1/chat/conversations/${direct}/messages/${sent.gone.id}`)
  expect(deleted.statusCode).toBe(200)
}, 60_000)

async function search(client: BearerClient, query: string) {
  const response = await client.get(`/api/v1/chat/search?${query}`)
  expect(response.statusCode, response.body).toBe(200)
  return MessageSearchPage.parse(response.json())
}

const bodies = (page: MessageSearchPage) => page.items.map((item) => item.message.body)

describe('chat search', () => {
  it('finds a word by its stem, a typo, or part of a word, in the student’s conversations only', async () => {
    // "pizza" finds "pizzas"; Jonah and Lena's 1:1 and the deleted message stay out.
    expect(bodies(await search(maya, 'q=pizza'))).toEqual(['Two pizzas after the lab tonight?'])
    const typo = await search(maya, 'q=libary')
    expect(bodies(typo)).toEqual(['Meet at the library, room B12'])
    expect(typo.items[0]?.conversation).toEqual({ id: group, kind: 'group', name: 'Lab partners' })
    expect(bodies(await search(maya, 'q=b12'))).toEqual(['Meet at the library, room B12'])
    // Jonah is in all three: his own 1:1 with Lena counts for him.
    expect(bodies(await search(jonah, 'q=library'))).toEqual([
      'The library is closed on Sunday, pizza instead',
      'Meet at the library, room B12',
    ])
    expect(bodies(await search(maya, 'q=quantum'))).toEqual([])
  })

  it('searches one conversation, and not one the student is not in', async () => {
    expect(bodies(await search(maya, `q=lab&conversationId=${group}`))).toEqual([
      'I will bring the lab notes',
    ])
    const outside = await maya.get(`/api/v1/chat/search?q=library&conversationId=${theirs}`)
    expect(outside.statusCode).toBe(404)
  })

  it('pages newest first', async () => {
    const first = await search(maya, 'q=lab&limit=1')
    expect(bodies(first)).toEqual(['I will bring the lab notes'])
    expect(first.nextBefore).toBe(sent.notes?.id)
    const next = await search(maya, `q=lab&limit=1&before=${String(first.nextBefore)}`)
    expect(bodies(next)).toEqual(['Two pizzas after the lab tonight?'])
  })

  it('names a search that is too short or too long', async () => {
    const short = await maya.get('/api/v1/chat/search?q=%20a%20')
    expect(short.statusCode).toBe(400)
    expect(short.json().error.message).toContain('q')
    expect((await maya.get(`/api/v1/chat/search?q=${'x'.repeat(101)}`)).statusCode).toBe(400)
  })

  it('forgets a group the student has left', async () => {
    expect(bodies(await search(lena, 'q=library'))).toHaveLength(2)
    expect((await lena.post(`/api/v1/chat/conversations/${group}/leave`)).statusCode).toBe(204)
    // Her 1:1 with Jonah stays hers.
    expect(bodies(await search(lena, 'q=library'))).toEqual([
      'The library is closed on Sunday, pizza instead',
    ])
  })
})

describe('delete for yourself', () => {
  const history = async (client: BearerClient, conversationId: number) =>
    MessagePage.parse(
      (await client.get(`/api/v1/chat/conversations/${conversationId}/messages`)).json(),
    ).items.map((message) => message.id)

  it('takes a message out of one student’s chat only, and says so to their other tabs', async () => {
    const { app } = ctx()
    const url = await app.listen({ port: 0, host: '127.0.0.1' })
    const socket = await openSocket(url, maya.jwt, { host: hostOf('find') })
    await socket.next('hello')
    const plan = await send(jonah, group, 'Bring the lab coats on Friday')
    const forMe = `/api/v1/chat/conversations/${group}/messages/${plan.id}/for-me`
    expect((await maya.delete(forMe)).statusCode).toBe(204)
    await socket.next('hidden', (f) => f.messageId === plan.id && f.conversationId === group)
    // A repeat changes nothing.
    expect((await maya.delete(forMe)).statusCode).toBe(204)
    expect(await history(maya, group)).not.toContain(plan.id)
    expect(await history(jonah, group)).toContain(plan.id)
    expect(bodies(await search(maya, 'q=coats'))).toEqual([])
    expect(bodies(await search(jonah, 'q=coats'))).toEqual(['Bring the lab coats on Friday'])
    // A change to it later (a reaction) does not bring it back to her tabs.
    const react = await jonah.put(
      `/api/v1/chat/conversations/${group}/messages/${plan.id}/reactions/${encodeURIComponent('👍')}`,
      {},
    )
    expect(react.statusCode).toBe(200)
    const marker = await send(jonah, group, 'marker after the reaction')
    await socket.next('message', (f) => f.message.id === marker.id)
    const hiddenAt = socket.frames.findIndex((f) => f.type === 'hidden')
    const after = socket.frames.slice(hiddenAt)
    expect(after.some((f) => f.type === 'message' && f.message.id === plan.id)).toBe(false)
    const sync = SyncPage.parse(
      (await maya.get(`/api/v1/chat/sync?after=${String(plan.seq - 1)}`)).json(),
    )
    expect(sync.items.map((message) => message.id)).not.toContain(plan.id)
    await socket.close()
  })

  it('shows the message before it in the list’s preview when the last one is deleted for her', async () => {
    const before = await send(maya, group, 'See you at noon')
    const last = await send(jonah, group, 'Actually, make it one')
    const preview = async (client: BearerClient) =>
      ConversationList.parse((await client.get('/api/v1/chat/conversations')).json()).items.find(
        (c) => c.id === group,
      )?.lastMessage?.id
    expect(await preview(maya)).toBe(last.id)
    const forMe = `/api/v1/chat/conversations/${group}/messages/${last.id}/for-me`
    expect((await maya.delete(forMe)).statusCode).toBe(204)
    expect(await preview(maya)).toBe(before.id)
    expect(await preview(jonah)).toBe(last.id)
  })

  it('names a message of another conversation, and refuses a non-member', async () => {
    const other = await send(jonah, direct, 'just between us')
    const wrong = await maya.delete(
      `/api/v1/chat/conversations/${group}/messages/${other.id}/for-me`,
    )
    expect(wrong.statusCode).toBe(400)
    expect(wrong.json().error.message).toContain('messageId')
    const outsider = await lena.delete(
      `/api/v1/chat/conversations/${direct}/messages/${other.id}/for-me`,
    )
    expect(outsider.statusCode).toBe(404)
  })
})
