// @engines both: channel membership is kept by the database's triggers (migration 0046), on both engines, and ends live on another instance
import { beforeAll, describe, expect, it } from 'vitest'
import { and, eq } from 'drizzle-orm'
import {
  ChannelList,
  ChannelSummary,
  CLUB_CHANNELS_MAX,
  Conversation,
  ConversationList,
  MessagePage,
  MentionPage,
  NotificationList,
} from '@quad/shared'
import { auditLog } from '../../platform/db/policies-schema.ts'
import { changeRoles } from '../../platform/policies/roles.service.ts'
import { inProcessBus } from '../../platform/realtime/bus.ts'
import { bearerClient, newClientId, sendAs, type BearerClient } from '../../test/chat-fixtures.ts'
import { insertClub } from '../../test/club-fixtures.ts'
import { openSocket } from '../../test/socket-client.ts'
import {
  hostOf,
  insertSchool,
  insertTestStudent,
  useSecondInstance,
  useTestApp,
} from '../../test/test-app.ts'

/**
 * Issue 35 item 9 through real HTTP: every club's General and Announcements, its members'
 * and no one else's; officers alone post announcements, open, rename, archive channels and
 * set who posts, audited; `@channel` and `@here` are theirs; leaving or being removed ends
 * access with the commit, and live frames stop on another instance.
 */
const bus = inProcessBus()
const ctx = useTestApp({ bus })
const other = useSecondInstance(ctx, bus)
const host = hostOf('chan')
const people: Record<string, { id: number; uid: string; firstName: string; lastName: string }> = {}
const clients: Record<string, BearerClient> = {}
let club = { id: 0, uid: '' }
let general = 0
let announcements = 0

beforeAll(async () => {
  const { database } = ctx()
  const school = await insertSchool(database.db, { code: 'chan', name: 'Channel School' })
  for (const name of ['olga', 'mia', 'noah', 'zoe', 'admin']) {
    people[name] = await insertTestStudent(database, school, { email: `${name}@chan.edu` })
  }
  const noOrigin = { actorId: null, requestId: null, ip: null }
  await changeRoles({ db: database.db, bus }, noOrigin, {
    schoolId: school.id,
    userId: person('admin').id,
    grant: ['school_admin'],
  })
  club = await insertClub(ctx(), school, {
    name: 'Chess Club',
    officers: [person('olga').id],
    members: [person('mia').id, person('noah').id],
  })
  for (const name of Object.keys(people)) {
    clients[name] = await bearerClient(ctx, 'chan', `${name}@chan.edu`)
  }
  const listed = await channelsOf('olga')
  general = channelNamed(listed, 'General').id
  announcements = channelNamed(listed, 'Announcements').id
}, 60_000)

const person = (name: string) => people[name] as { id: number; uid: string }
const as = (name: string) => clients[name] as BearerClient

async function channelsOf(name: string) {
  const response = await as(name).get('/api/v1/chat/channels')
  expect(response.statusCode, response.body).toBe(200)
  return ChannelList.parse(response.json())
}

function channelNamed(list: ChannelList, channelName: string): Conversation {
  const found = list.clubs.flatMap((c) => c.channels).find((c) => c.name === channelName)
  if (!found) throw new Error(`no channel ${channelName}`)
  return found
}

const post = (name: string, conversationId: number, body: string) =>
  as(name).post(`/api/v1/chat/conversations/${conversationId}/messages`, {
    body,
    clientId: newClientId(),
  })

const sent = (name: string, conversationId: number, body: string) =>
  sendAs(as(name), conversationId, body)

const channelUrl = (id: number) => `/api/v1/chat/channels/${id}`

describe('a club has channels', () => {
  it('lists General and Announcements to its members, grouped by club, and to no one else', async () => {
    const list = await channelsOf('mia')
    expect(list.clubs).toHaveLength(1)
    expect(list.clubs[0]?.club).toEqual({ uid: club.uid, name: 'Chess Club' })
    expect(list.clubs[0]?.channels.map((c) => [c.name, c.channel?.posting])).toEqual([
      ['Announcements', 'officers'],
      ['General', 'members'],
    ])
    expect(channelNamed(list, 'Announcements').channel).toMatchObject({
      canPost: false,
      canManage: false,
      archived: false,
    })
    expect(channelNamed(await channelsOf('olga'), 'Announcements').channel).toMatchObject({
      canPost: true,
      canManage: true,
    })
    expect((await channelsOf('zoe')).clubs).toEqual([])
    // A non-member learns nothing of it, not even that it exists.
    expect((await as('zoe').get(`/api/v1/chat/conversations/${general}`)).statusCode).toBe(404)
    expect((await as('zoe').get(`/api/v1/chat/conversations/${general}/messages`)).statusCode).toBe(
      404,
    )
    expect((await post('zoe', general, 'hello?')).statusCode).toBe(404)
    // Channels are listed by club, not among 1:1s and groups.
    const conversations = ConversationList.parse(
      (await as('mia').get('/api/v1/chat/conversations')).json(),
    )
    expect(conversations.items.filter((c) => c.kind === 'channel')).toEqual([])
  })

  it('takes members’ messages in General and only officers’ in Announcements', async () => {
    const hello = await sent('mia', general, 'who is up for blitz?')
    expect(hello.conversationId).toBe(general)
    const refused = await post('mia', announcements, 'I announce myself')
    expect(refused.statusCode).toBe(403)
    expect(refused.json().error.message).toBe("Only the club's officers post in this channel.")
    await sent('olga', announcements, 'Tournament on Friday at 6')
    const unread = channelNamed(await channelsOf('noah'), 'Announcements')
    expect(unread.unreadCount).toBe(1)
    expect(unread.lastMessage?.body).toBe('Tournament on Friday at 6')
    // Its members are the club's: not added or left through chat.
    const add = await as('olga').post(`/api/v1/chat/conversations/${general}/participants`, {
      uids: [person('zoe').uid],
    })
    expect(add.statusCode).toBe(400)
    expect((await as('mia').post(`/api/v1/chat/conversations/${general}/leave`)).statusCode).toBe(
      400,
    )
  })

  it('lets a member promoted to officer post announcements', async () => {
    const promote = await as('olga').put(
      `/api/v1/clubs/${club.uid}/members/${person('noah').uid}`,
      {
        role: 'officer',
      },
    )
    expect(promote.statusCode, promote.body).toBe(204)
    await sent('noah', announcements, 'Bring your own clock')
    const demote = await as('olga').put(`/api/v1/clubs/${club.uid}/members/${person('noah').uid}`, {
      role: 'member',
    })
    expect(demote.statusCode, demote.body).toBe(204)
    expect((await post('noah', announcements, 'one more')).statusCode).toBe(403)
  })
})

describe('@channel and @here', () => {
  it('notify every member when an officer writes @channel, and mean nothing from a member', async () => {
    const message = await sent('olga', general, '@channel the room moved to B12')
    expect(message.broadcast).toBe('channel')
    // Either instance may dispatch the message: wait for the notices rather than one drain.
    await ctx().app.outbox.drain()
    for (const name of ['mia', 'noah']) {
      await expect
        .poll(async () => {
          const list = NotificationList.parse((await as(name).get('/api/v1/notifications')).json())
          return list.items.some(
            (n) => n.type === 'chat_mentioned' && n.text.includes('Chess Club · General'),
          )
        })
        .toBe(true)
    }
    // In each member's Mentions and the channel's unread "@" (the officer's own aside).
    const mentions = async (name: string) =>
      MentionPage.parse((await as(name).get('/api/v1/chat/mentions')).json()).items.map(
        (item) => item.message.id,
      )
    expect(await mentions('mia')).toContain(message.id)
    expect(await mentions('olga')).not.toContain(message.id)
    expect(channelNamed(await channelsOf('mia'), 'General').unreadMentions).toBe(1)
    const plain = await sent('mia', general, '@channel can someone bring a board?')
    expect(plain.broadcast).toBeNull()
    const here = await sent('olga', general, '@here anyone still around?')
    expect(here.broadcast).toBe('here')
    // `@here` was for those online then: not a mention of everyone after.
    expect(await mentions('noah')).not.toContain(here.id)
  })
})

describe('officers manage channels', () => {
  let practice = 0

  it('open a channel every member joins, audited; a member cannot', async () => {
    const refused = await as('mia').post(`/api/v1/clubs/${club.uid}/channels`, { name: 'Openings' })
    expect(refused.statusCode).toBe(403)
    const made = await as('olga').post(`/api/v1/clubs/${club.uid}/channels`, { name: ' Openings ' })
    expect(made.statusCode, made.body).toBe(201)
    const channel = ChannelSummary.parse(made.json())
    expect(channel).toMatchObject({ name: 'Openings', posting: 'members', archived: false })
    practice = channel.id
    expect(channelNamed(await channelsOf('mia'), 'Openings').channel?.canPost).toBe(true)
    await sent('mia', practice, 'Sicilian or French?')
    const entries = await ctx()
      .database.db.select()
      .from(auditLog)
      .where(eq(auditLog.action, 'chat.channel.create'))
    expect(entries).toHaveLength(1)
    expect(entries[0]).toMatchObject({ actorId: person('olga').id, subjectId: String(practice) })
  })

  it('refuse a bad name or an empty change with the field named', async () => {
    const blank = await as('olga').post(`/api/v1/clubs/${club.uid}/channels`, { name: '  ' })
    expect(blank.statusCode).toBe(400)
    expect(blank.json().error.message).toContain('name')
    const empty = await as('olga').patch(channelUrl(practice), {})
    expect(empty.statusCode).toBe(400)
    const long = await as('olga').patch(channelUrl(practice), { name: 'x'.repeat(41) })
    expect(long.statusCode).toBe(400)
  })

  it('rename, set officers-only posting, archive (read-only) and open again', async () => {
    expect((await as('mia').patch(channelUrl(practice), { name: 'Mine' })).statusCode).toBe(403)
    // Outside the club, not even that it exists.
    expect((await as('zoe').patch(channelUrl(practice), { name: 'Mine' })).statusCode).toBe(404)
    const renamed = await as('olga').patch(channelUrl(practice), {
      name: 'Opening prep',
      posting: 'officers',
    })
    expect(renamed.statusCode, renamed.body).toBe(200)
    expect(ChannelSummary.parse(renamed.json())).toMatchObject({
      name: 'Opening prep',
      posting: 'officers',
    })
    expect((await post('mia', practice, 'still here')).statusCode).toBe(403)
    await sent('olga', practice, 'Officers only from now on')
    const archived = await as('olga').patch(channelUrl(practice), { archived: true })
    expect(ChannelSummary.parse(archived.json()).archived).toBe(true)
    const closed = await post('olga', practice, 'anyone?')
    expect(closed.statusCode).toBe(409)
    // Read-only: no edit, reaction or pin either.
    const last = MessagePage.parse(
      (await as('olga').get(`/api/v1/chat/conversations/${practice}/messages?limit=1`)).json(),
    ).items[0]
    const messageUrl = `/api/v1/chat/conversations/${practice}/messages/${String(last?.id)}`
    expect((await as('olga').patch(messageUrl, { body: 'changed' })).statusCode).toBe(409)
    expect(
      (await as('mia').put(`${messageUrl}/reactions/${encodeURIComponent('👍')}`, {})).statusCode,
    ).toBe(409)
    expect(
      (await as('olga').put(`/api/v1/chat/conversations/${practice}/pins/${String(last?.id)}`, {}))
        .statusCode,
    ).toBe(409)
    const listed = channelNamed(await channelsOf('mia'), 'Opening prep')
    expect(listed.channel).toMatchObject({ archived: true, canPost: false })
    // History stays readable.
    const history = MessagePage.parse(
      (await as('mia').get(`/api/v1/chat/conversations/${practice}/messages`)).json(),
    )
    expect(history.items.map((m) => m.body)).toContain('Sicilian or French?')
    const reopened = await as('olga').patch(channelUrl(practice), {
      archived: false,
      posting: 'members',
    })
    expect(ChannelSummary.parse(reopened.json()).archived).toBe(false)
    await sent('mia', practice, 'back again')
    const audited = await ctx()
      .database.db.select()
      .from(auditLog)
      .where(
        and(eq(auditLog.action, 'chat.channel.update'), eq(auditLog.subjectId, String(practice))),
      )
    expect(audited.map((entry) => entry.details)).toEqual([
      { club: club.uid, name: 'Opening prep', posting: 'officers' },
      { club: club.uid, archived: true },
      { club: club.uid, archived: false, posting: 'members' },
    ])
  })

  it('let a school admin manage any club’s channels, and cap the open ones', async () => {
    const made = await as('admin').post(`/api/v1/clubs/${club.uid}/channels`, {
      name: 'Staff notes',
      posting: 'officers',
    })
    expect(made.statusCode, made.body).toBe(201)
    const open = (await channelsOf('olga')).clubs[0]?.channels.filter((c) => !c.channel?.archived)
    for (let n = open?.length ?? 0; n < CLUB_CHANNELS_MAX; n += 1) {
      const more = await as('olga').post(`/api/v1/clubs/${club.uid}/channels`, {
        name: `Room ${String(n)}`,
      })
      expect(more.statusCode, more.body).toBe(201)
    }
    const over = await as('olga').post(`/api/v1/clubs/${club.uid}/channels`, { name: 'One more' })
    expect(over.statusCode).toBe(409)
  })
})

describe('leaving the club', () => {
  it('ends access with the commit, live on another instance, and joining again brings it back', async () => {
    const noah = await openSocket(other().url, as('noah').jwt, { host })
    const mia = await openSocket(other().url, as('mia').jwt, { host })
    await noah.next('hello')
    await mia.next('hello')
    const before = await sent('olga', general, 'first round pairings are up')
    await noah.next('message', (f) => f.message.id === before.id)
    await mia.next('message', (f) => f.message.id === before.id)

    const left = await as('noah').delete(`/api/v1/clubs/${club.uid}/membership`)
    expect(left.statusCode, left.body).toBe(200)
    // The database says so at once: no send, no history, no channel.
    expect((await post('noah', general, 'wait, I am still here')).statusCode).toBe(404)
    expect(
      (await as('noah').get(`/api/v1/chat/conversations/${general}/messages`)).statusCode,
    ).toBe(404)
    expect((await channelsOf('noah')).clubs).toEqual([])
    // The other instance hears of it, and its frames go to members only.
    await ctx().app.outbox.drain()
    await noah.next('conversation', (f) => f.conversationId === general)
    const after = await sent('olga', general, 'second round in ten minutes')
    await mia.next('message', (f) => f.message.id === after.id)

    // Removed by an officer: the same.
    const removed = await as('olga').delete(
      `/api/v1/clubs/${club.uid}/members/${person('mia').uid}`,
    )
    expect(removed.statusCode, removed.body).toBe(204)
    expect((await post('mia', general, 'hey')).statusCode).toBe(404)

    const joined = await as('noah').post(`/api/v1/clubs/${club.uid}/membership`)
    expect(joined.statusCode, joined.body).toBe(201)
    // Frames arrive in the order published: the rejoin's comes after any of the message's.
    await ctx().app.outbox.drain()
    const rejoined = () =>
      noah.frames.filter((f) => f.type === 'conversation' && f.conversationId === general).length
    await expect.poll(rejoined).toBe(2)
    expect(noah.frames.some((f) => f.type === 'message' && f.message.id === after.id)).toBe(false)
    const back = channelNamed(await channelsOf('noah'), 'General')
    // History is there to read, none of it unread.
    expect(back.unreadCount).toBe(0)
    await sent('noah', general, 'back for the next round')
    await noah.close()
    await mia.close()
  })
})
