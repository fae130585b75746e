// @engines both: the feature's route contract
import { beforeAll, describe, expect, it } from 'vitest'
import { eq } from 'drizzle-orm'
import { FeedPage, type FeedQuery } from '@quad/shared'
import { clubs } from '../../db/schema/clubs.ts'
import { blocks } from '../../db/schema/connections.ts'
import { posts } from '../../db/schema/feed.ts'
import { inProcessBus } from '../../platform/realtime/bus.ts'
import { insertPost } from '../../test/feed-fixtures.ts'
import { useEventSchool, type EventPerson } from '../../test/event-school.ts'
import { clientFor, useTestApp } from '../../test/test-app.ts'

/** `GET /api/v1/feed` (issue 16 item 4) through real HTTP: scopes, visibility, paging, pinned. */
const bus = inProcessBus()
const ctx = useTestApp({ bus })
const s = useEventSchool(ctx, 'fdl', bus)
/** Post uid by name, and name by uid (answers are compared by name). */
const uids = new Map<string, string>()
const names = new Map<string, string>()
const base = Date.now() - 24 * 60 * 60 * 1000

beforeAll(async () => {
  const photo = { clubId: s().photo.id }
  const chess = { clubId: s().chess.id }
  const written: [string, Partial<Parameters<typeof insertPost>[2]>][] = [
    ['school 1', { authorId: s().id('staff') }],
    ['photo news', { ...photo, channel: 'news' }],
    ['photo discussion', { ...photo, channel: 'discussion', authorId: s().id('sam') }],
    ['photo forum', { ...photo, channel: 'forum', title: 'Lenses', authorId: s().id('sam') }],
    ['photo shared', { ...photo, channel: 'news', sharedToSchool: true }],
    ['chess news', { ...chess, channel: 'news', authorId: s().id('kim') }],
    ['chess discussion', { ...chess, channel: 'discussion', authorId: s().id('kim') }],
    ['school pinned', { authorId: s().id('staff'), pinned: true }],
    ['photo pinned', { ...photo, channel: 'news', pinned: true }],
    ['by ola', { authorId: s().id('ola') }],
    ['hidden', { authorId: s().id('staff') }],
    ['school 2', { authorId: s().id('admin') }],
  ]
  for (const [index, [name, post]] of written.entries()) {
    const row = await insertPost(ctx(), s().school, {
      authorId: s().id('maya'),
      ...post,
      createdAt: new Date(base + index * 60_000),
    })
    uids.set(name, row.uid)
    names.set(row.uid, name)
  }
  await ctx()
    .database.db.update(posts)
    .set({ hiddenAt: new Date(), hiddenReason: 'moderator' })
    .where(eq(posts.uid, uids.get('hidden') ?? ''))
  await ctx()
    .database.db.insert(blocks)
    .values({ schoolId: s().school.id, blockerId: s().id('sam'), blockedId: s().id('ola') })
})

type Query = Partial<Record<keyof FeedQuery, string | number>>
const url = (query: Query) => {
  const pairs = Object.entries(query).map(([k, v]): [string, string] => [k, String(v)])
  return `/api/v1/feed?${new URLSearchParams(pairs).toString()}`
}

async function page(who: EventPerson | null, query: Query): Promise<FeedPage> {
  const response = who ? await s().as(who).get(url(query)) : await visitor().get(url(query))
  expect(response.statusCode, response.body).toBe(200)
  return FeedPage.parse(response.json())
}
const visitor = () => clientFor(ctx, 'fdl')
const named = (list: { id: string }[]) => list.map((post) => names.get(post.id) ?? post.id)

describe('GET /api/v1/feed', () => {
  it('home: the school feed and the news and discussion of my clubs, newest first', async () => {
    const sams = await page('sam', {})
    expect(named(sams.items)).toEqual([
      'school 2',
      'photo pinned',
      'school pinned',
      'photo shared',
      'photo discussion',
      'photo news',
      'school 1',
    ])
    expect(sams.pinned).toEqual([])
    const olas = await page('ola', { scope: 'home' })
    expect(named(olas.items)).toEqual([
      'school 2',
      'by ola',
      'school pinned',
      'photo shared',
      'school 1',
    ])
    const kims = named((await page('kim', {})).items)
    expect(kims).toContain('chess news')
    expect(kims).toContain('chess discussion')
    expect(kims).not.toContain('photo forum')
  })

  it('school: the school feed with its pinned posts first, once', async () => {
    const first = await page('ola', { scope: 'school' })
    expect(named(first.pinned)).toEqual(['school pinned'])
    expect(named(first.items)).toEqual(['school 2', 'by ola', 'photo shared', 'school 1'])
    expect(first.pinned[0]?.pinned).toBe(true)
    // Sam blocked Ola: neither sees the other's posts.
    expect(named((await page('sam', { scope: 'school' })).items)).not.toContain('by ola')
  })

  it('club: one channel (news by default), pinned first; discussion and forum for members', async () => {
    const clubId = s().photo.uid
    const news = await page('ola', { scope: 'club', clubId })
    expect(named(news.pinned)).toEqual(['photo pinned'])
    expect(named(news.items)).toEqual(['photo shared', 'photo news'])
    const discussion = await page('sam', { scope: 'club', clubId, channel: 'discussion' })
    expect(named(discussion.items)).toEqual(['photo discussion'])
    expect(named((await page('sam', { scope: 'club', clubId, channel: 'forum' })).items)).toEqual([
      'photo forum',
    ])
    expect((await page('ola', { scope: 'club', clubId, channel: 'discussion' })).items).toEqual([])
    expect(
      named((await page('admin', { scope: 'club', clubId, channel: 'discussion' })).items),
    ).toEqual(['photo discussion'])
  })

  it('says whether the viewer may post here', async () => {
    const canPost = async (who: EventPerson, query: Query) => (await page(who, query)).canPost
    const photo = { scope: 'club', clubId: s().photo.uid }
    expect(await canPost('staff', {})).toBe(true)
    expect(await canPost('sam', {})).toBe(false)
    expect(await canPost('sam', { scope: 'school' })).toBe(false)
    expect(await canPost('maya', photo)).toBe(true)
    expect(await canPost('sam', photo)).toBe(false)
    expect(await canPost('sam', { ...photo, channel: 'discussion' })).toBe(true)
    expect(await canPost('ola', { ...photo, channel: 'discussion' })).toBe(false)
  })

  it('pages by cursor through ties in time, each post once, across sources', async () => {
    const tied = new Date(base - 60 * 60_000)
    const expected: string[] = []
    for (let i = 0; i < 5; i += 1) {
      for (const post of [
        { authorId: s().id('staff') },
        { authorId: s().id('maya'), clubId: s().photo.id, channel: 'discussion' as const },
      ]) {
        const row = await insertPost(ctx(), s().school, { ...post, createdAt: tied })
        names.set(row.uid, `tied ${String(row.id)}`)
        expected.push(row.uid)
      }
    }
    for (const scope of ['home', 'school'] as const) {
      const seen: string[] = []
      let cursor: string | null = null
      let pages = 0
      do {
        const next: FeedPage = await page('sam', { scope, limit: 3, ...(cursor ? { cursor } : {}) })
        seen.push(...next.items.map((post) => post.id))
        cursor = next.nextCursor
        pages += 1
      } while (cursor && pages < 20)
      expect(new Set(seen).size, scope).toBe(seen.length)
      const tiedSeen = seen.filter((uid) => expected.includes(uid))
      expect(tiedSeen.length, scope).toBe(scope === 'home' ? 10 : 5)
      const times = (
        await ctx()
          .database.db.select({ uid: posts.uid, id: posts.id })
          .from(posts)
          .where(eq(posts.createdAt, tied))
      ).sort((a, b) => b.id - a.id)
      expect(tiedSeen, scope).toEqual(
        times.map((row) => row.uid).filter((uid) => tiedSeen.includes(uid)),
      )
    }
  })

  it('refuses a bad cursor, a club scope without its club, and club fields elsewhere', async () => {
    const status = async (query: Query) => {
      const response = await s().as('sam').get(url(query))
      return [response.statusCode, response.json<{ error: { message: string } }>().error.message]
    }
    expect(await status({ cursor: 'nope' })).toEqual([400, expect.stringContaining('cursor')])
    expect(await status({ scope: 'club' })).toEqual([400, expect.stringContaining('clubId')])
    expect(await status({ scope: 'school', channel: 'news' })).toEqual([
      400,
      expect.stringContaining('channel'),
    ])
    expect(await status({ limit: 500 })).toEqual([400, expect.stringContaining('limit')])
    expect(
      (
        await s()
          .as('sam')
          .get(url({ scope: 'club', clubId: 'x'.repeat(8) }))
      ).statusCode,
    ).toBe(404)
  })

  it('visitors read a public club’s news and nothing else', async () => {
    const clubId = s().photo.uid
    const news = await page(null, { scope: 'club', clubId })
    expect(named(news.items)).toEqual(['photo shared', 'photo news'])
    expect(news.canPost).toBe(false)
    expect(news.items[0]?.canComment).toBe(false)
    const refused = async (query: Query) => (await visitor().get(url(query))).statusCode
    expect(await refused({})).toBe(401)
    expect(await refused({ scope: 'school' })).toBe(401)
    expect(await refused({ scope: 'club', clubId, channel: 'discussion' })).toBe(401)
    await ctx()
      .database.db.update(clubs)
      .set({ published: false })
      .where(eq(clubs.id, s().photo.id))
    expect(await refused({ scope: 'club', clubId })).toBe(401)
    expect(named((await page('sam', { scope: 'club', clubId })).items)).toContain('photo news')
    expect(named((await page('ola', { scope: 'home' })).items)).not.toContain('photo shared')
    await ctx().database.db.update(clubs).set({ published: true }).where(eq(clubs.id, s().photo.id))
  })
})
