// @engines both: reactions', replies' and mentions' contracts, and live changes across two instances
import { beforeAll, describe, expect, it } from 'vitest'
import {
  ChatMessage,
  Conversation,
  ConversationList,
  MentionPage,
  MessagePage,
  NotificationList,
  REACTION_KINDS_MAX,
  SyncPage,
} from '@quad/shared'
import { blocks } from '../../db/schema/connections.ts'
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
 * Issue 35 items 1 to 3 through real HTTP: reactions given and taken back, counted with who
 * gave them, refused where a message cannot take them; replies quoting their original,
 * which says so once deleted; @mentions kept only as written and where allowed, counted
 * unread, listed and notified (through a mute); all seen live on another instance over the
 * same database and bus — with edits and deletes, which travel the same way.
 */
const bus = inProcessBus()
const ctx = useTestApp({ bus })
const other = useSecondInstance(ctx, bus)
const host = hostOf('react')
const people: Record<string, { id: number; uid: string; firstName: string; lastName: string }> = {}
let maya: BearerClient
let jonah: BearerClient
let lena: BearerClient
let schoolId = 0
let direct = 0
let group = 0

beforeAll(async () => {
  const { database } = ctx()
  const school = await insertSchool(database.db, { code: 'react', name: 'React School' })
  schoolId = school.id
  for (const name of ['maya', 'jonah', 'lena', 'omar']) {
    people[name] = await insertTestStudent(database, school, { email: `${name}@react.edu` })
  }
  const person = (name: string) => people[name] as { id: number; uid: string }
  await connectStudents(ctx(), school, person('maya'), person('jonah'))
  await connectStudents(ctx(), school, person('maya'), person('lena'))
  maya = await bearerClient(ctx, 'react', 'maya@react.edu')
  jonah = await bearerClient(ctx, 'react', 'jonah@react.edu')
  lena = await bearerClient(ctx, 'react', 'lena@react.edu')
  const start = async (participantUids: string[], name?: string) =>
    Conversation.parse(
      (await maya.post('/api/v1/chat/conversations', { participantUids, name })).json(),
    ).id
  direct = await start([person('jonah').uid])
  group = await start([person('jonah').uid, person('lena').uid], 'Study group')
}, 60_000)

const uid = (name: string) => (people[name] as { uid: string }).uid
const idOf = (name: string) => (people[name] as { id: number }).id
/** `blocker` blocks `blocked`, as the Block action stores it. */
const block = (blocker: string, blocked: string) =>
  ctx()
    .database.db.insert(blocks)
    .values({ schoolId, blockerId: idOf(blocker), blockedId: idOf(blocked) })
const unblockAll = () => ctx().database.db.delete(blocks)

const send = sendAs

const reactionUrl = (message: ChatMessage, emoji: string) =>
  `/api/v1/chat/conversations/${message.conversationId}/messages/${message.id}/reactions/${encodeURIComponent(emoji)}`

async function react(client: BearerClient, message: ChatMessage, emoji: string, on = true) {
  const url = reactionUrl(message, emoji)
  return on ? client.put(url, {}) : client.delete(url)
}

async function reacted(client: BearerClient, message: ChatMessage, emoji: string, on = true) {
  const response = await react(client, message, emoji, on)
  expect(response.statusCode, response.body).toBe(200)
  return ChatMessage.parse(response.json())
}

describe('reactions', () => {
  it('counts each kind with who gave it, once per student, in the order given', async () => {
    const message = await send(maya, group, 'pizza after the lab?')
    await reacted(jonah, message, '🍕')
    await reacted(lena, message, '👍🏽')
    const after = await reacted(maya, message, '🍕')
    expect(after.reactions).toEqual([
      { emoji: '🍕', count: 2, uids: [uid('jonah'), uid('maya')] },
      { emoji: '👍🏽', count: 1, uids: [uid('lena')] },
    ])
    expect(after.seq).toBeGreaterThan(message.seq)
    // Giving one again changes nothing, not even the seq.
    const again = await reacted(jonah, message, '🍕')
    expect(again).toEqual(after)
    // History and catch-up carry them.
    const history = MessagePage.parse(
      (await lena.get(`/api/v1/chat/conversations/${group}/messages`)).json(),
    )
    expect(history.items.find((m) => m.id === message.id)?.reactions).toEqual(after.reactions)
    const sync = SyncPage.parse((await lena.get(`/api/v1/chat/sync?after=${message.seq}`)).json())
    expect(sync.items.find((m) => m.id === message.id)?.reactions).toEqual(after.reactions)
  })

  it('takes a reaction back, and taking back one never given changes nothing', async () => {
    const message = await send(jonah, direct, 'see you at 6')
    await reacted(maya, message, '❤️')
    const taken = await reacted(maya, message, '❤️', false)
    expect(taken.reactions).toEqual([])
    const nothing = await reacted(maya, message, '❤️', false)
    expect(nothing.seq).toBe(taken.seq)
  })

  it('refuses what is not one emoji, naming the field, and what the student may not reach', async () => {
    const message = await send(maya, direct, 'react to me')
    for (const bad of ['ok', '👍👍', 'x'.repeat(50)]) {
      const response = await react(jonah, message, bad)
      expect(response.statusCode).toBe(400)
      expect(JSON.stringify(response.json().error)).toContain('emoji')
    }
    expect((await react(lena, message, '👍')).statusCode).toBe(404)
    const missing = { ...message, id: message.id + 100_000 }
    expect((await react(jonah, missing, '👍')).statusCode).toBe(404)
    const deleted = await send(maya, direct, 'gone soon')
    await maya.delete(`/api/v1/chat/conversations/${direct}/messages/${deleted.id}`)
    expect((await react(jonah, deleted, '👍')).statusCode).toBe(409)
  })

  it(`holds at most ${String(REACTION_KINDS_MAX)} kinds on a message`, async () => {
    const message = await send(maya, group, 'how was the exam?')
    const kinds = ['😀', '😃', '😄', '😁', '😆', '😅', '🤣', '😂', '🙂', '🙃', '🫠', '😉']
    kinds.push('😊', '😇', '🥰', '😍', '🤩', '😘', '😗', '☺️')
    for (const emoji of kinds) await reacted(jonah, message, emoji)
    expect((await react(lena, message, '😚')).statusCode).toBe(409)
    // A kind already there still takes more.
    expect((await reacted(lena, message, '😀')).reactions[0]?.count).toBe(2)
  })

  it('stops reactions in a 1:1 once either student blocks the other', async () => {
    const message = await send(maya, direct, 'before the block')
    await block('jonah', 'maya')
    expect((await react(maya, message, '👍')).statusCode).toBe(403)
    expect((await react(jonah, message, '👍')).statusCode).toBe(403)
    // Taking one back is always allowed.
    expect((await react(maya, message, '👍', false)).statusCode).toBe(200)
    await unblockAll()
  })
})

describe('replies', () => {
  const reply = (client: BearerClient, conversationId: number, body: string, replyToId: number) =>
    client.post(`/api/v1/chat/conversations/${conversationId}/messages`, {
      body,
      clientId: newClientId(),
      replyToId,
    })

  it('quotes the original, keeps the quote through history, and says when it was deleted', async () => {
    const original = await send(jonah, group, 'x'.repeat(200))
    const response = await reply(lena, group, 'Agreed!', original.id)
    expect(response.statusCode, response.body).toBe(201)
    const answer = ChatMessage.parse(response.json())
    expect(answer.replyTo).toEqual({
      id: original.id,
      sender: expect.objectContaining({ uid: uid('jonah') }),
      body: 'x'.repeat(140),
      hasFiles: false,
      deleted: false,
    })
    const url = `/api/v1/chat/conversations/${group}/messages/${original.id}`
    expect((await jonah.delete(url)).statusCode).toBe(200)
    const history = MessagePage.parse(
      (await maya.get(`/api/v1/chat/conversations/${group}/messages`)).json(),
    )
    const kept = history.items.find((m) => m.id === answer.id)
    expect(kept?.body).toBe('Agreed!')
    expect(kept?.replyTo).toMatchObject({ id: original.id, body: '', deleted: true })
    expect(history.items.find((m) => m.id === original.id)?.replyTo).toBeNull()
  })

  it('refuses a reply to a message of another conversation, unknown or deleted, naming the field', async () => {
    const elsewhere = await send(maya, direct, 'only between us')
    const deleted = await send(maya, group, 'soon gone')
    await maya.delete(`/api/v1/chat/conversations/${group}/messages/${deleted.id}`)
    for (const replyToId of [elsewhere.id, elsewhere.id + 100_000, deleted.id]) {
      const response = await reply(lena, group, 'hm?', replyToId)
      expect(response.statusCode).toBe(400)
      expect(JSON.stringify(response.json().error)).toContain('replyToId')
    }
  })
})

const nameOf = (name: string) => {
  const person = people[name] as { firstName: string; lastName: string }
  return `${person.firstName} ${person.lastName}`
}

async function mention(
  client: BearerClient,
  conversationId: number,
  body: string,
  names: string[],
) {
  const response = await client.post(`/api/v1/chat/conversations/${conversationId}/messages`, {
    body,
    clientId: newClientId(),
    mentions: names.map(uid),
  })
  expect(response.statusCode, response.body).toBe(201)
  return ChatMessage.parse(response.json())
}

const conversationOf = async (client: BearerClient, id: number) =>
  ConversationList.parse((await client.get('/api/v1/chat/conversations')).json()).items.find(
    (c) => c.id === id,
  )

const mentionsFor = async (client: BearerClient) =>
  MentionPage.parse((await client.get('/api/v1/chat/mentions')).json())

describe('mentions', () => {
  it('keeps a member written @Name, and drops one not written, not a member, oneself and a block', async () => {
    await block('lena', 'maya')
    const text = `@${nameOf('jonah')} and @${nameOf('lena')}, @${nameOf('omar')} says hi to @${nameOf('maya')}`
    const sent = await mention(maya, group, text, ['jonah', 'lena', 'omar', 'maya'])
    await unblockAll()
    expect(sent.mentions).toEqual([{ uid: uid('jonah'), name: nameOf('jonah') }])
    // Sent with a uid whose name is not in the text: no mention.
    const unwritten = await mention(maya, group, 'hello all', ['jonah'])
    expect(unwritten.mentions).toEqual([])
    // History and catch-up carry them.
    const history = MessagePage.parse(
      (await lena.get(`/api/v1/chat/conversations/${group}/messages`)).json(),
    )
    expect(history.items.find((m) => m.id === sent.id)?.mentions).toEqual(sent.mentions)
    const sync = SyncPage.parse((await lena.get(`/api/v1/chat/sync?after=${sent.seq - 1}`)).json())
    expect(sync.items.find((m) => m.id === sent.id)?.mentions).toEqual(sent.mentions)
  })

  it('counts unread mentions, lists them for the one mentioned only, and not once deleted', async () => {
    const sent = await mention(lena, group, `@${nameOf('jonah')} can you bring the slides?`, [
      'jonah',
    ])
    expect((await conversationOf(jonah, group))?.unreadMentions).toBeGreaterThanOrEqual(1)
    expect((await conversationOf(maya, group))?.unreadMentions).toBe(0)
    const listed = await mentionsFor(jonah)
    expect(listed.items[0]).toMatchObject({
      message: { id: sent.id, mentions: [{ uid: uid('jonah') }] },
      conversation: { id: group, kind: 'group', name: 'Study group' },
    })
    expect((await mentionsFor(maya)).items.some((m) => m.message.id === sent.id)).toBe(false)
    // Read: no unread mention left; the list keeps it.
    await jonah.post(`/api/v1/chat/conversations/${group}/read`, { messageId: sent.id })
    expect((await conversationOf(jonah, group))?.unreadMentions).toBe(0)
    expect((await mentionsFor(jonah)).items[0]?.message.id).toBe(sent.id)
    await lena.delete(`/api/v1/chat/conversations/${group}/messages/${sent.id}`)
    expect((await mentionsFor(jonah)).items.some((m) => m.message.id === sent.id)).toBe(false)
  })

  it('reads an edit’s mentions again from its text', async () => {
    const sent = await mention(maya, group, `@${nameOf('lena')} lunch?`, ['lena'])
    const url = `/api/v1/chat/conversations/${group}/messages/${sent.id}`
    const edited = await maya.patch(url, {
      body: `@${nameOf('jonah')} lunch?`,
      mentions: [uid('jonah'), uid('lena')],
    })
    expect(edited.statusCode, edited.body).toBe(200)
    expect(ChatMessage.parse(edited.json()).mentions).toEqual([
      { uid: uid('jonah'), name: nameOf('jonah') },
    ])
    const plain = ChatMessage.parse((await maya.patch(url, { body: 'lunch?' })).json())
    expect(plain.mentions).toEqual([])
  })

  it('refuses more than 50 mentions, naming the field', async () => {
    const response = await maya.post(`/api/v1/chat/conversations/${group}/messages`, {
      body: 'hi',
      clientId: newClientId(),
      mentions: Array.from({ length: 51 }, (_, i) => `u${String(i)}`),
    })
    expect(response.statusCode).toBe(400)
    expect(JSON.stringify(response.json())).toContain('mentions')
  })

  it('tells the one mentioned in the bell by default, through a mute; a muted member hears nothing', async () => {
    // Lena has chat messages in her bell, Jonah has the defaults (chat messages out of it).
    await lena.patch('/api/v1/notifications/preferences/general/chat', {
      preferences: { in_app: 'yes' },
    })
    for (const client of [jonah, lena]) {
      await client.patch(`/api/v1/chat/conversations/${group}`, { muted: true })
    }
    const items = async (client: BearerClient) =>
      NotificationList.parse((await client.get('/api/v1/notifications')).json()).items
    const before = { jonah: (await items(jonah)).length, lena: (await items(lena)).length }
    const sent = await mention(maya, group, `@${nameOf('jonah')} see above`, ['jonah'])
    // Either instance may dispatch the message: wait for its notice rather than one drain.
    await ctx().app.outbox.drain()
    await expect.poll(async () => (await items(jonah)).length).toBe(before.jonah + 1)
    const told = await items(jonah)
    expect(told[0]).toMatchObject({
      type: 'chat_mentioned',
      setting: 'chat',
      link: `/chat/${group}?message=${sent.id}`,
    })
    expect(told[0]?.text).toContain('mentioned you in Study group')
    expect((await items(lena)).length).toBe(before.lena)
    for (const client of [jonah, lena]) {
      await client.patch(`/api/v1/chat/conversations/${group}`, { muted: false })
    }
  })
})

describe('forwarding', () => {
  it('copies a message’s text to another conversation of the sender, marked forwarded', async () => {
    const original = await send(jonah, group, 'Exam moved to Friday')
    const response = await maya.post(`/api/v1/chat/conversations/${direct}/messages`, {
      clientId: newClientId(),
      forwardOf: original.id,
    })
    expect(response.statusCode, response.body).toBe(201)
    const copy = ChatMessage.parse(response.json())
    expect(copy).toMatchObject({
      body: 'Exam moved to Friday',
      forwarded: true,
      conversationId: direct,
      sender: { uid: uid('maya') },
    })
    const history = MessagePage.parse(
      (await jonah.get(`/api/v1/chat/conversations/${direct}/messages`)).json(),
    )
    expect(history.items[0]).toMatchObject({ id: copy.id, forwarded: true })
  })

  it('refuses a message the sender cannot see, a deleted one, or one sent with text, naming the field', async () => {
    const secret = await send(maya, direct, 'only between us two')
    const deleted = await send(maya, group, 'gone soon')
    await maya.delete(`/api/v1/chat/conversations/${group}/messages/${deleted.id}`)
    // Lena is not in the 1:1: she cannot forward its messages anywhere.
    for (const [client, forwardOf, body] of [
      [lena, secret.id, ''],
      [maya, deleted.id, ''],
      [maya, secret.id, 'look at this'],
    ] as const) {
      const response = await client.post(`/api/v1/chat/conversations/${group}/messages`, {
        clientId: newClientId(),
        forwardOf,
        body,
      })
      expect(response.statusCode).toBe(400)
      expect(JSON.stringify(response.json())).toMatch(/forwardOf|body\.body/)
    }
  })

  it('takes a 1:1’s block as any send does', async () => {
    const original = await send(lena, group, 'shared notes are up')
    await block('jonah', 'maya')
    const response = await maya.post(`/api/v1/chat/conversations/${direct}/messages`, {
      clientId: newClientId(),
      forwardOf: original.id,
    })
    await unblockAll()
    expect(response.statusCode).toBe(403)
  })
})

describe('on two instances', () => {
  it('shows a reaction, an edit, a delete and a reply made on one to a member listening on the other', async () => {
    const socket = await openSocket(other().url, jonah.jwt, { host })
    await socket.next('hello')
    const message = await send(maya, group, 'meet at the library')
    await socket.next('message', (f) => f.message.id === message.id)
    await reacted(lena, message, '📚')
    const reaction = await socket.next(
      'message',
      (f) => f.message.id === message.id && f.message.reactions.length > 0,
    )
    expect(reaction.message.reactions).toEqual([{ emoji: '📚', count: 1, uids: [uid('lena')] }])
    const url = `/api/v1/chat/conversations/${group}/messages/${message.id}`
    expect((await maya.patch(url, { body: 'meet at the café' })).statusCode).toBe(200)
    const edit = await socket.next('message', (f) => f.message.editedAt !== null)
    expect(edit.message).toMatchObject({
      body: 'meet at the café',
      reactions: reaction.message.reactions,
    })
    expect((await maya.delete(url)).statusCode).toBe(200)
    const deleted = await socket.next('message', (f) => f.message.deletedAt !== null)
    expect(deleted.message).toMatchObject({ body: '', reactions: [] })
    // A reply made on this instance reaches the other with its quote.
    const original = await send(lena, group, 'who has the notes?')
    const sent = await maya.post(`/api/v1/chat/conversations/${group}/messages`, {
      body: 'I do',
      clientId: newClientId(),
      replyToId: original.id,
    })
    expect(sent.statusCode, sent.body).toBe(201)
    const replied = await socket.next('message', (f) => f.message.replyTo?.id === original.id)
    expect(replied.message.replyTo).toMatchObject({ body: 'who has the notes?', deleted: false })
    // A mention made here reaches the other instance with whom it names.
    await mention(maya, group, `@${nameOf('jonah')} over to you`, ['jonah'])
    const mentioned = await socket.next('message', (f) => f.message.mentions.length > 0)
    expect(mentioned.message.mentions).toEqual([{ uid: uid('jonah'), name: nameOf('jonah') }])
    await socket.close()
  })
})
