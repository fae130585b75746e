import { ListingConfigResponse, MobilePeopleResponse, type PersonSummary } from '@quad/shared'
import { screen, waitFor, within } from '@testing-library/react'
import { http, HttpResponse } from 'msw'
import { afterEach, describe, expect, it } from 'vitest'
import { setViewportWidth } from '../../test/browser-gaps.ts'
import { answer, demoSchool, ORIGIN } from '../../test/fake-api.ts'
import { renderRoute } from '../../test/render-route.tsx'
import { server } from '../../test/setup-routes.ts'

/*
 * The directory screen's detail: search, filters and facets in the URL, sort, paging and
 * every result state. The card dialog's focus, axe and the real search engine are e2e
 * (e2e/tests/directory.spec.ts).
 */
const config = ListingConfigResponse.parse({
  filters: [
    { name: 'search', label: 'Search', kind: 'text', options: [] },
    {
      name: 'yearOfGraduation',
      label: 'Class of',
      kind: 'menu',
      options: ['2027', '2028'].map((year) => ({ value: year, label: year })),
    },
    {
      name: 'connection',
      label: 'Connections',
      kind: 'menu',
      options: [
        { value: 'all', label: 'Everyone' },
        { value: 'connected', label: 'My connections' },
      ],
    },
    {
      name: 'interests',
      label: 'Interests',
      kind: 'contains',
      options: ['Hiking', 'Chess'].map((tag) => ({ value: tag, label: tag })),
    },
  ],
  layout: { view: 'grid', pageSize: 20 },
  ordering: {
    options: [
      { value: 'lastName', label: 'Last name (A–Z)' },
      { value: '-lastName', label: 'Last name (Z–A)' },
    ],
    defaultOrder: 'lastName',
  },
})

function person(index: number, overrides: Partial<PersonSummary> = {}): PersonSummary {
  return {
    uid: `u${String(index)}`,
    firstName: `Student${String(index)}`,
    lastName: `Family${String(index).padStart(2, '0')}`,
    photoUrl: null,
    genderPronoun: null,
    accountType: 'student',
    yearOfGraduation: 2027,
    visitableProfile: true,
    connectionStatus: 0,
    ...overrides,
  }
}

const jonah = person(0, {
  uid: 'u-jonah',
  firstName: 'Jonah',
  lastName: 'Okafor',
  yearOfGraduation: 2028,
})
const everyone = [jonah, ...Array.from({ length: 44 }, (_, index) => person(index + 1))]

/** Every mobile_people call the screen made, in order. */
let calls: URLSearchParams[] = []
afterEach(() => {
  calls = []
  setViewportWidth(1024)
})

/** A small directory: search by name, year and interest filters, pages by range/limit. */
function answerPeople(people: PersonSummary[] = everyone) {
  server.use(
    http.get(`${ORIGIN}/mobile_ws/v18/listing_config`, () => answer(ListingConfigResponse, config)),
    http.get(`${ORIGIN}/mobile_ws/v18/mobile_people`, ({ request }) => {
      const query = new URL(request.url).searchParams
      calls.push(query)
      const search = (query.get('search') ?? '').toLowerCase()
      const year = query.get('yearOfGraduation')
      const found = people.filter(
        (p) =>
          (!search ||
            `${p.firstName} ${p.lastName}`.toLowerCase().includes(search) ||
            // The server forgives typos; a fixture needs only the one this test types.
            (search === 'jnah' && p === jonah)) &&
          (!year || String(p.yearOfGraduation) === year) &&
          (!query.get('interests.tagList') || p === jonah),
      )
      // Spec 7 paging: `range` is the first index, `limit` the end (exclusive).
      const range = Number(query.get('range'))
      const limit = Number(query.get('limit'))
      return answer(MobilePeopleResponse, [
        {
          people: found.slice(range, limit),
          total: found.length,
          ...(query.get('facets') === '1' && {
            facets: { interests: [{ value: 'Hiking', count: 7 }] },
          }),
        },
      ])
    }),
  )
}

const results = () => screen.getByRole('region', { name: 'Results' })
const card = (name: string) =>
  within(results()).findByRole('link', { name: new RegExp(`^${name}`) })
/** The first page of cards, once the page has rendered them. */
async function firstCards() {
  const region = await screen.findByRole('region', { name: 'Results' })
  return within(region).findAllByRole('link')
}
/** Waits until the results hold exactly `count` cards. */
async function expectCards(count: number) {
  await waitFor(() => {
    expect(within(results()).getAllByRole('link')).toHaveLength(count)
  })
}
const lastCall = () => calls.at(-1) ?? new URLSearchParams()

describe('directory (/directory)', () => {
  it('searches as the student types, keeps the search in the URL and announces the count', async () => {
    answerPeople()
    const { router, user } = renderRoute('/directory')
    expect(await screen.findByRole('heading', { level: 1, name: 'Directory' })).toBeInTheDocument()
    expect(await firstCards()).toHaveLength(20)
    await user.type(screen.getByRole('searchbox', { name: 'Search the directory' }), 'jnah')
    await waitFor(() => {
      expect(router.state.location.search).toBe('?q=jnah')
    })
    await expectCards(1)
    expect(lastCall().get('search')).toBe('jnah')
    expect(await card('Jonah Okafor')).toHaveTextContent('Class of 2028')
    expect(await screen.findByText('1 student found.')).toHaveAttribute('role', 'status')
    // While searching, "Best match" is offered and chosen.
    expect(screen.getByRole('combobox', { name: 'Sort by' })).toHaveDisplayValue('Best match')
  })

  it('filters by year and interest in the URL, shows facet counts, and Back undoes a filter', async () => {
    answerPeople()
    const { router, user } = renderRoute('/directory')
    const filters = await screen.findByRole('complementary', { name: 'Filters' })
    const hiking = await within(filters).findByRole('button', { name: /^Hiking/ })
    await waitFor(() => {
      expect(hiking).toHaveTextContent('Hiking7')
    })
    expect(within(filters).getByRole('button', { name: /^Chess/ })).toHaveTextContent('Chess0')

    // Two changes in a row, faster than a render: the second must build on the first.
    await user.selectOptions(within(filters).getByLabelText('Class of'), '2028')
    await user.click(hiking)
    await waitFor(() => {
      expect(router.state.location.search).toBe('?yearOfGraduation=2028&interests=Hiking')
    })
    await waitFor(() => {
      expect(lastCall().get('interests.tagList')).toBe('Hiking')
    })
    await expectCards(1)
    // The URL, the request and the cards can all be there a render before the panel is.
    await waitFor(() => {
      expect(within(filters).getByRole('button', { name: /^Hiking/ })).toHaveAttribute(
        'aria-pressed',
        'true',
      )
    })
    expect(lastCall().get('yearOfGraduation')).toBe('2028')
    expect(lastCall().get('interests.ContainsLogic')).toBe('OR')
    expect(await card('Jonah Okafor')).toHaveTextContent('Class of 2028')

    // Once a tag is on: any or all of them, or exclude them.
    await user.click(await screen.findByRole('radio', { name: 'All of these' }))
    await waitFor(() => {
      expect(router.state.location.search).toContain('interests.logic=AND')
    })
    await waitFor(() => {
      expect(lastCall().get('interests.ContainsLogic')).toBe('AND')
    })
    await user.click(screen.getByRole('checkbox', { name: 'Exclude these' }))
    await waitFor(() => {
      expect(router.state.location.search).toContain('interests.not=1')
    })
    await waitFor(() => {
      expect(lastCall().get('interests.NotContainsLogic')).toBe('true')
    })

    await router.navigate(-1)
    await waitFor(() => {
      expect(router.state.location.search).not.toContain('not=1')
    })
    expect(router.state.location.search).toContain('interests.logic=AND')

    // Clear all keeps nothing but the page.
    await user.click(screen.getByRole('button', { name: 'Clear all' }))
    await waitFor(() => {
      expect(router.state.location.search).toBe('')
    })
    await waitFor(() => {
      expect(screen.getByLabelText('Class of')).toHaveDisplayValue('Any')
    })
  })

  it('sorts by the listing config’s orderings, kept in the URL', async () => {
    answerPeople()
    const { router, user } = renderRoute('/directory')
    const sort = await screen.findByRole('combobox', { name: 'Sort by' })
    expect(sort).toHaveDisplayValue('Last name (A–Z)')
    expect(within(sort).queryByRole('option', { name: 'Best match' })).toBeNull()
    await user.selectOptions(sort, '-lastName')
    await waitFor(() => {
      expect(router.state.location.search).toBe('?sort=-lastName')
    })
    await waitFor(() => {
      expect(lastCall().get('order1')).toBe('-lastName')
    })
  })

  it('pages 20 at a time with Load more, announces it, and says when everyone is shown', async () => {
    answerPeople()
    const { user } = renderRoute('/directory')
    expect(await firstCards()).toHaveLength(20)
    expect(screen.getByText('Showing 20 of 45')).toBeInTheDocument()
    await user.click(screen.getByRole('button', { name: 'Load more' }))
    await expectCards(40)
    expect(screen.getByText('Loaded 20 more. Showing 40 of 45.')).toHaveAttribute('role', 'status')
    expect(lastCall().get('range')).toBe('20')
    expect(lastCall().has('facets')).toBe(false)
    await user.click(screen.getByRole('button', { name: 'Load more' }))
    await expectCards(45)
    expect(screen.getByText('That is everyone who matches.')).toBeInTheDocument()
    expect(screen.queryByRole('button', { name: 'Load more' })).toBeNull()
  })

  it('an empty result says what to try and starts over on request', async () => {
    answerPeople()
    const { router, user } = renderRoute('/directory?q=zzzz&yearOfGraduation=2027')
    expect(await screen.findByText('No one matches yet')).toBeInTheDocument()
    expect(screen.getByText(/Nobody matches “zzzz” with these filters/)).toBeInTheDocument()
    await user.click(screen.getByRole('button', { name: 'Clear search and filters' }))
    await waitFor(() => {
      expect(router.state.location.search).toBe('')
    })
    await expectCards(20)
    expect(screen.getByRole('searchbox', { name: 'Search the directory' })).toHaveValue('')
  })

  it('a failed search offers a retry; a rate-limited one asks to slow down', async () => {
    answerPeople()
    let status = 400
    server.use(
      http.get(`${ORIGIN}/mobile_ws/v18/mobile_people`, () =>
        HttpResponse.json({ error: { code: 'x', message: 'No' } }, { status }),
      ),
    )
    const { user } = renderRoute('/directory?q=ana')
    const alert = await screen.findByRole('alert')
    expect(alert).toHaveTextContent('The directory did not load')
    status = 429
    await user.click(within(alert).getByRole('button', { name: 'Try again' }))
    expect(await screen.findByText('Searching a little too fast')).toBeInTheDocument()
  })

  it('on a phone the filters open in a sheet whose button counts them', async () => {
    setViewportWidth(390)
    answerPeople()
    const { router, user } = renderRoute('/directory')
    await user.click(await screen.findByRole('button', { name: 'Filters' }))
    const sheet = () => within(screen.getByRole('dialog', { name: 'Filters' }))
    await user.click(await sheet().findByRole('button', { name: /^Hiking/ }))
    await waitFor(() => {
      expect(router.state.location.search).toBe('?interests=Hiking')
    })
    expect(await sheet().findByRole('radio', { name: 'Any of these' })).toBeChecked()
    await user.click(await sheet().findByRole('button', { name: 'Show 1 student' }))
    await waitFor(() => {
      expect(screen.queryByRole('dialog', { name: 'Filters' })).toBeNull()
    })
    expect(screen.getByRole('button', { name: 'Filters (1)' })).toHaveFocus()
  })
})

/** The listing config a school with connect off gets (the server leaves out `connection`). */
function connectOffHandlers() {
  server.use(
    http.get(`${ORIGIN}/mobile_ws/v18/listing_config`, () =>
      answer(ListingConfigResponse, {
        filters: [
          { name: 'search', label: 'Search', kind: 'text', options: [] },
          {
            name: 'accountType',
            label: 'Account type',
            kind: 'menu',
            options: [{ value: 'student', label: 'Student' }],
          },
        ],
        layout: { view: 'grid', pageSize: 24 },
        ordering: {
          options: [{ value: 'lastName', label: 'Last name' }],
          defaultOrder: 'lastName',
        },
      }),
    ),
    http.get(`${ORIGIN}/mobile_ws/v18/mobile_people`, () =>
      answer(MobilePeopleResponse, [{ people: [], total: 0, facets: {} }]),
    ),
  )
}

describe('directory (/directory) at a school with connect off', () => {
  it('speaks of finding and messaging people, never of connecting', async () => {
    connectOffHandlers()
    renderRoute('/directory', { school: { ...demoSchool, config: { connect: false } } })
    await screen.findByRole('heading', { level: 1, name: 'Directory' })
    const main = screen.getByRole('main')
    expect(main).not.toHaveTextContent(/connect/i)
    expect(screen.queryByRole('navigation', { name: /connection/i })).toBeNull()
  })
})
