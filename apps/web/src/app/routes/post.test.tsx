import { screen, waitFor, within } from '@testing-library/react'
import { describe, expect, it } from 'vitest'
import { fakeComment, fakeFeed, fakePost } from '../../test/fake-feed.ts'
import { renderRoute } from '../../test/render-route.tsx'
import { server } from '../../test/setup-routes.ts'

function withPost(seed: Parameters<typeof fakeFeed>[0]) {
  const fake = fakeFeed(seed)
  server.use(...fake.handlers)
  return fake.feed
}

describe('a post (/posts/:postId)', () => {
  it('shows the post and its thread, named for the page', async () => {
    withPost({
      posts: [fakePost({ id: 'p-1', body: '<p>Darkroom open late</p>', commentCount: 2 })],
      comments: [
        fakeComment({ id: 'c-1', postId: 'p-1', body: '<p>See you there</p>' }),
        fakeComment({ id: 'c-2', postId: 'p-1', parentId: 'c-1', body: '<p>Me too</p>' }),
      ],
    })
    renderRoute('/posts/p-1')
    expect(await screen.findByText('Darkroom open late')).toBeInTheDocument()
    const thread = await screen.findByRole('region', { name: 'Comments on this post' })
    expect(await within(thread).findByText('See you there')).toBeInTheDocument()
    expect(within(thread).getByText('Me too')).toBeInTheDocument()
    await waitFor(() => expect(document.title).toMatch(/^Sam Okafor/))
  })

  it('comments and replies, each with its own clientId, and the count follows', async () => {
    const feed = withPost({
      posts: [fakePost({ id: 'p-1' })],
      comments: [fakeComment({ id: 'c-1', postId: 'p-1', body: '<p>First!</p>' })],
    })
    const { user } = renderRoute('/posts/p-1')
    const thread = await screen.findByRole('region', { name: 'Comments on this post' })
    await within(thread).findByText('First!')

    await user.type(
      within(thread).getByRole('textbox', { name: 'Write a comment' }),
      'Lovely <b>shot</b>',
    )
    await user.click(within(thread).getByRole('button', { name: 'Send' }))
    expect(await within(thread).findByText('Lovely <b>shot</b>')).toBeInTheDocument()
    expect(screen.getByRole('article', { name: /Post by/ })).toHaveTextContent('1 comment')

    const first = within(thread).getByRole('article', { name: 'Comment by Sam Okafor' })
    await user.click(within(first).getByRole('button', { name: 'Reply' }))
    const reply = within(thread).getByRole('textbox', { name: 'Write a reply to Sam Okafor' })
    expect(reply).toHaveFocus()
    await user.type(reply, 'Thanks')
    await user.click(within(first).getByRole('button', { name: 'Send' }))
    expect(await within(first).findByText('Thanks')).toBeInTheDocument()
    expect(within(first).getAllByRole('button', { name: 'Reply' })[0]).toHaveFocus()

    expect(feed.sentComments).toHaveLength(2)
    expect(feed.sentComments[0]).toMatchObject({ body: '<p>Lovely &lt;b&gt;shot&lt;/b&gt;</p>' })
    expect(feed.sentComments[1]).toMatchObject({ parentId: 'c-1', body: '<p>Thanks</p>' })
    expect(feed.sentComments[0]?.clientId).not.toBe(feed.sentComments[1]?.clientId)
  })

  it('says so when the post is gone', async () => {
    withPost({ posts: [] })
    renderRoute('/posts/p-404')
    expect(
      await screen.findByRole('heading', { level: 1, name: 'This post is not available' }),
    ).toBeInTheDocument()
  })
})
