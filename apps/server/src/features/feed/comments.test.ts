import { beforeAll, describe, expect, it } from 'vitest'
import { and, eq } from 'drizzle-orm'
import { CommentsPage, COMMENTS_PER_10_MINUTES, FeedComment, Post } from '@quad/shared'
import { blocks } from '../../db/schema/connections.ts'
import { postComments } from '../../db/schema/feed.ts'
import { auditLog } from '../../platform/db/policies-schema.ts'
import { inProcessBus } from '../../platform/realtime/bus.ts'
import { newClientId } from '../../test/chat-fixtures.ts'
import { insertComment, insertPost } from '../../test/feed-fixtures.ts'
import { useEventSchool, type EventPerson } from '../../test/event-school.ts'
import { clientFor, useTestApp } from '../../test/test-app.ts'

/** Comments with one level of replies (issue 16 item 3), through real HTTP on both databases. */
const bus = inProcessBus()
const ctx = useTestApp({ bus, logger: { level: 'error' } as never })
const s = useEventSchool(ctx, 'fdc', bus)
const posts: Record<string, { id: number; uid: string }> = {}

beforeAll(async () => {
  const add = async (name: string, over: Partial<Parameters<typeof insertPost>[2]>) => {
    posts[name] = await insertPost(ctx(), s().school, { authorId: s().id('maya'), ...over })
  }
  await add('school', { authorId: s().id('staff') })
  await add('news', { clubId: s().photo.id, channel: 'news' })
  await add('discussion', { clubId: s().photo.id, channel: 'discussion', authorId: s().id('sam') })
  await add('threads', { authorId: s().id('staff') })
  await add('paging', { authorId: s().id('staff') })
  await add('blocks', { authorId: s().id('staff') })
  await add('orphans', { authorId: s().id('staff') })
})

const post = (name: string) => posts[name] ?? { id: 0, uid: 'none' }
const commentsUrl = (name: string) => `/api/v1/feed/posts/${post(name).uid}/comments`

const comment = async (
  who: EventPerson,
  name: string,
  body: string,
  extra: { parentId?: string; clientId?: string } = {},
) => {
  const response = await s()
    .as(who)
    .post(commentsUrl(name), { body, clientId: newClientId(), ...extra })
  expect(response.statusCode, response.body).toBe(201)
  return FeedComment.parse(response.json())
}

const list = async (who: EventPerson, name: string, query = '') => {
  const response = await s()
    .as(who)
    .get(`${commentsUrl(name)}${query}`)
  expect(response.statusCode, response.body).toBe(200)
  return CommentsPage.parse(response.json())
}

const postOf = async (name: string) =>
  Post.parse(
    (
      await s()
        .as('maya')
        .get(`/api/v1/feed/posts/${post(name).uid}`)
    ).json(),
  )

describe('POST /api/v1/feed/posts/{id}/comments', () => {
  it('writes a sanitised comment, counts it, and answers a retry with the same comment', async () => {
    const clientId = newClientId()
    const body = '<p>Great <b>shot</b><img src=x onerror=alert(1)><script>alert(1)</script></p>'
    const first = await s().as('sam').post(commentsUrl('news'), { body, clientId })
    expect(first.statusCode, first.body).toBe(201)
    const written = FeedComment.parse(first.json())
    expect(written).toMatchObject({
      postId: post('news').uid,
      parentId: null,
      body: '<p>Great <b>shot</b></p>',
      replyCount: 0,
      replies: [],
      canEdit: true,
      canDelete: true,
      liked: false,
    })
    const again = await s().as('sam').post(commentsUrl('news'), { body, clientId })
    expect(again.statusCode, again.body).toBe(200)
    expect(FeedComment.parse(again.json()).id).toBe(written.id)
    expect((await postOf('news')).commentCount).toBe(1)
  })

  it('takes one level of replies: a reply to a reply is a 400 on parentId', async () => {
    const top = await comment('sam', 'threads', 'Top')
    const reply = await comment('maya', 'threads', 'Reply', { parentId: top.id })
    expect(reply.parentId).toBe(top.id)
    const deeper = await s()
      .as('ola')
      .post(commentsUrl('threads'), { body: 'Deeper', clientId: newClientId(), parentId: reply.id })
    expect(deeper.statusCode).toBe(400)
    expect(deeper.json().error.issues[0].path).toBe('body.parentId')
    const elsewhere = await s()
      .as('ola')
      .post(commentsUrl('news'), { body: 'Wrong post', clientId: newClientId(), parentId: top.id })
    expect(elsewhere.statusCode).toBe(400)
    const [thread] = (await list('ola', 'threads')).items
    expect(thread).toMatchObject({ id: top.id, replyCount: 1, replies: [{ id: reply.id }] })
    expect((await postOf('threads')).commentCount).toBe(2)
  })

  it('refuses an empty or too long body, naming it, and a post the author cannot see', async () => {
    const empty = await s()
      .as('sam')
      .post(commentsUrl('news'), { body: '<p> </p>', clientId: newClientId() })
    expect(empty.statusCode).toBe(400)
    expect(empty.json().error.issues[0].path).toBe('body.body')
    const long = await s()
      .as('sam')
      .post(commentsUrl('news'), { body: 'x'.repeat(1001), clientId: newClientId() })
    expect(long.statusCode).toBe(400)
    expect(long.json().error.issues[0].path).toBe('body.body')
    const outsider = await s()
      .as('ola')
      .post(commentsUrl('discussion'), { body: 'Hi', clientId: newClientId() })
    expect(outsider.statusCode).toBe(404)
    const visitor = await clientFor(ctx, 'fdc').post(commentsUrl('news'), {
      body: 'Hi',
      clientId: newClientId(),
    })
    expect(visitor.statusCode).toBe(401)
  })

  it(`answers 429 past ${String(COMMENTS_PER_10_MINUTES)} comments in 10 minutes`, async () => {
    for (let i = 0; i < COMMENTS_PER_10_MINUTES; i++) {
      await insertComment(ctx(), s().school, {
        postId: post('school').id,
        authorId: s().id('admin'),
      })
    }
    const response = await s()
      .as('admin')
      .post(commentsUrl('school'), { body: 'One more', clientId: newClientId() })
    expect(response.statusCode).toBe(429)
    expect(
      await s().as('sam').post(commentsUrl('school'), { body: 'Me', clientId: newClientId() }),
    ).toHaveProperty('statusCode', 201)
  })
})

describe('GET /api/v1/feed/posts/{id}/comments', () => {
  it('pages threads oldest first with their first replies, and a thread’s replies by parentId', async () => {
    const first = await comment('sam', 'paging', 'First')
    const second = await comment('ola', 'paging', 'Second')
    const third = await comment('maya', 'paging', 'Third')
    const replies = []
    for (const who of ['maya', 'ola', 'kim', 'staff', 'sam'] as const) {
      replies.push(await comment(who, 'paging', `Reply by ${who}`, { parentId: first.id }))
    }
    const page1 = await list('sam', 'paging', '?limit=2')
    expect(page1.items.map((c) => c.id)).toEqual([first.id, second.id])
    expect(page1.items[0]).toMatchObject({ replyCount: 5 })
    expect(page1.items[0]?.replies.map((r) => r.id)).toEqual(replies.slice(0, 3).map((r) => r.id))
    const page2 = await list('sam', 'paging', `?limit=2&cursor=${page1.nextCursor ?? ''}`)
    expect(page2.items.map((c) => c.id)).toEqual([third.id])
    expect(page2.nextCursor).toBeNull()

    const repliesPage = await list('sam', 'paging', `?parentId=${first.id}&limit=3`)
    expect(repliesPage.items.map((c) => c.id)).toEqual(replies.slice(0, 3).map((r) => r.id))
    const rest = await list(
      'sam',
      'paging',
      `?parentId=${first.id}&cursor=${repliesPage.nextCursor ?? ''}`,
    )
    expect(rest.items.map((c) => c.id)).toEqual(replies.slice(3).map((r) => r.id))
    const ofReply = await s()
      .as('sam')
      .get(`${commentsUrl('paging')}?parentId=${replies[0]?.id ?? ''}`)
    expect(ofReply.statusCode).toBe(400)
  })

  it('lets a visitor read the comments of a public club’s news, and nothing else', async () => {
    const page = CommentsPage.parse((await clientFor(ctx, 'fdc').get(commentsUrl('news'))).json())
    expect(page.items.length).toBeGreaterThan(0)
    expect(page.items[0]).toMatchObject({ canEdit: false, canDelete: false, liked: false })
    expect((await clientFor(ctx, 'fdc').get(commentsUrl('school'))).statusCode).toBe(404)
    expect((await s().as('ola').get(commentsUrl('discussion'))).statusCode).toBe(404)
  })

  it('never shows a comment of someone the viewer blocked or who blocked them', async () => {
    const byOla = await comment('ola', 'blocks', 'Ola was here')
    await ctx()
      .database.db.insert(blocks)
      .values({ schoolId: s().school.id, blockerId: s().id('ola'), blockedId: s().id('sam') })
    const ids = async (who: EventPerson) => (await list(who, 'blocks')).items.map((c) => c.id)
    expect(await ids('sam')).not.toContain(byOla.id)
    expect(await ids('maya')).toContain(byOla.id)
    const reply = await s()
      .as('sam')
      .post(commentsUrl('blocks'), { body: 'Hm', clientId: newClientId(), parentId: byOla.id })
    expect(reply.statusCode).toBe(400)
    await ctx()
      .database.db.delete(blocks)
      .where(and(eq(blocks.blockerId, s().id('ola')), eq(blocks.blockedId, s().id('sam'))))
  })
})

describe('PATCH and DELETE /api/v1/feed/comments/{id}', () => {
  it('lets the author edit (marked edited), nobody else', async () => {
    const mine = await comment('sam', 'news', 'Typo')
    const url = `/api/v1/feed/comments/${mine.id}`
    expect((await s().as('maya').patch(url, { body: 'Fixed' })).statusCode).toBe(403)
    const edited = await s().as('sam').patch(url, { body: '<p>Fixed</p>' })
    expect(edited.statusCode, edited.body).toBe(200)
    expect(FeedComment.parse(edited.json())).toMatchObject({ body: '<p>Fixed</p>' })
    expect(FeedComment.parse(edited.json()).editedAt).not.toBeNull()
  })

  it('lets the author, the club’s officers and moderators delete; audits the others; counts go down', async () => {
    const before = (await postOf('news')).commentCount
    const bySam = await comment('sam', 'news', 'Mine')
    const byKim = await comment('kim', 'news', 'Kim’s')
    expect((await s().as('ola').delete(`/api/v1/feed/comments/${bySam.id}`)).statusCode).toBe(403)
    expect((await s().as('sam').delete(`/api/v1/feed/comments/${bySam.id}`)).statusCode).toBe(204)
    const removed = await s().as('maya').delete(`/api/v1/feed/comments/${byKim.id}`)
    expect(removed.statusCode, removed.body).toBe(204)
    expect((await postOf('news')).commentCount).toBe(before)
    const audited = await ctx()
      .database.db.select()
      .from(auditLog)
      .where(and(eq(auditLog.subjectType, 'comment'), eq(auditLog.schoolId, s().school.id)))
    expect(audited.map((row) => row.subjectId)).toEqual([byKim.id])
    expect((await s().as('maya').delete(`/api/v1/feed/comments/${byKim.id}`)).statusCode).toBe(404)
    const ids = (await list('sam', 'news')).items.map((c) => c.id)
    expect(ids).not.toContain(bySam.id)
    expect(ids).not.toContain(byKim.id)
  })

  it('keeps the replies of a deleted comment reachable, at the top level with their parentId', async () => {
    const top = await comment('kim', 'orphans', 'Question?')
    const answer = await comment('maya', 'orphans', 'Answer', { parentId: top.id })
    expect((await s().as('kim').delete(`/api/v1/feed/comments/${top.id}`)).statusCode).toBe(204)
    const page = await list('sam', 'orphans')
    expect(page.items.map((c) => c.id)).not.toContain(top.id)
    expect(page.items.find((c) => c.id === answer.id)).toMatchObject({
      parentId: top.id,
      replies: [],
    })
    const [row] = await ctx()
      .database.db.select({ deletedAt: postComments.deletedAt })
      .from(postComments)
      .where(eq(postComments.uid, top.id))
    expect(row?.deletedAt).not.toBeNull()
  })
})
