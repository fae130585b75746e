import { Club, ClubListing, type GroupRole } from '@quad/shared'
import { act, fireEvent, screen, waitFor, within } from '@testing-library/react'
import { http, HttpResponse } from 'msw'
import { afterEach, describe, expect, it } from 'vitest'
import { answer, ORIGIN } from '../../test/fake-api.ts'
import { fakeClub } from '../../test/fake-club.ts'
import { renderRoute } from '../../test/render-route.tsx'
import { server } from '../../test/setup-routes.ts'

/*
 * The club list's detail: search, "My clubs", the empty, error and visitor states, Join
 * and Leave with focus kept on the button. The officer's live notification, the settings
 * tables and axe are e2e (e2e/tests/clubs.spec.ts).
 */
function club(index: number, name: string, membership: GroupRole | null = null): Club {
  return fakeClub({ id: `c${String(index)}`, name, membership })
}

// Spec 7: NameAsc, as the server answers.
const named = ['Astronomy Society', 'Chess Club', 'Debate Union', 'Photography Club']
let clubs: Club[] = []
let calls: URLSearchParams[] = []
afterEach(() => {
  calls = []
})

function answerClubs(status = 200) {
  clubs = named.map((name, index) =>
    club(
      index,
      name,
      name === 'Photography Club' ? 'officer' : name === 'Chess Club' ? 'member' : null,
    ),
  )
  server.use(
    http.get(`${ORIGIN}/api/v1/clubs`, ({ request }) => {
      const query = new URL(request.url).searchParams
      calls.push(query)
      if (status !== 200) {
        return HttpResponse.json({ error: { code: 'x', message: 'Down' } }, { status })
      }
      const search = (query.get('search') ?? '').toLowerCase()
      const items = clubs.filter(
        (c) =>
          c.name.toLowerCase().includes(search) &&
          (query.get('membership') !== 'mine' || c.membership !== null),
      )
      return answer(ClubListing, {
        total: items.length,
        items,
        perPage: 20,
        currentPage: 0,
        messages: [],
      })
    }),
    http.post(`${ORIGIN}/api/v1/clubs/:id/membership`, ({ params }) =>
      answerMembership(params.id, 'member'),
    ),
    http.delete(`${ORIGIN}/api/v1/clubs/:id/membership`, ({ params }) =>
      answerMembership(params.id, null),
    ),
  )
}

function answerMembership(id: unknown, membership: GroupRole | null) {
  clubs = clubs.map((c) => (c.id === id ? { ...c, membership } : c))
  const changed = clubs.find((c) => c.id === id)
  if (!changed)
    return HttpResponse.json({ error: { code: 'not_found', message: 'No' } }, { status: 404 })
  return answer(Club, changed)
}

const results = () => screen.findByRole('region', { name: 'Clubs' })

describe('clubs (/_/_/clubs)', () => {
  it('lists the clubs by name with the student’s role, and links each to its page', async () => {
    answerClubs()
    renderRoute('/_/_/clubs')
    const region = await results()
    const headings = await within(region).findAllByRole('heading', { level: 2 })
    expect(headings.map((h) => h.textContent)).toEqual(named)
    expect(within(region).getByText('4 clubs')).toBeInTheDocument()
    expect(within(region).getByRole('link', { name: 'Chess Club' })).toHaveAttribute(
      'href',
      '/_/_/clubs/c1',
    )
    expect(within(region).getAllByText('You are an officer')).toHaveLength(1)
    expect(within(region).getAllByText('You are a member')).toHaveLength(1)
    expect(calls[0]?.get('pageSize')).toBe('20')
  })

  it('“My clubs” is kept in the URL and asks for the student’s clubs only', async () => {
    answerClubs()
    const { router, user } = renderRoute('/_/_/clubs')
    await user.click(await screen.findByRole('button', { name: 'My clubs' }))
    await waitFor(() => {
      expect(router.state.location.search).toBe('?view=mine')
    })
    const region = await results()
    await waitFor(() => {
      expect(within(region).getByText('2 clubs')).toBeInTheDocument()
    })
    expect(screen.getByRole('button', { name: 'My clubs' })).toHaveAttribute('aria-pressed', 'true')
    expect(calls.at(-1)?.get('membership')).toBe('mine')
  })

  it('two changes faster than a render keep both: “My clubs”, then a search', async () => {
    answerClubs()
    const { router, user } = renderRoute('/_/_/clubs')
    await results()
    const field = screen.getByRole('searchbox', { name: 'Search clubs' })
    await user.type(field, 'chess')
    const mine = screen.getByRole('button', { name: 'My clubs' })
    const search = field.closest('form') as HTMLFormElement
    // One act: React renders neither change before both are asked for, as on a busy machine.
    act(() => {
      fireEvent.click(mine)
      fireEvent.submit(search)
    })
    await waitFor(() => {
      expect(router.state.location.search).toBe('?q=chess&view=mine')
    })
    const region = await results()
    expect(await within(region).findByText('1 club')).toBeInTheDocument()
    expect(calls.at(-1)?.get('membership')).toBe('mine')
    expect(calls.at(-1)?.get('search')).toBe('chess')
  })

  it('a search with no match says so and clears on request', async () => {
    answerClubs()
    const { router, user } = renderRoute('/_/_/clubs')
    await results()
    await user.type(screen.getByRole('searchbox', { name: 'Search clubs' }), 'zzzz')
    const region = await results()
    expect(
      await within(region).findByRole('heading', { name: 'No clubs match' }),
    ).toBeInTheDocument()
    // The empty state may first answer a shorter query the debounce let through (a loaded
    // machine): wait for the one typed in full.
    expect(
      await within(region).findByText(
        'No club matches “zzzz”. Check the spelling or try a broader word.',
      ),
    ).toBeInTheDocument()
    expect(router.state.location.search).toBe('?q=zzzz')
    await user.click(within(region).getByRole('button', { name: 'Clear the search' }))
    await waitFor(() => {
      expect(router.state.location.search).toBe('')
    })
    expect(await within(region).findByText('4 clubs')).toBeInTheDocument()
  })

  it('“My clubs” with none joined offers to browse all', async () => {
    answerClubs()
    server.use(
      http.get(`${ORIGIN}/api/v1/clubs`, () =>
        answer(ClubListing, { total: 0, items: [], perPage: 20, currentPage: 0, messages: [] }),
      ),
    )
    const { router, user } = renderRoute('/_/_/clubs?view=mine')
    const region = await results()
    expect(await within(region).findByText(/You have not joined a club yet/)).toBeInTheDocument()
    await user.click(within(region).getByRole('button', { name: 'Browse all clubs' }))
    await waitFor(() => {
      expect(router.state.location.search).toBe('')
    })
  })

  it('a failed listing offers a retry', async () => {
    answerClubs(400)
    const { user } = renderRoute('/_/_/clubs')
    const alert = await screen.findByRole('alert')
    expect(alert).toHaveTextContent('Clubs did not load')
    answerClubs()
    await user.click(within(alert).getByRole('button', { name: 'Try again' }))
    expect(await within(await results()).findByText('4 clubs')).toBeInTheDocument()
  })

  it('Join and Leave flip on the same button, keep focus on it and announce the outcome', async () => {
    answerClubs()
    const { user } = renderRoute('/_/_/clubs')
    const join = await screen.findByRole('button', { name: 'Join Astronomy Society' })
    await user.click(join)
    const leave = await screen.findByRole('button', { name: 'Leave Astronomy Society' })
    expect(leave).toBe(join)
    expect(leave).toHaveFocus()
    expect(await screen.findByText('You joined Astronomy Society.')).toBeInTheDocument()
    await user.click(leave)
    expect(await screen.findByRole('button', { name: 'Join Astronomy Society' })).toHaveFocus()
    expect(await screen.findByText('You left Astronomy Society.')).toBeInTheDocument()
  })

  it('a visitor in share mode makes no club calls and is offered a sign-in that comes back', async () => {
    answerClubs()
    renderRoute('/_/_/clubs?share=1', { user: null })
    expect(
      await screen.findByRole('heading', { name: 'Sign in to see the clubs' }),
    ).toBeInTheDocument()
    // The page's own link (the top bar has one of its own).
    const main = screen.getByRole('main')
    expect(within(main).getByRole('link', { name: 'Sign in' })).toHaveAttribute(
      'href',
      '/login?redirect=%2F_%2F_%2Fclubs',
    )
    expect(calls).toHaveLength(0)
  })
})
