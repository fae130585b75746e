// @engines both: the feature's route contract (writing)
import { describe, expect, it } from 'vitest'
import { eq } from 'drizzle-orm'
import { ErrorBody, Post, POSTS_PER_HOUR } from '@quad/shared'
import { clubs } from '../../db/schema/clubs.ts'
import { posts } from '../../db/schema/feed.ts'
import { users, schools } from '../../platform/db/schema.ts'
import { inProcessBus } from '../../platform/realtime/bus.ts'
import { newClientId } from '../../test/chat-fixtures.ts'
import { useEventSchool } from '../../test/event-school.ts'
import { outboxPayloads, postRow, writePost, wrotePost } from '../../test/feed-write-fixtures.ts'
import { useTestApp } from '../../test/test-app.ts'

/** Writing a post (issue 16 items 1, 2 and 5), through real HTTP: `POST /api/v1/feed/posts`. */
const bus = inProcessBus()
const ctx = useTestApp({ bus })
const s = useEventSchool(ctx, 'fdw', bus)

const error = (response: { json: () => unknown }) => ErrorBody.parse(response.json()).error
const issuePath = (response: { json: () => unknown }) => error(response).issues?.[0]?.path

describe('POST /api/v1/feed/posts: where, and who may', () => {
  it('lets staff post to the school feed, students only when the school allows', async () => {
    const post = await wrotePost(s().as('staff'), { body: '<p>Library opens at 8</p>' })
    expect(post).toMatchObject({ channel: 'school', club: null, canEdit: true, title: null })
    const refused = await writePost(s().as('maya'), {})
    expect(refused.statusCode).toBe(403)
    expect(error(refused).message).toBe('Only staff and school admins can post to the school feed.')
    await ctx()
      .database.db.update(schools)
      .set({ feedStudentsPost: true })
      .where(eq(schools.id, s().school.id))
    expect((await writePost(s().as('maya'), {})).statusCode).toBe(201)
    await ctx()
      .database.db.update(schools)
      .set({ feedStudentsPost: false })
      .where(eq(schools.id, s().school.id))
  })

  it('lets officers write news, members the discussion while it is open', async () => {
    const club = { clubId: s().photo.uid }
    expect(await wrotePost(s().as('maya'), club)).toMatchObject({
      channel: 'news',
      club: { id: s().photo.uid, name: 'Photography' },
    })
    const news = await writePost(s().as('sam'), club)
    expect(news.statusCode).toBe(403)
    expect(error(news).message).toBe("Only school admins can post this club's news.")
    const discussion = { ...club, channel: 'discussion' }
    expect((await wrotePost(s().as('sam'), discussion)).channel).toBe('discussion')
    expect((await writePost(s().as('ola'), discussion)).statusCode).toBe(403)
    await ctx()
      .database.db.update(clubs)
      .set({ discussionOpen: false })
      .where(eq(clubs.id, s().photo.id))
    expect((await writePost(s().as('sam'), discussion)).statusCode).toBe(403)
    expect((await writePost(s().as('maya'), discussion)).statusCode).toBe(201)
    await ctx()
      .database.db.update(clubs)
      .set({ discussionOpen: true })
      .where(eq(clubs.id, s().photo.id))
  })

  it('needs a title for a forum thread and refuses one anywhere else', async () => {
    const forum = { clubId: s().chess.uid, channel: 'forum' }
    const untitled = await writePost(s().as('kim'), forum)
    expect(untitled.statusCode).toBe(400)
    expect(issuePath(untitled)).toBe('body.title')
    const thread = await wrotePost(s().as('kim'), { ...forum, title: 'Openings for beginners' })
    expect(thread).toMatchObject({ channel: 'forum', title: 'Openings for beginners' })
    const titled = await writePost(s().as('maya'), { clubId: s().photo.uid, title: 'News' })
    expect(issuePath(titled)).toBe('body.title')
    expect(issuePath(await writePost(s().as('staff'), { channel: 'news' }))).toBe('body.channel')
  })

  it('answers an unknown, archived or other school’s club with a 404 naming clubId', async () => {
    const unknown = await writePost(s().as('maya'), { clubId: 'no-such-club' })
    expect(unknown.statusCode).toBe(404)
    expect(issuePath(unknown)).toBe('body.clubId')
    const strangers = await writePost(s().stranger, { clubId: s().photo.uid })
    expect(strangers.statusCode).toBe(404)
    await ctx()
      .database.db.update(clubs)
      .set({ status: 'archived' })
      .where(eq(clubs.id, s().chess.id))
    expect((await writePost(s().as('kim'), { clubId: s().chess.uid })).statusCode).toBe(404)
    await ctx()
      .database.db.update(clubs)
      .set({ status: 'active' })
      .where(eq(clubs.id, s().chess.id))
  })

  it('shares only a public club’s news to the school', async () => {
    const shared = await wrotePost(s().as('maya'), { clubId: s().photo.uid, sharedToSchool: true })
    expect(shared.sharedToSchool).toBe(true)
    const discussion = await writePost(s().as('maya'), {
      clubId: s().photo.uid,
      channel: 'discussion',
      sharedToSchool: true,
    })
    expect(issuePath(discussion)).toBe('body.sharedToSchool')
    await ctx()
      .database.db.update(clubs)
      .set({ published: false })
      .where(eq(clubs.id, s().photo.id))
    const unlisted = await writePost(s().as('maya'), {
      clubId: s().photo.uid,
      sharedToSchool: true,
    })
    expect(issuePath(unlisted)).toBe('body.sharedToSchool')
    await ctx().database.db.update(clubs).set({ published: true }).where(eq(clubs.id, s().photo.id))
  })
})

describe('POST /api/v1/feed/posts: what is written', () => {
  it('stores hostile HTML clean and keeps only allowed mentions, announced with the post', async () => {
    const [sam] = await ctx()
      .database.db.select({ uid: users.uid })
      .from(users)
      .where(eq(users.id, s().id('sam')))
    const post = await wrotePost(s().as('maya'), {
      clubId: s().photo.uid,
      body:
        '<p onmouseover="steal()">Meet <span data-mention="' +
        (sam?.uid ?? '') +
        '">@Anyone</span><script>alert(1)</script><img src=x onerror=alert(1)>' +
        '<a href="javascript:alert(1)">here</a></p>',
    })
    expect(post.body).not.toMatch(/script|onerror|onmouseover|javascript:|<img/i)
    expect(post.mentions).toEqual([{ uid: sam?.uid, name: expect.any(String) }])
    const row = await postRow(ctx(), post.id)
    expect(await outboxPayloads(ctx(), 'feed.post_created', row.id)).toEqual([
      {
        postId: row.id,
        clubId: s().photo.id,
        channel: 'news',
        authorId: s().id('maya'),
        mentioned: [s().id('sam')],
      },
    ])
  })

  it('refuses an empty body unless a poll comes with it, and a poll closing in the past', async () => {
    const empty = await writePost(s().as('staff'), { body: '<p> </p>' })
    expect(empty.statusCode).toBe(400)
    expect(issuePath(empty)).toBe('body.body')
    const poll = { question: 'Lunch?', options: ['Pizza', 'Salad'] }
    const withPoll = await wrotePost(s().as('staff'), { body: '', poll })
    expect(withPoll.body).toBe('')
    expect(withPoll.poll?.options.map((option) => option.label)).toEqual(['Pizza', 'Salad'])
    const past = await writePost(s().as('staff'), {
      poll: { ...poll, closesAt: '2020-01-01T00:00:00Z' },
    })
    expect(issuePath(past)).toBe('body.poll.closesAt')
    expect(issuePath(await writePost(s().as('staff'), { clientId: 'x' }))).toBe('body.clientId')
  })

  it('answers a retried clientId with the same post, never a second one', async () => {
    const clientId = newClientId()
    const first = await writePost(s().as('staff'), { clientId })
    expect(first.statusCode).toBe(201)
    const again = await writePost(s().as('staff'), { clientId, body: '<p>changed</p>' })
    expect(again.statusCode).toBe(200)
    expect(Post.parse(again.json()).id).toBe(Post.parse(first.json()).id)

    const racing = newClientId()
    const answers = await Promise.all(
      [1, 2, 3].map(() => writePost(s().as('staff'), { clientId: racing })),
    )
    expect(answers.map((answer) => answer.statusCode).sort()).toEqual([200, 200, 201])
    expect(new Set(answers.map((answer) => Post.parse(answer.json()).id)).size).toBe(1)
    const stored = await ctx()
      .database.db.select({ id: posts.id })
      .from(posts)
      .where(eq(posts.clientId, racing))
    expect(stored).toHaveLength(1)
  })

  it(`allows ${String(POSTS_PER_HOUR)} posts an hour, then a 429 (a retry still answers)`, async () => {
    const clientIds = Array.from({ length: POSTS_PER_HOUR }, () => newClientId())
    for (const clientId of clientIds) {
      expect((await writePost(s().as('admin'), { clientId })).statusCode).toBe(201)
    }
    const over = await writePost(s().as('admin'), {})
    expect(over.statusCode).toBe(429)
    expect(error(over).code).toBe('rate_limited')
    expect((await writePost(s().as('admin'), { clientId: clientIds[0] })).statusCode).toBe(200)
  })
})
