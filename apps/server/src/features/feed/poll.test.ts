// @engines both: one vote under concurrent votes
import { beforeAll, describe, expect, it } from 'vitest'
import { and, eq } from 'drizzle-orm'
import { ErrorBody, Post } from '@quad/shared'
import { pollVotes } from '../../db/schema/feed.ts'
import { inProcessBus } from '../../platform/realtime/bus.ts'
import { insertPost } from '../../test/feed-fixtures.ts'
import { useEventSchool } from '../../test/event-school.ts'
import { outboxPayloads, postRow, wrotePost } from '../../test/feed-write-fixtures.ts'
import { useTestApp } from '../../test/test-app.ts'

/** Voting in a post's poll (issue 16 item 2), through real HTTP. */
const bus = inProcessBus()
const ctx = useTestApp({ bus })
const s = useEventSchool(ctx, 'fdp', bus)
let single: Post
let multiple: Post

beforeAll(async () => {
  const options = ['Monday', 'Tuesday', 'Wednesday']
  single = await wrotePost(s().as('maya'), {
    clubId: s().photo.uid,
    poll: { question: 'Meet when?', options },
  })
  multiple = await wrotePost(s().as('maya'), {
    clubId: s().photo.uid,
    poll: { question: 'Which days work?', options, multiple: true },
  })
})

const vote = (who: 'sam' | 'kim' | 'ola' | 'maya', post: Post, optionIds: string[]) =>
  s().as(who).put(`/api/v1/feed/posts/${post.id}/vote`, { optionIds })
const optionIds = (post: Post) => post.poll?.options.map((option) => option.id) ?? []
const issuePath = (response: { json: () => unknown }) =>
  ErrorBody.parse(response.json()).error.issues?.[0]?.path

describe('PUT|DELETE /api/v1/feed/posts/{id}/vote', () => {
  it('stores short stable option ids and counts a vote, replacing the earlier choice', async () => {
    const [monday = '', tuesday = ''] = optionIds(single)
    expect(monday).toMatch(/^[0-9a-f]{8}$/)
    const first = await vote('sam', single, [monday])
    expect(first.statusCode, first.body).toBe(200)
    expect(Post.parse(first.json()).poll).toMatchObject({ myVotes: [monday], voters: 1 })
    const changed = Post.parse((await vote('sam', single, [tuesday])).json())
    expect(changed.poll?.myVotes).toEqual([tuesday])
    expect(changed.poll?.options.map((option) => option.votes)).toEqual([0, 1, 0])
    expect(changed.poll?.voters).toBe(1)
    const row = await postRow(ctx(), single.id)
    expect(await outboxPayloads(ctx(), 'feed.post_changed', row.id)).toHaveLength(2)
  })

  it('takes several options only when the poll is multiple', async () => {
    const [a = '', b = ''] = optionIds(single)
    const two = await vote('kim', single, [a, b])
    expect(two.statusCode).toBe(400)
    expect(issuePath(two)).toBe('body.optionIds')
    const [x = '', , z = ''] = optionIds(multiple)
    const both = Post.parse((await vote('kim', multiple, [x, z])).json())
    expect(both.poll).toMatchObject({ myVotes: [x, z], voters: 1 })
    expect(issuePath(await vote('kim', multiple, [x, 'nope']))).toBe('body.optionIds.1')
    expect(issuePath(await vote('kim', multiple, [x, x]))).toBe('body.optionIds.1')
    expect(issuePath(await vote('kim', multiple, []))).toBe('body.optionIds')
  })

  it('keeps one choice when a student votes many times at once', async () => {
    const ids = optionIds(single)
    const answers = await Promise.all(
      Array.from({ length: 12 }, (_, i) => vote('maya', single, [ids[i % ids.length] ?? ''])),
    )
    expect(answers.every((answer) => answer.statusCode === 200)).toBe(true)
    const row = await postRow(ctx(), single.id)
    const stored = await ctx()
      .database.db.select()
      .from(pollVotes)
      .where(and(eq(pollVotes.postId, row.id), eq(pollVotes.userId, s().id('maya'))))
    expect(stored).toHaveLength(1)
  })

  it('takes a vote back', async () => {
    const [x = ''] = optionIds(multiple)
    await vote('sam', multiple, [x])
    const back = await s().as('sam').delete(`/api/v1/feed/posts/${multiple.id}/vote`)
    expect(back.statusCode).toBe(200)
    expect(Post.parse(back.json()).poll?.myVotes).toEqual([])
  })

  it('refuses a closed poll (409), a post without one and a post the student cannot see (404)', async () => {
    const closed = await insertPost(ctx(), s().school, {
      authorId: s().id('staff'),
      poll: {
        question: 'Too late?',
        options: [
          { id: 'aa', label: 'Yes' },
          { id: 'bb', label: 'No' },
        ],
        multiple: false,
        closesAt: '2020-01-01T00:00:00.000Z',
      },
    })
    const refused = await s()
      .as('sam')
      .put(`/api/v1/feed/posts/${closed.uid}/vote`, {
        optionIds: ['aa'],
      })
    expect(refused.statusCode).toBe(409)
    const plain = await wrotePost(s().as('staff'), {})
    expect((await vote('sam', plain, ['aa'])).statusCode).toBe(404)
    const discussion = await wrotePost(s().as('sam'), {
      clubId: s().photo.uid,
      channel: 'discussion',
      poll: { question: 'Members only?', options: ['Yes', 'No'] },
    })
    expect((await vote('ola', discussion, optionIds(discussion).slice(0, 1))).statusCode).toBe(404)
  })
})
