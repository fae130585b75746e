import { beforeAll, describe, expect, it } from 'vitest'
import { and, eq } from 'drizzle-orm'
import { ModerationReportPage, NotificationList } from '@quad/shared'
import { postComments, posts } from '../../db/schema/feed.ts'
import { auditLog } from '../../platform/db/policies-schema.ts'
import { outboxMessages } from '../../platform/db/outbox-schema.ts'
import { inProcessBus } from '../../platform/realtime/bus.ts'
import { insertComment, insertPost } from '../../test/feed-fixtures.ts'
import { useEventSchool, type EventPerson } from '../../test/event-school.ts'
import { useTestApp } from '../../test/test-app.ts'

/**
 * Reports of posts and comments (issue 16 item 5, decision 044), through real HTTP: the
 * school's threshold of distinct reporters hides for everyone, the queue's context, a
 * dismissal that restores, a moderator's hide, and another school refused.
 */
const bus = inProcessBus()
const ctx = useTestApp({ bus })
const s = useEventSchool(ctx, 'frp', bus)
let schoolPost = { id: 0, uid: '' }
let newsPost = { id: 0, uid: '' }
let discussion = { id: 0, uid: '' }
let comment = { id: 0, uid: '' }

beforeAll(async () => {
  const store = (row: { id: number; uid: string }) => ({ id: row.id, uid: row.uid })
  schoolPost = store(
    await insertPost(ctx(), s().school, { authorId: s().id('maya'), body: 'Free pizza' }),
  )
  newsPost = store(
    await insertPost(ctx(), s().school, {
      authorId: s().id('maya'),
      clubId: s().photo.id,
      channel: 'news',
      title: 'Darkroom',
      body: 'Darkroom night',
    }),
  )
  discussion = store(
    await insertPost(ctx(), s().school, {
      authorId: s().id('sam'),
      clubId: s().photo.id,
      channel: 'discussion',
    }),
  )
  comment = store(
    await insertComment(ctx(), s().school, {
      postId: newsPost.id,
      authorId: s().id('sam'),
      body: 'Rude words',
    }),
  )
})

const reportPost = (who: EventPerson, uid: string, reason = 'spam') =>
  s().as(who).post(`/api/v1/feed/posts/${uid}/reports`, { reason })
const reportComment = (who: EventPerson, uid: string, reason = 'harassment') =>
  s().as(who).post(`/api/v1/feed/comments/${uid}/reports`, { reason })
const seen = async (who: EventPerson, uid: string) =>
  (await s().as(who).get(`/api/v1/feed/posts/${uid}`)).statusCode
const queue = async (query: string) =>
  ModerationReportPage.parse(
    (await s().as('admin').get(`/api/v1/moderation/reports${query}`)).json(),
  ).items
const act = (id: string, body: object) =>
  s().as('admin').post(`/api/v1/moderation/reports/${id}/actions`, body)
const texts = async (who: EventPerson) => {
  await ctx().app.outbox.drain()
  const list = NotificationList.parse((await s().as(who).get('/api/v1/notifications')).json())
  return list.items.map((item) => item.text)
}
const postChanges = async (postId: number) =>
  (
    await ctx()
      .database.db.select({ payload: outboxMessages.payload })
      .from(outboxMessages)
      .where(eq(outboxMessages.name, 'feed.post_changed'))
  )
    .map((row) => row.payload as { postId: number; change: string })
    .filter((payload) => payload.postId === postId)
    .map((payload) => payload.change)

describe('reporting a post or a comment', () => {
  it('files a report on what the reporter sees; never their own; 404 on what they cannot see', async () => {
    expect((await reportPost('maya', schoolPost.uid)).statusCode).toBe(400)
    // Ola is in no club: the Photography discussion is not hers to see, so not to report.
    expect((await reportPost('ola', discussion.uid)).statusCode).toBe(404)
    expect((await reportPost('ola', 'no-such-post')).statusCode).toBe(404)
    expect((await reportComment('ola', 'no-such-comment')).statusCode).toBe(404)
    const bad = await s()
      .as('ola')
      .post(`/api/v1/feed/posts/${schoolPost.uid}/reports`, { reason: 'boring' })
    expect(bad.statusCode).toBe(400)
    expect(bad.json().error.message).toContain('reason')
  })

  it('hides it for everyone at exactly N distinct reporters; a repeat by one student does not count', async () => {
    expect(s().school.feed.reportThreshold).toBe(3)
    expect((await reportPost('sam', schoolPost.uid)).statusCode).toBe(204)
    expect((await reportPost('sam', schoolPost.uid, 'hate')).statusCode).toBe(409)
    expect((await reportPost('ola', schoolPost.uid)).statusCode).toBe(204)
    expect(await seen('kim', schoolPost.uid)).toBe(200)
    expect((await reportPost('kim', schoolPost.uid)).statusCode).toBe(204)
    for (const who of ['maya', 'sam', 'staff', 'admin'] as const) {
      expect(await seen(who, schoolPost.uid)).toBe(404)
    }
    const [row] = await ctx()
      .database.db.select({ reason: posts.hiddenReason })
      .from(posts)
      .where(eq(posts.id, schoolPost.id))
    expect(row?.reason).toBe('reports')
    expect(await postChanges(schoolPost.id)).toEqual(['removed'])
    expect(await texts('maya')).toContain(
      'Your post was reported by several students and is hidden until a moderator reviews it',
    )
    // Hidden pending review: nothing more to report.
    expect((await reportPost('staff', schoolPost.uid)).statusCode).toBe(404)
  })

  it('shows the queue each post’s and comment’s context: author, text, club, distinct reporters', async () => {
    expect((await reportComment('kim', comment.uid)).statusCode).toBe(204)
    const posted = await queue('?type=post&status=open')
    expect(posted).toHaveLength(3)
    expect(posted[0]?.subject).toEqual({
      type: 'post',
      uid: schoolPost.uid,
      author: expect.objectContaining({ firstName: expect.any(String), uid: expect.any(String) }),
      title: null,
      body: 'Free pizza',
      clubName: null,
      channel: 'school',
      reporters: 3,
      hidden: true,
    })
    expect(posted[0]?.snapshot).toBe('Free pizza')
    const [commented] = await queue('?type=comment&status=open')
    expect(commented?.subject).toMatchObject({
      type: 'comment',
      uid: comment.uid,
      postUid: newsPost.uid,
      body: 'Rude words',
      clubName: 'Photography',
      reporters: 1,
      hidden: false,
    })
    expect((await s().as('sam').get('/api/v1/moderation/reports')).statusCode).toBe(403)
  })

  it('brings a post hidden by reports back once a moderator dismissed every open report', async () => {
    const open = await queue('?type=post&status=open')
    for (const [index, report] of open.entries()) {
      expect((await act(report.id, { action: 'dismiss' })).statusCode).toBe(204)
      expect(await seen('kim', schoolPost.uid)).toBe(index === open.length - 1 ? 200 : 404)
    }
    expect(await texts('ola')).toContain(
      'A moderator reviewed the post you reported and took no action',
    )
    expect(await texts('maya')).toContain('A moderator reviewed your post and it is visible again')
    const [row] = await ctx()
      .database.db.select({ hiddenAt: posts.hiddenAt, reason: posts.hiddenReason })
      .from(posts)
      .where(eq(posts.id, schoolPost.id))
    expect(row).toEqual({ hiddenAt: null, reason: null })
  })

  it('lets a moderator hide a comment for good: no dismissal brings it back; audited', async () => {
    const commentCount = async () => {
      const [post] = await ctx()
        .database.db.select({ count: posts.commentCount })
        .from(posts)
        .where(eq(posts.id, newsPost.id))
      return post?.count
    }
    const before = await commentCount()
    expect((await reportComment('maya', comment.uid)).statusCode).toBe(204)
    const [first, second] = await queue('?type=comment&status=open')
    expect((await act(first?.id ?? '', { action: 'hide' })).statusCode).toBe(204)
    // Hiding settled the other open report too (issue 30 debt 3): nothing left to dismiss.
    expect((await act(second?.id ?? '', { action: 'dismiss' })).statusCode).toBe(409)
    const [row] = await ctx()
      .database.db.select({ hiddenAt: postComments.hiddenAt, reason: postComments.hiddenReason })
      .from(postComments)
      .where(eq(postComments.id, comment.id))
    expect(row?.reason).toBe('moderator')
    expect(row?.hiddenAt).not.toBeNull()
    // Out of sight, out of the post's count (as a deleted comment).
    expect(await commentCount()).toBe((before ?? 0) - 1)
    expect((await reportComment('ola', comment.uid)).statusCode).toBe(404)
    expect(await postChanges(newsPost.id)).toEqual(['comment'])
    expect(await texts('sam')).toContain('A moderator hid your comment')
    expect(await texts('maya')).toContain(
      'A moderator reviewed the comment you reported and hid it',
    )
    const audits = await ctx()
      .database.db.select({ action: auditLog.action })
      .from(auditLog)
      .where(and(eq(auditLog.schoolId, s().school.id), eq(auditLog.subjectType, 'report')))
    expect(audits.map((entry) => entry.action)).toEqual(
      expect.arrayContaining(['report.hide', 'report.dismiss']),
    )
  })

  it('warns a post’s author, with a link to the post', async () => {
    expect((await reportPost('kim', newsPost.uid)).statusCode).toBe(204)
    const [report] = await queue('?type=post&status=open')
    expect(report?.subject).toMatchObject({ title: 'Darkroom', clubName: 'Photography' })
    expect((await act(report?.id ?? '', { action: 'warn', note: 'Keep it kind' })).statusCode).toBe(
      204,
    )
    await ctx().app.outbox.drain()
    const list = NotificationList.parse((await s().as('maya').get('/api/v1/notifications')).json())
    const warning = list.items.find((item) => item.type === 'moderation_warning')
    expect(warning).toMatchObject({
      text: 'A moderator warned you about a post you wrote: “Keep it kind”',
      link: `/posts/${newsPost.uid}`,
    })
  })

  it('refuses another school: its students cannot report, its admins cannot act', async () => {
    const reported = await s().stranger.post(`/api/v1/feed/posts/${newsPost.uid}/reports`, {
      reason: 'spam',
    })
    expect(reported.statusCode).toBe(404)
    const [report] = await queue('?type=post')
    const acted = await s().stranger.post(
      `/api/v1/moderation/reports/${report?.id ?? ''}/actions`,
      {
        action: 'dismiss',
      },
    )
    expect(acted.statusCode).toBe(404)
  })
})
