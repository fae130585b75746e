import { beforeAll, describe, expect, it } from 'vitest'
import { eq } from 'drizzle-orm'
import { Post } from '@quad/shared'
import { clubs } from '../../db/schema/clubs.ts'
import { blocks } from '../../db/schema/connections.ts'
import { posts } from '../../db/schema/feed.ts'
import { inProcessBus } from '../../platform/realtime/bus.ts'
import { insertPost } from '../../test/feed-fixtures.ts'
import { useEventSchool, type EventPerson } from '../../test/event-school.ts'
import { clientFor, useTestApp } from '../../test/test-app.ts'

/** Who sees one post (issue 16), through real HTTP: `GET /api/v1/feed/posts/{id}`. */
const bus = inProcessBus()
const ctx = useTestApp({ bus })
const s = useEventSchool(ctx, 'fdr', bus)
const ids: Record<string, string> = {}

beforeAll(async () => {
  const add = async (name: string, over: Partial<Parameters<typeof insertPost>[2]>) => {
    const row = await insertPost(ctx(), s().school, { authorId: s().id('maya'), ...over })
    ids[name] = row.uid
    return row
  }
  await add('school', { authorId: s().id('staff') })
  await add('news', { clubId: s().photo.id, channel: 'news' })
  await add('discussion', { clubId: s().photo.id, channel: 'discussion', authorId: s().id('sam') })
  await add('chess forum', { clubId: s().chess.id, channel: 'forum', authorId: s().id('kim') })
  const hidden = await add('hidden', {})
  await ctx()
    .database.db.update(posts)
    .set({ hiddenAt: new Date(), hiddenReason: 'reports' })
    .where(eq(posts.id, hidden.id))
  await add('by ola', { authorId: s().id('ola') })
  await ctx()
    .database.db.insert(blocks)
    .values({ schoolId: s().school.id, blockerId: s().id('ola'), blockedId: s().id('sam') })
})

const status = async (who: EventPerson | null, name: string) => {
  const url = `/api/v1/feed/posts/${ids[name] ?? ''}`
  const response = who ? await s().as(who).get(url) : await clientFor(ctx, 'fdr').get(url)
  return response.statusCode
}

describe('GET /api/v1/feed/posts/{id}', () => {
  it('answers a post as the viewer sees it, with what they may do', async () => {
    const response = await s()
      .as('maya')
      .get(`/api/v1/feed/posts/${ids['news'] ?? ''}`)
    expect(response.statusCode, response.body).toBe(200)
    const post = Post.parse(response.json())
    expect(post).toMatchObject({
      channel: 'news',
      club: { id: s().photo.uid, name: 'Photography' },
      body: '<p>Hello, campus</p>',
      canEdit: true,
      canDelete: true,
      canPin: true,
      liked: false,
    })
    const sams = Post.parse(
      (
        await s()
          .as('sam')
          .get(`/api/v1/feed/posts/${ids['news'] ?? ''}`)
      ).json(),
    )
    expect(sams).toMatchObject({
      canEdit: false,
      canDelete: false,
      canPin: false,
      canComment: true,
    })
  })

  it('keeps discussion and forum to members, school posts from visitors', async () => {
    expect(await status('sam', 'discussion')).toBe(200)
    expect(await status('ola', 'discussion')).toBe(404)
    expect(await status('admin', 'discussion')).toBe(200)
    expect(await status('maya', 'chess forum')).toBe(404)
    expect(await status('kim', 'chess forum')).toBe(200)
    expect(await status('ola', 'news')).toBe(200)
    expect(await status(null, 'news')).toBe(200)
    expect(await status(null, 'school')).toBe(404)
    expect(await status(null, 'discussion')).toBe(404)
  })

  it('hides what reports or a moderator hid, a blocked author, and an unlisted club’s news from outsiders', async () => {
    expect(await status('maya', 'hidden')).toBe(404)
    expect(await status('sam', 'by ola')).toBe(404)
    expect(await status('maya', 'by ola')).toBe(200)
    await ctx()
      .database.db.update(clubs)
      .set({ published: false })
      .where(eq(clubs.id, s().photo.id))
    expect(await status(null, 'news')).toBe(404)
    expect(await status('ola', 'news')).toBe(404)
    expect(await status('sam', 'news')).toBe(200)
    await ctx().database.db.update(clubs).set({ published: true }).where(eq(clubs.id, s().photo.id))
  })
})
