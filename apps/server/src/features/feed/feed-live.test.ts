import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { eq, sql } from 'drizzle-orm'
import type { FastifyInstance } from 'fastify'
import { posts } from '../../db/schema/feed.ts'
import type { OutboxMessages, MessageName } from '../../platform/outbox/messages.ts'
import { inProcessBus, type Bus } from '../../platform/realtime/bus.ts'
import { insertPost } from '../../test/feed-fixtures.ts'
import { useEventSchool, type EventPerson } from '../../test/event-school.ts'
import { openSocket, type TestSocket } from '../../test/socket-client.ts'
import { createTestApp, hostOf, useTestApp } from '../../test/test-app.ts'
import { useTestRedis } from '../../test/test-redis.ts'

/**
 * The feed, live (issue 16 item 4), over real sockets on two instances of one database
 * and one bus (Redis when REDIS_URL is set, one connection each, as in production):
 * `feed.post` to a new post's readers, `feed.update` to the sockets watching a post.
 */
const redis = useTestRedis()
const overrides: { bus: Bus } = { bus: inProcessBus() }
let otherBus = overrides.bus
beforeAll(async () => {
  if (!redis.url) return
  overrides.bus = await redis.connectBus()
  otherBus = await redis.connectBus()
})
const ctx = useTestApp(overrides)
const s = useEventSchool(ctx, 'fdv', overrides.bus)
let other: FastifyInstance
const urls = { one: '', other: '' }
const sockets = new Map<EventPerson | 'stranger', TestSocket>()

beforeAll(async () => {
  other = await createTestApp(ctx().database, { bus: otherBus })
  urls.one = await ctx().app.listen({ port: 0, host: '127.0.0.1' })
  urls.other = await other.listen({ port: 0, host: '127.0.0.1' })
  // Maya and Kim on one instance, Sam and Ola on the other.
  for (const [name, url] of [
    ['maya', urls.one],
    ['kim', urls.one],
    ['sam', urls.other],
    ['ola', urls.other],
  ] as const) {
    const socket = await openSocket(url, s().as(name).jwt, { host: hostOf('fdv') })
    await socket.next('hello')
    sockets.set(name, socket)
  }
  const stranger = await openSocket(urls.one, s().stranger.jwt, { host: hostOf('fdvx') })
  await stranger.next('hello')
  sockets.set('stranger', stranger)
}, 60_000)
afterAll(async () => {
  await Promise.all([...sockets.values()].map((socket) => socket.close()))
  await other.close()
})

const socketOf = (name: EventPerson | 'stranger') => {
  const socket = sockets.get(name)
  if (!socket) throw new Error(`no socket for ${name}`)
  return socket
}

/** Raises an outbox message as the writing features do (in a transaction), and dispatches it. */
async function emit<N extends MessageName>(name: N, payload: OutboxMessages[N]) {
  await ctx().database.db.transaction((tx) => ctx().app.outbox.emit(tx, s().school, name, payload))
  await ctx().app.outbox.drain()
}

async function newPost(post: Partial<Parameters<typeof insertPost>[2]>) {
  const row = await insertPost(ctx(), s().school, { authorId: s().id('maya'), ...post })
  await emit('feed.post_created', {
    postId: row.id,
    clubId: row.clubId,
    channel: row.channel,
    authorId: row.authorId ?? 0,
    mentioned: [],
  })
  return row
}

const postFrames = (name: EventPerson | 'stranger', uid: string) =>
  socketOf(name).frames.filter((frame) => frame.type === 'feed.post' && frame.postId === uid)
const updates = (name: EventPerson, uid: string) =>
  socketOf(name).frames.flatMap((frame) =>
    frame.type === 'feed.update' && frame.postId === uid ? [frame] : [],
  )

describe('feed.post frames', () => {
  it('a school post reaches every socket of the school, on every instance, and no other school', async () => {
    const post = await newPost({ authorId: s().id('staff') })
    for (const name of ['maya', 'kim', 'sam', 'ola'] as const) {
      const frame = await socketOf(name).next('feed.post', (f) => f.postId === post.uid)
      expect(frame).toMatchObject({ channel: 'school', clubId: null, sharedToSchool: false })
    }
    // A later frame to the stranger's own instance has arrived, so this one never will.
    const later = await newPost({ authorId: s().id('staff') })
    await socketOf('maya').next('feed.post', (f) => f.postId === later.uid)
    expect(postFrames('stranger', post.uid)).toEqual([])
  })

  it('a club’s discussion reaches its members; its news shared to the school, everyone', async () => {
    const discussion = await newPost({ clubId: s().photo.id, channel: 'discussion' })
    for (const name of ['maya', 'kim', 'sam'] as const) {
      const frame = await socketOf(name).next('feed.post', (f) => f.postId === discussion.uid)
      expect(frame).toMatchObject({ channel: 'discussion', clubId: s().photo.uid })
    }
    const shared = await newPost({ clubId: s().photo.id, channel: 'news', sharedToSchool: true })
    const frame = await socketOf('ola').next('feed.post', (f) => f.postId === shared.uid)
    expect(frame).toMatchObject({ sharedToSchool: true, authorUid: expect.any(String) })
    expect(postFrames('ola', discussion.uid)).toEqual([])
  })
})

/**
 * A watch takes effect once the server has read its frame: repeat `act` (a change of
 * `uid`) until each of `names` has an update of it.
 */
async function untilUpdated(names: EventPerson[], uid: string, act: () => Promise<void>) {
  await expect
    .poll(
      async () => {
        await act()
        return names.every((name) => updates(name, uid).length > 0)
      },
      { timeout: 10_000, interval: 200 },
    )
    .toBe(true)
}

describe('feed.watch and feed.update', () => {
  it('sends a watched post’s counts to its watchers only, on every instance', async () => {
    const school = await insertPost(ctx(), s().school, { authorId: s().id('staff') })
    const secret = await insertPost(ctx(), s().school, {
      authorId: s().id('sam'),
      clubId: s().photo.id,
      channel: 'discussion',
    })
    socketOf('sam').send({ type: 'feed.watch', postIds: [school.uid, secret.uid] })
    socketOf('maya').send({ type: 'feed.watch', postIds: [school.uid] })
    // Ola may not read the discussion: she watches it in vain.
    socketOf('ola').send({ type: 'feed.watch', postIds: [secret.uid, school.uid] })
    const like = async (post: { id: number }) => {
      await ctx()
        .database.db.update(posts)
        .set({ likeCount: sql`${posts.likeCount} + 1` })
        .where(eq(posts.id, post.id))
      await emit('feed.post_liked', { postId: post.id, userId: s().id('kim') })
    }
    await untilUpdated(['sam', 'maya', 'ola'], school.uid, () => like(school))
    expect(updates('kim', school.uid)).toEqual([])
    await like(secret)
    const samSees = await socketOf('sam').next('feed.update', (f) => f.postId === secret.uid)
    expect(samSees).toMatchObject({ likeCount: 1, commentCount: 0, change: 'counts' })
    await emit('feed.comment_created', {
      commentId: 1,
      postId: school.id,
      parentId: null,
      authorId: s().id('kim'),
      mentioned: [],
    })
    await socketOf('ola').next(
      'feed.update',
      (f) => f.postId === school.uid && f.change === 'comment',
    )
    expect(updates('ola', secret.uid)).toEqual([])
  })

  it('a new watch replaces the socket’s set; a change of the post reaches what is watched now', async () => {
    const first = await insertPost(ctx(), s().school, { authorId: s().id('staff') })
    const second = await insertPost(ctx(), s().school, { authorId: s().id('staff') })
    const sam = socketOf('sam')
    sam.send({ type: 'feed.watch', postIds: [first.uid] })
    await untilUpdated(['sam'], first.uid, () =>
      emit('feed.post_changed', { postId: first.id, change: 'edited' }),
    )
    sam.send({ type: 'feed.watch', postIds: [second.uid] })
    await untilUpdated(['sam'], second.uid, () =>
      emit('feed.post_changed', { postId: second.id, change: 'removed' }),
    )
    const before = updates('sam', first.uid).length
    await emit('feed.post_changed', { postId: first.id, change: 'edited' })
    await emit('feed.post_changed', { postId: second.id, change: 'edited' })
    await sam.next('feed.update', (f) => f.postId === second.uid && f.change === 'edited')
    expect(updates('sam', first.uid)).toHaveLength(before)
    expect(updates('sam', second.uid)[0]).toMatchObject({ change: 'removed' })
  })
})
