import { screen, waitFor, within } from '@testing-library/react'
import { SearchAnswer, type SearchGroup, type SearchHit, type SearchKind } from '@quad/shared'
import { http } from 'msw'
import { beforeEach, describe, expect, it } from 'vitest'
import { answer, maya, ORIGIN } from '../../test/fake-api.ts'
import { renderRoute } from '../../test/render-route.tsx'
import { server } from '../../test/setup-routes.ts'

/*
 * The top bar's one search and /search (issue 36 item 1): a combobox whose list groups
 * each kind's first hits with "See all", moved through by the arrow keys; Enter opens the
 * active hit or the search page; recent searches when nothing is typed; the page pages one
 * kind. Who may see what is the server's (apps/server/src/features/search/search.test.ts).
 */
const hit = (kind: SearchKind, id: string, title: string, more: Partial<SearchHit> = {}) =>
  ({
    kind,
    id,
    title,
    detail: null,
    snippet: null,
    imageUrl: null,
    at: null,
    context: null,
    ...more,
  }) satisfies SearchHit

const jonah = hit('people', 'u-jonah', 'Jonah Whitfield', { detail: 'Student · Class of 2027' })
const chess = hit('clubs', 'c-chess', 'Chess Society', { detail: 'Games · 12 members' })
const post = hit('posts', 'p-1', 'Lena Brandt', {
  snippet: 'Who is up for the chess tournament?',
  at: new Date().toISOString(),
  context: { id: 'c-chess', name: 'Chess Society' },
})
const morePosts = Array.from({ length: 24 }, (_, i) =>
  hit('posts', `p-${String(i + 2)}`, 'Jonah Whitfield', { snippet: `Chess note ${String(i + 2)}` }),
)

/** The fake server: the grouped answer, or one kind's pages of 20 by an offset cursor. */
function useSearchApi(seen: URL[] = []) {
  server.use(
    http.get(`${ORIGIN}/api/v1/search`, ({ request }) => {
      const url = new URL(request.url)
      seen.push(url)
      const q = url.searchParams.get('q') ?? ''
      const kind = url.searchParams.get('kind')
      if (!q.toLowerCase().startsWith('ch') && !q.toLowerCase().startsWith('jo')) {
        return answer(SearchAnswer, { q, groups: [] })
      }
      if (kind === 'posts') {
        const offset = Number(url.searchParams.get('cursor') ?? 0)
        const all = [post, ...morePosts]
        const items = all.slice(offset, offset + 20)
        const next = offset + items.length
        return answer(SearchAnswer, {
          q,
          groups: [{ kind: 'posts', items, nextCursor: next < all.length ? String(next) : null }],
        })
      }
      const groups: SearchGroup[] = [
        { kind: 'people', items: [jonah], nextCursor: null },
        { kind: 'clubs', items: [chess], nextCursor: null },
        { kind: 'posts', items: [post], nextCursor: '4' },
      ]
      return answer(SearchAnswer, { q, groups })
    }),
  )
  return seen
}

const box = () => screen.findByRole('combobox', { name: 'Search' })

beforeEach(() => {
  localStorage.clear()
})

describe('the top bar search', () => {
  it('lists each kind’s first hits, moves by the arrow keys and opens the active one', async () => {
    useSearchApi()
    const { user, router } = renderRoute('/')
    const field = await box()
    await user.click(field)
    await user.type(field, 'chess')
    await screen.findByRole('option', { name: /Jonah Whitfield/ })
    const list = screen.getByRole('listbox', { name: 'Search' })
    expect(field).toHaveAttribute('aria-expanded', 'true')
    expect(field).toHaveAttribute('aria-controls', list.id)
    const groups = within(list).getAllByRole('group')
    expect(groups.map((group) => group.getAttribute('aria-labelledby'))).toHaveLength(3)
    expect(within(list).getByRole('group', { name: 'People' })).toHaveTextContent('Jonah Whitfield')
    expect(within(list).getByRole('group', { name: 'Posts' })).toHaveTextContent('in Chess Society')
    expect(within(list).getByRole('option', { name: 'See all posts' })).toBeInTheDocument()
    // Down twice: the club; Enter opens it.
    await user.keyboard('{ArrowDown}{ArrowDown}')
    const club = within(list).getByRole('option', { name: /^Chess Society/ })
    expect(club).toHaveAttribute('aria-selected', 'true')
    expect(field).toHaveAttribute('aria-activedescendant', club.id)
    await user.keyboard('{Enter}')
    await waitFor(() => {
      expect(router.state.location.pathname).toBe('/_/_/clubs/c-chess')
    })
    expect(field).toHaveValue('')
  })

  it('opens the search page on Enter with nothing chosen, and offers it again as a recent search', async () => {
    useSearchApi()
    const { user, router } = renderRoute('/')
    const field = await box()
    await user.click(field)
    await user.type(field, 'jonah')
    await screen.findByRole('option', { name: /Jonah Whitfield/ })
    await user.keyboard('{Enter}')
    await waitFor(() => {
      expect(router.state.location.search).toBe('?q=jonah')
    })
    expect(router.state.location.pathname).toBe('/search')
    await user.click(field)
    const recent = await screen.findByRole('group', { name: 'Recent searches' })
    expect(within(recent).getByRole('option', { name: 'jonah' })).toBeInTheDocument()
    // The last choice clears them, and the list closes on Escape.
    await user.keyboard('{ArrowUp}{Enter}')
    await waitFor(() => {
      expect(screen.queryByRole('group', { name: 'Recent searches' })).not.toBeInTheDocument()
    })
    expect(localStorage.getItem(`quad.search.recent.${maya.uid}`)).toBeNull()
    await user.keyboard('{Escape}')
    expect(field).toHaveAttribute('aria-expanded', 'false')
  })

  it('no longer chooses a hit the newer answer dropped: Enter then opens the search page', async () => {
    // "ch" finds Jonah and the club; "chess" only the club.
    server.use(
      http.get(`${ORIGIN}/api/v1/search`, ({ request }) => {
        const q = new URL(request.url).searchParams.get('q') ?? ''
        const groups: SearchGroup[] = [{ kind: 'clubs', items: [chess], nextCursor: null }]
        if (q === 'ch') groups.unshift({ kind: 'people', items: [jonah], nextCursor: null })
        return answer(SearchAnswer, { q, groups })
      }),
    )
    const { user, router } = renderRoute('/')
    const field = await box()
    await user.click(field)
    await user.type(field, 'ch')
    await screen.findByRole('option', { name: /Jonah Whitfield/ })
    // Down at once after typing on: "ch"'s list is still shown, and Jonah is chosen.
    await user.type(field, 'ess')
    await user.keyboard('{ArrowDown}')
    const jonahOption = screen.getByRole('option', { name: /Jonah Whitfield/ })
    expect(field).toHaveAttribute('aria-activedescendant', jonahOption.id)
    // "chess"'s answer has no Jonah: nothing is chosen, and the box names no option.
    await waitFor(() => {
      expect(screen.queryByRole('option', { name: /Jonah Whitfield/ })).not.toBeInTheDocument()
    })
    await screen.findByRole('option', { name: /^Chess Society/ })
    expect(field).not.toHaveAttribute('aria-activedescendant')
    await user.keyboard('{Enter}')
    await waitFor(() => {
      expect(router.state.location.search).toBe('?q=chess')
    })
    expect(router.state.location.pathname).toBe('/search')
  })

  it('says when the search is too short, and when nothing is found', async () => {
    useSearchApi()
    const { user } = renderRoute('/')
    const field = await box()
    await user.click(field)
    await user.type(field, 'z')
    expect(await screen.findByText('Type at least 2 characters.')).toBeInTheDocument()
    await user.type(field, 'zz')
    expect(await screen.findByText('Nothing found for “zzz”.')).toBeInTheDocument()
  })
})

describe('/search', () => {
  it('shows every kind with See all, then one kind page by page', async () => {
    const seen = useSearchApi()
    const { user, router } = renderRoute('/search?q=chess')
    expect(await screen.findByRole('heading', { level: 1, name: 'Search' })).toBeInTheDocument()
    const posts = await screen.findByRole('region', { name: 'Posts' })
    expect(within(posts).getByRole('link', { name: /Lena Brandt/ })).toHaveAttribute(
      'href',
      '/posts/p-1',
    )
    await user.click(within(posts).getByRole('link', { name: 'See all posts' }))
    await waitFor(() => {
      expect(router.state.location.search).toBe('?q=chess&kind=posts')
    })
    const kinds = screen.getByRole('navigation', { name: 'What to search' })
    await waitFor(() => {
      expect(within(kinds).getByRole('link', { name: 'Posts' })).toHaveAttribute(
        'aria-current',
        'page',
      )
    })
    const list = await screen.findByRole('region', { name: 'Posts' })
    await waitFor(() => {
      expect(within(list).getAllByRole('link')).toHaveLength(20)
    })
    await user.click(screen.getByRole('button', { name: 'Show more' }))
    await waitFor(() => {
      expect(within(list).getAllByRole('link')).toHaveLength(25)
    })
    expect(screen.queryByRole('button', { name: 'Show more' })).not.toBeInTheDocument()
    expect(seen.at(-1)?.searchParams.get('cursor')).toBe('20')
  })

  it('keeps recent searches per student, and clears them', async () => {
    localStorage.setItem(`quad.search.recent.${maya.uid}`, JSON.stringify(['chess', 'formal']))
    useSearchApi()
    const { user } = renderRoute('/search')
    const recent = await screen.findByRole('region', { name: 'Recent searches' })
    expect(
      within(recent)
        .getAllByRole('link')
        .map((link) => link.textContent),
    ).toEqual(['chess', 'formal'])
    await user.click(within(recent).getByRole('button', { name: 'Clear recent searches' }))
    expect(screen.queryByRole('region', { name: 'Recent searches' })).not.toBeInTheDocument()
    expect(localStorage.getItem(`quad.search.recent.${maya.uid}`)).toBeNull()
  })
})
