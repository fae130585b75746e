// @engines both: the read model's versions are kept by triggers on each engine
import type { FastifyInstance } from 'fastify'
import { beforeAll, describe, expect, it } from 'vitest'
import { eq } from 'drizzle-orm'
import { FeedPage } from '@quad/shared'
import { clubMemberships, clubs } from '../../db/schema/clubs.ts'
import { blocks } from '../../db/schema/connections.ts'
import { posts } from '../../db/schema/feed.ts'
import { schools, users } from '../../platform/db/schema.ts'
import type { EventPerson } from '../../test/event-school.ts'
import { insertPost } from '../../test/feed-fixtures.ts'
import { wrotePost } from '../../test/feed-write-fixtures.ts'
import { useEventSchoolOnTwoInstances } from '../../test/two-instances.ts'
import { feedReadModel } from './feed-read-model.ts'
import { modules } from '../../modules.ts'
import { Policies } from '../../platform/policies/policies.ts'

/**
 * The home and school feeds' read model (issue 33 item 1, decision 076) through real HTTP
 * on two instances over one database: a page one instance keeps is never served past a
 * committed change made on the other (or by any writer of the database), and a kept page
 * answers exactly what computing it afresh answers.
 */
const { ctx, s, get, other, afresh } = useEventSchoolOnTwoInstances('frm')
const HOME = '/api/v1/feed?limit=5'
const SCHOOL = '/api/v1/feed?scope=school&limit=5'

beforeAll(async () => {
  for (let i = 0; i < 8; i++) {
    await insertPost(ctx(), s().school, {
      authorId: s().id(i % 2 ? 'maya' : 'staff'),
      ...(i % 3 === 0 && { clubId: s().photo.id, channel: 'discussion' as const }),
      body: `post ${i}`,
      createdAt: new Date(Date.now() - (10 - i) * 60_000),
    })
  }
}, 60_000)

async function read(app: FastifyInstance, who: EventPerson, url: string): Promise<FeedPage> {
  const response = await get(app, who, url)
  expect(response.statusCode, response.body).toBe(200)
  return FeedPage.parse(response.json())
}

/** Sam's home page on the other instance (kept there), checked against a fresh one. */
async function samsHome(url = HOME): Promise<FeedPage> {
  const kept = await read(other(), 'sam', url)
  expect(kept).toEqual(await afresh((app) => read(app, 'sam', url)))
  return kept
}
const bodies = (page: FeedPage) => page.items.map((post) => post.body)

describe('the feed read model, on two instances', () => {
  it('shows a new post at once, and keeps pages apart by student, scope and cursor', async () => {
    await read(other(), 'sam', HOME)
    const written = await wrotePost(s().as('staff'), { body: '<p>fresh news</p>' })
    const home = await samsHome()
    expect(home.items[0]?.id).toBe(written.id)
    const second = await samsHome(`${HOME}&cursor=${encodeURIComponent(home.nextCursor ?? '')}`)
    expect(second.items.map((post) => post.id)).not.toContain(written.id)
    // Ola is in no club: Photography's discussion is not in her page.
    const olas = await read(other(), 'ola', HOME)
    expect(olas.items.every((post) => post.club === null)).toBe(true)
    const school = await read(other(), 'sam', SCHOOL)
    expect(school.items.every((post) => post.channel === 'school')).toBe(true)
  })

  it('drops a post deleted, hidden by a moderator or in a club archived', async () => {
    const [first, second] = (await samsHome()).items
    if (!first || !second) throw new Error('expected posts')
    expect((await s().as('staff').delete(`/api/v1/feed/posts/${first.id}`)).statusCode).toBe(204)
    expect(bodies(await samsHome())).not.toContain(first.body)
    await ctx()
      .database.db.update(posts)
      .set({ hiddenAt: new Date(), hiddenReason: 'moderator' })
      .where(eq(posts.uid, second.id))
    expect((await samsHome()).items.map((post) => post.id)).not.toContain(second.id)
    await ctx()
      .database.db.update(clubs)
      .set({ status: 'archived' })
      .where(eq(clubs.id, s().photo.id))
    expect((await samsHome()).items.some((post) => post.club !== null)).toBe(false)
    await ctx()
      .database.db.update(clubs)
      .set({ status: 'active' })
      .where(eq(clubs.id, s().photo.id))
    expect((await samsHome()).items.some((post) => post.club !== null)).toBe(true)
  })

  it('follows what the student does: leaving a club, blocking an author', async () => {
    await samsHome()
    await ctx()
      .database.db.delete(clubMemberships)
      .where(eq(clubMemberships.userId, s().id('sam')))
    expect((await samsHome()).items.some((post) => post.club !== null)).toBe(false)
    await ctx()
      .database.db.insert(clubMemberships)
      .values({ clubId: s().photo.id, userId: s().id('sam'), schoolId: s().school.id })
    expect((await samsHome()).items.some((post) => post.club !== null)).toBe(true)
    // Maya wrote the odd-numbered posts.
    const mayas = (page: FeedPage) => bodies(page).filter((body) => /post [1357]/.test(body))
    expect(mayas(await samsHome())).not.toEqual([])
    await ctx()
      .database.db.insert(blocks)
      .values({ schoolId: s().school.id, blockerId: s().id('maya'), blockedId: s().id('sam') })
    expect(mayas(await samsHome())).toEqual([])
    await ctx()
      .database.db.delete(blocks)
      .where(eq(blocks.blockerId, s().id('maya')))
  })

  it('shows an author’s new name, and counts and likes as they are now', async () => {
    const [post] = (await samsHome()).items
    if (!post) throw new Error('expected a post')
    await ctx()
      .database.db.update(users)
      .set({ firstName: 'Renamed' })
      .where(eq(users.id, s().id('staff')))
    expect((await samsHome()).items.some((item) => item.author.firstName === 'Renamed')).toBe(true)
    expect((await s().as('sam').put(`/api/v1/feed/posts/${post.id}/like`, {})).statusCode).toBe(200)
    const liked = (await samsHome()).items.find((item) => item.id === post.id)
    expect(liked).toMatchObject({ liked: true, likeCount: post.likeCount + 1 })
  })

  it('keeps whether students may post until the school changes it', async () => {
    expect((await samsHome()).canPost).toBe(false)
    await ctx()
      .database.db.update(schools)
      .set({ feedStudentsPost: true })
      .where(eq(schools.id, s().school.id))
    expect((await samsHome()).canPost).toBe(true)
    await ctx()
      .database.db.update(schools)
      .set({ feedStudentsPost: false })
      .where(eq(schools.id, s().school.id))
    expect((await samsHome()).canPost).toBe(false)
  })

  it('lays poll votes over a kept page', async () => {
    const poll = {
      question: 'Which day?',
      options: [
        { id: 'mon', label: 'Monday' },
        { id: 'tue', label: 'Tuesday' },
      ],
      multiple: true,
      closesAt: null,
    }
    const written = await insertPost(ctx(), s().school, { authorId: s().id('staff'), poll })
    await samsHome()
    const vote = await s()
      .as('sam')
      .put(`/api/v1/feed/posts/${written.uid}/vote`, { optionIds: ['tue', 'mon'] })
    expect(vote.statusCode, vote.body).toBe(200)
    const voted = (await samsHome()).items.find((item) => item.id === written.uid)
    expect(voted?.poll).toMatchObject({
      myVotes: ['mon', 'tue'],
      voters: 1,
      options: [{ votes: 1 }, { votes: 1 }],
    })
  })
})

describe('feedReadModel', () => {
  it('answers a kept page with one statement', async () => {
    let statements = 0
    /** `target` with each call of its methods `names` counted. */
    const counting = <T extends object>(target: T, names: string[]): T => {
      const counted = Object.create(target) as T
      for (const name of names) {
        const method: unknown = Reflect.get(target, name)
        if (typeof method !== 'function') throw new Error(`no method ${name}`)
        Object.defineProperty(counted, name, {
          value: (...args: unknown[]) => {
            statements++
            return Reflect.apply(method, target, args)
          },
        })
      }
      return counted
    }
    const { database } = ctx()
    const db = counting(database.db, ['execute', 'select', 'insert', 'update', 'delete'])
    const pool = counting(database.pool, ['query', 'connect'])
    const model = feedReadModel({ db, policies: new Policies(modules) }, pool)
    const actor = { userId: s().id('sam'), schoolId: s().school.id, roles: [], operator: false }
    const query = { scope: 'home' as const, limit: 5 }
    const first = await model.page(s().school, actor, query)
    expect(statements).toBeGreaterThan(2)
    statements = 0
    expect(await model.page(s().school, actor, query)).toBe(first)
    expect(statements).toBe(1)
  })
})
