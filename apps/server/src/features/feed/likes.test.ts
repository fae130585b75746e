// @engines both: exact counts under concurrent likes
import { beforeAll, describe, expect, it } from 'vitest'
import { count, eq, like } from 'drizzle-orm'
import { CommentsPage, LikeResult, Post } from '@quad/shared'
import { commentLikes, postLikes } from '../../db/schema/feed.ts'
import { outboxMessages } from '../../platform/db/outbox-schema.ts'
import { inProcessBus } from '../../platform/realtime/bus.ts'
import { bearerClient, type BearerClient } from '../../test/chat-fixtures.ts'
import { insertComment, insertPost } from '../../test/feed-fixtures.ts'
import { useEventSchool } from '../../test/event-school.ts'
import { hostOf, insertTestStudent, useTestApp } from '../../test/test-app.ts'

/** Likes of posts and comments (issue 16 item 3), through real HTTP on both databases. */
const bus = inProcessBus()
const ctx = useTestApp({ bus })
const s = useEventSchool(ctx, 'fdl', bus)
const crowd: BearerClient[] = []
let post = { id: 0, uid: '' }
let discussion = { id: 0, uid: '' }
let comment = { id: 0, uid: '' }

const CROWD = 12

beforeAll(async () => {
  post = await insertPost(ctx(), s().school, { authorId: s().id('staff') })
  discussion = await insertPost(ctx(), s().school, {
    authorId: s().id('maya'),
    clubId: s().photo.id,
    channel: 'discussion',
  })
  comment = await insertComment(ctx(), s().school, { postId: post.id, authorId: s().id('sam') })
  for (let i = 0; i < CROWD; i++) {
    const email = `crowd${String(i)}@fdl.edu`
    await insertTestStudent(ctx().database, s().school, { email })
    crowd.push(await bearerClient(ctx, 'fdl', email))
  }
})

const urlOf = (kind: 'posts' | 'comments', uid: string) => `/api/v1/feed/${kind}/${uid}/like`
const answer = (response: { statusCode: number; body: string; json(): unknown }) => {
  expect(response.statusCode, response.body).toBe(200)
  return LikeResult.parse(response.json())
}
const messagesNamed = async (name: string) => {
  const [row] = await ctx()
    .database.db.select({ n: count() })
    .from(outboxMessages)
    .where(like(outboxMessages.name, name))
  return row?.n ?? 0
}

describe('PUT|DELETE /api/v1/feed/posts/{id}/like', () => {
  it('likes once however often asked, raising one outbox message; DELETE takes it back', async () => {
    const liked = await messagesNamed('feed.post_liked')
    const url = urlOf('posts', post.uid)
    expect(answer(await s().as('ola').put(url, {}))).toEqual({ liked: true, likeCount: 1 })
    expect(answer(await s().as('ola').put(url, {}))).toEqual({ liked: true, likeCount: 1 })
    expect(await messagesNamed('feed.post_liked')).toBe(liked + 1)
    const seen = Post.parse((await s().as('ola').get(`/api/v1/feed/posts/${post.uid}`)).json())
    expect(seen).toMatchObject({ liked: true, likeCount: 1 })
    const changed = await messagesNamed('feed.post_changed')
    expect(answer(await s().as('ola').delete(url))).toEqual({ liked: false, likeCount: 0 })
    expect(answer(await s().as('ola').delete(url))).toEqual({ liked: false, likeCount: 0 })
    expect(await messagesNamed('feed.post_changed')).toBe(changed + 1)
  })

  it('ends exact when many students like and take back at once', async () => {
    const url = urlOf('posts', post.uid)
    // Each student asks twice at once: the second changes nothing.
    await Promise.all(crowd.flatMap((client) => [client.put(url, {}), client.put(url, {})]))
    const after = Post.parse((await s().as('maya').get(`/api/v1/feed/posts/${post.uid}`)).json())
    expect(after.likeCount).toBe(CROWD)
    await Promise.all(crowd.slice(0, CROWD / 2).map((client) => client.delete(url)))
    const [rows] = await ctx()
      .database.db.select({ n: count() })
      .from(postLikes)
      .where(eq(postLikes.postId, post.id))
    const final = Post.parse((await s().as('maya').get(`/api/v1/feed/posts/${post.uid}`)).json())
    expect(final.likeCount).toBe(CROWD / 2)
    expect(rows?.n).toBe(CROWD / 2)
  })

  it('refuses a post the student cannot see, and a visitor', async () => {
    expect((await s().as('ola').put(urlOf('posts', discussion.uid), {})).statusCode).toBe(404)
    expect(answer(await s().as('sam').put(urlOf('posts', discussion.uid), {})).likeCount).toBe(1)
    const visitor = await ctx().app.inject({
      method: 'PUT',
      url: urlOf('posts', post.uid),
      headers: { host: hostOf('fdl') },
    })
    expect(visitor.statusCode).toBe(401)
    // Another school's student: the post is not in their school.
    expect((await s().stranger.put(urlOf('posts', post.uid), {})).statusCode).toBe(404)
  })
})

describe('PUT|DELETE /api/v1/feed/comments/{id}/like', () => {
  it('likes a comment exactly under concurrency, shown in the thread', async () => {
    const url = urlOf('comments', comment.uid)
    await Promise.all(crowd.flatMap((client) => [client.put(url, {}), client.put(url, {})]))
    expect(answer(await s().as('maya').put(url, {})).likeCount).toBe(CROWD + 1)
    expect(answer(await s().as('maya').delete(url)).likeCount).toBe(CROWD)
    const [rows] = await ctx()
      .database.db.select({ n: count() })
      .from(commentLikes)
      .where(eq(commentLikes.commentId, comment.id))
    expect(rows?.n).toBe(CROWD)
    const page = CommentsPage.parse(
      (await crowd[0]?.get(`/api/v1/feed/posts/${post.uid}/comments`))?.json(),
    )
    expect(page.items[0]).toMatchObject({ id: comment.uid, likeCount: CROWD, liked: true })
  })
})
