import {
  ALL_SECTIONS_ON,
  ClubAbout,
  ClubMembersPage,
  EventPage,
  FeedPage,
  SchoolSettings,
} from '@quad/shared'
import { screen, waitFor, within } from '@testing-library/react'
import { http } from 'msw'
import { beforeEach, describe, expect, it } from 'vitest'
import { answer, demoSchool, ORIGIN } from '../../test/fake-api.ts'
import { clubLayout, fakeClub } from '../../test/fake-club.ts'
import { fakeEvent } from '../../test/fake-event.ts'
import { fakeFeed, fakePost } from '../../test/fake-feed.ts'
import { renderRoute } from '../../test/render-route.tsx'
import { server } from '../../test/setup-routes.ts'

/*
 * A club's page with tabs (issue 16 "Club pages"): the tabs the layout call gives the
 * viewer, each an address of its own (/…/clubs/:clubId/:tab), the current one marked
 * aria-current; a share-mode visitor's About, Events and News with a sign-in for the rest.
 * Axe on each tab at both widths and in both themes is e2e/tests/club-tabs.spec.ts.
 */
const photo = (membership: 'member' | null) =>
  fakeClub({ id: 'photo', name: 'Photography Club', description: 'We shoot.', membership })

/** Who asked for the about answer, with or without a token. */
let aboutAuthorizations: (string | null)[] = []

function answerPhoto(membership: 'member' | null) {
  aboutAuthorizations = []
  server.use(
    http.get(`${ORIGIN}/api/v1/clubs/photo/about`, ({ request }) => {
      aboutAuthorizations.push(request.headers.get('authorization'))
      const officers = [{ uid: 'u-maya', firstName: 'Maya', lastName: 'Lee', photoUrl: null }]
      return answer(ClubAbout, {
        club: photo(membership),
        officers: membership ? officers : [],
        additionalInfo: [{ question: 'Founded', questionType: 'DATE', answer: '2001-09-01' }],
      })
    }),
    http.get(`${ORIGIN}/api/v1/events`, () =>
      answer(EventPage, {
        items: [fakeEvent({ id: 'e1', title: 'Night walk' })],
        nextCursor: null,
      }),
    ),
    http.get(`${ORIGIN}/api/v1/clubs/photo/members`, ({ request }) =>
      new URL(request.url).searchParams.get('cursor') === 'p2'
        ? answer(ClubMembersPage, {
            items: [
              {
                uid: 'u-ines',
                firstName: 'Ines',
                lastName: 'Duarte',
                photoUrl: null,
                email: null,
                role: 'member',
                status: 'active',
                since: '2026-10-01T12:00:00.000Z',
              },
            ],
            nextCursor: null,
          })
        : answer(ClubMembersPage, {
            items: [
              {
                uid: 'u-maya',
                firstName: 'Maya',
                lastName: 'Lee',
                photoUrl: null,
                // Her privacy keeps her email from this viewer: the server leaves it out.
                email: null,
                role: 'officer',
                status: 'active',
                since: '2026-09-02T12:00:00.000Z',
              },
            ],
            nextCursor: 'p2',
          }),
    ),
  )
}

const tabsNav = () => screen.findByRole('navigation', { name: 'Photography Club sections' })
const tabNames = async () =>
  within(await tabsNav())
    .getAllByRole('link')
    .map((link) => link.textContent)

beforeEach(() => {
  answerPhoto('member')
})

describe('a club’s tabs (/_/_/clubs/photo/:tab?)', () => {
  it('gives a member every tab, About first and current, each tab an address', async () => {
    server.use(clubLayout())
    const { user, router } = renderRoute('/_/_/clubs/photo')
    expect(await tabNames()).toEqual(['About', 'Events', 'News', 'Discussion', 'Forum', 'Members'])
    const nav = await tabsNav()
    expect(within(nav).getByRole('link', { name: 'About' })).toHaveAttribute('aria-current', 'page')
    expect(within(nav).getByRole('link', { name: 'Members' })).toHaveAttribute(
      'href',
      '/_/_/clubs/photo/members',
    )
    expect(await screen.findByRole('heading', { name: 'Officers' })).toBeInTheDocument()
    await user.click(within(nav).getByRole('link', { name: 'Members' }))
    await waitFor(() => {
      expect(router.state.location.pathname).toBe('/_/_/clubs/photo/members')
    })
    const after = await tabsNav()
    await waitFor(() => {
      expect(within(after).getByRole('link', { name: 'Members' })).toHaveAttribute(
        'aria-current',
        'page',
      )
    })
    expect(within(after).getByRole('link', { name: 'About' })).not.toHaveAttribute('aria-current')
    const members = await screen.findByRole('region', { name: 'Members' })
    expect(await within(members).findByRole('link', { name: 'Maya Lee' })).toBeInTheDocument()
    // A localised date; her email stays out, as her privacy says (issue 30 bug 9).
    expect(within(members).getByText('Joined Sep 2, 2026')).toBeInTheDocument()
    expect(within(members).queryByRole('link', { name: /@/ })).toBeNull()
    // The Members tab reads; running the club is its Manage area's.
    expect(within(members).queryByRole('button', { name: /Actions for/ })).toBeNull()
    expect(screen.queryByRole('heading', { name: 'Officers' })).toBeNull()
    await waitFor(() => {
      expect(document.title).toContain('Members · Photography Club')
    })
  })

  it('shows no events on a club’s About while the school has Events off (issue 30 debt 1)', async () => {
    server.use(clubLayout(['about', 'news']))
    let asked = 0
    server.use(
      http.get(`${ORIGIN}/api/v1/events`, () => {
        asked += 1
        return answer(EventPage, { items: [], nextCursor: null })
      }),
    )
    renderRoute('/_/_/clubs/photo', {
      school: SchoolSettings.parse({
        ...demoSchool,
        sections: { ...ALL_SECTIONS_ON, events: false },
      }),
    })
    expect(await screen.findByRole('heading', { name: 'Officers' })).toBeInTheDocument()
    expect(screen.queryByRole('heading', { name: 'Upcoming events' })).toBeNull()
    expect(asked).toBe(0)
  })

  it('pages a club of thousands: Show more members, then that everyone is shown (issue 30 debt 4)', async () => {
    server.use(clubLayout())
    const { user } = renderRoute('/_/_/clubs/photo/members')
    const members = await screen.findByRole('region', { name: 'Members' })
    expect(await within(members).findByRole('link', { name: 'Maya Lee' })).toBeInTheDocument()
    expect(within(members).queryByRole('link', { name: 'Ines Duarte' })).toBeNull()
    await user.click(within(members).getByRole('button', { name: 'Show more members' }))
    expect(await within(members).findByRole('link', { name: 'Ines Duarte' })).toBeInTheDocument()
    expect(within(members).getByText('That is everyone in the club.')).toBeInTheDocument()
  })

  it('reads the club again when a moderator hides it (issue 30 debt 2)', async () => {
    server.use(clubLayout())
    const { realtime } = renderRoute('/_/_/clubs/photo')
    expect(await screen.findByRole('heading', { name: 'Officers' })).toBeInTheDocument()
    const before = aboutAuthorizations.length
    // The socket opens after the page's first paint (issue 32): a frame sent before it
    // connects reaches no one, so the hub's frame is sent until the club is read again.
    await waitFor(() => {
      realtime.send({ type: 'moderation.hidden', subject: 'club', id: 'photo' })
      expect(aboutAuthorizations.length).toBeGreaterThan(before)
    })
  })

  it('gives a student outside the club no member tabs, and a member’s link goes to About', async () => {
    answerPhoto(null)
    server.use(clubLayout(['about', 'events', 'news']))
    const { router } = renderRoute('/_/_/clubs/photo/members')
    expect(await tabNames()).toEqual(['About', 'Events', 'News'])
    await waitFor(() => {
      expect(router.state.location.pathname).toBe('/_/_/clubs/photo')
    })
    expect(await screen.findByRole('heading', { name: 'About' })).toBeInTheDocument()
    expect(screen.getByRole('button', { name: /Join Photography Club/ })).toBeInTheDocument()
  })

  it('moves between tabs by keyboard, focus staying on the tab', async () => {
    const news = fakePost({ id: 'p1', channel: 'news', body: '<p>Darkroom open tonight</p>' })
    server.use(clubLayout(), ...fakeFeed({ posts: [news] }).handlers)
    const { user } = renderRoute('/_/_/clubs/photo/news')
    const nav = await tabsNav()
    const newsTab = within(nav).getByRole('link', { name: 'News' })
    expect(newsTab).toHaveAttribute('aria-current', 'page')
    // The News panel is the feed's list of the club's news (the route's slot).
    expect(await screen.findByText('Darkroom open tonight')).toBeInTheDocument()
    newsTab.focus()
    await user.tab()
    expect(within(nav).getByRole('link', { name: 'Discussion' })).toHaveFocus()
    await user.tab({ shift: true })
    await user.tab({ shift: true })
    const events = within(nav).getByRole('link', { name: 'Events' })
    expect(events).toHaveFocus()
    await user.keyboard('{Enter}')
    expect(await screen.findByRole('heading', { name: 'Night walk' })).toBeInTheDocument()
    await waitFor(() => {
      expect(events).toHaveAttribute('aria-current', 'page')
    })
    expect(events).toHaveFocus()
  })
})

describe('a public club for a visitor (share=1)', () => {
  it('shows About, Events and News without a token, and a sign-in for the rest', async () => {
    answerPhoto(null)
    server.use(clubLayout(['about', 'events', 'news']))
    const { user } = renderRoute('/_/_/clubs/photo?share=1', { user: null })
    expect(await tabNames()).toEqual(['About', 'Events', 'News'])
    const nav = await tabsNav()
    // Each tab keeps share mode in its address.
    expect(within(nav).getByRole('link', { name: 'Events' })).toHaveAttribute(
      'href',
      '/_/_/clubs/photo/events?share=1',
    )
    expect(await screen.findByText('We shoot.')).toBeInTheDocument()
    expect(screen.getByText('Founded')).toBeInTheDocument()
    const note = screen.getByRole('complementary', { name: 'Are you a student here?' })
    expect(within(note).getByRole('link', { name: 'Sign in' })).toHaveAttribute(
      'href',
      `/login?redirect=${encodeURIComponent('/_/_/clubs/photo')}`,
    )
    // No joining, reporting or officers' names for a visitor.
    expect(screen.queryByRole('button', { name: /Join/ })).toBeNull()
    expect(screen.queryByRole('button', { name: /Report/ })).toBeNull()
    expect(screen.queryByRole('heading', { name: 'Officers' })).toBeNull()
    expect(aboutAuthorizations.every((header) => header === null)).toBe(true)
    await user.click(within(nav).getByRole('link', { name: 'Events' }))
    const event = await screen.findByRole('link', { name: /Night walk/ })
    expect(event.getAttribute('href')).toContain('share=1')
  })

  it('reads the News without a token: counts as text, no like, vote or report', async () => {
    answerPhoto(null)
    const news = fakePost({
      id: 'p-news',
      body: '<p>Darkroom open on Friday</p>',
      canComment: false,
      likeCount: 3,
      commentCount: 0,
    })
    let authorization: string | null = 'unset'
    server.use(
      clubLayout(['about', 'events', 'news']),
      http.get(`${ORIGIN}/api/v1/feed`, ({ request }) => {
        authorization = request.headers.get('authorization')
        return answer(FeedPage, { items: [news], nextCursor: null, pinned: [], canPost: false })
      }),
      ...fakeFeed({ posts: [news] }).handlers,
    )
    renderRoute('/_/_/clubs/photo/news?share=1', { user: null })
    expect(await screen.findByText('Darkroom open on Friday')).toBeInTheDocument()
    expect(authorization).toBeNull()
    expect(screen.getByText('3 likes')).toBeInTheDocument()
    expect(screen.getByText('No comments')).toBeInTheDocument()
    expect(screen.queryByRole('button', { name: /Like/ })).toBeNull()
    expect(screen.queryByRole('button', { name: /Report/ })).toBeNull()
  })
})
