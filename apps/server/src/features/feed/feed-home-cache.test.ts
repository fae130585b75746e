import { and, eq } from 'drizzle-orm'
import { beforeAll, describe, expect, it } from 'vitest'
import { FeedPage } from '@quad/shared'
import { clubMemberships } from '../../db/schema/clubs.ts'
import { blocks } from '../../db/schema/connections.ts'
import { posts } from '../../db/schema/feed.ts'
import { users } from '../../platform/db/schema.ts'
import { inProcessBus } from '../../platform/realtime/bus.ts'
import { insertPost } from '../../test/feed-fixtures.ts'
import { useEventSchool, type EventPerson } from '../../test/event-school.ts'
import { useTestApp } from '../../test/test-app.ts'

/*
 * The home feed's sources are cached per instance (decision 042 "Making P7"): each change
 * below is committed straight to the database, as any path would, and must be in the very
 * next home page of the student concerned.
 */
const bus = inProcessBus()
const ctx = useTestApp({ bus })
const s = useEventSchool(ctx, 'fhc', bus)
const names = new Map<string, string>()
let minute = 0

async function post(name: string, values: Partial<Parameters<typeof insertPost>[2]>) {
  const row = await insertPost(ctx(), s().school, {
    authorId: s().id('maya'),
    ...values,
    createdAt: new Date(Date.now() - 60 * 60 * 1000 + (minute += 1) * 1000),
  })
  names.set(row.uid, name)
  return row
}

async function home(who: EventPerson, cursor?: string): Promise<FeedPage> {
  const query = cursor ? `&cursor=${encodeURIComponent(cursor)}` : ''
  const response = await s().as(who).get(`/api/v1/feed?scope=home${query}`)
  expect(response.statusCode, response.body).toBe(200)
  return FeedPage.parse(response.json())
}
const named = async (who: EventPerson) =>
  (await home(who)).items.map((item) => names.get(item.id) ?? item.id)
const db = () => ctx().database.db

beforeAll(async () => {
  await post('school', { authorId: s().id('staff') })
  await post('photo news', { clubId: s().photo.id, channel: 'news' })
  await post('by ola', { authorId: s().id('ola') })
})

describe('the cached home feed', () => {
  it('shows a new post on the next page', async () => {
    expect(await named('sam')).toEqual(['by ola', 'photo news', 'school'])
    await post('photo discussion', {
      clubId: s().photo.id,
      channel: 'discussion',
      authorId: s().id('sam'),
    })
    expect(await named('sam')).toEqual(['photo discussion', 'by ola', 'photo news', 'school'])
    // Not a member of Photography: not in Ola's.
    expect(await named('ola')).toEqual(['by ola', 'school'])
    // What each may do stays theirs: Maya is an officer of Photography, Sam a member.
    const deletable = async (who: EventPerson) =>
      (await home(who)).items.filter((item) => item.canDelete).map((item) => names.get(item.id))
    expect(await deletable('maya')).toEqual(['photo discussion', 'photo news'])
    expect(await deletable('sam')).toEqual(['photo discussion'])
  })

  it('leaves out a blocked student at once, both ways', async () => {
    expect(await named('sam')).toContain('by ola')
    await db()
      .insert(blocks)
      .values({ schoolId: s().school.id, blockerId: s().id('ola'), blockedId: s().id('sam') })
    expect(await named('sam')).not.toContain('by ola')
    await db()
      .delete(blocks)
      .where(eq(blocks.blockerId, s().id('ola')))
    expect(await named('sam')).toContain('by ola')
  })

  it('drops a club’s posts when its member leaves, and shows them on joining', async () => {
    const kim = and(
      eq(clubMemberships.clubId, s().photo.id),
      eq(clubMemberships.userId, s().id('kim')),
    )
    const [membership] = await db().select().from(clubMemberships).where(kim)
    expect(await named('kim')).toContain('photo discussion')
    await db().delete(clubMemberships).where(kim)
    expect(await named('kim')).not.toContain('photo discussion')
    if (membership) await db().insert(clubMemberships).values(membership)
    expect(await named('kim')).toContain('photo discussion')
  })

  it('drops a hidden or deleted post, and shows a new name and fresh counts', async () => {
    const hidden = await post('to hide', { authorId: s().id('staff') })
    expect(await named('sam')).toContain('to hide')
    await db()
      .update(posts)
      .set({ hiddenAt: new Date(), hiddenReason: 'moderator' })
      .where(eq(posts.id, hidden.id))
    expect(await named('sam')).not.toContain('to hide')

    await db()
      .update(users)
      .set({ firstName: 'Stella' })
      .where(eq(users.id, s().id('staff')))
    const page = await home('sam')
    const school = page.items.find((item) => names.get(item.id) === 'school')
    expect(school?.author.firstName).toBe('Stella')

    // Counts change without the feed version (a like must not empty every cache).
    await db()
      .update(posts)
      .set({ likeCount: 7 })
      .where(eq(posts.uid, school?.id ?? ''))
    const again = (await home('sam')).items.find((item) => item.id === school?.id)
    expect(again?.likeCount).toBe(7)
  })

  it('pages past what a source keeps through the database, in the same order', async () => {
    for (let n = 0; n < 45; n += 1) await post(`many ${String(n)}`, {})
    const seen: string[] = []
    let cursor: string | undefined
    do {
      const page = await home('ola', cursor)
      seen.push(...page.items.map((item) => names.get(item.id) ?? item.id))
      cursor = page.nextCursor ?? undefined
    } while (cursor)
    const expected = [...names.entries()]
      .filter(([, name]) => name.startsWith('many') || ['school', 'by ola'].includes(name))
      .map(([, name]) => name)
      .reverse()
    expect(seen).toEqual(expected)
  })
})
