import { describe, expect, it } from 'vitest'
import { and, eq } from 'drizzle-orm'
import { ErrorBody, Post } from '@quad/shared'
import { auditLog } from '../../platform/db/policies-schema.ts'
import { inProcessBus } from '../../platform/realtime/bus.ts'
import { useEventSchool } from '../../test/event-school.ts'
import { outboxPayloads, postRow, wrotePost } from '../../test/feed-write-fixtures.ts'
import { useTestApp } from '../../test/test-app.ts'

/** Editing, deleting and pinning a post (issue 16 item 2), through real HTTP. */
const bus = inProcessBus()
const ctx = useTestApp({ bus })
const s = useEventSchool(ctx, 'fdm', bus)

const issuePath = (response: { json: () => unknown }) =>
  ErrorBody.parse(response.json()).error.issues?.[0]?.path
const changes = async (uid: string) =>
  (await outboxPayloads(ctx(), 'feed.post_changed', (await postRow(ctx(), uid)).id)).map(
    (payload) => (payload as { change: string }).change,
  )
const audited = async (uid: string) =>
  (
    await ctx()
      .database.db.select({ action: auditLog.action, actorId: auditLog.actorId })
      .from(auditLog)
      .where(and(eq(auditLog.subjectType, 'post'), eq(auditLog.subjectId, uid)))
  ).map((row) => row.action)

describe('PATCH /api/v1/feed/posts/{id}', () => {
  it('lets the author change the text, marked edited, mentions read again', async () => {
    const post = await wrotePost(s().as('maya'), { clubId: s().photo.uid })
    const url = `/api/v1/feed/posts/${post.id}`
    const edited = await s()
      .as('maya')
      .patch(url, { body: '<p>Updated <b>time</b><script>x</script></p>' })
    expect(edited.statusCode, edited.body).toBe(200)
    const after = Post.parse(edited.json())
    expect(after.body).toBe('<p>Updated <b>time</b></p>')
    expect(after.editedAt).not.toBeNull()
    expect(await changes(post.id)).toEqual(['edited'])
    expect((await s().as('sam').patch(url, { body: '<p>mine now</p>' })).statusCode).toBe(403)
    expect((await s().as('admin').patch(url, { body: '<p>mine now</p>' })).statusCode).toBe(403)
    expect(issuePath(await s().as('maya').patch(url, { title: 'A title' }))).toBe('body.title')
    expect(issuePath(await s().as('maya').patch(url, { body: '' }))).toBe('body.body')
  })

  it('changes a forum thread’s title', async () => {
    const thread = await wrotePost(s().as('kim'), {
      clubId: s().chess.uid,
      channel: 'forum',
      title: 'Old',
    })
    const edited = await s().as('kim').patch(`/api/v1/feed/posts/${thread.id}`, { title: 'New' })
    expect(Post.parse(edited.json()).title).toBe('New')
  })
})

describe('DELETE /api/v1/feed/posts/{id}', () => {
  it('lets the author delete, and keeps the row out of every answer', async () => {
    const post = await wrotePost(s().as('staff'), {})
    const url = `/api/v1/feed/posts/${post.id}`
    expect((await s().as('sam').delete(url)).statusCode).toBe(403)
    expect((await s().as('staff').delete(url)).statusCode).toBe(204)
    expect((await s().as('staff').get(url)).statusCode).toBe(404)
    expect((await postRow(ctx(), post.id)).deletedAt).toBeInstanceOf(Date)
    expect(await changes(post.id)).toEqual(['removed'])
    expect(await audited(post.id)).toEqual([])
  })

  it('lets a club’s officers and admins delete others’ posts, audited', async () => {
    const discussion = { clubId: s().photo.uid, channel: 'discussion' }
    const byOfficer = await wrotePost(s().as('sam'), discussion)
    expect((await s().as('kim').delete(`/api/v1/feed/posts/${byOfficer.id}`)).statusCode).toBe(403)
    expect((await s().as('maya').delete(`/api/v1/feed/posts/${byOfficer.id}`)).statusCode).toBe(204)
    expect(await audited(byOfficer.id)).toEqual(['feed.remove'])
    const byAdmin = await wrotePost(s().as('sam'), discussion)
    expect((await s().as('admin').delete(`/api/v1/feed/posts/${byAdmin.id}`)).statusCode).toBe(204)
    const schoolPost = await wrotePost(s().as('staff'), {})
    expect((await s().as('maya').delete(`/api/v1/feed/posts/${schoolPost.id}`)).statusCode).toBe(
      403,
    )
    expect((await s().as('ola').delete(`/api/v1/feed/posts/${byAdmin.id}`)).statusCode).toBe(404)
  })
})

describe('PUT|DELETE /api/v1/feed/posts/{id}/pin', () => {
  it('lets a club’s officers pin its posts and admins pin anywhere, audited', async () => {
    const news = await wrotePost(s().as('maya'), { clubId: s().photo.uid })
    const pin = `/api/v1/feed/posts/${news.id}/pin`
    expect((await s().as('sam').put(pin, {})).statusCode).toBe(403)
    const pinned = await s().as('maya').put(pin, {})
    expect(pinned.statusCode, pinned.body).toBe(200)
    expect(Post.parse(pinned.json()).pinned).toBe(true)
    expect(Post.parse((await s().as('maya').delete(pin)).json()).pinned).toBe(false)
    expect(await audited(news.id)).toEqual(['feed.pin', 'feed.unpin'])
    expect(await changes(news.id)).toEqual(['edited', 'edited'])

    const schoolPost = await wrotePost(s().as('staff'), {})
    const schoolPin = `/api/v1/feed/posts/${schoolPost.id}/pin`
    const refused = await s().as('staff').put(schoolPin, {})
    expect(refused.statusCode).toBe(403)
    expect(ErrorBody.parse(refused.json()).error.message).toBe(
      'Only school admins can pin posts here.',
    )
    expect(Post.parse((await s().as('admin').put(schoolPin, {})).json()).pinned).toBe(true)
  })
})
