import { beforeAll, describe, expect, it } from 'vitest'
import { and, eq } from 'drizzle-orm'
import { FeedComment, NotificationList, type FeedChannel } from '@quad/shared'
import { blocks } from '../../db/schema/connections.ts'
import { postLikes } from '../../db/schema/feed.ts'
import { users } from '../../platform/db/schema.ts'
import { inProcessBus } from '../../platform/realtime/bus.ts'
import { newClientId } from '../../test/chat-fixtures.ts'
import { insertPost } from '../../test/feed-fixtures.ts'
import { EVENT_PEOPLE, useEventSchool, type EventPerson } from '../../test/event-school.ts'
import { useTestApp } from '../../test/test-app.ts'
import { sliceBounds } from './school-fanout.ts'

/**
 * The feed's notifications (issue 16 item 3, spec 3 keys), through real HTTP and the real
 * dispatcher on both databases: folded, never to the actor, never across a block, never
 * about what the recipient cannot see, gated by each student's matrix.
 */
const bus = inProcessBus()
const ctx = useTestApp({ bus })
const s = useEventSchool(ctx, 'fdn', bus)
const names = new Map<EventPerson, string>()
const uids = new Map<EventPerson, string>()

beforeAll(async () => {
  for (const who of EVENT_PEOPLE) {
    const [row] = await ctx()
      .database.db.select()
      .from(users)
      .where(eq(users.id, s().id(who)))
    names.set(who, `${row?.firstName ?? ''} ${row?.lastName ?? ''}`)
    uids.set(who, row?.uid ?? '')
  }
})

const name = (who: EventPerson) => names.get(who) ?? ''

/** Every item of a student, newest first, once every outbox message has been dispatched. */
const itemsOf = async (who: EventPerson, type?: string) => {
  await ctx().app.outbox.drain()
  const response = await s().as(who).get('/api/v1/notifications?count=50')
  const items = NotificationList.parse(response.json()).items
  return type ? items.filter((item) => item.type === type) : items
}

/** A student's items about one post. */
const about = async (who: EventPerson, type: string, post: { uid: string }) =>
  (await itemsOf(who, type)).filter((item) => item.link?.startsWith(`/posts/${post.uid}`))

/** A post as track A's write leaves it: the row and its `feed.post_created` message. */
const publish = async (
  author: EventPerson,
  where: { clubId?: number; channel?: FeedChannel; title?: string },
  mentioned: EventPerson[] = [],
) => {
  const row = await insertPost(ctx(), s().school, { authorId: s().id(author), ...where })
  await ctx().database.db.transaction((tx) =>
    ctx().app.outbox.emit(tx, s().school, 'feed.post_created', {
      postId: row.id,
      clubId: row.clubId,
      channel: row.channel,
      authorId: s().id(author),
      mentioned: mentioned.map((who) => s().id(who)),
    }),
  )
  return row
}

const like = async (who: EventPerson, uid: string) =>
  expect((await s().as(who).put(`/api/v1/feed/posts/${uid}/like`, {})).statusCode).toBe(200)

const comment = async (who: EventPerson, postUid: string, body: string, parentId?: string) => {
  const response = await s()
    .as(who)
    .post(`/api/v1/feed/posts/${postUid}/comments`, {
      body,
      clientId: newClientId(),
      ...(parentId && { parentId }),
    })
  expect(response.statusCode, response.body).toBe(201)
  return FeedComment.parse(response.json())
}

describe('likes', () => {
  it('folds a run of likes into one item: "Jonah and 2 others liked your post", never to the liker', async () => {
    const post = await publish('maya', { clubId: s().photo.id, channel: 'news' })
    await like('maya', post.uid)
    await like('sam', post.uid)
    await like('kim', post.uid)
    await like('ola', post.uid)
    const items = await itemsOf('maya', 'feed_post_liked')
    expect(items).toHaveLength(1)
    expect(items[0]).toMatchObject({
      count: 3,
      text: `${name('ola')} and 2 others liked your post`,
      link: `/posts/${post.uid}`,
      setting: 'postLikes',
      category: 'general',
      actor: { uid: uids.get('ola') },
    })
  })

  it('tells nobody across a block made before the dispatch, nor a student whose setting is off', async () => {
    const post = await publish('staff', {})
    // The like (as the route writes it: the row and its message) and the block commit together,
    // so the block is there before any dispatch however fast the dispatcher wakes — through the
    // route, a block inserted after its answer raced the wake-up on a loaded machine.
    await ctx().database.db.transaction(async (tx) => {
      await tx
        .insert(postLikes)
        .values({ postId: post.id, userId: s().id('ola'), schoolId: s().school.id })
      await ctx().app.outbox.emit(tx, s().school, 'feed.post_liked', {
        postId: post.id,
        userId: s().id('ola'),
      })
      await tx
        .insert(blocks)
        .values({ schoolId: s().school.id, blockerId: s().id('staff'), blockedId: s().id('ola') })
    })
    expect(await itemsOf('staff', 'feed_post_liked')).toEqual([])
    await ctx()
      .database.db.delete(blocks)
      .where(and(eq(blocks.blockerId, s().id('staff')), eq(blocks.blockedId, s().id('ola'))))

    const off = await s()
      .as('kim')
      .patch('/api/v1/notifications/preferences/general/commentLikes', {
        preferences: { in_app: 'no' },
      })
    expect(off.statusCode, off.body).toBe(200)
    const byKim = await comment('kim', post.uid, 'Mine')
    expect((await s().as('sam').put(`/api/v1/feed/comments/${byKim.id}/like`, {})).statusCode).toBe(
      200,
    )
    expect(await itemsOf('kim', 'feed_comment_liked')).toEqual([])
    const bySam = await comment('sam', post.uid, 'Also mine')
    await s().as('kim').put(`/api/v1/feed/comments/${bySam.id}/like`, {})
    const [item] = await itemsOf('sam', 'feed_comment_liked')
    expect(item).toMatchObject({
      text: `${name('kim')} liked your comment: Also mine`,
      link: `/posts/${post.uid}#comment-${bySam.id}`,
    })
  })
})

describe('comments', () => {
  it('tells the post’s author and earlier commenters (commentsOnCommentedPosts), a reply’s parent as such', async () => {
    const post = await publish('staff', {})
    const first = await comment('sam', post.uid, 'First!')
    await comment('kim', post.uid, 'Second')
    const toAuthor = await about('staff', 'feed_commented', post)
    expect(toAuthor).toHaveLength(1)
    expect(toAuthor[0]).toMatchObject({
      count: 2,
      text: `2 new comments on your post, the latest from ${name('kim')}`,
      setting: 'commentsOnCommentedPosts',
    })
    expect((await about('sam', 'feed_commented', post))[0]).toMatchObject({
      text: `${name('kim')} commented on a post you commented on: Second`,
    })
    expect(await about('kim', 'feed_commented', post)).toEqual([])
    await comment('ola', post.uid, 'Agreed', first.id)
    const [toSam] = await about('sam', 'feed_commented', post)
    expect(toSam?.text).toContain('new comments on a post you commented on')
  })

  it('tells a forum thread’s people under the club’s commentsOnForumPost instead', async () => {
    const thread = await publish('sam', {
      clubId: s().photo.id,
      channel: 'forum',
      title: 'Lenses',
    })
    await comment('kim', thread.uid, 'Primes')
    expect(await about('sam', 'feed_commented', thread)).toEqual([])
    const [item] = await about('sam', 'feed_forum_comment', thread)
    expect(item).toMatchObject({
      text: `${name('kim')} replied in “Lenses”: Primes`,
      category: 'groups',
      setting: 'commentsOnForumPost',
      group: { id: s().photo.uid, name: 'Photography', role: 'member' },
    })
  })
})

describe('new posts', () => {
  it('tells a club’s members of its news (postsOnNews), its other officers under newsCreated', async () => {
    const news = await publish('admin', { clubId: s().photo.id, channel: 'news' })
    expect(await about('maya', 'feed_news_by_officer', news)).toHaveLength(1)
    expect(await about('maya', 'feed_news_posted', news)).toHaveLength(0)
    for (const member of ['sam', 'kim'] as const) {
      const [item] = await about(member, 'feed_news_posted', news)
      expect(item).toMatchObject({
        setting: 'postsOnNews',
        group: { id: s().photo.uid, role: 'member' },
        // Folded with Maya's news of the first test (a run in one club's news).
        text: `2 new posts in Photography news, the latest from ${name('admin')}`,
      })
    }
    expect(await about('ola', 'feed_news_posted', news)).toEqual([])
    expect(await about('admin', 'feed_news_posted', news)).toEqual([])
  })

  it('tells members of a discussion post (postsOnGroupFeed), and mentions only those who can see it', async () => {
    const post = await publish('sam', { clubId: s().photo.id, channel: 'discussion' }, [
      'ola',
      'kim',
    ])
    expect(await about('ola', 'feed_mentioned_in_post', post)).toEqual([])
    expect(await about('kim', 'feed_mentioned_in_post', post)).toHaveLength(1)
    expect(await about('kim', 'feed_group_post', post)).toEqual([])
    expect((await about('maya', 'feed_group_post', post))[0]).toMatchObject({
      setting: 'postsOnGroupFeed',
      text: `${name('sam')} posted in Photography’s discussion: Hello, campus`,
    })
  })

  it('tells the whole school of a school-feed post in slices, folding a run', async () => {
    // Earlier tests' school posts folded into unread items: start from a read bell.
    await ctx().app.outbox.drain()
    for (const who of EVENT_PEOPLE) {
      await s().as(who).patch('/api/v1/notifications/mark-all-as-read', {})
    }
    const unread = async (who: EventPerson, type: string) =>
      (await itemsOf(who, type)).filter((item) => !item.read)
    await publish('staff', {}, ['kim'])
    await publish('admin', {})
    for (const who of ['sam', 'ola', 'maya'] as const) {
      const items = await unread(who, 'feed_school_post')
      expect(items).toHaveLength(1)
      expect(items[0]).toMatchObject({
        count: 2,
        text: `2 new posts in the school feed, the latest from ${name('admin')}`,
        setting: 'schoolFeedPosts',
      })
    }
    // Kim is mentioned in the first: she hears of that mention, and of the second post.
    expect(await unread('kim', 'feed_school_post')).toMatchObject([{ count: 1 }])
    expect(await unread('kim', 'feed_mentioned_in_post')).toHaveLength(1)
    expect(await unread('staff', 'feed_school_post')).toMatchObject([{ count: 1 }])
  })

  it('cuts a school into slices that cover every student once', async () => {
    const slices = await sliceBounds(ctx().database.db, s().school.id, 4)
    expect(slices.length).toBeGreaterThan(1)
    expect(slices[0]?.after).toBe(0)
    for (let i = 1; i < slices.length; i++) {
      expect(slices[i]?.after).toBe(slices[i - 1]?.upTo)
    }
    const last = Math.max(...EVENT_PEOPLE.map((who) => s().id(who)))
    expect(slices.at(-1)?.upTo).toBe(last)
  })
})
