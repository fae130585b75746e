import { screen, waitFor, within } from '@testing-library/react'
import { describe, expect, it } from 'vitest'
import { demoSchool } from '../../test/fake-api.ts'
import { fakeFeed, fakePost, quietRail } from '../../test/fake-feed.ts'
import { renderRoute } from '../../test/render-route.tsx'
import { server } from '../../test/setup-routes.ts'

function withFeed(seed: Parameters<typeof fakeFeed>[0] = {}) {
  const fake = fakeFeed(seed)
  server.use(...fake.handlers, ...quietRail)
  return fake.feed
}

const feedList = () => screen.findByRole('list', { name: 'Posts' })

describe('home (/)', () => {
  it('greets the signed-in student beside the feed and the Today rail', async () => {
    withFeed({ posts: [fakePost({ id: 'p-1', body: '<p>Exhibition opens Friday</p>' })] })
    renderRoute('/')
    expect(await screen.findByRole('heading', { level: 1, name: /Maya/ })).toBeInTheDocument()
    // The shell's top bar (a post's <header> inside its article counts as a banner to
    // Testing Library's role query, so the bar is found by its test id).
    expect(screen.getByTestId('school-banner')).toBeInTheDocument()
    const main = screen.getByRole('main')
    expect(await within(main).findByText('Exhibition opens Friday')).toBeInTheDocument()
    expect(within(main).getByRole('link', { name: /Directory/ })).toHaveAttribute(
      'href',
      '/directory',
    )
    const today = within(main).getByRole('region', { name: 'Today' })
    expect(await within(today).findByText(/Nothing coming up/)).toBeInTheDocument()
    expect(await within(today).findByText(/No requests waiting/)).toBeInTheDocument()
  })

  it('says nothing of connections at a school with connect off', async () => {
    withFeed()
    renderRoute('/', { school: { ...demoSchool, config: { connect: false } } })
    await screen.findByRole('heading', { level: 1, name: /Maya/ })
    await screen.findByText(/Nothing in your feed yet/)
    expect(screen.getByRole('main')).not.toHaveTextContent(/connect/i)
  })

  it('leaves a switched-off section out of the rail', async () => {
    withFeed()
    renderRoute('/', {
      school: { ...demoSchool, sections: { ...demoSchool.sections, chat: false } },
    })
    await screen.findByText(/Nothing coming up/)
    expect(screen.queryByRole('region', { name: 'Unread chats' })).not.toBeInTheDocument()
  })

  it('likes at once, and puts the like back when the server refuses', async () => {
    const feed = withFeed({ posts: [fakePost({ id: 'p-1', likeCount: 2 })] })
    const { user } = renderRoute('/')
    const list = await feedList()
    const like = within(list).getByRole('button', { name: /Like/, pressed: false })
    expect(like).toHaveTextContent('2')
    await user.click(like)
    expect(within(list).getByRole('button', { name: /Like/, pressed: true })).toHaveTextContent('3')
    await waitFor(() => expect(feed.posts[0]?.liked).toBe(true))

    feed.failNextLike = 409
    await user.click(within(list).getByRole('button', { name: /Like/, pressed: true }))
    expect(await screen.findByText(/That did not work: Not now/)).toBeInTheDocument()
    expect(within(list).getByRole('button', { name: /Like/, pressed: true })).toHaveTextContent('3')
  })

  it('counts a pushed post as "1 new post" and shows it only when asked, focused', async () => {
    const feed = withFeed({ posts: [fakePost({ id: 'p-1' })] })
    const { user, realtime } = renderRoute('/')
    const list = await feedList()
    expect(within(list).getAllByRole('article')).toHaveLength(1)
    feed.posts = [fakePost({ id: 'p-2', body: '<p>Fresh news</p>' }), ...feed.posts]
    // Until the socket is open a frame reaches no one: send until it shows (one post, once).
    await waitFor(() => {
      realtime.send({
        type: 'feed.post',
        postId: 'p-2',
        channel: 'school',
        clubId: null,
        sharedToSchool: false,
        authorUid: 'u-sam',
      })
      expect(screen.getByRole('button', { name: '1 new post' })).toBeInTheDocument()
    })
    const button = screen.getByRole('button', { name: '1 new post' })
    // Nothing moved under the reader's thumb.
    expect(within(list).getAllByRole('article')).toHaveLength(1)
    await user.click(button)
    const fresh = await within(list).findByText('Fresh news')
    await waitFor(() => expect(fresh.closest('article')).toHaveFocus())
    expect(screen.queryByRole('button', { name: /new post/ })).not.toBeInTheDocument()
  })

  it('ignores a pushed post that belongs to another feed', async () => {
    withFeed({ posts: [fakePost({ id: 'p-1' })] })
    const { realtime } = renderRoute('/')
    await feedList()
    await waitFor(() => {
      realtime.send({
        type: 'feed.post',
        postId: 'p-9',
        channel: 'forum',
        clubId: 'c-1',
        sharedToSchool: false,
        authorUid: 'u-sam',
      })
      realtime.send({
        type: 'feed.post',
        postId: 'p-8',
        channel: 'school',
        clubId: null,
        sharedToSchool: false,
        authorUid: 'u-sam',
      })
      expect(screen.getByRole('button', { name: '1 new post' })).toBeInTheDocument()
    })
  })

  it('applies live counts and drops a removed post', async () => {
    withFeed({ posts: [fakePost({ id: 'p-1' }), fakePost({ id: 'p-2', body: '<p>Going</p>' })] })
    const { realtime } = renderRoute('/')
    const list = await feedList()
    await waitFor(() => {
      realtime.send({
        type: 'feed.update',
        postId: 'p-1',
        likeCount: 7,
        commentCount: 2,
        change: 'counts',
      })
      expect(within(list).getByRole('link', { name: /2 comments/ })).toBeInTheDocument()
    })
    realtime.send({
      type: 'feed.update',
      postId: 'p-2',
      likeCount: 0,
      commentCount: 0,
      change: 'removed',
    })
    await waitFor(() => expect(within(list).queryByText('Going')).not.toBeInTheDocument())
  })

  it('deletes a post after asking', async () => {
    const feed = withFeed({
      posts: [fakePost({ id: 'p-1', body: '<p>Mine to delete</p>', canDelete: true })],
    })
    const { user } = renderRoute('/')
    await screen.findByText('Mine to delete')
    await user.click(screen.getByRole('button', { name: 'More actions for this post' }))
    await user.click(await screen.findByRole('menuitem', { name: 'Delete' }))
    const dialog = await screen.findByRole('dialog', { name: 'Delete this post?' })
    await user.click(within(dialog).getByRole('button', { name: 'Delete' }))
    await waitFor(() => expect(screen.queryByText('Mine to delete')).not.toBeInTheDocument())
    expect(feed.deleted).toEqual(['p-1'])
  })

  it('votes in a poll and shows the results', async () => {
    const feed = withFeed({
      posts: [
        fakePost({
          id: 'p-1',
          poll: {
            question: 'Next trip?',
            options: [
              { id: 'o1', label: 'Lake', votes: 1 },
              { id: 'o2', label: 'Hills', votes: 0 },
            ],
            multiple: false,
            closesAt: null,
            closed: false,
            myVotes: [],
            voters: 1,
          },
        }),
      ],
    })
    const { user } = renderRoute('/')
    const poll = await screen.findByRole('region', { name: 'Next trip?' })
    await user.click(within(poll).getByRole('radio', { name: 'Hills' }))
    await user.click(within(poll).getByRole('button', { name: 'Vote' }))
    expect(await within(poll).findByRole('meter', { name: 'Hills' })).toHaveAttribute(
      'aria-valuenow',
      '50',
    )
    expect(feed.votes).toEqual([['o2']])
  })

  it('renders hostile HTML in a body inert', async () => {
    withFeed({
      posts: [
        fakePost({
          id: 'p-1',
          body:
            '<p>Hello<img src="x" onerror="window.__feedPwned=1"><script>window.__feedPwned=2</script>' +
            '<a href="javascript:window.__feedPwned=3">trap</a> <span data-mention="u-kim">@Kim Lee</span></p>',
        }),
      ],
    })
    renderRoute('/')
    const article = await screen.findByRole('article', { name: /Sam/ })
    await within(article).findByText(/Hello/)
    expect(article.querySelector('script, img[onerror], [onerror]')).toBeNull()
    expect(within(article).queryByRole('link', { name: 'trap' })).not.toBeInTheDocument()
    expect(within(article).getByRole('link', { name: '@Kim Lee' })).toHaveAttribute(
      'href',
      '/student_profile?uid=u-kim',
    )
    expect((window as { __feedPwned?: number }).__feedPwned).toBeUndefined()
  })

  it('sends a visitor to the login page and remembers where they were going', async () => {
    const { router } = renderRoute('/directory?search=ana', { user: null })
    await waitFor(() => {
      expect(router.state.location.pathname).toBe('/login')
    })
    expect(router.state.location.search).toBe(
      `?redirect=${encodeURIComponent('/directory?search=ana')}`,
    )
  })
})
